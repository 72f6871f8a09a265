import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { FAMILY, registerCardFonts } from './fonts.js';
import { cardTitle, cleanName, fitWidth } from './text.js';

/**
 * Card pictures: typed, already formatted and translated text in, a canvas out (encoding is
 * the renderer's job, off the event loop). Every free text is cleaned (text.ts), fitted to its
 * cell by measuring, and drawn inside a clip, so no name can move or cover anything else.
 */

export interface BoardCardRow {
  /** 1-based place on the board. */
  rank: number;
  /** The place as the viewer reads numbers, e.g. "#1,191" (the message beside it writes 1,191). */
  place: string;
  /** What to show for the member: a name, or the id when no name is known. */
  name: string;
  /** The balance, formatted for the viewer's locale. */
  balance: string;
}

export interface BoardCard {
  kind: 'board';
  system: { name: string; emoji: string };
  /** e.g. "⚡ Sparks leaderboard", in the reader's language. */
  title: string;
  /** Shown when the board has no rows, e.g. "Nobody holds ⚡ Sparks yet.". */
  empty: string;
  /** Medals for the first three only when the board is highest first. */
  medals: boolean;
  rows: BoardCardRow[];
  /** e.g. "Page 1 of 120 · 1,200 holders · highest first". */
  footer: string;
  /** The row to highlight (the viewer's own), by rank. */
  highlight?: number;
}

export interface RankCard {
  kind: 'rank';
  system: { name: string; emoji: string };
  name: string;
  /** e.g. "#42"; "—" when the member holds none. */
  rank: string;
  /** e.g. "of 1,200 holders · top 3.5%". */
  detail: string;
  /** With its unit, e.g. "1,234 ⚡ Sparks". */
  balance: string;
}

export type Card = BoardCard | RankCard;

export const CARD_WIDTH = 800;
const PAD = 28;
const HEADER = 84;
const ROW = 46;
const FOOTER = 56;
const RANK_CARD_HEIGHT = 240;
/** Longest board a card draws: a page of the leaderboard is 10 rows. */
export const MAX_CARD_ROWS = 25;

const COLORS = {
  background: '#1e1f22',
  band: '#2b2d31',
  highlight: '#3c3a26',
  text: '#f2f3f5',
  muted: '#b5bac1',
  accent: '#f1c40f',
};
/**
 * Gold, silver and bronze for the first three places, drawn as discs: the emoji font the card
 * bundles (Noto Emoji) is monochrome, so 🥇🥈🥉 would all come out the same grey.
 */
export const MEDAL_COLORS = ['#f5c518', '#c4ccd4', '#cd7f32'] as const;
const MEDAL_RADIUS = 11;
/** Where a row's medal disc is drawn, for the tests that look at it. */
export const medalCenter = (row: number) => ({ x: PAD + MEDAL_RADIUS, y: HEADER + row * ROW + ROW / 2 });

/** Width × height of a card, known before drawing (tests and the cache rely on it). */
export function cardSize(card: Card): { width: number; height: number } {
  if (card.kind === 'rank') return { width: CARD_WIDTH, height: RANK_CARD_HEIGHT };
  const rows = Math.max(1, Math.min(card.rows.length, MAX_CARD_ROWS));
  return { width: CARD_WIDTH, height: HEADER + rows * ROW + FOOTER };
}

export function drawCard(card: Card) {
  registerCardFonts();
  const { width, height } = cardSize(card);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = COLORS.background;
  g.fillRect(0, 0, width, height);
  if (card.kind === 'board') drawBoard(g, card, height);
  else drawRank(g, card);
  return canvas;
}

function drawBoard(g: SKRSContext2D, card: BoardCard, height: number): void {
  text(g, cleanName(card.title), {
    x: PAD,
    y: 52,
    maxWidth: CARD_WIDTH - 2 * PAD,
    font: `bold 30px ${FAMILY}`,
    color: COLORS.accent,
    box: [0, 0, CARD_WIDTH, HEADER],
  });
  const rows = card.rows.slice(0, MAX_CARD_ROWS);
  if (rows.length === 0) {
    text(g, cleanName(card.empty), {
      x: PAD,
      y: HEADER + 30,
      maxWidth: CARD_WIDTH - 2 * PAD,
      font: `22px ${FAMILY}`,
      color: COLORS.muted,
      box: [0, HEADER, CARD_WIDTH, ROW],
    });
  }
  const rankWidth = 110;
  for (const [i, row] of rows.entries()) {
    const top = HEADER + i * ROW;
    if (row.rank === card.highlight) g.fillStyle = COLORS.highlight;
    else g.fillStyle = i % 2 ? COLORS.background : COLORS.band;
    g.fillRect(0, top, CARD_WIDTH, ROW);
    const baseline = top + 31;
    const medal = card.medals ? MEDAL_COLORS[row.rank - 1] : undefined;
    if (medal) {
      const c = medalCenter(i);
      g.fillStyle = medal;
      g.beginPath();
      g.arc(c.x, c.y, MEDAL_RADIUS, 0, 2 * Math.PI);
      g.fill();
    }
    const placeX = medal ? PAD + 2 * MEDAL_RADIUS + 6 : PAD;
    text(g, row.place, {
      x: placeX,
      y: baseline,
      maxWidth: PAD + rankWidth - 8 - placeX,
      font: `bold 22px ${FAMILY}`,
      color: COLORS.text,
      box: [0, top, PAD + rankWidth, ROW],
    });
    g.font = `bold 22px ${FAMILY}`;
    const balance = fitWidth(row.balance, 260, (s) => g.measureText(s).width);
    const balanceWidth = g.measureText(balance).width;
    const balanceX = CARD_WIDTH - PAD - balanceWidth;
    text(g, balance, {
      x: balanceX,
      y: baseline,
      maxWidth: balanceWidth + 1,
      font: `bold 22px ${FAMILY}`,
      color: COLORS.accent,
      box: [balanceX - 4, top, CARD_WIDTH - balanceX + 4, ROW],
    });
    const nameX = PAD + rankWidth;
    const nameWidth = balanceX - 24 - nameX;
    text(g, cleanName(row.name), {
      x: nameX,
      y: baseline,
      maxWidth: nameWidth,
      font: `22px ${FAMILY}`,
      color: COLORS.text,
      box: [nameX, top, nameWidth, ROW],
    });
  }
  const footerTop = height - FOOTER;
  text(g, card.footer, {
    x: PAD,
    y: footerTop + 34,
    maxWidth: CARD_WIDTH - 2 * PAD,
    font: `18px ${FAMILY}`,
    color: COLORS.muted,
    box: [0, footerTop, CARD_WIDTH, FOOTER],
  });
}

function drawRank(g: SKRSContext2D, card: RankCard): void {
  text(g, cardTitle(card.system), {
    x: PAD,
    y: 46,
    maxWidth: CARD_WIDTH - 2 * PAD,
    font: `bold 24px ${FAMILY}`,
    color: COLORS.accent,
    box: [0, 0, CARD_WIDTH, 64],
  });
  text(g, cleanName(card.name), {
    x: PAD,
    y: 100,
    maxWidth: CARD_WIDTH - 2 * PAD,
    font: `bold 30px ${FAMILY}`,
    color: COLORS.text,
    box: [0, 64, CARD_WIDTH, 52],
  });
  text(g, card.rank, { x: PAD, y: 176, maxWidth: 300, font: `bold 56px ${FAMILY}`, color: COLORS.accent, box: [0, 116, 340, 80] });
  g.font = `bold 56px ${FAMILY}`;
  const rankWidth = Math.min(300, g.measureText(fitWidth(card.rank, 300, (s) => g.measureText(s).width)).width);
  const detailX = PAD + rankWidth + 20;
  text(g, card.detail, {
    x: detailX,
    y: 172,
    maxWidth: CARD_WIDTH - PAD - detailX,
    font: `22px ${FAMILY}`,
    color: COLORS.muted,
    box: [detailX, 116, CARD_WIDTH - detailX, 80],
  });
  text(g, card.balance, {
    x: PAD,
    y: 222,
    maxWidth: CARD_WIDTH - 2 * PAD,
    font: `22px ${FAMILY}`,
    color: COLORS.text,
    box: [0, 196, CARD_WIDTH, 44],
  });
}

/** One line of text fitted to `maxWidth` and clipped to its box: nothing drawn leaves the box. */
function text(
  g: SKRSContext2D,
  value: string,
  o: { x: number; y: number; maxWidth: number; font: string; color: string; box: [number, number, number, number] },
): void {
  g.save();
  g.beginPath();
  g.rect(...o.box);
  g.clip();
  g.font = o.font;
  g.fillStyle = o.color;
  g.textBaseline = 'alphabetic';
  g.direction = 'ltr';
  g.fillText(
    fitWidth(value, Math.max(0, o.maxWidth), (s) => g.measureText(s).width),
    o.x,
    o.y,
  );
  g.restore();
}
