import { ButtonStyle, ComponentType, type APIEmbed, type APIEmbedField } from 'discord.js';
import { RAID_DEFAULT_MINUTES, type CreateRaidInput } from '../api/schemas.js';
import { chainName } from '../api/chains.js';
import type { Reply } from '../discord/reply.js';
import { componentIds, field } from '../discord/component-id.js';
import { decimalOfNumber, formatDecimal } from '../decimal.js';
import { discordTime, formatMinutes, formatUsd, shortAddress } from './format.js';
import { code } from './lines.js';
import { ENGLISH, type Said } from '../i18n/speech.js';
import { cut, escape, LIMITS } from '../discord/limits.js';

/** A raid as it is sent: the client's input after validation. */
export type RaidDraft = CreateRaidInput;

const GREEN = 0x2ecc71;
const RED = 0xe74c3c;
const AMBER = 0xf1c40f;
const GREY = 0x95a5a6;

export function whereText(channelId: string | null | undefined): string {
  return channelId ? `<#${channelId}>` : "the community's default raid channel";
}

/** A symbol as the API gave it: plain text in a message, so escaped and kept short. */
const symbolText = (symbol: string) => escape(cut(symbol.trim(), 32));

/**
 * `50 SIGNAL (0x5a9e…b6e8) on Ethereum` when the symbol is known, so whoever confirms a spend
 * sees its unit; without one, the address (or "the native coin of …") is all there is to show.
 */
export function tokenAmountText(amount: string, item: { chain: string; tokenAddress?: string | undefined }, symbol?: string): string {
  const chain = escape(chainName(item.chain));
  if (symbol?.trim()) {
    const which = item.tokenAddress ? escape(shortAddress(item.tokenAddress)) : 'native coin';
    return `${amount} ${symbolText(symbol)} (${which}) on ${chain}`;
  }
  return item.tokenAddress ? `${amount} of token ${code(item.tokenAddress)} on ${chain}` : `${amount} of the native coin of ${chain}`;
}

/** The amount with its symbol, or the bare amount when the symbol is unknown. */
const amountText = (amount: string, symbol?: string) => (symbol?.trim() ? `${amount} ${symbolText(symbol)}` : amount);

/** A number exactly as JSON sends it (`1e-19` reads 0.0000000000000000001), grouped for the locale. */
function exactNumber(n: number, locale: string): string {
  const d = decimalOfNumber(n);
  return d.ok ? formatDecimal(d.value, locale) : String(n);
}

/** The reward in words and what it costs the community; `symbol` is the token's, when known. */
export function rewardText(reward: RaidDraft['reward'], locale: string, symbol?: string): { reward: string; cost: string } {
  if (reward.type === 'RANDOM') {
    return { reward: `A random reward from reward pool ${code(reward.rewardPoolId)}`, cost: `Paid from reward pool ${code(reward.rewardPoolId)}` };
  }
  const amount = exactNumber(reward.item.amount, locale);
  const token = tokenAmountText(amount, reward.item, symbol);
  const cost = amountText(amount, symbol);
  if (reward.type === 'TOKEN_POOL') {
    return { reward: `A pool of ${token}, shared by the raiders`, cost: `${cost} (the whole pool)` };
  }
  return { reward: `${token} for each raider`, cost: `${cost} per raider; the total depends on how many members take part` };
}

function requirementsText(r: RaidDraft['requirements']): string {
  const mark = (on: boolean, what: string) => `${on ? '✅' : '❌'} ${what}`;
  return [mark(r.like, 'Like'), mark(r.comment, 'Comment'), mark(r.repost, 'Repost')].join('  ');
}

function raidEmbed(draft: RaidDraft, locale: string, title: string, color: number, symbol?: string, extra: APIEmbedField[] = []): APIEmbed {
  const { reward, cost } = rewardText(draft.reward, locale, symbol);
  const description = [
    `**${escape(draft.title)}**`,
    draft.description ? escape(draft.description) : undefined,
    `Post: <${draft.postUrl}>`,
  ].filter(Boolean).join('\n\n');
  return {
    title,
    color,
    description,
    fields: [
      { name: 'Where', value: whereText(draft.channelId), inline: true },
      { name: 'Mentions', value: draft.mentionRoleId ? `<@&${draft.mentionRoleId}>` : 'No role', inline: true },
      { name: 'Duration', value: formatMinutes(draft.durationMinutes ?? RAID_DEFAULT_MINUTES, ENGLISH), inline: true },
      { name: 'Requirements', value: requirementsText(draft.requirements) },
      { name: 'Reward', value: cut(reward, LIMITS.fieldValue) },
      { name: 'Total cost', value: cut(cost, LIMITS.fieldValue) },
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

function fundingFields(draft: RaidDraft, funding: RaidFunding, locale: string, symbol?: string): APIEmbedField[] {
  if (draft.reward.type === 'RANDOM') return [];
  const unit = symbol?.trim() ? ` ${symbolText(symbol)}` : '';
  const pool = draft.reward.type === 'TOKEN_POOL';
  const usd = funding.usd === undefined ? 'no dollar price known' : `≈ ${formatUsd(funding.usd, locale)}${pool ? ' (the whole pool)' : ' per raider'}`;
  const now = formatDecimal(funding.holdsNow, locale);
  const wallet = pool ? `${now} → ${formatDecimal(funding.holdsAfter, locale)}${unit}` : `holds ${now}${unit}; each raider's reward is paid from it`;
  return [
    { name: 'Dollar value', value: usd, inline: true },
    { name: 'Tipping wallet', value: cut(wallet, LIMITS.fieldValue), inline: true },
  ];
}

function repeatWarning(earlier: readonly RecentRaid[]): string {
  if (earlier.length === 0) return '';
  const last = earlier[0]!;
  const more = earlier.length > 1 ? ` and ${earlier.length - 1} more` : '';
  return `\n⚠️ **This post was raided in the last 24 hours**: **${escape(cut(last.title, 64))}**, ${discordTime(last.at, 'R')}${more}. Check it is not a repeat before you confirm.`;
}

/** Confirm and Cancel on a preview: the id of the pending preview (the store's ids are base64url). */
export const PREVIEW_BUTTONS = componentIds('raid', ['confirm', 'cancel'], { preview: field.text((s) => /^[A-Za-z0-9_-]{1,32}$/.test(s)) });

/**
 * The private preview with Confirm and Cancel; nothing is sent before Confirm. `symbol` is the
 * reward token's symbol when the command could look it up (never part of what is sent).
 */
function previewId(action: 'confirm' | 'cancel', preview: string): string {
  const id = PREVIEW_BUTTONS.id(action, { preview });
  // The pending store's ids are 8 characters: an id that does not fit is a bug, not input.
  if (id === undefined) throw new RangeError(`raid preview id too long: ${preview.length} characters`);
  return id;
}

export function raidPreview(
  draft: RaidDraft,
  pendingId: string,
  expiresAt: number,
  locale: string,
  symbol?: string,
  checked: { funding?: RaidFunding | undefined; earlier?: readonly RecentRaid[] } = {},
): Reply {
  const extra = checked.funding ? fundingFields(draft, checked.funding, locale, symbol) : [];
  return {
    content: `Check this raid before it is created. Nothing is sent until you press **Confirm**; this preview expires ${discordTime(expiresAt, 'R')}.${repeatWarning(checked.earlier ?? [])}`,
    embeds: [raidEmbed(draft, locale, 'Raid preview', AMBER, symbol, extra)],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Success, label: 'Confirm', custom_id: previewId('confirm', pendingId) },
          { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Cancel', custom_id: previewId('cancel', pendingId) },
        ],
      },
    ],
  };
}

/**
 * What became of a confirmed raid; kept in the pending store so a later press shows it again.
 * `symbol` is the one the preview showed.
 */
export type RaidOutcome = ({ status: 'created' } | { status: 'failed'; reason: Said } | { status: 'unknown'; sentAt?: number | undefined }) & {
  draft: RaidDraft;
  symbol?: string | undefined;
};

export function raidOutcome(outcome: RaidOutcome, locale: string): Reply {
  const embed = (title: string, color: number) => raidEmbed(outcome.draft, locale, title, color, outcome.symbol);
  switch (outcome.status) {
    case 'created':
      return {
        content: `Raid created: **${escape(outcome.draft.title)}** for <${outcome.draft.postUrl}>, posted in ${whereText(outcome.draft.channelId)}.`,
        embeds: [embed('Raid created', GREEN)],
        components: [],
      };
    case 'failed':
      return {
        content: `The raid was not created: ${escape(cut(outcome.reason(ENGLISH), 1500))}`,
        embeds: [embed('Raid not created', RED)],
        components: [],
      };
    case 'unknown':
      return {
        content:
          'Outcome unknown — the request was sent to the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so the raid may or may not exist. Check the raid channel before trying again. ' +
          'Pressing Confirm again will not resend it.' +
          (outcome.sentAt !== undefined ? ` It was sent ${discordTime(outcome.sentAt, 'f')}.` : ''),
        embeds: [embed('Raid outcome unknown', AMBER)],
        components: [],
      };
  }
}

/** A preview pressed after it expired: its buttons go, and it says so. Nothing was sent. */
export function raidExpired(draft: RaidDraft, expiredAt: number, locale: string, symbol?: string): Reply {
  return {
    content: `This preview expired ${discordTime(expiredAt, 'R')}; nothing was sent. Run \`/raid create\` again to create the raid.`,
    embeds: [raidEmbed(draft, locale, 'Raid preview expired', GREY, symbol)],
    components: [],
  };
}

export function raidCancelled(): Reply {
  return { content: 'Raid cancelled, nothing was sent.', embeds: [], components: [] };
}

export const RAID_NOT_YOURS = 'Only the moderator who created this preview can confirm it.';
export const RAID_IN_FLIGHT = 'This raid is being created already; the preview will show the result in a moment.';


/** "Create anyway" on a preview that repeats a raid sent within 24 h: the only button that sends it. */
export const RAID_ANYWAY = componentIds('raid', ['anyway'], { preview: field.text((s) => /^[A-Za-z0-9_-]{1,32}$/.test(s)) });

/** The identical raid sent earlier, as the journal recorded it. */
export interface EarlierRaid {
  state: 'claimed' | 'sent' | 'created' | 'unknown' | (string & {});
  /** When its request left (or was claimed), epoch ms. */
  sentAt: number;
}

function earlierText(earlier: EarlierRaid): string {
  const when = `${discordTime(earlier.sentAt, 'f')} (${discordTime(earlier.sentAt, 'R')})`;
  if (earlier.state === 'created') return `An identical raid was created ${when}.`;
  if (earlier.state === 'claimed' || earlier.state === 'sent') return `An identical raid is being created right now (sent ${when}).`;
  return `An identical raid was sent ${when} and its outcome is unknown: it may exist already. Check the raid channel first.`;
}

/**
 * The preview of a raid identical to one sent within 24 hours (same server, same body): no
 * Confirm, only a distinctly labelled "Create anyway" and Cancel.
 */
export function raidRepeatPreview(
  draft: RaidDraft,
  pendingId: string,
  expiresAt: number,
  locale: string,
  symbol: string | undefined,
  earlier: EarlierRaid,
  checked: { funding?: RaidFunding | undefined; earlier?: readonly RecentRaid[] } = {},
): Reply {
  const anyway = RAID_ANYWAY.id('anyway', { preview: pendingId });
  if (anyway === undefined) throw new RangeError(`raid preview id too long: ${pendingId.length} characters`);
  const extra = checked.funding ? fundingFields(draft, checked.funding, locale, symbol) : [];
  return {
    content:
      `⚠️ ${earlierText(earlier)} Creating this one may make a duplicate. ` +
      `Nothing is sent unless you press **Create anyway**; this preview expires ${discordTime(expiresAt, 'R')}.${repeatWarning(checked.earlier ?? [])}`,
    embeds: [raidEmbed(draft, locale, 'Raid preview: possible duplicate', RED, symbol, extra)],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Danger, label: 'Create anyway', custom_id: anyway },
          { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Cancel', custom_id: previewId('cancel', pendingId) },
        ],
      },
    ],
  };
}
