import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../src/store/audit.js';
import type { Db } from '../src/store/db.js';
import { canonicalJson, contentHash, createJournal, type Failure, type Journal, type JournalStep } from '../src/store/journal.js';
import { dropStoreSql, openDb } from '../src/store/index.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, sharedPglite, testSchema, type BackendName } from './support/store.js';

/**
 * The journal's promises, on both back ends. A "process" here is one Db handle with its own
 * instance lock; closing it is how a process dies.
 */

const serverUp = await serverAvailable('postgres', 'journal contract tests on PostgreSQL');

const unknownOrRefused = (err: unknown): Failure =>
  err instanceof Error && err.message.startsWith('400')
    ? { state: 'refused', reason: err.message }
    : { state: 'unknown', reason: 'timed out' };

/** A fake send that does what the client does: `leaving()` (the journal's `sent`) just before its request would leave. */
const out =
  <T>(f: (body: unknown) => Promise<T>) =>
  async (body: unknown, leaving: () => Promise<void>) => {
    await leaving();
    return f(body);
  };

let guildSeq = 0;
const newGuild = () => `9000000000000000${String(++guildSeq).padStart(2, '0')}`;

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`journal on ${name}`, () => {
    const schema = testSchema();
    const opened: Db[] = [];
    /** A new process on the same database. */
    const process = async (): Promise<Db> => {
      const db =
        name === 'PGlite' ? await (await sharedPglite()).open(schema) : await openDb({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      if (name === 'PGlite') {
        const { migrate } = await import('../src/store/migrations.js');
        await migrate(db);
      }
      opened.push(db);
      return db;
    };
    let db: Db;
    let clock = Date.UTC(2026, 10, 25, 1, 0, 0);
    const now = () => clock;
    let journal: Journal;
    beforeAll(async () => {
      db = await process();
      journal = createJournal({ db, now });
    }, 180_000);
    afterAll(async () => {
      for (const d of opened) await d.close().catch(() => {});
      if (name === 'PostgreSQL') await dropSchema(schema);
      else {
        const h = await sharedPglite();
        const c = await h.open('public');
        await c.exec(dropStoreSql(schema));
        await c.close();
      }
    });

    const intent = (guildId: string, body: unknown = { title: 'Launch day', amount: '500' }) => ({
      operation: 'raid.create',
      guildId,
      userId: 'mod-1',
      body,
      display: { symbol: 'ACME' },
      summary: '"Launch day"',
      ttlMs: 10 * 60_000,
    });

    it('refuses, unsent, a preview made under another API key than Confirm would send with', async () => {
      const g = newGuild();
      const { entry } = await journal.preview({ ...intent(g), keyId: 'key-a' });
      expect(entry.keyId).toBe('key-a');
      let sent = 0;
      const send = async () => (sent++, { reference: null });
      expect(await journal.execute(entry.id, { userId: 'mod-1', keyId: 'key-b' }, send, unknownOrRefused)).toMatchObject({
        kind: 'key-changed',
        entry: { state: 'previewed' },
      });
      expect(sent).toBe(0);
      expect(await journal.execute(entry.id, { userId: 'mod-1', keyId: 'key-a' }, send, unknownOrRefused)).toMatchObject({
        kind: 'done',
        entry: { state: 'created' },
      });
      expect(sent).toBe(1);
    });

    it('sends a confirmed write once, records it created and audits it', async () => {
      const g = newGuild();
      const { entry, earlier } = await journal.preview(intent(g));
      expect(earlier).toBeUndefined();
      expect(entry).toMatchObject({
        state: 'previewed',
        guildId: g,
        display: { symbol: 'ACME' },
        contentHash: contentHash('raid.create', entry.body),
      });
      expect(entry.expiresAt - entry.createdAt).toBe(10 * 60_000);
      const sent: unknown[] = [];
      const send = out(async (body) => {
        sent.push(body);
        return { reference: 'raid-42', result: { id: 'raid-42' } };
      });
      const first = await journal.execute(entry.id, { userId: 'mod-1' }, send, unknownOrRefused);
      expect(first).toMatchObject({ kind: 'done', entry: { state: 'created', reference: 'raid-42', result: { id: 'raid-42' } } });
      const again = await journal.execute(entry.id, { userId: 'mod-1' }, send, unknownOrRefused);
      expect(again).toMatchObject({ kind: 'settled', entry: { state: 'created' } });
      expect(sent).toEqual([{ title: 'Launch day', amount: '500' }]);
      const audit = await createAuditLog({ db }).list({ guildId: g, limit: 10 });
      expect(audit.rows).toEqual([
        expect.objectContaining({
          guildId: g,
          userId: 'mod-1',
          operation: 'raid.create',
          summary: '"Launch day"',
          outcome: 'created',
          reference: 'raid-42',
          journalId: entry.id,
          at: clock,
        }),
      ]);
    });

    it('lets one of many simultaneous presses, from two processes, send', async () => {
      const g = newGuild();
      const other = createJournal({ db: await process(), now });
      const { entry } = await journal.preview(intent(g));
      let calls = 0;
      const send = out(async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        return {};
      });
      const results = await Promise.all(
        [journal, other, journal, other, journal].map((j) => j.execute(entry.id, { userId: 'mod-1' }, send, unknownOrRefused)),
      );
      expect(calls).toBe(1);
      expect(results.filter((r) => r.kind === 'done')).toHaveLength(1);
      expect(results.every((r) => ['done', 'in-flight', 'settled'].includes(r.kind))).toBe(true);
    });

    it('records a refusal with its reason, and a refused write is no duplicate', async () => {
      const g = newGuild();
      const { entry } = await journal.preview(intent(g));
      const r = await journal.execute(
        entry.id,
        { userId: 'mod-1' },
        out(async () => {
          throw new Error('400 channel not found');
        }),
        unknownOrRefused,
      );
      expect(r).toMatchObject({ kind: 'done', entry: { state: 'refused', result: { reason: '400 channel not found' } } });
      expect(r.kind === 'done' && r.error).toBeInstanceOf(Error);
      expect((await journal.preview(intent(g))).earlier).toBeUndefined();
      const audit = await createAuditLog({ db }).list({ guildId: g, limit: 10 });
      expect(audit.rows[0]).toMatchObject({ outcome: 'refused', summary: '"Launch day" (400 channel not found)' });
    });

    it('offers only "Create anyway" for the same write within 24 hours of an unknown or created one', async () => {
      const g = newGuild();
      const { entry: first } = await journal.preview(intent(g));
      await journal.execute(
        first.id,
        { userId: 'mod-1' },
        out(async () => {
          throw new Error('timeout');
        }),
        unknownOrRefused,
      );
      // The same body with its keys in another order is the same write.
      const { entry: second, earlier } = await journal.preview(intent(g, { amount: '500', title: 'Launch day' }));
      expect(earlier).toMatchObject({ id: first.id, state: 'unknown' });
      expect(second.possibleDuplicateOf).toBe(first.id);
      let calls = 0;
      const send = out(async () => ({ reference: String(++calls) }));
      const plain = await journal.execute(second.id, { userId: 'mod-1' }, send, unknownOrRefused);
      expect(plain).toMatchObject({ kind: 'duplicate', earlier: { id: first.id } });
      expect(calls).toBe(0);
      const forced = await journal.execute(second.id, { userId: 'mod-1', force: true }, send, unknownOrRefused);
      expect(forced).toMatchObject({ kind: 'done', entry: { state: 'created', forced: true } });
      // Another guild, or another body, is not the same write; nor is one from 25 hours ago.
      expect((await journal.preview(intent(newGuild()))).earlier).toBeUndefined();
      expect((await journal.preview(intent(g, { title: 'Other' }))).earlier).toBeUndefined();
      clock += 25 * 60 * 60_000;
      expect((await journal.preview(intent(g))).earlier).toBeUndefined();
    });

    it('refuses a press after expiry, after cancel, and from someone else', async () => {
      const g = newGuild();
      const send = out(async () => ({}));
      const { entry: a } = await journal.preview(intent(g));
      expect(await journal.execute(a.id, { userId: 'mod-2' }, send, unknownOrRefused)).toMatchObject({ kind: 'not-yours' });
      expect(await journal.cancel(a.id, 'mod-2')).toMatchObject({ kind: 'not-yours' });
      expect(await journal.cancel(a.id, 'mod-1')).toMatchObject({ kind: 'cancelled', entry: { state: 'cancelled' } });
      expect(await journal.execute(a.id, { userId: 'mod-1' }, send, unknownOrRefused)).toMatchObject({ kind: 'cancelled' });
      const { entry: b } = await journal.preview(intent(g, { title: 'later' }));
      clock += 10 * 60_000;
      expect(await journal.execute(b.id, { userId: 'mod-1' }, send, unknownOrRefused)).toMatchObject({
        kind: 'expired',
        entry: { expiresAt: clock },
      });
      expect(await journal.cancel(b.id, 'mod-1')).toMatchObject({ kind: 'expired' });
      expect(await journal.execute('nope', { userId: 'mod-1' }, send, unknownOrRefused)).toEqual({ kind: 'not-found' });
      expect(await journal.prune(0)).toBeGreaterThanOrEqual(2);
      expect(await journal.get(a.id)).toBeUndefined();
    });

    /** Runs `execute` in a fresh process that dies (closes its database) at `at`. */
    async function dieAt(at: JournalStep, id: string): Promise<number> {
      const doomed = await process();
      let calls = 0;
      const j = createJournal({
        db: doomed,
        now,
        onStep: async (s) => {
          if (s === at) {
            await doomed.close();
            throw new Error(`died at ${s}`);
          }
        },
      });
      await expect(
        j.execute(
          id,
          { userId: 'mod-1' },
          out(async () => ({ reference: String(++calls) })),
          unknownOrRefused,
        ),
      ).rejects.toThrow(`died at ${at}`);
      return calls;
    }

    it('a scheduled write: Confirm schedules it, only its job claims it, due at its time, back to scheduled after a death before sending', async () => {
      const g = newGuild();
      const dueAt = clock + 60 * 60_000;
      const { entry } = await journal.preview({ ...intent(g), dueAt });
      expect(entry).toMatchObject({ state: 'previewed', dueAt });
      expect(await journal.schedule(entry.id, { userId: 'mod-2' })).toMatchObject({ kind: 'not-yours' });
      expect(await journal.schedule(entry.id, { userId: 'mod-1' })).toMatchObject({
        kind: 'scheduled',
        entry: { state: 'scheduled', dueAt },
      });
      let calls = 0;
      const send = out(async () => ({ reference: String(++calls) }));
      // A press (Confirm again) never sends it; a job is the only sender.
      expect(await journal.execute(entry.id, { userId: 'mod-1' }, send, unknownOrRefused)).toMatchObject({ kind: 'scheduled' });
      expect((await journal.due(dueAt - 1)).map((e) => e.id)).not.toContain(entry.id);
      expect((await journal.due(dueAt)).map((e) => e.id)).toContain(entry.id);
      // Long past the preview's own expiry: a scheduled write does not expire.
      clock += 2 * 60 * 60_000;
      // A process that dies with it claimed sent nothing: it is scheduled again, for the next job.
      const doomed = await process();
      const j = createJournal({
        db: doomed,
        now,
        onStep: async (step) => {
          if (step === 'claimed') {
            await doomed.close();
            throw new Error('died');
          }
        },
      });
      await expect(j.execute(entry.id, { userId: 'mod-1', scheduled: true }, send, unknownOrRefused)).rejects.toThrow('died');
      expect(await journal.get(entry.id)).toMatchObject({ state: 'scheduled', sentAt: null });
      expect(calls).toBe(0);
      expect(await journal.execute(entry.id, { userId: 'mod-1', scheduled: true }, send, unknownOrRefused)).toMatchObject({
        kind: 'done',
        entry: { state: 'created' },
      });
      expect(await journal.execute(entry.id, { userId: 'mod-1', scheduled: true }, send, unknownOrRefused)).toMatchObject({
        kind: 'settled',
      });
      expect(calls).toBe(1);
      expect((await journal.scheduledIn(g, 0)).map((e) => [e.id, e.state])).toEqual([[entry.id, 'created']]);
    });

    it('a scheduled write missed, or cancelled by any moderator, is settled once and never sent', async () => {
      const g = newGuild();
      const audit = createAuditLog({ db });
      const schedule = async () => {
        const { entry } = await journal.preview({ ...intent(g, { title: `t${Math.random()}` }), dueAt: clock + 60_000 });
        await journal.schedule(entry.id, { userId: 'mod-1' });
        return entry.id;
      };
      const missed = await schedule();
      const failure: Failure = { state: 'refused', reason: 'missed', phrase: { key: 'writes.scheduled.missed' } };
      expect(await journal.miss(missed, failure)).toMatchObject({ state: 'refused', result: { reason: 'missed' } });
      expect(await journal.miss(missed, failure)).toBeUndefined();
      // Newest first: its scheduling, then its refusal, each a row.
      expect((await audit.list({ guildId: g, limit: 10 })).rows.map((r) => r.outcome)).toEqual(['refused', 'scheduled']);
      const cancelled = await schedule();
      expect(await journal.cancel(cancelled, 'mod-2')).toMatchObject({ kind: 'not-yours' });
      expect(await journal.cancel(cancelled, 'mod-2', true)).toMatchObject({ kind: 'cancelled', entry: { state: 'cancelled' } });
      // Who stopped it is a row of its own.
      expect((await audit.list({ guildId: g, limit: 1 })).rows[0]).toMatchObject({
        outcome: 'cancelled',
        userId: 'mod-2',
        journalId: cancelled,
      });
      let calls = 0;
      const send = out(async () => ({ reference: String(++calls) }));
      for (const id of [missed, cancelled]) await journal.execute(id, { userId: 'mod-1', scheduled: true }, send, unknownOrRefused);
      expect(calls).toBe(0);
      expect((await journal.scheduledIn(g, 0)).map((e) => e.state).sort()).toEqual(['cancelled', 'refused']);
    });

    it('refuseUnsent(): the parts of a stopped move still previewed are refused with the reason and an audit row each; one sent, expired or cancelled is left as it is, and nothing is sent after', async () => {
      const g = newGuild();
      const audit = createAuditLog({ db });
      const part = async (n: number, ttlMs = 10 * 60_000) =>
        (await journal.preview({ ...intent(g, { title: `part ${n}` }), ttlMs })).entry.id;
      const [sent, waiting, later, expired, cancelled] = [await part(1), await part(2), await part(3), await part(4, 1), await part(5)];
      await journal.execute(
        sent,
        { userId: 'mod-1' },
        out(async () => ({ reference: 'r1' })),
        unknownOrRefused,
      );
      await journal.cancel(cancelled, 'mod-1');
      clock += 1;
      const why = {
        reason: 'the moderator who confirmed it is no longer a moderator',
        phrase: { key: 'moves.roleMove.stop.notModerator' },
      };
      const refused = await journal.refuseUnsent([sent, waiting, later, expired, cancelled], why);
      expect(refused.map((e) => e.id).sort()).toEqual([waiting, later].sort());
      for (const id of [waiting, later])
        expect(await journal.get(id)).toMatchObject({
          state: 'refused',
          settledAt: clock,
          result: { reason: why.reason, phrase: why.phrase },
        });
      expect((await journal.get(sent))?.state).toBe('created');
      expect((await journal.get(expired))?.state).toBe('previewed');
      expect((await journal.get(cancelled))?.state).toBe('cancelled');
      // Settled once: again, nothing more; a press or a job finds them settled and sends nothing.
      expect(await journal.refuseUnsent([waiting, later], why)).toEqual([]);
      let calls = 0;
      expect(
        await journal.execute(
          later,
          { userId: 'mod-1', force: true },
          out(async () => ({ reference: String(++calls) })),
          unknownOrRefused,
        ),
      ).toMatchObject({ kind: 'settled' });
      expect(calls).toBe(0);
      const rows = (await audit.list({ guildId: g, limit: 10 })).rows.filter((r) => r.outcome === 'refused');
      expect(rows.map((r) => r.journalId).sort()).toEqual([waiting, later].sort());
      for (const r of rows) expect(r.summary).toContain(why.reason);
    });

    it('schedule(): the twin of a write sent within 24 h is a duplicate without force, and scheduled marked forced with it', async () => {
      const g = newGuild();
      const audit = createAuditLog({ db });
      const { entry: first } = await journal.preview(intent(g));
      expect(
        await journal.execute(
          first.id,
          { userId: 'mod-1' },
          out(async () => ({ reference: 'r1' })),
          unknownOrRefused,
        ),
      ).toMatchObject({ kind: 'done', entry: { state: 'created' } });
      const { entry: twin, earlier } = await journal.preview({ ...intent(g), dueAt: clock + 60 * 60_000 });
      expect(earlier?.id).toBe(first.id);
      expect(await journal.schedule(twin.id, { userId: 'mod-1' })).toMatchObject({
        kind: 'duplicate',
        earlier: { id: first.id },
        entry: { id: twin.id },
      });
      expect(await journal.get(twin.id)).toMatchObject({ state: 'previewed', forced: false });
      expect(await journal.schedule(twin.id, { userId: 'mod-1', force: true })).toMatchObject({
        kind: 'scheduled',
        entry: { state: 'scheduled', forced: true, confirmedAt: clock },
      });
      expect((await audit.list({ guildId: g, limit: 1 })).rows[0]).toMatchObject({
        outcome: 'scheduled',
        journalId: twin.id,
        userId: 'mod-1',
      });
    });

    it('a scheduled write waiting is a twin: a preview names it, a claim needs "anyway", which confirms it again; one claimed unseen holds it back at its time', async () => {
      let calls = 0;
      const send = out(async () => ({ reference: String(++calls) }));
      const dueAt = clock + 60 * 60_000;
      // Seen: B is warned of A's scheduled twin and sends anyway, so A's still goes at its time.
      const g = newGuild();
      const { entry: a } = await journal.preview({ ...intent(g), dueAt });
      expect(await journal.schedule(a.id, { userId: 'mod-1' })).toMatchObject({ kind: 'scheduled', entry: { confirmedAt: clock } });
      const { entry: b, earlier, scheduled } = await journal.preview({ ...intent(g), userId: 'mod-2' });
      expect(earlier).toBeUndefined();
      expect(scheduled).toMatchObject({ id: a.id, dueAt, userId: 'mod-1' });
      expect(await journal.execute(b.id, { userId: 'mod-2' }, send, unknownOrRefused)).toMatchObject({
        kind: 'duplicate',
        scheduled: { id: a.id },
      });
      expect(calls).toBe(0);
      clock += 1_000;
      expect(await journal.execute(b.id, { userId: 'mod-2', force: true }, send, unknownOrRefused)).toMatchObject({
        kind: 'done',
        entry: { state: 'created', forced: true },
      });
      expect((await journal.get(a.id))?.confirmedAt).toBe(clock);
      const later = clock;
      clock = dueAt;
      expect(await journal.execute(a.id, { userId: 'mod-1', scheduled: true }, send, unknownOrRefused)).toMatchObject({
        kind: 'done',
        entry: { state: 'created' },
      });
      expect(calls).toBe(2);

      // Unseen: B was warned only of a write sent earlier; A schedules the twin after that
      // warning; B's "anyway" passes both but confirms A's again for nobody, so A's is held back.
      clock = later + 60_000;
      const h = newGuild();
      const { entry: e } = await journal.preview(intent(h));
      await journal.execute(e.id, { userId: 'mod-1' }, send, unknownOrRefused);
      clock += 1_000;
      const { entry: b2 } = await journal.preview({ ...intent(h), userId: 'mod-2' });
      clock += 1_000;
      const { entry: a2 } = await journal.preview({ ...intent(h), dueAt: clock + 60 * 60_000 });
      expect(await journal.schedule(a2.id, { userId: 'mod-1', force: true })).toMatchObject({ kind: 'scheduled', entry: { forced: true } });
      const confirmed = clock;
      clock += 1_000;
      expect(await journal.execute(b2.id, { userId: 'mod-2', force: true }, send, unknownOrRefused)).toMatchObject({
        kind: 'done',
        entry: { state: 'created' },
      });
      expect((await journal.get(a2.id))?.confirmedAt).toBe(confirmed);
      clock += 60 * 60_000;
      const before = calls;
      expect(await journal.execute(a2.id, { userId: 'mod-1', scheduled: true }, send, unknownOrRefused)).toMatchObject({
        kind: 'duplicate',
        earlier: { id: b2.id },
      });
      expect(calls).toBe(before);
      expect((await journal.get(a2.id))?.state).toBe('scheduled');
    });

    it('a server holds at most its cap of writes waiting; a listing pages through all of them with a true count, and finds them by text', async () => {
      const g = newGuild();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { entry } = await journal.preview({
          ...intent(g, { title: `Raid ${i}` }),
          summary: `"Raid number ${i}"`,
          dueAt: clock + (i + 1) * 60_000,
        });
        const r = await journal.schedule(entry.id, { userId: 'mod-1', limit: 2 });
        if (i < 2) {
          expect(r).toMatchObject({ kind: 'scheduled' });
          ids.push(entry.id);
        } else expect(r).toMatchObject({ kind: 'full', limit: 2, entry: { state: 'previewed' } });
      }
      expect(await journal.countScheduled(g, { since: clock })).toEqual({ total: 2, waiting: 2 });
      expect((await journal.scheduledIn(g, clock, { offset: 1, limit: 1 })).map((e) => e.id)).toEqual([ids[1]]);
      expect((await journal.scheduledIn(g, clock, { waiting: true, search: 'NUMBER 1' })).map((e) => e.id)).toEqual([ids[1]]);
      expect((await journal.scheduledIn(g, clock, { search: ids[0]!.toLowerCase() })).map((e) => e.id)).toEqual([ids[0]]);
      // The bot leaves the server: every write waiting there is cancelled, each with its row.
      expect((await journal.cancelAll(g, 'the bot left')).map((e) => e.id).sort()).toEqual([...ids].sort());
      expect(await journal.countScheduled(g, { since: clock, waiting: true })).toEqual({ total: 0, waiting: 0 });
      const rows = (await createAuditLog({ db }).list({ guildId: g, limit: 10 })).rows;
      expect(rows.filter((r) => r.outcome === 'cancelled').map((r) => r.summary)).toEqual(
        expect.arrayContaining([expect.stringContaining('(cancelled: the bot left)')]),
      );
    });

    it('after a process dies with a write claimed but not sent: nothing was sent, and it may be confirmed again', async () => {
      const g = newGuild();
      const { entry } = await journal.preview(intent(g));
      expect(await dieAt('claimed', entry.id)).toBe(0);
      expect(await journal.get(entry.id)).toMatchObject({ state: 'previewed', sentAt: null });
      let calls = 0;
      const r = await journal.execute(
        entry.id,
        { userId: 'mod-1' },
        out(async () => ({ reference: String(++calls) })),
        unknownOrRefused,
      );
      expect(r).toMatchObject({ kind: 'done', entry: { state: 'created' } });
      expect(calls).toBe(1);
    });

    it('after a process dies with a write sent: unknown, audited, never sent again, and repeating it needs Create anyway', async () => {
      const g = newGuild();
      const { entry } = await journal.preview(intent(g));
      // Alive, another process sees it in flight and leaves it alone.
      const live = await process();
      let release!: () => void;
      const hold = new Promise<void>((r) => (release = r));
      const pending = createJournal({ db: live, now }).execute(
        entry.id,
        { userId: 'mod-1' },
        out(async () => (await hold, {})),
        unknownOrRefused,
      );
      await expect.poll(async () => (await journal.get(entry.id))?.state).toBe('sent');
      expect(
        await journal.execute(
          entry.id,
          { userId: 'mod-1' },
          out(async () => ({})),
          unknownOrRefused,
        ),
      ).toMatchObject({ kind: 'in-flight' });
      release();
      await pending;

      const { entry: next } = await journal.preview(intent(g, { title: 'crash' }));
      expect(await dieAt('answered', next.id)).toBe(1);
      const after = await journal.get(next.id);
      expect(after).toMatchObject({ state: 'unknown', sentAt: clock });
      let calls = 0;
      expect(
        await journal.execute(
          next.id,
          { userId: 'mod-1' },
          out(async () => ({ reference: String(++calls) })),
          unknownOrRefused,
        ),
      ).toMatchObject({ kind: 'settled', entry: { state: 'unknown' } });
      expect(calls).toBe(0);
      const audit = await createAuditLog({ db }).list({ guildId: g, limit: 10 });
      expect(audit.rows[0]).toMatchObject({ journalId: next.id, outcome: 'unknown' });
      expect((await journal.preview(intent(g, { title: 'crash' }))).earlier).toMatchObject({ id: next.id, state: 'unknown' });
    });

    it('a process that dies after recording leaves the outcome it recorded', async () => {
      const g = newGuild();
      const { entry } = await journal.preview(intent(g));
      expect(await dieAt('recorded', entry.id)).toBe(1);
      expect(await journal.get(entry.id)).toMatchObject({ state: 'created', reference: '1' });
    });

    it('pages the audit trail newest first, filtered by operation and member', async () => {
      const g = newGuild();
      const log = createAuditLog({ db, now });
      for (let i = 0; i < 5; i++) {
        await log.record({
          guildId: g,
          userId: i % 2 ? 'mod-a' : 'mod-b',
          operation: i < 3 ? 'raid.create' : 'token.save',
          summary: `row ${i}`,
          outcome: 'created',
        });
      }
      const first = await log.list({ guildId: g, limit: 2 });
      expect(first.rows.map((r) => r.summary)).toEqual(['row 4', 'row 3']);
      expect(first.more).toBe(true);
      const second = await log.list({ guildId: g, limit: 2, beforeId: first.rows[1]!.id });
      expect(second.rows.map((r) => r.summary)).toEqual(['row 2', 'row 1']);
      const last = await log.list({ guildId: g, limit: 2, beforeId: second.rows[1]!.id });
      expect(last).toMatchObject({ more: false, rows: [{ summary: 'row 0' }] });
      expect((await log.list({ guildId: g, limit: 10, operation: 'raid.create', userId: 'mod-a' })).rows.map((r) => r.summary)).toEqual([
        'row 1',
      ]);
      expect(await log.operations(g)).toEqual(['token.save', 'raid.create']);
      expect((await log.list({ guildId: newGuild(), limit: 10 })).rows).toEqual([]);
    });
  });
}

describe('content hash', () => {
  it('ignores key order and undefined fields, and tells operations and values apart', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(contentHash('raid.create', { a: 1, b: 2 })).toBe(contentHash('raid.create', { b: 2, a: 1 }));
    expect(contentHash('raid.create', { a: 1 })).not.toBe(contentHash('token.save', { a: 1 }));
    expect(contentHash('raid.create', { a: 1 })).not.toBe(contentHash('raid.create', { a: '1' }));
  });
});
