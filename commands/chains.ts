import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command.js';
import { chainsView } from '../src/views/chains.js';

const options = z.object({});

/** /chains: the chains the Community API supports right now (its list changes over time). */
export const chains: CommandModule<z.infer<typeof options>> = {
  name: 'chains',
  definitions: [
    new SlashCommandBuilder()
      .setName('chains')
      .setDescription('List the blockchains the Community API supports')
      .setContexts(InteractionContextType.Guild)
      .toJSON(),
  ],
  access: 'member',
  private: false,
  options,
  examples: { '': '/chains' },
  async execute({ api, invoker }) {
    return chainsView(await api.listChains(), invoker.locale);
  },
};
