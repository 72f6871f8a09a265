import type { APIEmbed, APIEmbedField } from 'discord.js';
import { RAID_DEFAULT_MINUTES, type CreateRaidInput } from '../../api/schemas.js';
import { chainName } from '../../api/chains.js';
import type { Reply } from '../../discord/reply.js';
import { decimalOfNumber, parseDecimal, formatDecimal } from '../../decimal.js';
import { discordTime, discordTimeFromNow, formatMinutes, formatUsd, shortAddress } from '../../views/format.js';
import { code } from '../../views/markdown.js';
import type { Reader } from '../../i18n/reader.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import {
  confirmRow,
  repeats,
  typedNote,
  type ConfirmLook,
  type EarlierWrite,
  type PreviewControls,
  type ScheduledTwin,
  type WriteOutcome,
} from '../writes/confirm-view.js';

/** A raid as it is sent: the client's input after validation. */
export type RaidDraft = CreateRaidInput;

const GREEN = 0x2ecc71;
const RED = 0xe74c3c;
const AMBER = 0xf1c40f;
const GREY = 0x95a5a6;

/** The channel a raid is posted in, as a mention, or the community's default in words. */
export function whereText(channelId: string | null | undefined, s: Reader): string {
  return channelId ? `<#${channelId}>` : s.t('raid.where.default');
}

/** A symbol as the API gave it: plain text in a message, so escaped and kept short. */
const symbolText = (symbol: string) => escape(cut(symbol.trim(), 32));

/**
 * `50 SIGNAL (0x5a9e…b6e8) on Ethereum` when the symbol is known, so whoever confirms a spend
 * sees its unit; without one, the address (or "the native coin of …") is all there is to show.
 */
export function tokenAmountText(
  amount: string,
  item: { chain: string; tokenAddress?: string | undefined },
  s: Reader,
  symbol?: string,
): string {
  const chain = escape(chainName(item.chain));
  if (symbol?.trim()) {
    return item.tokenAddress
      ? s.t('raid.token.symbolAddress', { amount, symbol: symbolText(symbol), address: escape(shortAddress(item.tokenAddress)), chain })
      : s.t('raid.token.symbolNative', { amount, symbol: symbolText(symbol), chain });
  }
  return item.tokenAddress
    ? s.t('raid.token.address', { amount, address: code(item.tokenAddress), chain })
    : s.t('raid.token.native', { amount, chain });
}

/** The amount with its symbol, or the bare amount when the symbol is unknown. */
const amountText = (amount: string, symbol?: string) => (symbol?.trim() ? `${amount} ${symbolText(symbol)}` : amount);

/** A number exactly as JSON sends it (`1e-19` reads 0.0000000000000000001), grouped for the locale. */
function exactNumber(n: number | string, locale: string): string {
  const d = typeof n === 'number' ? decimalOfNumber(n) : parseDecimal(n);
  return d.ok ? formatDecimal(d.value, locale) : String(n);
}

/** The reward in words and what it costs the community; `symbol` is the token's, when known. */
export function rewardText(reward: RaidDraft['reward'], s: Reader, symbol?: string): { reward: string; cost: string } {
  if (reward.type === 'RANDOM') {
    const pool = code(reward.rewardPoolId);
    return { reward: s.t('raid.reward.random', { pool }), cost: s.t('raid.reward.randomCost', { pool }) };
  }
  const amount = exactNumber(reward.item.amount, s.locale);
  const token = tokenAmountText(amount, reward.item, s, symbol);
  const cost = amountText(amount, symbol);
  if (reward.type === 'TOKEN_POOL') {
    return { reward: s.t('raid.reward.pool', { token }), cost: s.t('raid.reward.poolCost', { amount: cost }) };
  }
  return { reward: s.t('raid.reward.fixed', { token }), cost: s.t('raid.reward.fixedCost', { amount: cost }) };
}

function requirementsText(r: RaidDraft['requirements'], s: Reader): string {
  const mark = (on: boolean, what: string) => `${on ? '✅' : '❌'} ${what}`;
  return [
    mark(r.like, s.t('raid.requirement.like')),
    mark(r.comment, s.t('raid.requirement.comment')),
    mark(r.repost, s.t('raid.requirement.repost')),
  ].join('  ');
}

function raidEmbed(draft: RaidDraft, s: Reader, title: string, color: number, symbol?: string, extra: APIEmbedField[] = []): APIEmbed {
  const { reward, cost } = rewardText(draft.reward, s, symbol);
  const description = [
    `**${escape(draft.title)}**`,
    draft.description ? escape(draft.description) : undefined,
    s.t('raid.post', { url: draft.postUrl }),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    title,
    color,
    description,
    fields: [
      { name: s.t('raid.field.where'), value: whereText(draft.channelId, s), inline: true },
      { name: s.t('raid.field.mentions'), value: draft.mentionRoleId ? `<@&${draft.mentionRoleId}>` : s.t('raid.noRole'), inline: true },
      { name: s.t('raid.field.duration'), value: formatMinutes(draft.durationMinutes ?? RAID_DEFAULT_MINUTES, s), inline: true },
      { name: s.t('raid.field.requirements'), value: requirementsText(draft.requirements, s) },
      { name: s.t('raid.field.reward'), value: cut(reward, LIMITS.fieldValue) },
      { name: s.t('raid.field.cost'), value: cut(cost, LIMITS.fieldValue) },
      ...extra,
    ],
  };
}

/**
 * The reward token as the tipping wallet holds it, checked by the command: what it holds now
 * and after the amount (exact decimal text), and the amount's dollar value when it has a price.
 */
export interface RaidFunding {
  holdsNow: string;
  holdsAfter: string;
  usd: number | undefined;
}

/** A raid this bot created on the same post lately. */
export interface RecentRaid {
  title: string;
  at: number;
}

function fundingFields(draft: RaidDraft, funding: RaidFunding, s: Reader, symbol?: string): APIEmbedField[] {
  if (draft.reward.type === 'RANDOM') return [];
  const unit = symbol?.trim() ? ` ${symbolText(symbol)}` : '';
  const pool = draft.reward.type === 'TOKEN_POOL';
  const usd =
    funding.usd === undefined
      ? s.t('raid.funding.noPrice')
      : s.t(pool ? 'raid.funding.usdPool' : 'raid.funding.usdEach', { usd: formatUsd(funding.usd, s.locale) });
  const now = formatDecimal(funding.holdsNow, s.locale);
  const wallet = pool
    ? `${now} → ${formatDecimal(funding.holdsAfter, s.locale)}${unit}`
    : s.t('raid.funding.holds', { amount: `${now}${unit}` });
  return [
    { name: s.t('raid.field.usd'), value: usd, inline: true },
    { name: s.t('raid.field.wallet'), value: cut(wallet, LIMITS.fieldValue), inline: true },
  ];
}

function repeatWarning(earlier: readonly RecentRaid[], s: Reader): string {
  if (earlier.length === 0) return '';
  const last = earlier[0]!;
  const values = { title: escape(cut(last.title, 64)), when: discordTime(last.at, 'R') };
  return `\n${earlier.length > 1 ? s.plural('raid.recent.several', earlier.length - 1, values) : s.t('raid.recent.single', values)}`;
}

/** The raid's buttons: its own words for Confirm and "Create anyway". */
const raidLook = (s: Reader): ConfirmLook => ({
  confirm: s.t('raid.preview.confirm'),
  anyway: s.t('raid.duplicate.anyway'),
  cancel: s.t('raid.preview.cancel'),
});

/**
 * The private preview with Confirm and Cancel; nothing is sent before Confirm. `symbol` is the
 * reward token's symbol when the command could look it up (never part of what is sent). With
 * `controls.typed` it says what the typed confirmation will ask for and why; with
 * `controls.earlier` (an identical raid sent within 24 hours, same server, same body) it has no
 * Confirm, only a distinctly labelled "Create anyway" and Cancel.
 */
export function raidPreview(
  draft: RaidDraft,
  controls: PreviewControls,
  expiresAt: number,
  s: Reader,
  symbol?: string,
  checked: { funding?: RaidFunding | undefined; earlier?: readonly RecentRaid[] | undefined } = {},
): Reply {
  const extra = checked.funding ? fundingFields(draft, checked.funding, s, symbol) : [];
  const look = raidLook(s);
  const { earlier, scheduled } = controls;
  const first = earlier
    ? duplicateText(earlier, expiresAt, s) + (scheduled ? ` ${s.t('raid.duplicate.alsoScheduled', scheduledValues(scheduled, s))}` : '')
    : scheduled
      ? s.t('raid.duplicate.scheduled', { ...scheduledValues(scheduled, s), expires: discordTime(expiresAt, 'R') })
      : s.t('raid.preview.content', { when: discordTime(expiresAt, 'R') });
  // An identical raid is already the duplicate warning above: the post's warning names only the others.
  const others = (checked.earlier ?? []).filter((r) => r.at !== controls.earlier?.sentAt);
  const repeat = repeats(controls);
  return {
    content: first + typedNote(controls, look, s) + repeatWarning(others, s),
    embeds: [raidEmbed(draft, s, s.t(repeat ? 'raid.duplicate.title' : 'raid.preview.title'), repeat ? RED : AMBER, symbol, extra)],
    components: [confirmRow(controls, look)],
  };
}

/**
 * What became of a confirmed raid; kept in the pending store so a later press shows it again.
 * `symbol` is the one the preview showed. A failure's reason is a Text (from the stored StoredText,
 * or the API's own words), so the outcome reads in whoever looks at it.
 */
export type RaidOutcome = WriteOutcome & {
  draft: RaidDraft;
  symbol?: string | undefined;
};

export function raidOutcome(outcome: RaidOutcome, s: Reader): Reply {
  const embed = (title: string, color: number) => raidEmbed(outcome.draft, s, title, color, outcome.symbol);
  switch (outcome.status) {
    case 'created': {
      const values = { title: escape(outcome.draft.title), url: outcome.draft.postUrl };
      return {
        content: outcome.draft.channelId
          ? s.t('raid.outcome.created', { ...values, channel: `<#${outcome.draft.channelId}>` })
          : s.t('raid.outcome.createdDefault', values),
        embeds: [embed(s.t('raid.outcome.createdTitle'), GREEN)],
        components: [],
      };
    }
    case 'failed':
      return {
        content: s.t('raid.outcome.failed', { reason: escape(cut(outcome.reason(s), 1500)) }),
        embeds: [embed(s.t('raid.outcome.failedTitle'), RED)],
        components: [],
      };
    case 'unknown':
      return {
        content:
          outcome.sentAt !== undefined
            ? s.t('raid.outcome.unknownSent', { when: discordTime(outcome.sentAt, 'f') })
            : s.t('raid.outcome.unknown'),
        embeds: [embed(s.t('raid.outcome.unknownTitle'), AMBER)],
        components: [],
      };
  }
}

/** `/raid create` as the reader sees it in Discord (the command's localised names). */

/** A preview pressed after it expired: its buttons go, and it says so. Nothing was sent. */
export function raidExpired(draft: RaidDraft, expiredAt: number, s: Reader, symbol?: string): Reply {
  return {
    content: s.t('raid.expired.content', { when: discordTime(expiredAt, 'R') }),
    embeds: [raidEmbed(draft, s, s.t('raid.expired.title'), GREY, symbol)],
    components: [],
  };
}

export function raidCancelled(s: Reader): Reply {
  return { content: s.t('raid.cancelled'), embeds: [], components: [] };
}

/** The repeat preview's text: what became of the identical raid, then that only "Create anyway" sends this one. */
const scheduledValues = (t: ScheduledTwin, s: Reader) => ({
  when: discordTimeFromNow(t.dueAt, s),
  member: `<@${t.userId}>`,
});

function duplicateText(earlier: EarlierWrite, expiresAt: number, s: Reader): string {
  const values = {
    when: discordTimeFromNow(earlier.sentAt, s),
    expires: discordTime(expiresAt, 'R'),
  };
  if (earlier.state === 'created') return s.t('raid.duplicate.created', values);
  if (earlier.state === 'claimed' || earlier.state === 'sent') return s.t('raid.duplicate.inFlight', values);
  return s.t('raid.duplicate.unknown', values);
}
