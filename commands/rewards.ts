import { rewards } from '../src/features/rewards/command.js';

/** /rewards: roles that follow the point boards (src/features/rewards). */
export { rewards };
