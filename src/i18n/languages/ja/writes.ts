import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** Japanese: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'このプレビューを確定またはキャンセルできるのは、リクエストしたモデレーターだけです。',
  inFlight: 'すでに送信中です。まもなくプレビューに結果が表示されます。',
  typed: {
    usd: 'このサーバーの上限額（{{limit}}）を超えるため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    unknown: '米ドル換算の価値が不明なため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    role: 'ロールを付与するため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    self: 'あなた自身宛てのため、「{{button}}」を押すと {{typed}} の入力を求められます。',
    unknownLimit:
      '米ドル価格が分からず価値が不明なため、このサーバーの上限額（{{limit}}）と比べられません。そのため「{{button}}」を押すと {{typed}} の入力を求められます。',
    points: 'このサーバーの上限（{{limit}}）を超えるため、「{{button}}」を押すと {{typed}} の入力を求められます。',
  },
  confirm: {
    typedRequired: '「確定」を押して {{typed}} と入力してください。',
    mismatch:
      '一致しません。何も送信していません。確定するには、「確定」を押して、プレビューに表示されたとおりに数量 {{typed}} を入力してください。',
    mismatchWord: '一致しません。何も送信していません。確定するには、「確定」を押して {{typed}} と正確に入力してください。',
    modalTitle: '入力による確定',
    modalLabel: 'プレビューの指示どおり入力（数量または単語）',
    modalLabelWord: '{{typed}} を正確に入力',
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: '送付', BURN: 'バーン', ROLE: 'ロール' },
  scheduled: {
    preview: '🕒 {{when}}（{{relative}}）に送信予定です。「確定」を押すと予約され、送信の直前にもう一度チェックされます。',
    confirmed:
      '🕒 {{id}} として予約しました：{{when}}（{{relative}}）に、同じチェックをもう一度してから送信します。それまでは「キャンセル」で止められます。`{{/schedule list}}` で確認できます。',
    cancel: 'キャンセル',
    missed: '見送り：予定は {{when}} でしたが、その時刻にボットが停止しており、予定から{{minutes}}を超えて遅れたため送信しませんでした。',
    notice: '🕒 {{member}} さん、予約操作 {{id}}（予定 {{when}}）：',
    full_other:
      'このサーバーではすでに{{n}}件の操作が予約時刻を待っており、これが上限です。何も予約していません。`{{/schedule remove}}` で予約操作をキャンセルするか、管理者に `{{/setup max-scheduled:}}` で上限を上げてもらってください。',
    refusedLeft: '予約したモデレーターがもうこのサーバーのメンバーではないため、送信しませんでした',
    refusedNotModerator: '予約したモデレーターがもうここのモデレーターではないため、送信しませんでした',
    refusedKeyChanged:
      '予約後にサーバーの Community API キーが変更されたため、送信しませんでした。新しいキーで送信する場合は、もう一度予約してください。',
    refusedRepeat:
      '重複のため見送り：これを予約した後、{{member}} による同じ操作（{{id}}）が {{when}} に送信されました。両方送るなら、もう一度予約してください。',
  },
  when: {
    form: '「{{typed}}」は読み取れる時刻ではありません。サーバーのタイムゾーン（{{zone}}）で 18:00、明日 9:00、月曜 18:00、2026-12-01 18:00 のように指定してください。',
    past: '「{{typed}}」はサーバーのタイムゾーン（{{zone}}）ですでに過ぎています。現在より後の時刻を指定してください。',
    far: '「{{typed}}」は30日より先です。予約できるのは30日先までです。',
    both: '{{:at}}と{{:in}}のどちらか一方だけを指定してください。',
  },
};
