import { describe, expect, it } from 'vitest';
import { ENGLISH, EVERY_READER } from '../src/i18n/reader.js';
import { typedMatches } from '../src/features/writes/threshold.js';
import { TYPED_WORDS, typedShown, wordShown } from '../src/features/writes/confirm-view.js';

/**
 * Every confirmation word a write may ask for (SEND, BURN and ROLE for a role prize) is
 * shown in the reader's language, as a word a moderator of that language would type, and that
 * word (or the English one) is what confirms.
 */

describe('the typed confirmation words, in every language', () => {
  it('each word has its own text in each language: translated, in capitals where the script has them, distinct', () => {
    for (const s of EVERY_READER) {
      const shown = TYPED_WORDS.map((w) => wordShown(w, s));
      expect(new Set(shown).size, s.language).toBe(TYPED_WORDS.length);
      for (const [i, w] of TYPED_WORDS.entries()) {
        const word = shown[i]!;
        expect(word, `${s.language} ${w}`).toBe(s.t(`writes.word.${w}`));
        expect(word, `${s.language} ${w}`).toBe(word.toLocaleUpperCase(s.locale));
        expect(word, `${s.language} ${w}`).not.toMatch(/\s/);
        if (s.language !== ENGLISH.language) expect(word, `${s.language} ${w}: not translated`).not.toBe(w);
        // What the preview, the refusal and the form's label name is that word.
        expect(typedShown(w, s)).toBe(word);
      }
    }
  });

  it('ROLE reads as each language writes a role', () => {
    const role = Object.fromEntries(EVERY_READER.map((s) => [s.language, wordShown('ROLE', s)]));
    expect(role).toEqual({ en: 'ROLE', de: 'ROLLE', es: 'ROL', fr: 'RÔLE', 'pt-BR': 'CARGO', ru: 'РОЛЬ', ja: 'ロール' });
  });

  it('a shown word confirms without its accents, in its case only (DETRUIRE for DÉTRUIRE, not detruire)', () => {
    const fr = EVERY_READER.find((s) => s.language === 'fr')!;
    const role = wordShown('ROLE', fr);
    expect(role).toBe('RÔLE');
    expect(typedMatches('ROLE', 'RÔLE', fr.locale, role)).toBe(true);
    expect(typedMatches('ROLE', 'ROLE', fr.locale, role)).toBe(true);
    expect(typedMatches('ROLE', 'role', fr.locale, role)).toBe(false);
    expect(typedMatches('ROLE', 'RÒLE', fr.locale, role)).toBe(true);
  });

  it('the shown word confirms, and the English one; another case or another word does not', () => {
    for (const s of EVERY_READER) {
      for (const w of TYPED_WORDS) {
        const shown = wordShown(w, s);
        expect(typedMatches(w, ` ${shown} `, s.locale, shown), `${s.language} ${shown}`).toBe(true);
        expect(typedMatches(w, w, s.locale, shown)).toBe(true);
        if (shown.toLocaleLowerCase(s.locale) !== shown)
          expect(typedMatches(w, shown.toLocaleLowerCase(s.locale), s.locale, shown)).toBe(false);
        for (const other of TYPED_WORDS.filter((o) => o !== w)) expect(typedMatches(w, wordShown(other, s), s.locale, shown)).toBe(false);
      }
    }
  });
});
