import { commandLine } from '../../i18n/commands.js';
import type { APIEmbed } from 'discord.js';
import { chainName } from '../../api/chains.js';
import type { Reply } from '../../discord/reply.js';
import { decimalText, divideDecimal, formatDecimal, multiplyDecimal, parseDecimal } from '../../decimal.js';
import { formatSpan, discordTime, discordTimeFromNow, formatNumber, formatUsd, shortAddress } from '../../views/format.js';
import { code } from '../../views/markdown.js';
import type { PluralKey } from '../../i18n/index.js';
import type { Reader } from '../../i18n/reader.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import {
  confirmRow,
  repeats,
  typedNote,
  type ConfirmLook,
  type EarlierWrite,
  type PreviewControls,
  type WriteOutcome,
} from '../writes/confirm-view.js';

/**
 * Previews and outcomes of the value-moving commands (/points give|take, /tip, /transfer,
 * /airdrop, /raffle, /burn). A plan is plain JSON (amounts are exact decimal text), so it can
 * be stored with the preview and shown again after a restart; these views only read it.
 */

export type MoveKind = 'points-give' | 'points-take' | 'tip' | 'transfer' | 'airdrop' | 'raffle' | 'burn';

export type Prize =
  | { type: 'POINTS'; systemId: string; systemName: string; emoji: string; amount: string }
  | {
      type: 'TOKEN';
      chain: string;
      tokenAddress: string | null;
      symbol: string;
      decimals: number;
      /** The item's amount as sent: tokens, or dollars when unit is dollar. */
      amount: string;
      unit: 'absolute' | 'dollar';
      /** Tokens leaving the wallet in all; an estimate when unit is dollar. */
      tokens: string;
      holdsNow: string;
      holdsAfter: string;
    }
  | {
      type: 'NFT';
      chain: string;
      contractAddress: string;
      tokenId: string;
      name: string;
      count: number;
      holdsNow: number;
      holdsAfter: number;
    }
  | { type: 'ROLE'; roleId: string; durationMs?: number };

export interface MovePlan {
  kind: MoveKind;
  prize: Prize;
  /** Members who receive (tip) or whose points change; points show balances before and after. */
  members?: { userId: string; now?: number; after?: number }[];
  /** A points change for everyone holding a role (instead of `members`), as read from Discord when previewed. */
  role?: RoleHolders;
  /** Transfer: the wallet address on the prize's chain. */
  address?: string;
  /** Transfer: the address is in one letter case, so it carries no checksum (EIP-55) that could catch a typo. */
  addressUnchecked?: boolean;
  /** Where the service posts its message. */
  channelId?: string;
  comment?: string | null;
  /** Points changes: recorded in the service's transaction log. */
  reason?: string;
  countdownMs?: number;
  maxEntries?: number;
  maxWinners?: number | null;
  allowedRoleIds?: string[];
  forbiddenRoleIds?: string[];
  /** Estimated dollar value of everything that leaves; undefined without a price. */
  usd?: number;
  /** Token and NFT tips, transfers, burns: cannot be undone. */
  irreversible: boolean;
}

/** A role's holders as a whole-role points change reads them, and the parts it is sent in. */
export interface RoleHolders {
  roleId: string;
  /** Members whose points change (bots left out). */
  members: number;
  /** The first of them by name, as the server shows them. */
  names: string[];
  /** Bots holding the role: left out (they hold no points). */
  bots: number;
  /** Balance changes of at most 1,000 members each. */
  parts: number;
  /**
   * On a part's own plan: which part (from 1) and its members; `left`: of those, the members
   * left out at send because they no longer held the role.
   */
  part?: { index: number; members: number; left?: number };
}

const AMBER = 0xf1c40f;
const GREEN = 0x2ecc71;
const RED = 0xe74c3c;
const GREY = 0x95a5a6;

/** Exact decimal text, grouped for the reader's locale; every digit kept. */
export function exactAmount(text: string, locale: string): string {
  return /^\d+(\.\d+)?$/.test(text) ? formatDecimal(text, locale) : text;
}

const symbol = (s: string) => escape(cut(s.trim() || '?', 32));
const mention = (id: string) => `<@${id}>`;

/** Each kind's key in `moves.title` and `moves.done`. */
const KIND_KEY = {
  'points-give': 'pointsGive',
  'points-take': 'pointsTake',
  tip: 'tip',
  transfer: 'transfer',
  airdrop: 'airdrop',
  raffle: 'raffle',
  burn: 'burn',
} as const satisfies Record<MoveKind, string>;

/** The move's name (`Tip`, `Trinkgeld`): titles and the earlier-request warning. */
const moveName = (kind: MoveKind, s: Reader) => s.t(`moves.title.${KIND_KEY[kind]}`);

/**
 * A slash command as the reader sees it in Discord (`/treasury balance`, `/trinkgeld-wallet guthaben`): the
 * command's localised name, then its subcommand's.
 */
export function slashText(s: Reader, command: string, subcommand?: string): string {
  return commandLine(s.language, subcommand ? `/${command} ${subcommand}` : `/${command}`);
}

/** `12.5 USDC`, `3 × Quest Badge #2`, `25 ✨ Sparks`, `the @Role role for 3 days`. */
export function prizeText(prize: Prize, s: Reader): string {
  switch (prize.type) {
    case 'POINTS':
      return `${exactAmount(prize.amount, s.locale)} ${escape(prize.emoji)} ${escape(cut(prize.systemName, 64))}`.replace(/\s+/g, ' ');
    case 'TOKEN':
      return prize.unit === 'dollar'
        ? s.t('moves.prize.dollars', {
            // Cents in full, as money is written: $1,234.50, not $1,234.5.
            amount: `${exactAmount(prize.amount, s.locale)}${/\.\d$/.test(prize.amount) ? '0' : ''}`,
            symbol: symbol(prize.symbol),
            tokens: exactAmount(prize.tokens, s.locale),
          })
        : `${exactAmount(prize.amount, s.locale)} ${symbol(prize.symbol)}`;
    case 'NFT':
      return `${prize.count > 1 ? `${formatNumber(prize.count, s.locale)} × ` : ''}${escape(cut(prize.name, 100))}`;
    case 'ROLE': {
      const role = `<@&${prize.roleId}>`;
      return prize.durationMs
        ? s.t('moves.prize.roleFor', { role, span: formatSpan(prize.durationMs, s) })
        : s.t('moves.prize.roleForGood', { role });
    }
  }
}

function tokenWhere(prize: Extract<Prize, { type: 'TOKEN' | 'NFT' }>, s: Reader): string {
  const address = prize.type === 'TOKEN' ? prize.tokenAddress : prize.contractAddress;
  const which = address ? code(shortAddress(address)) : s.t('moves.where.nativeCoin');
  const chain = escape(chainName(prize.chain));
  return prize.type === 'NFT'
    ? s.t('moves.where.nft', { which, id: code(cut(prize.tokenId, 80)), chain })
    : s.t('moves.where.token', { which, chain });
}

/** Digits a points amount is split to (the API takes any number; a share finer than this is not shown). */
const POINT_PLACES = 6;
/** Digits an inexact share is shown with, after `≈`. */
const SHARE_PLACES = 2;

/** `pool ÷ winners` as text: exact where it splits within `places` digits, else `≈` cut to two. */
function shareOf(pool: string, winners: number, places: number): { text: string; exact: boolean } {
  const d = parseDecimal(pool);
  if (!d.ok) return { text: pool, exact: false };
  const split = divideDecimal(d.value, winners, places);
  if (split.exact) return { text: decimalText(split.value), exact: true };
  return { text: decimalText(divideDecimal(d.value, winners, Math.min(places, SHARE_PLACES)).value), exact: false };
}

/**
 * What each winner of a raffle gets. The raffle's amount is the whole pool, shared among the
 * winners as an airdrop's is among its entrants (the live notes: a raffle is "as the airdrop,
 * plus maxWinners"): 100 QUEST for 3 winners is 33.33 QUEST each (`≈`, as it does not split
 * exactly); a role goes to each winner whole; NFTs split only by whole editions.
 */
export function raffleShare(prize: Prize, winners: number, s: Reader): { each: string } | { uneven: string } {
  const n = Math.max(1, winners);
  const approx = (exact: boolean, text: string) => (exact ? text : `≈ ${text}`);
  switch (prize.type) {
    case 'POINTS': {
      const share = shareOf(prize.amount, n, POINT_PLACES);
      return { each: approx(share.exact, prizeText({ ...prize, amount: share.text }, s)) };
    }
    case 'TOKEN': {
      const tokens = shareOf(prize.tokens, n, prize.decimals);
      const amount = prize.unit === 'dollar' ? shareOf(prize.amount, n, 2) : tokens;
      return { each: approx(amount.exact && tokens.exact, prizeText({ ...prize, amount: amount.text, tokens: tokens.text }, s)) };
    }
    case 'NFT':
      return prize.count % n === 0 ? { each: prizeText({ ...prize, count: prize.count / n }, s) } : { uneven: prizeText(prize, s) };
    case 'ROLE':
      return { each: prizeText(prize, s) };
  }
}

/** "33.33 QUEST each", or that the pool does not split evenly. */
function raffleEachText(plan: MovePlan, s: Reader): string {
  const share = raffleShare(plan.prize, plan.maxWinners ?? 1, s);
  return 'each' in share ? s.t('moves.each.each', { each: share.each }) : s.t('moves.each.uneven', { prize: share.uneven });
}

const usdText = (usd: number | undefined, s: Reader) => (usd === undefined ? s.t('moves.field.noPrice') : `≈ ${formatUsd(usd, s.locale)}`);

/** The headline as plain text (the journal's summary, the audit line): no bold, no escapes. */
export function plainHeadline(plan: MovePlan, s: Reader): string {
  return headline(plan, s)
    .replace(/\*\*/g, '')
    .replace(/\\([^\p{L}\p{N}\s])/gu, '$1');
}

/** The headlines that name who receives: one member by mention, several by count. */
type ToWhom = 'give' | 'take' | 'tipPoints' | 'tipWallet';
function toWhom(key: ToWhom, plan: MovePlan, prize: string, s: Reader, tense: Tense): string {
  if (plan.role && (key === 'give' || key === 'take'))
    return s.t(`moves.roleMove.${tense}.${key}`, { prize, role: `<@&${plan.role.roleId}>`, n: formatNumber(plan.role.members, s.locale) });
  const members = plan.members ?? [];
  // One member is named, never counted: a plural's "1" form is also other counts' (Russian 21) and reads wrong for one.
  if (members.length === 1) return s.t(`moves.${tense}.${key}.member`, { prize, member: mention(members[0]!.userId) });
  return s.plural(`moves.${tense}.${key}.members` as PluralKey, members.length, { prize });
}

/** A count that may be missing (an old stored plan): shown as `?`, in the plural's general form. */
const countOf = (n: number | undefined | null, fallback?: number) => n ?? fallback ?? Number.NaN;
function plural(s: Reader, key: PluralKey, n: number, values: Record<string, string> = {}): string {
  return Number.isNaN(n) ? s.plural(key, n, { ...values, n: '?' }) : s.plural(key, n, values);
}

/** A move's headline before it is sent (`headline`: what will happen) or after it went through (`doneHeadline`: what was done). */
type Tense = 'headline' | 'doneHeadline';

/** One sentence: what will happen (or, with `doneHeadline`, what was done), to whom. */
export function headline(plan: MovePlan, s: Reader, tense: Tense = 'headline'): string {
  const prize = `**${prizeText(plan.prize, s)}**`;
  switch (plan.kind) {
    case 'points-give':
      return toWhom('give', plan, prize, s, tense);
    case 'points-take':
      return toWhom('take', plan, prize, s, tense);
    case 'tip':
      return toWhom(plan.prize.type === 'POINTS' ? 'tipPoints' : 'tipWallet', plan, prize, s, tense);
    case 'transfer':
      return s.t(`moves.${tense}.transfer`, {
        prize,
        address: code(plan.address ?? ''),
        chain: escape(chainName('chain' in plan.prize ? plan.prize.chain : '')),
      });
    case 'airdrop':
      return plural(s, `moves.${tense}.airdrop`, countOf(plan.maxEntries), { prize });
    case 'raffle': {
      const values = {
        prize,
        entrants: plural(s, 'moves.headline.raffleEntrants', countOf(plan.maxEntries)),
        winners: plural(s, 'moves.headline.raffleWinners', countOf(plan.maxWinners, 1)),
      };
      // A pool shared by several winners says each one's share; a single winner, or a role (each winner gets it whole), needs no word.
      const shared = (plan.maxWinners ?? 1) > 1 && plan.prize.type !== 'ROLE';
      return shared ? s.t(`moves.${tense}.raffleEach`, { ...values, each: raffleEachText(plan, s) }) : s.t(`moves.${tense}.raffle`, values);
    }
    case 'burn':
      return s.t(`moves.${tense}.burn`, { prize });
  }
}

/**
 * The embed of a move. `sentAt`: when it was created (an outcome), so a giveaway's end is a time
 * rather than "after you confirm".
 */
export function moveEmbed(plan: MovePlan, s: Reader, title: string, color: number, sentAt?: number, tense: Tense = 'headline'): APIEmbed {
  const fields: APIEmbed['fields'] = [];
  const add = (name: string, value: string | undefined, inline = false) => {
    if (value) fields.push({ name, value: cut(value, LIMITS.fieldValue), inline });
  };
  const p = plan.prize;
  const number = (n: number) => formatNumber(n, s.locale);
  if (plan.members?.length) {
    const lines = plan.members.map((m) =>
      m.now === undefined || m.after === undefined
        ? mention(m.userId)
        : `${mention(m.userId)}: ${formatNumber(m.now, s.locale, 6)} → ${formatNumber(m.after, s.locale, 6)}`,
    );
    add(
      plan.members.length === 1 ? s.t('moves.field.member') : s.t('moves.field.members', { n: number(plan.members.length) }),
      lines.join('\n'),
    );
  }
  if (plan.role) {
    const r = plan.role;
    const names = r.names.map((n) => escape(cut(n, 32))).join(s.t('board.comma'));
    const more = r.members - r.names.length;
    add(
      s.t('moves.roleMove.field.holders', { n: number(r.members) }),
      more > 0 ? s.t('moves.roleMove.field.more', { names, n: number(more) }) : names,
    );
    add(s.t('moves.roleMove.field.bots'), number(r.bots), true);
    if (p.type === 'POINTS') {
      const amount = parseDecimal(p.amount);
      const total = amount.ok ? decimalText(multiplyDecimal(amount.value, r.members)) : '?';
      add(s.t('moves.roleMove.field.total'), `${exactAmount(total, s.locale)} ${escape(p.emoji)}`.trim(), true);
    }
    add(s.t('moves.roleMove.field.parts'), s.t('moves.roleMove.field.partsValue', { n: number(r.parts) }), true);
  }
  if (plan.address)
    add(
      s.t('moves.field.address'),
      plan.addressUnchecked ? `${code(plan.address)}\n${s.t('moves.field.addressNoChecksum')}` : code(plan.address),
    );
  if (p.type === 'TOKEN') {
    const amount = `${exactAmount(p.tokens, s.locale)} ${symbol(p.symbol)}`;
    add(s.t('moves.field.amount'), `${p.unit === 'dollar' ? s.t('moves.field.estimate', { amount }) : amount}\n${tokenWhere(p, s)}`);
    add(s.t('moves.field.usd'), usdText(plan.usd, s), true);
    add(
      s.t('moves.field.wallet'),
      `${exactAmount(p.holdsNow, s.locale)} → ${exactAmount(p.holdsAfter, s.locale)} ${symbol(p.symbol)}`,
      true,
    );
  } else if (p.type === 'NFT') {
    add(s.t('moves.field.nft'), `${escape(cut(p.name, 200))}\n${tokenWhere(p, s)}`);
    add(s.t('moves.field.usd'), usdText(plan.usd, s), true);
    add(s.t('moves.field.wallet'), s.t('moves.field.nftHeld', { now: number(p.holdsNow), after: number(p.holdsAfter) }), true);
  } else if (p.type === 'POINTS') {
    add(s.t('moves.field.system'), `${escape(p.emoji)} ${escape(cut(p.systemName, 100))} ${code(p.systemId)}`.trim());
  }
  if (plan.countdownMs !== undefined) {
    const endsAt = sentAt === undefined ? undefined : sentAt + plan.countdownMs;
    add(
      s.t('moves.field.ends'),
      endsAt === undefined ? s.t('moves.field.endsAfter', { span: formatSpan(plan.countdownMs, s) }) : discordTimeFromNow(endsAt, s),
      true,
    );
  }
  if (plan.maxEntries !== undefined)
    add(s.t('moves.field.entries'), s.t('moves.field.entriesAtMost', { n: number(plan.maxEntries) }), true);
  if (plan.kind === 'raffle') {
    add(s.t('moves.field.winners'), number(plan.maxWinners ?? 1), true);
    const share = raffleShare(plan.prize, plan.maxWinners ?? 1, s);
    add(s.t('moves.field.eachWinner'), 'each' in share ? share.each : s.t('moves.each.uneven', { prize: share.uneven }), true);
  }
  if (plan.allowedRoleIds?.length) add(s.t('moves.field.onlyFor'), plan.allowedRoleIds.map((r) => `<@&${r}>`).join(' '));
  if (plan.forbiddenRoleIds?.length) add(s.t('moves.field.notFor'), plan.forbiddenRoleIds.map((r) => `<@&${r}>`).join(' '));
  if (plan.kind !== 'points-give' && plan.kind !== 'points-take') {
    add(
      s.t('moves.field.postedIn'),
      plan.channelId ? s.t('moves.field.postedBy', { channel: `<#${plan.channelId}>` }) : s.t('moves.field.noChannel'),
      true,
    );
  }
  if (plan.comment) add(s.t('moves.field.comment'), escape(plan.comment));
  if (plan.reason) add(s.t('moves.field.reason'), escape(plan.reason));
  if (plan.irreversible) add(s.t('moves.field.irreversible'), s.t('moves.field.irreversibleText'));
  return { title, color, description: headline(plan, s, tense), fields };
}

function earlierText(kind: MoveKind, earlier: EarlierWrite, s: Reader): string {
  const values = { move: moveName(kind, s), when: discordTimeFromNow(earlier.sentAt, s) };
  if (earlier.state === 'created') return s.t('moves.preview.earlierDone', values);
  if (earlier.state === 'claimed' || earlier.state === 'sent') return s.t('moves.preview.earlierSending', values);
  return s.t('moves.preview.earlierUnknown', values);
}

/** The identical writes the preview repeats: the one sent lately, the one scheduled and waiting, or both. */
function repeatText(kind: MoveKind, controls: PreviewControls, s: Reader): string {
  const { earlier, scheduled } = controls;
  const due = scheduled && discordTimeFromNow(scheduled.dueAt, s);
  return [
    earlier ? earlierText(kind, earlier, s) : undefined,
    scheduled ? s.t('moves.preview.earlierScheduled', { move: moveName(kind, s), when: due, member: `<@${scheduled.userId}>` }) : undefined,
  ]
    .filter((x) => x !== undefined)
    .join(' ');
}

/**
 * The private preview. Nothing is sent before Confirm. With `controls.typed` it says what the
 * typed confirmation will ask for and why; with `controls.earlier` (an identical write sent
 * within 24 hours) or `controls.scheduled` (one scheduled and waiting) it warns, and its first
 * button is a red "Send anyway" instead of Confirm.
 */
export function movePreview(plan: MovePlan, controls: PreviewControls, expiresAt: number, s: Reader): Reply {
  const expires = discordTime(expiresAt, 'R');
  const earlier = repeats(controls);
  const first = earlier
    ? s.t('moves.preview.repeat', { earlier: repeatText(plan.kind, controls, s), expires })
    : s.t('moves.preview.check', { expires });
  const look = moveLook(plan, s);
  const move = moveName(plan.kind, s);
  return {
    content: `${first}${typedNote(controls, look, s)}`,
    embeds: [moveEmbed(plan, s, s.t(earlier ? 'moves.heading.repeat' : 'moves.heading.preview', { move }), earlier ? RED : AMBER)],
    components: [confirmRow(controls, look)],
  };
}

/** The move's buttons: red when it cannot be undone. */
const moveLook = (plan: MovePlan, s: Reader): ConfirmLook => ({
  confirm: s.t('moves.button.confirm'),
  anyway: s.t('moves.button.anyway'),
  cancel: s.t('moves.button.cancel'),
  danger: plan.irreversible,
});

export function moveOutcome(plan: MovePlan, outcome: WriteOutcome, s: Reader): Reply {
  const move = moveName(plan.kind, s);
  switch (outcome.status) {
    case 'created': {
      const done = s.t(`moves.done.${KIND_KEY[plan.kind]}`);
      const values = { done, headline: headline(plan, s, 'doneHeadline').replace(/[.。]$/u, '') };
      return {
        content:
          plan.channelId && !plan.kind.startsWith('points')
            ? s.t('moves.outcome.donePosted', { ...values, channel: `<#${plan.channelId}>` })
            : s.t('moves.outcome.done', values),
        embeds: [moveEmbed(plan, s, done, GREEN, outcome.sentAt, 'doneHeadline')],
        components: [],
      };
    }
    case 'failed':
      return {
        content: s.t('moves.outcome.failed', { reason: escape(cut(outcome.reason(s), 1500)) }),
        embeds: [moveEmbed(plan, s, s.t('moves.heading.failed', { move }), RED)],
        components: [],
      };
    case 'unknown': {
      const unknown = s.t('moves.outcome.unknown');
      return {
        content:
          outcome.sentAt !== undefined ? `${unknown} ${s.t('moves.outcome.sentAt', { when: discordTime(outcome.sentAt, 'f') })}` : unknown,
        embeds: [moveEmbed(plan, s, s.t('moves.heading.unknown', { move }), AMBER)],
        components: [],
      };
    }
  }
}

export function moveCancelled(plan: MovePlan, s: Reader): Reply {
  return {
    content: s.t('moves.outcome.cancelled'),
    embeds: [moveEmbed(plan, s, s.t('moves.heading.cancelled', { move: moveName(plan.kind, s) }), GREY)],
    components: [],
  };
}

/** A preview pressed after it expired: its buttons go, and it says so. Nothing was sent. */
export function moveExpired(plan: MovePlan, expiredAt: number, s: Reader): Reply {
  return {
    content: s.t('moves.outcome.expired', { when: discordTime(expiredAt, 'R') }),
    embeds: [moveEmbed(plan, s, s.t('moves.heading.expired', { move: moveName(plan.kind, s) }), GREY)],
    components: [],
  };
}
