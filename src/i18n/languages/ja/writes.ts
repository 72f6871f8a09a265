import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** Japanese: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'このプレビューを確定またはキャンセルできるのは、リクエストしたモデレーターだけです。',
  inFlight: 'すでに送信中です。まもなくプレビューに結果が表示されます。',
  typed: {
    usd: 'このサーバーの上限額（{{limit}}）を超えるため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    unknown: 'ドル換算の価値が不明なため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    role: 'ロールを配るため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    self: 'あなた自身に価値を移すため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    unknownLimit: "価値が不明（ドル価格が分からない）ため、このサーバーの上限額（{{limit}}）と比べられません。そのため「{{button}}」を押すと {{typed}} の入力を求められます。",
    points: 'このサーバーのポイント上限（{{limit}} ポイント）を超えるため、「{{button}}」を押すと {{typed}} の入力を求められます。',
  },
  confirm: {
    typedRequired: '「確定」を押して {{typed}} と入力してください。',
    mismatch: "一致しません。何も送信されていません。確定するには、「確定」を押して、プレビューに表示されたとおりに数量 {{typed}} を入力してください。",
    mismatchWord: "一致しません。何も送信されていません。確定するには、「確定」を押して {{typed}} を大文字で正確に入力してください。",
    modalTitle: '入力して確定',
    modalLabel: 'プレビューの指示どおり入力（数量または単語）',
    modalLabelWord: "{{typed}} を正確に入力",
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: '送付', BURN: '焼却' },
};
