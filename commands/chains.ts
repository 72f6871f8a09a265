import { InteractionContextType } from 'discord.js';
import { command } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import { chainsView } from '../src/features/chains/view.js';

/** /chains: the chains the Community API supports right now (its list changes over time). */
export const chains = command({
  name: 'chains',
  definition: slash({
    name: 'chains',
    description: 'List the blockchains the Community API supports',
    contexts: [InteractionContextType.Guild],
  }),
  access: 'member',
  private: false,
  examples: { '': '/chains' },
  async execute({ api, reader }) {
    return chainsView(await api.listChains(), reader);
  },
});
