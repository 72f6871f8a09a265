import type { Reply } from '../../discord/reply.js';
import { cut, escape } from '../../discord/limits.js';
import type { Reader, Text } from '../../i18n/reader.js';
import { formatNumber } from '../../views/format.js';
import { moveEmbed, type MovePlan } from './view.js';

/**
 * A whole role's points change once confirmed: the moderator's message while its parts (one
 * balance change per 1,000 members) go out, edited as they finish, and what it came to. Pure:
 * the plan and each part's state in, the message out.
 */

/** What became of one part so far, as its journal entry says. */
export type RolePartState = 'waiting' | 'sending' | 'created' | 'refused' | 'unknown' | 'expired' | 'stopped';

export interface RolePart {
  members: number;
  state: RolePartState;
  /** A refusal's reason, in whoever reads it. */
  reason?: Text;
  /** Members left out at send: they no longer held the role. */
  left?: number;
  /** A part that went through: whose balances changed. */
  userIds?: string[];
}

/** Members named in a stopped take's line before "and N more". */
const WHO_SHOWN = 10;

const AMBER = 0xf1c40f;
const GREEN = 0x2ecc71;
const RED = 0xe74c3c;

const FULL = '▰';
const EMPTY = '▱';
/** A bar wider than this would wrap on a phone: more parts than this share the blocks. */
const BAR_MAX = 10;

/** `▰▰▰▱▱`: one block a part, or `BAR_MAX` blocks filled in proportion when there are more. */
export function progressBar(done: number, total: number): string {
  const width = Math.max(1, Math.min(total, BAR_MAX));
  const filled = total <= 0 ? width : Math.min(width, Math.floor((done * width) / total));
  return FULL.repeat(filled) + EMPTY.repeat(width - filled);
}

/** The whole move's plan from one part's (the part's own figures left out). */
export function wholeMove(plan: MovePlan): MovePlan {
  if (!plan.role) return plan;
  const { part: _part, ...role } = plan.role;
  return { ...plan, role };
}

const finished = (p: RolePart) => p.state !== 'waiting' && p.state !== 'sending';

/** `▰▰▰▱▱ 3 of 5 · 3,000 of 4,120 members`: parts finished, whatever their outcome. */
export function progressLine(parts: readonly RolePart[], s: Reader): string {
  const done = parts.filter(finished);
  const n = (x: number) => formatNumber(x, s.locale);
  return `${progressBar(done.length, parts.length)} ${s.t('moves.roleMove.progress', {
    done: n(done.length),
    parts: n(parts.length),
    membersDone: n(done.reduce((a, p) => a + p.members, 0)),
    membersAll: s.plural(
      'common.count.members',
      parts.reduce((a, p) => a + p.members, 0),
    ),
  })}`;
}

/** One line for a part that did not go through; undefined for one that did or is still to come. */
function partLine(p: RolePart, index: number, s: Reader): string | undefined {
  const values = { index: formatNumber(index + 1, s.locale), partMembers: s.plural('common.count.members', p.members) };
  switch (p.state) {
    case 'refused':
      return s.t('moves.roleMove.part.refused', { ...values, reason: escape(cut(p.reason?.(s) ?? '', 300)) });
    case 'unknown':
      return s.t('moves.roleMove.part.unknown', values);
    case 'expired':
      return s.t('moves.roleMove.part.expired', values);
    case 'stopped':
      // With a reason: the move stopped before it (who confirmed it may no longer send it); without, a take stopped at a part that did not go through.
      return p.reason
        ? s.t('moves.roleMove.part.halted', { ...values, reason: escape(cut(p.reason(s), 300)) })
        : s.t('moves.roleMove.part.stopped', values);
    default:
      return undefined;
  }
}

/** A line for a part whose members who lost the role were left out. */
function leftLine(p: RolePart, index: number, s: Reader): string | undefined {
  if (!p.left) return undefined;
  return s.plural('moves.roleMove.part.left', p.left, { index: formatNumber(index + 1, s.locale) });
}

/** A stopped move: from or to whom points went (the parts that went through), as mentions that never ping. */
function tookFromLine(plan: MovePlan, parts: readonly RolePart[], s: Reader): string | undefined {
  const through = parts.map((p, i) => ({ p, i })).filter(({ p }) => p.state === 'created');
  const who = through.flatMap(({ p }) => p.userIds ?? []);
  if (who.length === 0) return undefined;
  const mentions = who
    .slice(0, WHO_SHOWN)
    .map((id) => `<@${id}>`)
    .join(s.t('board.comma'));
  const shown =
    who.length > WHO_SHOWN
      ? s.t('moves.roleMove.field.more', { names: mentions, n: formatNumber(who.length - WHO_SHOWN, s.locale) })
      : mentions;
  return s.plural(plan.kind === 'points-take' ? 'moves.roleMove.tookFrom' : 'moves.roleMove.gaveTo', who.length, {
    parts: s.list(through.map(({ i }) => formatNumber(i + 1, s.locale))),
    who: shown,
  });
}

/** The moderator's message: the progress bar while parts are out, then the outcome of each that did not go through. */
export function roleMoveProgress(plan: MovePlan, parts: readonly RolePart[], s: Reader): Reply {
  const line = progressLine(parts, s);
  const move = s.t(plan.kind === 'points-take' ? 'moves.title.pointsTake' : 'moves.title.pointsGive');
  if (!parts.every(finished)) {
    return {
      content: `${line}\n${s.t('moves.roleMove.sending')}`,
      embeds: [moveEmbed(plan, s, s.t('moves.roleMove.heading.sending', { move }), AMBER)],
      components: [],
    };
  }
  const problems = parts.map((p, i) => partLine(p, i, s)).filter((l): l is string => l !== undefined);
  const leftOut = parts.map((p, i) => leftLine(p, i, s)).filter((l): l is string => l !== undefined);
  if (problems.length === 0) {
    const notes = leftOut.map((l) => `\n- ${l}`).join('');
    return {
      content: `${line}\n${s.t('moves.roleMove.done')}${notes}`,
      embeds: [moveEmbed(plan, s, s.t('moves.roleMove.heading.done', { move }), GREEN, undefined, 'doneHeadline')],
      components: [],
    };
  }
  const took = parts.some((p) => p.state === 'stopped') ? tookFromLine(plan, parts, s) : undefined;
  return {
    content: `${line}\n${s.t('moves.roleMove.partly')}\n${[...problems, ...leftOut, ...(took ? [took] : [])].map((l) => `- ${l}`).join('\n')}`,
    embeds: [moveEmbed(plan, s, s.t('moves.roleMove.heading.partly', { move }), RED)],
    components: [],
  };
}
