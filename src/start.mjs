// `npm start`: the compiled bot (dist/, bundled by src/build.mjs), built first when it is missing
// or older than the sources, so a fresh clone starts with the README's commands. The bot runs in
// this process; the console, tests and development run the TypeScript through tsx instead.
import { pathToFileURL } from 'node:url';
import { COMPILED_ENTRY, ensureBuilt } from './build.mjs';

try {
  await ensureBuilt();
} catch (err) {
  process.stderr.write(`npm start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(COMPILED_ENTRY).href);
