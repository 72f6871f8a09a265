import type { AnyCommand } from '../src/command/contract.js';
import { airdrop } from './airdrop.js';
import { burn } from './burn.js';
import { audit } from './audit.js';
import { chains } from './chains.js';
import { feed } from './feed.js';
import { help } from './help.js';
import { leaderboard } from './leaderboard.js';
import { points } from './points.js';
import { quest } from './quest.js';
import { raffle } from './raffle.js';
import { raid } from './raid.js';
import { rewards } from './rewards.js';
import { schedule } from './schedule.js';
import { setup } from './setup.js';
import { tokens } from './tokens.js';
import { treasury } from './treasury.js';
import { verify } from './verify.js';
import { tip } from './tip.js';
import { transfer } from './transfer.js';
import { wallets } from './wallets.js';

/**
 * Every command module the bot loads and deploys, listed by hand (no disk scanning): adding a
 * command means adding it here. src/bot/registry.ts checks each one at start-up.
 */
export const commands: AnyCommand[] = [
  chains,
  help,
  tokens,
  quest,
  wallets,
  raid,
  treasury,
  verify,
  leaderboard,
  points,
  tip,
  transfer,
  airdrop,
  raffle,
  burn,
  audit,
  feed,
  schedule,
  rewards,
  setup,
];
