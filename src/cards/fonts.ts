import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The card's fonts come from npm packages, so a card looks the same on every machine with no
 * system fonts installed:
 * - DejaVu Sans (dejavu-fonts-ttf; Bitstream Vera license with DejaVu changes in the public
 *   domain: free to use and bundle): Latin, Cyrillic, Greek, and much else.
 * - Noto Emoji (@fontsource/noto-emoji; SIL OFL 1.1): the monochrome emoji fallback, in the
 *   per-range files fontsource publishes; Skia falls back to it glyph by glyph.
 * - Sawarabi Gothic (@fontsource/sawarabi-gothic; SIL OFL 1.1): kana and kanji, which DejaVu
 *   lacks (Japanese cards, and Japanese names on any card). One weight: bold Japanese text is
 *   drawn in the regular weight.
 */
export const CARD_FONT = 'CardSans';
export const EMOJI_FONT = 'CardEmoji';
export const JAPANESE_FONT = 'CardJapanese';
/** Use as the font family list: text first, emoji, then Japanese, each where those before have no glyph. */
export const FAMILY = `${CARD_FONT}, ${EMOJI_FONT}, ${JAPANESE_FONT}`;

let registered = false;

export function registerCardFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    if (!GlobalFonts.registerFromPath(join(dejavu, file), CARD_FONT)) throw new Error(`card font ${file} did not load`);
  }
  const emoji = join(dirname(require.resolve('@fontsource/noto-emoji/LICENSE')), 'files');
  const files = readdirSync(emoji).filter((f) => /-400-normal\.woff2$/.test(f));
  if (files.length === 0) throw new Error('no Noto Emoji files found');
  for (const file of files) GlobalFonts.registerFromPath(join(emoji, file), EMOJI_FONT);
  const japanese = join(
    dirname(require.resolve('@fontsource/sawarabi-gothic/LICENSE')),
    'files',
    'sawarabi-gothic-japanese-400-normal.woff2',
  );
  if (!GlobalFonts.registerFromPath(japanese, JAPANESE_FONT)) throw new Error('card font Sawarabi Gothic did not load');
  registered = true;
}
