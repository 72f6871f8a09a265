import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** Brazilian Portuguese: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'Só o moderador que pediu esta prévia pode confirmá-la ou cancelá-la.',
  inFlight: 'Isso já está sendo enviado; a prévia vai mostrar o resultado em instantes.',
  typed: {
    usd: 'Como isso vale mais de {{limit}} (o limite deste servidor), **{{button}}** vai pedir em seguida que você digite {{typed}}.',
    unknown: 'Como o preço em dólares é desconhecido, **{{button}}** vai pedir em seguida que você digite {{typed}}.',
    role: 'Como esta operação distribui um cargo, **{{button}}** vai pedir em seguida que você digite {{typed}}.',
    self: 'Como isso vai para você mesmo, **{{button}}** vai pedir em seguida que você digite {{typed}}.',
    unknownLimit:
      'Como o preço em dólares é desconhecido, a quantia não pode ser comparada com o limite deste servidor de {{limit}}, então **{{button}}** vai pedir em seguida que você digite {{typed}}.',
    points:
      'Como isso movimenta mais que o limite deste servidor ({{limit}}), **{{button}}** vai pedir em seguida que você digite {{typed}}.',
  },
  confirm: {
    typedRequired: 'Clique em **Confirmar** e digite {{typed}} para confirmar.',
    mismatch: 'Não confere; nada foi enviado. Para confirmar, clique em **Confirmar** e digite a quantia {{typed}} como a prévia mostra.',
    mismatchWord: 'Não confere; nada foi enviado. Para confirmar, clique em **Confirmar** e digite exatamente {{typed}}, em maiúsculas.',
    modalTitle: 'Digite para confirmar',
    modalLabel: 'O que a prévia pede (quantia ou palavra)',
    modalLabelWord: 'Digite exatamente {{typed}}',
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: 'ENVIAR', BURN: 'QUEIMAR', ROLE: 'CARGO' },
  scheduled: {
    preview:
      '🕒 Será enviado em {{when}} ({{relative}}). Ao clicar em **Confirmar**, o envio é agendado; tudo é verificado de novo logo antes do envio.',
    confirmed:
      '🕒 Agendado como {{id}}: será enviado em {{when}} ({{relative}}), depois das mesmas verificações. Até lá, **Cancelar** interrompe o envio; `{{/schedule list}}` mostra as operações agendadas.',
    cancel: 'Cancelar',
    missed: 'perdida: estava prevista para {{when}}, mas o bot estava fora do ar; como o atraso passou de {{minutes}}, ela não foi enviada',
    notice: '🕒 {{member}}, sua operação agendada {{id}} (prevista para {{when}}):',
    full_one:
      'Este servidor já tem {{n}} operação aguardando o horário marcado, o máximo permitido; nada foi agendado. Cancele uma com `{{/schedule remove}}`, ou um administrador pode aumentar o limite com `{{/setup max-scheduled:}}`.',
    full_other:
      'Este servidor já tem {{n}} operações aguardando o horário marcado, o máximo permitido; nada foi agendado. Cancele uma com `{{/schedule remove}}`, ou um administrador pode aumentar o limite com `{{/setup max-scheduled:}}`.',
    refusedLeft: 'o moderador que a agendou não é mais membro deste servidor, então ela não foi enviada',
    refusedNotModerator: 'o moderador que a agendou não é mais moderador aqui, então ela não foi enviada',
    refusedKeyChanged:
      'a chave da Community API do servidor foi trocada depois do agendamento, então ela não foi enviada; agende de novo se ela ainda precisar ser enviada (com a nova chave)',
    refusedRepeat:
      'retida como possível duplicata: uma operação idêntica ({{id}}) de {{member}} foi enviada em {{when}}, depois que esta foi agendada; agende de novo se as duas precisarem ser enviadas',
  },
  when: {
    form: '“{{typed}}” não é um horário que o bot consiga ler. Use 18:00, amanhã 9:00, seg 18:00 ou 2026-12-01 18:00, no fuso horário do servidor ({{zone}}).',
    past: '“{{typed}}” já passou no fuso horário do servidor ({{zone}}). Informe um horário no futuro.',
    far: '“{{typed}}” está a mais de 30 dias daqui; só é possível agendar com até 30 dias de antecedência.',
    both: 'Informe {{:at}} ou {{:in}}, não as duas opções.',
  },
};
