import { registerSecret } from '../log.js';
import type { ConsoleInput } from './input.js';
import type { ConsoleOutput } from './output.js';
import { fieldPrompt, renderModal, type ModalField } from './render.js';
import type { Session } from './session.js';

/**
 * A form (modal) the bot opened, answered from the next input lines, one per text field:
 * Enter keeps a pre-filled value or leaves an optional field empty, "cancel" closes the form.
 * A field may hold a secret (an API key), so its value is never shown: a terminal shows •
 * for each character, refusals name the field and the bound, not what was typed, history
 * does not keep it, and the log scrubs it.
 */

/** Why a field's answer cannot be sent (Discord's form would not submit), or undefined. */
export function fieldProblem(field: ModalField, value: string): string | undefined {
  if (field.required && value.trim() === '') return `${field.label} is required`;
  if (field.minLength !== undefined && value.length < field.minLength)
    return `${field.label} must be at least ${field.minLength} characters`;
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return `${field.label} must be at most ${field.maxLength} characters`;
  return undefined;
}

/**
 * Answers every form the bot opens until none is pending (a form's answer may open another).
 * Returns false when input ended or a stop was requested while a form was open (nothing sent).
 */
export async function answerForms(
  session: Session,
  input: ConsoleInput,
  output: ConsoleOutput,
  options: { json: boolean; interactive: boolean },
): Promise<boolean> {
  for (;;) {
    const pending = session.pendingModal;
    if (!pending) return true;
    if (!options.json) output.say(renderModal(pending.modal));
    const fields: Record<string, string> = {};
    for (const field of session.modalFields()) {
      const value = await answerField(field, input, output, options.interactive);
      if (value === 'ended') return false;
      if (value === 'cancel' || value === 'refused') {
        session.pendingModal = undefined;
        if (value === 'cancel' && !options.json) output.say('(form closed without sending)');
        return true;
      }
      fields[field.customId] = value.text;
    }
    output.show(await session.submitModal(fields));
  }
}

async function answerField(
  field: ModalField,
  input: ConsoleInput,
  output: ConsoleOutput,
  interactive: boolean,
): Promise<{ text: string } | 'cancel' | 'refused' | 'ended'> {
  for (;;) {
    const answer = await input.masked(fieldPrompt(field));
    if (answer === undefined) return 'ended';
    if (answer.trim().toLowerCase() === 'cancel') return 'cancel';
    const text = answer === '' && field.value !== undefined ? field.value : answer;
    registerSecret(text);
    const problem = fieldProblem(field, text);
    if (!problem) return { text };
    // Discord's form does not submit until the field is right; a script cannot retry.
    if (!interactive) {
      output.show({ ok: false, error: `${problem}; form not sent` });
      return 'refused';
    }
    output.say(`✖ ${problem}`);
  }
}
