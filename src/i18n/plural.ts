/**
 * A text that depends on a number: one form per CLDR plural category the language uses
 * (`new Intl.PluralRules(language).select(n)`); `other` is always there and is the fallback.
 * The key `other` is kept for plurals: no plain group of texts uses it.
 */
export type Plural = {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
};

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Marks a group of texts as the forms of one plural, so its type lets each language give its own forms. */
export const plural = (forms: Plural): Plural => forms;

export function isPluralNode(node: object): boolean {
  const keys = Object.keys(node);
  return keys.includes('other') && keys.every((k) => (PLURAL_CATEGORIES as readonly string[]).includes(k));
}

/**
 * The forms a language needs: the categories whole numbers 0 to 1000 fall in (French and
 * Spanish `many` only serves millions written out, where `other` reads fine).
 */
export function neededForms(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  const seen = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) seen.add(rules.select(n));
  return PLURAL_CATEGORIES.filter((c) => seen.has(c));
}
