import { ApplicationCommandOptionType as T, ComponentType, InteractionContextType, TextInputStyle } from 'discord.js';
import { commands } from '../commands/index.js';
import { command, component } from '../src/command/contract.js';
import { main } from '../src/console/run.js';
import { componentIds, field } from '../src/discord/component-id.js';
import { escape } from '../src/discord/limits.js';
import { slash } from '../src/discord/slash.js';
import { fixtureModules } from './fixtures/modules.js';

/**
 * The console with test modules added (no real command opens a modal): `/feedback` answers
 * with a two-field form, and the probe modules add a pager whose button opens one.
 */
const FEEDBACK_FORM = componentIds('feedback', ['send'], { topic: field.optional(field.text((t) => t.length <= 60)) });

const feedback = command({
  name: 'feedback',
  definition: slash({
    name: 'feedback',
    description: 'Send feedback through a form',
    contexts: [InteractionContextType.Guild],
    options: [{ type: T.String, name: 'topic', description: 'What about' }],
  }),
  access: 'member',
  private: true,
  modal: ({ options }) => ({
    custom_id: FEEDBACK_FORM.id('send', { topic: options.topic || undefined })!,
    title: 'Feedback',
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.TextInput, custom_id: 'subject', label: 'Subject', style: TextInputStyle.Short, max_length: 20 },
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.TextInput, custom_id: 'details', label: 'Details', style: TextInputStyle.Paragraph, required: false },
        ],
      },
    ],
  }),
  async execute() {
    return { content: 'not reached: the form answers' };
  },
  modals: [
    component({
      ids: FEEDBACK_FORM,
      reply: 'private',
      async handle({ fields }, { topic }) {
        return {
          content: `Thanks for the feedback on ${escape(topic || 'anything')}: ${escape(fields.subject ?? '')} / ${escape(fields.details || '(no details)')}`,
        };
      },
    }),
  ],
});

/** `/apikey`: a one-field form for a secret, answered with its last four characters only. */
const APIKEY_FORM = componentIds('apikey', ['save'], {});

const apikey = command({
  name: 'apikey',
  definition: slash({ name: 'apikey', description: 'Enter an API key in a form', contexts: [InteractionContextType.Guild], options: [] }),
  access: 'member',
  private: true,
  modal: () => ({
    custom_id: APIKEY_FORM.id('save', {})!,
    title: 'API key',
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.TextInput, custom_id: 'key', label: 'Key', style: TextInputStyle.Short, min_length: 36, max_length: 36 },
        ],
      },
    ],
  }),
  async execute() {
    return { content: 'not reached: the form answers' };
  },
  modals: [
    component({
      ids: APIKEY_FORM,
      reply: 'private',
      async handle({ fields }) {
        return { content: `Key ending in ${escape((fields.key ?? '').slice(-4))} saved` };
      },
    }),
  ],
});

// As `npm run console` runs (src/console/main.ts): exits once its output is written (the job
// engine opened the embedded database, which keeps a timer of its own while the process lives).
main(process.argv.slice(2), { commands: [...commands, ...fixtureModules(), feedback, apikey] });
