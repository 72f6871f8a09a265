import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** Russian: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'Подтвердить или отменить этот предпросмотр может только модератор, который его запросил.',
  inFlight: 'Это уже отправляется; предпросмотр скоро покажет результат.',
  typed: {
    usd: 'Так как это стоит больше лимита этого сервера ({{limit}}), после нажатия «{{button}}» нужно будет ввести {{typed}}.',
    unknown: 'Так как стоимость в долларах неизвестна, после нажатия «{{button}}» нужно будет ввести {{typed}}.',
    unknownLimit: "Так как стоимость неизвестна (цена в долларах не известна), её нельзя сравнить с лимитом этого сервера ({{limit}}), поэтому после нажатия «{{button}}» нужно будет ввести {{typed}}.",
    points: 'Так как это больше лимита этого сервера в баллах ({{limit}}), после нажатия «{{button}}» нужно будет ввести {{typed}}.',
  },
  confirm: {
    typedRequired: 'Нажмите «Подтвердить» и введите {{typed}}, чтобы подтвердить.',
    mismatch: "Не совпадает; ничего не отправлено. Чтобы подтвердить, нажмите «Подтвердить» и введите сумму {{typed}} так, как она показана в предпросмотре.",
    mismatchWord: "Не совпадает; ничего не отправлено. Чтобы подтвердить, нажмите «Подтвердить» и введите точно {{typed}}, заглавными буквами.",
    modalTitle: 'Введите для подтверждения',
    modalLabel: 'Введите число или слово из предпросмотра',
    modalLabelWord: "Введите точно {{typed}}",
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: 'ОТПРАВИТЬ', BURN: 'СЖЕЧЬ' },
};
