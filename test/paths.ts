import { fillPath, pathTemplate, type Operation } from '../src/api/operations.js';
import { IDENTIFIERS } from '../src/api/upstream.js';

/** The sandbox tests' paths, each the operations table's own (spec spelling), filled with the given id. */
const at = (name: Operation) => pathTemplate(name, IDENTIFIERS.neutral);
const one = (name: Operation, field: string) => (id: string) => fillPath(at(name), { [field]: id });

export const PATHS = {
  tokens: at('listTokens'),
  questCompletions: at('listQuestCompletions'),
  quest: one('getQuest', 'questId'),
  points: at('listPointSystems'),
  pointBalances: one('getPointBalances', 'pointSystemId'),
  gatingUser: one('getUserDetails', 'chatUserId'),
  tippingBalance: one('getTippingBalance', 'chain'),
  tippingInventory: one('getTippingInventory', 'chain'),
  raids: at('createRaid'),
  tips: at('sendTip'),
  transfers: at('transfer'),
  airdrops: at('createAirdrop'),
  raffles: at('createRaffle'),
  burns: at('burn'),
  quests: at('listQuests'),
  chains: at('listChains'),
};
