import { optionName } from '../i18n/index.js';
import type { Reader } from '../i18n/reader.js';

/**
 * The one shape of a refusal that concerns an option: the option as the reader's Discord shows
 * it, the language's colon (`errors.option.line`), then what is wrong with the value and what to
 * type (`` `in`: must be between 1 minute and 30 days (43,200 minutes) ``, `` `um`: für jeden Tag
 * eine Uhrzeit angeben, z. B. `18:00`. ``). Every refusal that names an option goes through it (the
 * router's InputError, a handler's UserError with its field, the API client's own checks), so the
 * texts never name the option themselves at their start. `message` is the text after the name,
 * already escaped where it needs to be (`escapeAfterText` for what the user typed).
 */
export function optionErrorLine(s: Reader, field: string, message: string): string {
  return s.t('errors.option.line', { option: `\`${optionName(s, field).replace(/`/g, "'")}\``, message });
}
