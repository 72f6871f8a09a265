import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** German: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'Nur der Moderator, der diese Vorschau angefordert hat, kann sie bestätigen oder abbrechen.',
  inFlight: 'Das wird bereits gesendet; die Vorschau zeigt gleich das Ergebnis.',
  typed: {
    usd: 'Weil der Wert über dem Limit dieses Servers ({{limit}}) liegt, musst du nach **{{button}}** zusätzlich {{typed}} eintippen.',
    unknown: 'Weil der Dollarwert unbekannt ist, musst du nach **{{button}}** zusätzlich {{typed}} eintippen.',
    role: 'Weil dabei eine Rolle vergeben wird, musst du nach **{{button}}** zusätzlich {{typed}} eintippen.',
    self: 'Weil du an dich selbst sendest, musst du nach **{{button}}** zusätzlich {{typed}} eintippen.',
    unknownLimit:
      'Weil kein Dollarkurs bekannt ist, lässt sich der Betrag nicht am Limit dieses Servers ({{limit}}) messen; daher musst du nach **{{button}}** zusätzlich {{typed}} eintippen.',
    points: 'Weil das über dem Limit dieses Servers ({{limit}}) liegt, musst du nach **{{button}}** zusätzlich {{typed}} eintippen.',
  },
  confirm: {
    typedRequired: 'Drücke **Bestätigen** und tippe {{typed}} ein, um zu bestätigen.',
    mismatch:
      'Das stimmt nicht überein; es wurde nichts gesendet. Um zu bestätigen, drücke **Bestätigen** und tippe die Menge {{typed}} so ein, wie die Vorschau sie zeigt.',
    mismatchWord:
      'Das stimmt nicht überein; es wurde nichts gesendet. Um zu bestätigen, drücke **Bestätigen** und tippe genau {{typed}} ein, in Großbuchstaben.',
    modalTitle: 'Zur Bestätigung eintippen',
    modalLabel: 'Eingabe laut Vorschau (Menge oder Wort)',
    modalLabelWord: 'Tippe genau {{typed}} ein',
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: 'SENDEN', BURN: 'VERBRENNEN', ROLE: 'ROLLE' },
  scheduled: {
    preview:
      '🕒 Wird am {{when}} gesendet ({{relative}}). Mit **Bestätigen** wird es eingeplant; kurz vor dem Senden wird alles erneut geprüft.',
    confirmed:
      '🕒 Geplant als {{id}}: wird am {{when}} gesendet ({{relative}}), nach denselben Prüfungen wie jetzt. **Abbrechen** stoppt es bis dahin; `{{/schedule list}}` zeigt es.',
    cancel: 'Abbrechen',
    missed:
      'verpasst: Der Vorgang war am {{when}} fällig, als der Bot offline war; das ist mehr als {{minutes}} her, daher wurde nichts nachträglich gesendet',
    notice: '🕒 {{member}}, dein geplanter Vorgang {{id}} (fällig am {{when}}):',
    full_one:
      'Auf diesem Server wartet schon {{n}} geplanter Vorgang, mehr ist nicht erlaubt; es wurde nichts geplant. Brich ihn mit `{{/schedule remove}}` ab, oder ein Administrator hebt die Grenze mit `{{/setup max-scheduled:}}` an.',
    full_other:
      'Auf diesem Server warten schon {{n}} geplante Vorgänge, mehr sind nicht erlaubt; es wurde nichts geplant. Brich einen mit `{{/schedule remove}}` ab, oder ein Administrator hebt die Grenze mit `{{/setup max-scheduled:}}` an.',
    refusedLeft:
      'Der Moderator, der den Vorgang geplant hat, ist nicht mehr Mitglied dieses Servers, daher wurde der Vorgang nicht gesendet',
    refusedNotModerator: 'Der Moderator, der den Vorgang geplant hat, ist hier kein Moderator mehr, daher wurde der Vorgang nicht gesendet',
    refusedKeyChanged:
      'Der Community-API-Schlüssel des Servers wurde ersetzt, nachdem der Vorgang geplant worden war, daher wurde der Vorgang nicht gesendet; plane ihn neu, wenn er mit dem neuen Schlüssel gesendet werden soll',
    refusedRepeat:
      'als Wiederholung zurückgehalten: Nachdem dieser Vorgang geplant worden war, wurde ein identischer Vorgang ({{id}}) von {{member}} am {{when}} gesendet; plane diesen Vorgang neu, wenn beide gesendet werden sollen',
  },
  when: {
    form: '„{{typed}}“ ist keine gültige Zeitangabe. Nutze 18:00, morgen 9:00, mo 18:00 oder 2026-12-01 18:00, in der Zeitzone des Servers ({{zone}}).',
    past: '„{{typed}}“ liegt in der Zeitzone des Servers ({{zone}}) schon in der Vergangenheit. Gib eine Zeit an, die noch kommt.',
    far: '„{{typed}}“ liegt mehr als 30 Tage in der Zukunft; geplant werden kann höchstens 30 Tage im Voraus.',
    both: 'Gib entweder {{:at}} oder {{:in}} an, nicht beides.',
  },
};
