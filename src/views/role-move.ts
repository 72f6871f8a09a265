import type { Reply } from '../discord/reply.js';
import { cut, escape } from '../discord/limits.js';
import type { Reader, Text } from '../i18n/reader.js';
import { formatNumber } from './format.js';
import { moveEmbed, type MovePlan } from './moves.js';

/**
 * A whole role's points change once confirmed: the moderator's message while its parts (one
 * balance change per 1,000 members) go out, edited as they finish, and what it came to. Pure:
 * the plan and each part's state in, the message out.
 */

/** What became of one part so far, as its journal entry says. */
export type RolePartState = 'waiting' | 'sending' | 'created' | 'refused' | 'unknown' | 'expired';

export interface RolePart {
  members: number;
  state: RolePartState;
  /** A refusal's reason, in whoever reads it. */
  reason?: Text;
}

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
    members: n(parts.reduce((a, p) => a + p.members, 0)),
  })}`;
}

/** One line for a part that did not go through; undefined for one that did or is still to come. */
function partLine(p: RolePart, index: number, s: Reader): string | undefined {
  const values = { index: formatNumber(index + 1, s.locale), members: formatNumber(p.members, s.locale) };
  switch (p.state) {
    case 'refused':
      return s.t('moves.roleMove.part.refused', { ...values, reason: escape(cut(p.reason?.(s) ?? '', 300)) });
    case 'unknown':
      return s.t('moves.roleMove.part.unknown', values);
    case 'expired':
      return s.t('moves.roleMove.part.expired', values);
    default:
      return undefined;
  }
}

/** The moderator's message: the progress bar while parts are out, then the outcome of each that did not go through. */
export function roleMoveProgress(plan: MovePlan, parts: readonly RolePart[], s: Reader): Reply {
  const line = progressLine(parts, s);
  const move = s.t(plan.kind === 'points-take' ? 'moves.title.pointsTake' : 'moves.title.pointsGive');
  if (!parts.every(finished)) {
    return { content: `${line}\n${s.t('moves.roleMove.sending')}`, embeds: [moveEmbed(plan, s, s.t('moves.roleMove.heading.sending', { move }), AMBER)], components: [] };
  }
  const problems = parts.map((p, i) => partLine(p, i, s)).filter((l): l is string => l !== undefined);
  if (problems.length === 0) {
    return { content: `${line}\n${s.t('moves.roleMove.done')}`, embeds: [moveEmbed(plan, s, s.t('moves.roleMove.heading.done', { move }), GREEN)], components: [] };
  }
  return {
    content: `${line}\n${s.t('moves.roleMove.partly')}\n${problems.map((l) => `- ${l}`).join('\n')}`,
    embeds: [moveEmbed(plan, s, s.t('moves.roleMove.heading.partly', { move }), RED)],
    components: [],
  };
}
