import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionsOf } from '../src/command/contract.js';
import { CONTEXT_MENU_NAME, verify } from '../commands/verify.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { textOf } from './raid.limits-helper.js';

let sb: Sandbox;
let api: CommunityApi;
let h: Harness;

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  h = await createHarness({ commands: [verify], api, keysByGuild: { [DEMO.guildId]: sb.demoKey } });
});

afterAll(async () => {
  await h?.close();
  await api?.close();
  await sb?.close();
});

type Message = { content?: string; embeds?: { thumbnail?: { url: string }; fields?: { name: string; value: string }[] }[] };
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const HIDDEN = "hidden by the member's privacy settings";

/** Every message body the interaction produced was private: nothing of it is ever public. */
function expectOnlyPrivate(r: RunResult) {
  expect(r.ack).toBe('defer');
  const defer = r.calls.find((c) => c.path.endsWith('/callback'))?.body as { data?: { flags?: number } };
  expect((defer.data?.flags ?? 0) & 64).toBe(64);
  expect(r.ephemeral).toBe(true);
  expect(r.calls.some((c) => c.method === 'POST' && c.path.startsWith('/channels/'))).toBe(false);
}

describe('/verify member', () => {
  it("shows a linked member's accounts and wallets, privately", async () => {
    const r = await h.slash('verify', { member: DEMO.gating.linked }, h.moderator());
    expectOnlyPrivate(r);
    const text = textOf(msg(r));
    expect(text).toContain('aurora.builds');
    expect(msg(r).embeds?.[0]?.thumbnail?.url).toBe('https://cdn.discordapp.com/embed/avatars/1.png');
    expect(text).toContain('• X: aurora\\_builds');
    expect(text).toMatch(/• Linea: `0x[0-9a-fA-F]{40}`/);
    expect(text).toMatch(/• Solana: `\w+`/);
    // Only what the service returns: it leaves out the wallet no gating rule needs.
    expect(text).not.toContain('Terra');
  });

  it('shows redacted entries as hidden, never blank', async () => {
    const r = await h.slash('verify', { member: DEMO.gating.redacted }, h.moderator());
    expectOnlyPrivate(r);
    const fields = msg(r).embeds?.[0]?.fields ?? [];
    expect(fields.map((f) => f.name)).toEqual(['Linked accounts', 'Linked wallets']);
    for (const f of fields) {
      expect(f.value).toContain(HIDDEN);
      expect(f.value).not.toMatch(/: *$|``/m);
    }
  });

  it('says a member with nothing linked has nothing linked', async () => {
    const r = await h.slash('verify', { member: DEMO.gating.bare }, h.moderator());
    const fields = msg(r).embeds?.[0]?.fields ?? [];
    expect(fields.map((f) => f.value)).toEqual([
      'None required by the server’s verification rules',
      'None required by the server’s verification rules',
    ]);
  });

  it('answers a member the service does not know as not verified', async () => {
    const r = await h.slash('verify', { member: DEMO.gating.unknown }, h.moderator());
    expectOnlyPrivate(r);
    expect(msg(r).content).toBe(`<@${DEMO.gating.unknown}> is not verified: the Community API has no verified details for this member.`);
  });

  it('refuses a member, before any request', async () => {
    const before = sb.stats.total();
    const r = await h.slash('verify', { member: DEMO.gating.linked }, h.member());
    expect(sb.stats.total()).toBe(before);
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toBe(MESSAGES.notModerator);
  });
});

describe('/verify in German', () => {
  it('answers a German moderator privately in German, from the command and the user menu', async () => {
    const de = h.moderator({ locale: 'de' });
    const r = await h.slash('verify', { member: DEMO.gating.redacted }, de);
    expectOnlyPrivate(r);
    const e = msg(r).embeds?.[0] as { title?: string; fields?: { name: string; value: string }[]; footer?: { text: string } };
    expect(e.title).toMatch(/^Verifiziert: /);
    expect(e.fields?.map((f) => f.name)).toEqual(['Verknüpfte Konten', 'Verknüpfte Wallets']);
    expect(e.fields?.[0]?.value).toContain('*durch die Privatsphäre-Einstellungen des Mitglieds verborgen*');
    expect(e.footer?.text).toBe('Nur du kannst das sehen.');
    const unknown = await h.userCommand(CONTEXT_MENU_NAME, DEMO.gating.unknown, de);
    expect(msg(unknown).content).toBe(
      `<@${DEMO.gating.unknown}> ist nicht verifiziert: Die Community-API hat keine verifizierten Angaben zu diesem Mitglied.`,
    );
  });
});

describe('Verified details (user context menu)', () => {
  it('shows the same details, privately', async () => {
    const r = await h.userCommand(CONTEXT_MENU_NAME, DEMO.gating.linked, h.moderator());
    expectOnlyPrivate(r);
    expect(textOf(msg(r))).toContain('• X: aurora\\_builds');
  });

  it('answers an unknown target as not verified', async () => {
    const r = await h.userCommand(CONTEXT_MENU_NAME, DEMO.gating.unknown, h.moderator());
    expect(msg(r).content).toContain('is not verified');
  });

  it('refuses a member', async () => {
    const before = sb.stats.total();
    const r = await h.userCommand(CONTEXT_MENU_NAME, DEMO.gating.linked, h.member());
    expect(sb.stats.total()).toBe(before);
    expect(msg(r).content).toBe(MESSAGES.notModerator);
  });
});

describe('the verify module', () => {
  it('is private whatever the options, and owns both definitions', () => {
    expect(verify.private).toBe(true);
    expect(definitionsOf(verify).map((d) => [d.name, d.type ?? 1])).toEqual([
      ['verify', 1],
      [CONTEXT_MENU_NAME, 2],
    ]);
  });
});
