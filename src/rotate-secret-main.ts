import { loadConfig, secretsOf } from './config.js';
import { registerSecret } from './log.js';
import { createSecretBox, describeDb, openDb, rotateKeys, storeOptionsOf } from './store/index.js';

/**
 * `npm run rotate-secret`: re-encrypts every API key stored with /setup from SETTINGS_SECRET to
 * SETTINGS_SECRET_NEXT in one transaction (all or none), then tells the operator to swap the
 * two variables. Idempotent: keys already under SETTINGS_SECRET_NEXT are left as they are, so it
 * can be run again whenever a key under the old secret is left (the refusal at start says so).
 * Run it with the bot stopped when the store is the embedded one (DATA_DIR); with DATABASE_URL
 * the processes keep running, each with both secrets set (README "Rotating SETTINGS_SECRET").
 */

const HOW = 'generate the new one with `openssl rand -base64 32`';
const config = loadConfig({
  hint: `rotate-secret needs SETTINGS_SECRET (the current secret) and SETTINGS_SECRET_NEXT (the new one; ${HOW}).`,
});
for (const secret of secretsOf(config)) registerSecret(secret);
const { secret, nextSecret } = config.settings;
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
if (!secret) fail('SETTINGS_SECRET: missing; set it to the secret the stored keys are encrypted with now.');
if (!nextSecret) fail(`SETTINGS_SECRET_NEXT: missing; set it to the new secret (${HOW}).`);
if (secret!.equals(nextSecret!)) fail(`SETTINGS_SECRET_NEXT: the same as SETTINGS_SECRET; ${HOW}.`);

const where = storeOptionsOf(config.store);
try {
  const db = await openDb(where);
  try {
    const n = await rotateKeys(db, createSecretBox(secret!), createSecretBox(nextSecret!));
    process.stdout.write(
      `Re-encrypted ${n} stored API key${n === 1 ? '' : 's'} in ${describeDb(where)} under SETTINGS_SECRET_NEXT.\n` +
        'Now set SETTINGS_SECRET to the value of SETTINGS_SECRET_NEXT, remove SETTINGS_SECRET_NEXT, and restart the bot (every replica).\n' +
        'Running this again is safe: keys already under SETTINGS_SECRET_NEXT are left as they are.\n',
    );
  } finally {
    await db.close();
  }
} catch (err) {
  fail(`rotate-secret: ${err instanceof Error ? err.message : String(err)}`);
}
