/**
 * Whether a text renders as nothing: only whitespace, format characters (zero-width space and
 * joiners, bidi marks, soft hyphen, BOM), controls, combining marks with nothing to combine
 * with (so also variation selectors), or the characters fonts draw blank (Hangul fillers,
 * the blank Braille pattern). Such a text counts as empty wherever text is asked for: "\u200B"
 * is as blank as "   ".
 */

const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export function rendersAsNothing(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}
