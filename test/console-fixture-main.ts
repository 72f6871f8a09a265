import { ComponentType, InteractionContextType, SlashCommandBuilder, TextInputStyle } from 'discord.js';
import { z } from 'zod';
import { commands } from '../commands/index.js';
import type { CommandModule } from '../src/bot/command.js';
import { encode } from '../src/discord/component-id.js';
import { runConsole } from '../src/console/main.js';
import { escape } from '../src/discord/limits.js';
import { fixtureModules } from './fixtures/modules.js';

/**
 * The console with test modules added (no real command opens a modal): `/feedback` answers
 * with a two-field form, and the probe modules add a pager whose button opens one.
 */
const feedback: CommandModule<{ topic?: string }> = {
  name: 'feedback',
  definitions: [
    new SlashCommandBuilder()
      .setName('feedback')
      .setDescription('Send feedback through a form')
      .setContexts(InteractionContextType.Guild)
      .addStringOption((o) => o.setName('topic').setDescription('What about'))
      .toJSON(),
  ],
  access: 'member',
  private: true,
  options: z.object({ topic: z.string().optional() }),
  modal: ({ options }) => ({
    custom_id: encode('feedback', 'send', options.topic ?? ''),
    title: 'Feedback',
    components: [
      {
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.TextInput, custom_id: 'subject', label: 'Subject', style: TextInputStyle.Short, max_length: 20 }],
      },
      {
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.TextInput, custom_id: 'details', label: 'Details', style: TextInputStyle.Paragraph, required: false }],
      },
    ],
  }),
  async execute() {
    return { content: 'not reached: the form answers' };
  },
  modals: {
    send: {
      reply: 'private',
      async handle({ fields, state }) {
        return { content: `Thanks for the feedback on ${escape(state || 'anything')}: ${escape(fields.subject ?? '')} / ${escape(fields.details || '(no details)')}` };
      },
    },
  },
};

runConsole(process.argv.slice(2), { commands: [...commands, ...fixtureModules(), feedback] }).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${String(err)}\n`);
    process.exit(1);
  },
);
