/**
 * One concept, one word, per language (each language's `glossary.ts`, listed in locales.ts): the word every text of the language uses for it (replies,
 * command and option names, descriptions, choices), and the other words a translator might reach
 * for, which none may use. test/i18n.glossary.test.ts checks every text against it (code spans and
 * placeholders aside): the chosen word is in use, no alternative is. The concepts are the ones a
 * member meets in many messages: when two words name one thing, a reader takes them for two.
 */
export interface Term {
  /** The concept, in English. */
  concept: string;
  /** The language's word for it (a pattern of its forms), found in at least one text. */
  word: RegExp;
  /** Words for the same concept that no text of the language may use. */
  not: readonly RegExp[];
}
