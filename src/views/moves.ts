import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { chainName } from '../api/chains.js';
import type { Reply } from '../discord/reply.js';
import { formatDecimal } from '../decimal.js';
import { formatSpan, discordTime, formatNumber, formatUsd, shortAddress } from './format.js';
import { code } from './lines.js';
import { ENGLISH, type Said } from '../i18n/speech.js';
import { cut, escape, fitReply, LIMITS } from '../discord/limits.js';

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
  | { type: 'NFT'; chain: string; contractAddress: string; tokenId: string; name: string; count: number; holdsNow: number; holdsAfter: number }
  | { type: 'ROLE'; roleId: string; durationMs?: number };

export interface MovePlan {
  kind: MoveKind;
  prize: Prize;
  /** Members who receive (tip) or whose points change; points show balances before and after. */
  members?: { userId: string; now?: number; after?: number }[];
  /** Transfer: the wallet address on the prize's chain. */
  address?: string;
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

/** `12.5 USDC`, `3 × Quest Badge #2`, `25 ✨ Sparks`, `the @Role role for 3 days`. */
export function prizeText(prize: Prize, locale: string): string {
  switch (prize.type) {
    case 'POINTS':
      return `${exactAmount(prize.amount, locale)} ${escape(prize.emoji)} ${escape(cut(prize.systemName, 64))}`.replace(/\s+/g, ' ');
    case 'TOKEN':
      return prize.unit === 'dollar'
        ? `$${exactAmount(prize.amount, locale)} worth of ${symbol(prize.symbol)} (about ${exactAmount(prize.tokens, locale)} ${symbol(prize.symbol)})`
        : `${exactAmount(prize.amount, locale)} ${symbol(prize.symbol)}`;
    case 'NFT':
      return `${prize.count > 1 ? `${prize.count} × ` : ''}${escape(cut(prize.name, 100))}`;
    case 'ROLE':
      return `the <@&${prize.roleId}> role ${prize.durationMs ? `for ${formatSpan(prize.durationMs, ENGLISH)}` : 'for good'}`;
  }
}

function tokenWhere(prize: Extract<Prize, { type: 'TOKEN' | 'NFT' }>): string {
  const address = prize.type === 'TOKEN' ? prize.tokenAddress : prize.contractAddress;
  const which = address ? code(shortAddress(address)) : 'native coin';
  const id = prize.type === 'NFT' ? ` · token id ${code(cut(prize.tokenId, 80))}` : '';
  return `${which}${id} on ${escape(chainName(prize.chain))}`;
}

const usdText = (usd: number | undefined, locale: string, estimated = true) =>
  usd === undefined ? 'no dollar price known' : `${estimated ? '≈ ' : ''}${formatUsd(usd, locale)}`;

/** The headline as plain text (the journal's summary, the audit line): no bold, no escapes. */
export function plainHeadline(plan: MovePlan, locale: string): string {
  return headline(plan, locale)
    .replace(/\*\*/g, '')
    .replace(/\\([^\p{L}\p{N}\s])/gu, '$1');
}

/** One sentence: what will happen, to whom. */
export function headline(plan: MovePlan, locale: string): string {
  const prize = `**${prizeText(plan.prize, locale)}**`;
  const n = plan.members?.length ?? 0;
  const who = n === 1 ? mention(plan.members![0]!.userId) : `each of ${n} members`;
  switch (plan.kind) {
    case 'points-give':
      return `Give ${prize} to ${who}.`;
    case 'points-take':
      return `Take ${prize} from ${who}.`;
    case 'tip':
      return `Tip ${prize} to ${who}${plan.prize.type === 'POINTS' ? ' (printed from the point system)' : ' from the tipping wallet'}.`;
    case 'transfer':
      return `Transfer ${prize} from the tipping wallet to ${code(plan.address ?? '')} on ${escape(chainName('chain' in plan.prize ? plan.prize.chain : ''))}.`;
    case 'airdrop':
      return `Airdrop a pool of ${prize}, shared among up to ${plan.maxEntries ?? '?'} members who enter.`;
    case 'raffle': {
      const winners = plan.maxWinners ?? 1;
      return `Raffle ${prize} among up to ${plan.maxEntries ?? '?'} members who enter; ${winners} winner${winners === 1 ? '' : 's'}.`;
    }
    case 'burn':
      return `Burn ${prize} from the tipping wallet: it is destroyed.`;
  }
}

const TITLES: Record<MoveKind, string> = {
  'points-give': 'Give points',
  'points-take': 'Take points',
  tip: 'Tip',
  transfer: 'Transfer',
  airdrop: 'Airdrop',
  raffle: 'Raffle',
  burn: 'Burn',
};

export function moveEmbed(plan: MovePlan, locale: string, title: string, color: number): APIEmbed {
  const fields: APIEmbed['fields'] = [];
  const add = (name: string, value: string | undefined, inline = false) => {
    if (value) fields.push({ name, value: cut(value, LIMITS.fieldValue), inline });
  };
  const p = plan.prize;
  if (plan.members?.length) {
    const lines = plan.members.map((m) =>
      m.now === undefined || m.after === undefined
        ? mention(m.userId)
        : `${mention(m.userId)}: ${formatNumber(m.now, locale, 6)} → ${formatNumber(m.after, locale, 6)}`,
    );
    add(plan.members.length === 1 ? 'Member' : `Members (${plan.members.length})`, lines.join('\n'));
  }
  if (plan.address) add('To address', code(plan.address));
  if (p.type === 'TOKEN') {
    add('Amount', `${exactAmount(p.tokens, locale)} ${symbol(p.symbol)}${p.unit === 'dollar' ? ' (estimate: the service converts the dollars at its own price)' : ''}\n${tokenWhere(p)}`);
    add('Dollar value', usdText(plan.usd, locale), true);
    add('Tipping wallet', `${exactAmount(p.holdsNow, locale)} → ${exactAmount(p.holdsAfter, locale)} ${symbol(p.symbol)}`, true);
  } else if (p.type === 'NFT') {
    add('NFT', `${escape(cut(p.name, 200))}\n${tokenWhere(p)}`);
    add('Dollar value', usdText(plan.usd, locale), true);
    add('Tipping wallet', `${p.holdsNow} → ${p.holdsAfter} of this NFT`, true);
  } else if (p.type === 'POINTS') {
    add('Point system', `${escape(p.emoji)} ${escape(cut(p.systemName, 100))} ${code(p.systemId)}`.trim());
  }
  if (plan.countdownMs !== undefined) add('Ends', `${formatSpan(plan.countdownMs, ENGLISH)} after you confirm`, true);
  if (plan.maxEntries !== undefined) add('Entries', `at most ${plan.maxEntries}`, true);
  if (plan.kind === 'raffle') add('Winners', String(plan.maxWinners ?? 1), true);
  if (plan.allowedRoleIds?.length) add('Only for', plan.allowedRoleIds.map((r) => `<@&${r}>`).join(' '));
  if (plan.forbiddenRoleIds?.length) add('Not for', plan.forbiddenRoleIds.map((r) => `<@&${r}>`).join(' '));
  if (plan.kind !== 'points-give' && plan.kind !== 'points-take') {
    add('Posted in', plan.channelId ? `<#${plan.channelId}>, by the service` : 'no channel', true);
  }
  if (plan.comment) add('Comment', escape(plan.comment));
  if (plan.reason) add('Reason (recorded)', escape(plan.reason));
  if (plan.irreversible) add('Irreversible', 'Once confirmed this cannot be undone or refunded.');
  return { title, color, description: headline(plan, locale), fields };
}

export interface PreviewIds {
  confirm: string;
  cancel: string;
}

/**
 * The private preview. Nothing is sent before Confirm. `typed` is the word or amount the
 * second, typed confirmation will ask for (irreversible moves above the server's threshold).
 */
/** The identical write sent within 24 hours, as the journal recorded it. */
export interface EarlierWrite {
  state: string;
  /** When its request left (or was claimed), epoch ms. */
  sentAt: number;
}

function earlierText(kind: MoveKind, earlier: EarlierWrite): string {
  const what = `An identical request (${TITLES[kind]})`;
  const when = `${discordTime(earlier.sentAt, 'f')} (${discordTime(earlier.sentAt, 'R')})`;
  if (earlier.state === 'created') return `${what} was sent ${when} and went through.`;
  if (earlier.state === 'claimed' || earlier.state === 'sent') return `${what} is being sent right now (since ${when}).`;
  return `${what} was sent ${when} and its outcome is unknown: it may have happened. Check the balances first.`;
}

/**
 * The private preview. With `earlier` (an identical write sent within 24 hours) it warns, and
 * its first button is a red "Send anyway" instead of Confirm: `ids.confirm` is then that
 * button's id.
 */
export function movePreview(plan: MovePlan, ids: PreviewIds, expiresAt: number, locale: string, typed?: string, earlier?: EarlierWrite): Reply {
  const press = earlier ? 'Send anyway' : 'Confirm';
  const second = typed ? ` Because this is irreversible and worth more than this server's limit, ${press} then asks you to type ${code(typed)}.` : '';
  const first = earlier
    ? `⚠️ ${earlierText(plan.kind, earlier)} Sending this one may repeat it. Nothing happens unless you press **Send anyway**`
    : 'Check this before it is sent. Nothing happens until you press **Confirm**';
  return fitReply({
    content: `${first}; this preview expires ${discordTime(expiresAt, 'R')}.${second}`,
    embeds: [moveEmbed(plan, locale, `${TITLES[plan.kind]} preview${earlier ? ': possible repeat' : ''}`, earlier ? RED : AMBER)],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: plan.irreversible || earlier ? ButtonStyle.Danger : ButtonStyle.Success, label: press, custom_id: ids.confirm },
          { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Cancel', custom_id: ids.cancel },
        ],
      },
    ],
  });
}

export type MoveOutcome = { status: 'done' } | { status: 'failed'; reason: Said } | { status: 'unknown'; sentAt?: number | undefined };

const DONE: Record<MoveKind, string> = {
  'points-give': 'Points given',
  'points-take': 'Points taken',
  tip: 'Tip sent',
  transfer: 'Transfer sent',
  airdrop: 'Airdrop created',
  raffle: 'Raffle created',
  burn: 'Burned',
};

export function moveOutcome(plan: MovePlan, outcome: MoveOutcome, locale: string): Reply {
  const title = TITLES[plan.kind];
  switch (outcome.status) {
    case 'done':
      return fitReply({
        content: `${DONE[plan.kind]}: ${headline(plan, locale).replace(/\.$/, '')}${plan.channelId && !plan.kind.startsWith('points') ? `; the service posts in <#${plan.channelId}>` : ''}.`,
        embeds: [moveEmbed(plan, locale, DONE[plan.kind], GREEN)],
        components: [],
      });
    case 'failed':
      return fitReply({
        content: `Nothing was moved: ${escape(cut(outcome.reason(ENGLISH), 1500))}`,
        embeds: [moveEmbed(plan, locale, `${title}: not done`, RED)],
        components: [],
      });
    case 'unknown':
      return fitReply({
        content:
          'Outcome unknown: the request reached the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so it may have happened. ' +
          'Check the balances (/treasury balance, /points balance) before trying again; pressing Confirm again will not resend it.' +
          (outcome.sentAt !== undefined ? ` It was sent ${discordTime(outcome.sentAt, 'f')}.` : ''),
        embeds: [moveEmbed(plan, locale, `${title}: outcome unknown`, AMBER)],
        components: [],
      });
  }
}

export function moveCancelled(plan: MovePlan, locale: string): Reply {
  return { content: 'Cancelled; nothing was sent.', embeds: [moveEmbed(plan, locale, `${TITLES[plan.kind]} cancelled`, GREY)], components: [] };
}

/** A preview pressed after it expired: its buttons go, and it says so. Nothing was sent. */
export function moveExpired(plan: MovePlan, expiredAt: number, locale: string): Reply {
  return {
    content: `This preview expired ${discordTime(expiredAt, 'R')}; nothing was sent. Run the command again.`,
    embeds: [moveEmbed(plan, locale, `${TITLES[plan.kind]} preview expired`, GREY)],
    components: [],
  };
}
export const MOVE_NOT_YOURS = 'Only the moderator who asked for this preview can confirm or cancel it.';
export const MOVE_IN_FLIGHT = 'This is being sent already; the preview will show the result in a moment.';
