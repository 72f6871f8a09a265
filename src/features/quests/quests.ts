import { NotFoundError } from '../../api/errors.js';
import { QUEST_LIST_MAX_LIMIT } from '../../api/moves.js';
import { QuestIdInput, type Page, type Quest } from '../../api/schemas.js';
import { maySee } from './visibility.js';
import type { AutocompleteContext, CommandContext } from '../../command/contract.js';
import { QUEST_WORDS } from '../../command/error-texts.js';
import { cut, LIMITS } from '../../discord/limits.js';
import type { Choice } from '../../discord/reply.js';
import { lookup, mentions, nameOrId, unknownName, type Lookup } from '../../input/lookup.js';

/**
 * Finding a quest from what a member typed (a name or an id) and suggesting quests as they type:
 * shared by /quest and /feed, from the client's cached list of the community's quests.
 */

/** A typed quest: its name or its id (see lookup.ts). */
export const QuestInput = nameOrId('quest');

/** The community's quests: one request of the API's largest page (the notes: at most 50), cached by the client. */
export const LIST = { limit: QUEST_LIST_MAX_LIMIT } as const;

/** Which quests members may see (src/features/quests/visibility.ts: one rule for commands and feeds). */
export { maySee, MEMBER_STATUSES, MEMBER_VISIBILITIES } from './visibility.js';

/** The option a quest is typed in: `quest` wherever a command asks for one. */
export type QuestOption = 'quest';
/** What finding and showing a quest needs: a command's or a component's context. */
export type QuestReader = Pick<CommandContext<unknown>, 'api' | 'invoker' | 'log' | 'reader'>;

/**
 * What the user typed, as a quest they may see: looked up in the cached list (exact id, exact
 * name, one name matching in any case), else refused with what they may have meant. A quest
 * they may not see is refused with the same words as one that does not exist. An id is still
 * asked for directly when the list cannot be read, or may be incomplete.
 */
export async function findQuest(ctx: QuestReader, option: QuestOption, text: string): Promise<Quest> {
  const isId = QuestIdInput.safeParse(text).success;
  let list: Page<Quest>;
  try {
    list = await ctx.api.listQuests(LIST);
  } catch (err) {
    if (!isId) throw err;
    ctx.log.debug({ err }, 'quest list unreadable; asking for the quest by id');
    return questById(ctx, option, text, { ok: false, ambiguous: false, close: [] });
  }
  const found = lookup(
    list.data.filter((q) => maySee(q, ctx.invoker)),
    text,
  );
  if (found.ok) return found.value;
  if (isId && !found.ambiguous && list.pagination.total > list.data.length) return questById(ctx, option, text, found);
  throw unknownName(option, QUEST_WORDS, text, found);
}

async function questById(ctx: QuestReader, option: QuestOption, id: string, miss: Lookup<Quest> & { ok: false }): Promise<Quest> {
  try {
    const quest = await ctx.api.getQuest(id);
    if (maySee(quest, ctx.invoker)) return quest;
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
  throw unknownName(option, QUEST_WORDS, id, miss);
}

/** `Weekly Signal Boost (q-weekly-signal)`, the name cut so the id always shows. */
function questChoice(id: string, name: string): Choice {
  const room = LIMITS.choiceName - id.length - 3;
  const label = name.trim() && room >= 8 ? `${cut(name.trim().replace(/\s+/g, ' '), room)} (${id})` : id;
  return { name: label, value: id };
}

/**
 * Every quest the invoker may see whose name or id holds what is typed, from the cached list
 * (noWait: never queued). When the list cannot be read, the typed text itself, so a known name
 * or id can still be sent.
 */
export async function questChoices(ctx: AutocompleteContext): Promise<Choice[]> {
  const typed = ctx.focused.value.trim();
  try {
    const { data } = await ctx.api.listQuests(LIST, { noWait: true });
    return data
      .filter((q) => maySee(q, ctx.invoker) && mentions(q, typed))
      .slice(0, LIMITS.choices)
      .map((q) => questChoice(q.id, q.name));
  } catch (err) {
    ctx.log.debug({ err }, 'quest suggestions fell back to the typed text');
    return typed && QuestInput.safeParse(typed).success ? [{ name: typed, value: typed }] : [];
  }
}
