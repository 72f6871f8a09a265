import { InteractionContextType } from 'discord.js';
import { command } from '../src/kit/command.js';
import { slash } from '../src/discord/options.js';
import { chainsView } from '../src/views/chains.js';

/** /chains: the chains the Community API supports right now (its list changes over time). */
export const chains = command({
  name: 'chains',
  definition: slash({ name: 'chains', description: 'List the blockchains the Community API supports', contexts: [InteractionContextType.Guild] }),
  access: 'member',
  private: false,
  examples: { '': '/chains' },
  async execute({ api, reader }) {
    return chainsView(await api.listChains(), reader);
  },
});
