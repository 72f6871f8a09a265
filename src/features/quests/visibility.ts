import { QUEST_STATUSES, QUEST_VISIBILITIES, type Quest } from '../../api/schemas.js';

/**
 * Which quests members may see: the one rule every member command (/quest info, list and its
 * suggestions) and every post the bot makes by itself (a feed's announcements) follows. Drafts,
 * templates and private quests are for moderators; members see the published public ones.
 */

export const MEMBER_STATUSES: readonly (typeof QUEST_STATUSES)[number][] = QUEST_STATUSES.filter((s) => s !== 'DRAFT' && s !== 'TEMPLATE');
export const MEMBER_VISIBILITIES: readonly (typeof QUEST_VISIBILITIES)[number][] = QUEST_VISIBILITIES.filter((v) => v !== 'PRIVATE');

/** Whether members may see the quest (a moderator sees every quest). */
export function maySee(quest: Pick<Quest, 'status' | 'visibility'>, viewer: { isModerator: boolean }): boolean {
  return (
    viewer.isModerator ||
    ((MEMBER_STATUSES as readonly string[]).includes(quest.status) && (MEMBER_VISIBILITIES as readonly string[]).includes(quest.visibility))
  );
}

/** What a public post shows: what members see. */
export const PUBLIC = { isModerator: false } as const;
