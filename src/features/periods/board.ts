import { parseDecimal } from '../../decimal.js';
import type { CommunityClient } from '../../api/types.js';
import { UserError, type Invoker, type Services } from '../../command/contract.js';
import type { BotServices } from '../../services/services.js';
import type { Logger } from '../../log.js';
import { defaultPointSystem, resolvePointSystem, serverDefaultSystem } from '../points/systems.js';
import { LRUCache } from 'lru-cache';
import type { FinalBoard, GainRow, PeriodSystem, Periods, Reading, Snapshot } from '../../store/periods.js';
import { parsePeriod, type BoardPeriod } from '../../time/period.js';
import { UTC } from '../../time/zone.js';
import type { SystemLabel } from '../leaderboard/view.js';
import { gained, gainRank, PERIOD_TEXTS, periodChoiceOf, type PeriodPlace } from './view.js';

/**
 * A period board: members ranked by what they gained since the period's snapshot, their
 * balance beside. Both come from the store, so a look at any board costs the Community API
 * nothing: the running period is the gains from its snapshot to the latest reading the
 * background keeps of the board (src/features/periods/jobs.ts: every few minutes, within the key's
 * background budget), and says how old that reading is (`asOf`); an ended period is its stored
 * final board. Gains are exact (decimal text).
 */

const PAGE = 100;
/** Running boards ranked in this process, by snapshot and reading (each reading is ranked once). */
const RANKED_BOARDS = 32;

export interface PeriodBoard {
  system: SystemLabel;
  period: BoardPeriod;
  /** The running period (counted to now) rather than a stored final board. */
  live: boolean;
  /** The snapshot's instant the gains count from. */
  sinceAt: number;
  /** The instant the balances shown were read: the latest reading (running), the period's end (ended). */
  asOf: number;
  /** Turned on during this period: the board counts from `sinceAt`, not the period's start. */
  midPeriod: boolean;
  total: number;
  /** Members who gained anything: the first rows, the only ones ranked (gainRank). */
  gainers: number;
  rows(offset: number, limit: number): Promise<GainRow[]>;
  /** Where the member's row is on the board, and their rank when they gained anything; undefined when not on it. */
  rank(userId: string): Promise<PeriodPlace | undefined>;
}

/** A signed exact decimal as a scaled integer. */
function scaled(text: string): { n: bigint; scale: number } {
  const negative = text.trim().startsWith('-');
  const d = parseDecimal(negative ? text.trim().slice(1) : text);
  if (!d.ok) throw new Error(`not an exact balance: ${text}`);
  return { n: negative ? -d.value.digits : d.value.digits, scale: d.value.scale };
}

function align(a: { n: bigint; scale: number }, b: { n: bigint; scale: number }): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.n * 10n ** BigInt(scale - a.scale), b.n * 10n ** BigInt(scale - b.scale), scale];
}

function textOf(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  let whole = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  if (scale > 0) whole = whole.replace(/\.?0+$/, '');
  return `${negative && whole !== '0' ? '-' : ''}${whole}`;
}

/** `now − then`, exactly. */
export function exactGain(now: string, then: string): string {
  const [a, b, scale] = align(scaled(now), scaled(then));
  return textOf(a - b, scale);
}

/** Below 0: `a` is the larger gain (ranked first); ties by user id as text. */
export function byGain(a: GainRow, b: GainRow): number {
  const [x, y] = align(scaled(a.gain), scaled(b.gain));
  if (x !== y) return x > y ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Gains from a snapshot's balances to the current ones: absent then is from 0, absent now is 0 now. */
export function gainRows(then: ReadonlyMap<string, string>, now: ReadonlyMap<string, string>): GainRow[] {
  const ids = new Set([...then.keys(), ...now.keys()]);
  return [...ids]
    .map((userId) => {
      const balance = now.get(userId) ?? '0';
      return { userId, balance, gain: exactGain(balance, then.get(userId) ?? '0') };
    })
    .sort(byGain);
}

/** Per store (a process may hold several: tests), the running boards ranked lately. */
const ranked = new WeakMap<Periods, LRUCache<string, Promise<GainRow[]>>>();

/**
 * The running period's rows: gains from its snapshot to `reading` (the snapshot itself when no
 * reading is newer), ranked by the store and read once per reading in this process.
 */
function storedRows(periods: Periods, snapshot: Snapshot, reading: Reading | undefined): Promise<GainRow[]> {
  let boards = ranked.get(periods);
  if (!boards) ranked.set(periods, (boards = new LRUCache({ max: RANKED_BOARDS })));
  const key = `${snapshot.id}:${reading?.id ?? ''}`;
  let rows = boards.get(key);
  if (!rows) {
    rows = periods.gainRows(snapshot.id, reading?.id);
    boards.set(key, rows);
    const mine = rows;
    rows.catch(() => boards.get(key) === mine && boards.delete(key));
  }
  return rows;
}

/** Rows from a computed list: paging and rank cost nothing more. */
function fromList(rows: GainRow[]): Pick<PeriodBoard, 'total' | 'gainers' | 'rows' | 'rank'> {
  // Ranked by gain: those who gained anything come first.
  const gainers = rows.filter((r) => gained(r.gain)).length;
  return {
    total: rows.length,
    gainers,
    rows: async (offset, limit) => rows.slice(offset, offset + limit),
    async rank(userId) {
      const i = rows.findIndex((r) => r.userId === userId);
      return i < 0 ? undefined : { place: i + 1, rank: gainRank(i + 1, gainers), row: rows[i]! };
    },
  };
}

function fromFinal(services: BotServices, final: FinalBoard): Pick<PeriodBoard, 'total' | 'gainers' | 'rows' | 'rank'> {
  return {
    total: final.holders,
    gainers: final.gainers,
    rows: (offset, limit) => services.store.periods.finalRows(final, offset, limit),
    async rank(userId) {
      const found = await services.store.periods.finalRank(final, userId);
      return found && { place: found.rank, rank: gainRank(found.rank, final.gainers), row: found.row };
    },
  };
}

/** The server's zone (/setup), UTC when none. */
export async function zoneOf(services: BotServices, guildId: string): Promise<string> {
  return (await services.store.settings.get(guildId))?.timeZone ?? UTC;
}

/** What `period:` names, or a private refusal (before any request). */
export function periodOf(typed: string, zone: string, now: number): BoardPeriod {
  const period = parsePeriod(periodChoiceOf(typed), zone, now);
  if (!period) throw new UserError(PERIOD_TEXTS.bad, 'period');
  if (period.startsAt > now) throw new UserError(PERIOD_TEXTS.future(period.label), 'period');
  return period;
}

/**
 * The board of `period` for `system`, from the store: the running one from its snapshot and the
 * latest reading, an ended one its final board. No upstream request, whoever looks and however
 * often. Refusals (not on, snapshot still being taken, nothing stored) are the user's.
 */
export async function periodBoard(services: BotServices, guildId: string, system: SystemLabel, period: BoardPeriod): Promise<PeriodBoard> {
  const now = services.now();
  const periods = services.store.periods;
  if (period.endsAt <= now) {
    const final = await periods.final(guildId, system.id, period.kind, period.label);
    if (!final) throw new UserError(PERIOD_TEXTS.noFinal(period.label));
    return {
      system,
      period,
      live: false,
      sinceAt: final.sinceAt,
      asOf: period.endsAt,
      midPeriod: final.sinceAt > period.startsAt,
      ...fromFinal(services, final),
    };
  }
  const on = await periods.get(guildId, system.id);
  if (!on) throw new UserError(PERIOD_TEXTS.notOn(system));
  const snapshot = await periods.firstIn(guildId, system.id, period.startsAt, period.endsAt);
  if (!snapshot) throw new UserError(PERIOD_TEXTS.notReady(0, null));
  if (snapshot.state !== 'done') throw new UserError(PERIOD_TEXTS.notReady(snapshot.nextOffset, snapshot.total));
  // A reading from before this period's snapshot counts for nothing here: the snapshot is newer.
  const latest = await periods.latestReading(guildId, system.id);
  const reading = latest && latest.at >= snapshot.at ? latest : undefined;
  const rows = await storedRows(periods, snapshot, reading);
  return {
    system,
    period,
    live: true,
    sinceAt: snapshot.at,
    asOf: reading?.at ?? snapshot.at,
    midPeriod: snapshot.at > period.startsAt,
    ...fromList(rows),
  };
}

/** A period board by the period as typed (`week`, `2026-W47`), read in the server's zone now (the web page's `?period=`). */
export async function openPeriodBoard(services: BotServices, guildId: string, system: SystemLabel, typed: string): Promise<PeriodBoard> {
  return periodBoard(services, guildId, system, periodOf(typed, await zoneOf(services, guildId), services.now()));
}

/** Requests one snapshot of `holders` costs: a page of 100 each. */
export const snapshotRequests = (holders: number): number => Math.max(1, Math.ceil(holders / PAGE));

/** A system's holders: one read of one row, the board's total. */
export async function holdersOf(api: CommunityClient, pointSystemId: string): Promise<number> {
  return (await api.getPointBalances({ pointSystemId, sort: 'balance-desc', offset: 0, limit: 1 })).pagination.total;
}

/**
 * Turns a system's period boards on (the job's next tick takes its first snapshot), audited.
 * Any size: a snapshot is paged through the background lane, however long that takes.
 */
export async function turnOnPeriods(
  services: BotServices,
  api: CommunityClient,
  guildId: string,
  system: Pick<SystemLabel, 'id' | 'name' | 'emoji'>,
  by: { userId: string; why: string },
): Promise<{ on: PeriodSystem; total: number }> {
  const total = await holdersOf(api, system.id);
  const on = await services.store.periods.enable(
    { guildId, pointSystemId: system.id, enabledBy: by.userId, holders: total, name: system.name, emoji: system.emoji },
    services.now(),
  );
  await services.audit({
    guildId,
    userId: by.userId,
    action: 'setup',
    detail: `period boards turned on for ${system.name || system.id} ${by.why} (${total} holders, ${snapshotRequests(total)} requests a snapshot)`,
  });
  return { on, total };
}

/**
 * The system of a period board: one with period boards on is named from the store (so a past
 * period costs no request), else found through the API as for the all-time board.
 */
export async function periodSystem(
  ctx: { api: CommunityClient; services: Services; invoker: Invoker; log: Logger },
  given: string | undefined,
): Promise<SystemLabel> {
  const guildId = ctx.invoker.guildId ?? '';
  const on = await ctx.services.store.periods.list(guildId);
  const label = (x: (typeof on)[number]): SystemLabel => ({ id: x.pointSystemId, name: x.name, emoji: x.emoji });
  if (given) {
    const typed = given.toLowerCase();
    const found = on.find((x) => x.pointSystemId === given) ?? on.find((x) => x.name.toLowerCase() === typed);
    return found ? label(found) : resolvePointSystem(ctx.api, given);
  }
  const preferred = await serverDefaultSystem(ctx);
  const mine = on.find((x) => x.pointSystemId === preferred) ?? (preferred ? undefined : on[0]);
  if (mine) return label(mine);
  const system = await defaultPointSystem(ctx.api, preferred);
  if (!system) throw new UserError((t) => t.t('board.leaderboard.noActiveSystem'));
  return system;
}
