import type { Translation } from '../../shape.js';
import type { schedule as en } from '../en/schedule.js';

export const schedule: Translation<typeof en> = {
  every: {
    hour: 'stündlich um xx:{{minute}}',
    day: 'jeden Tag um {{time}}',
    weekday: {
      mon: 'jeden Montag um {{time}}',
      tue: 'jeden Dienstag um {{time}}',
      wed: 'jeden Mittwoch um {{time}}',
      thu: 'jeden Donnerstag um {{time}}',
      fri: 'jeden Freitag um {{time}}',
      sat: 'jeden Samstag um {{time}}',
      sun: 'jeden Sonntag um {{time}}',
    },
    month: 'am {{day}}. jedes Monats um {{time}}',
    monthFirst: 'am 1. jedes Monats um {{time}}',
    withZone: '{{when}} ({{zone}})',
    monthLast: 'am letzten Tag jedes Monats um {{time}}',
  },
  post: {
    updated: '📊 Aktualisiert {{when}} · nächste Aktualisierung am {{next}}',
    next: '📊 Nächste Rangliste am {{next}}',
    final: { week: '🏁 Endstand für {{label}}', month: '🏁 Endstand für {{month}}' },
    finalTitle: { week: 'Endstand für {{label}}', month: 'Endstand für {{month}}' },
  },
  reason: {
    channel: 'Der Bot kann in diesem Kanal nicht posten (er braucht dort „Kanal ansehen“ und „Nachrichten senden“)',
    system: 'Das Punktesystem gibt es nicht mehr',
    key: 'Der Server hat keinen funktionierenden Community-API-Schlüssel (mit {{/setup}} festlegen)',
  },
  list: {
    title: 'Zeitpläne auf diesem Server',
    none: 'Noch keine Zeitpläne. Starte einen mit `{{/schedule leaderboard}}`.',
    board: 'Rangliste von {{system}}',
    next: '▶️ nächster Lauf am {{when}} (Serverzeit: {{server}})',
    paused: '⏸️ pausiert: {{reason}}',
    update: 'aktualisiert dieselbe Nachricht',
    new: 'jedes Mal eine neue Nachricht',
    by: 'erstellt von {{member}} · bisher gepostet: {{n}}',
    missed_one: '{{n}} Lauf verpasst, während der Bot offline war; einmal nachgeholt',
    missed_other: '{{n}} Läufe verpasst, während der Bot offline war; einmal nachgeholt',
    zone: 'Zeiten in der Zeitzone des Servers: {{zone}} ({{/setup}})',
  },
  badAt: {
    hour: 'gib bei „Stündlich“ die Minute an, z. B. `:15`',
    day: 'gib bei „Täglich“ eine Uhrzeit an, z. B. `18:00`',
    week: 'gib bei „Wöchentlich“ einen Wochentag und eine Uhrzeit an, z. B. `mo 18:00`',
    month: 'gib bei „Monatlich“ einen Tag (1–31 oder `letzter`) und eine Uhrzeit an, z. B. `1 09:00` oder `letzter 23:30`',
  },
  hello: '📊 Die Rangliste von {{system}} wird hier gepostet: {{when}}. Eingerichtet von {{member}}.',
  created: 'Zeitplan {{id}}: die Rangliste von {{system}} in {{channel}}, {{when}}. Nächster Lauf: {{next}} (Serverzeit: {{server}}).',
  createdNow:
    'Zeitplan {{id}}: die Rangliste von {{system}} in {{channel}}, jetzt gepostet und {{when}} aktualisiert. Nächste Aktualisierung: {{next}} (Serverzeit: {{server}}).',
  finalWeek: 'Am Ende jeder Woche wird auch der Endstand gepostet.',
  finalMonth: 'Am Ende jedes Monats wird auch der Endstand gepostet.',
  full_one: 'Dieser Server hat schon {{n}} Zeitplan, mehr ist nicht möglich. Entferne ihn zuerst mit `{{/schedule remove}}`.',
  full_other: 'Dieser Server hat schon {{n}} Zeitpläne, mehr sind nicht möglich. Entferne zuerst einen mit `{{/schedule remove}}`.',
  cannotPost:
    'Der Bot kann in {{channel}} nicht posten. Gib ihm dort „Kanal ansehen“ und „Nachrichten senden“ und versuche es noch einmal.',
  removed: 'Zeitplan {{id}} wurde entfernt. Was er gepostet hat, bleibt.',
  resumed: 'Zeitplan {{id}} ist wieder aktiv. Nächster Lauf: {{next}} (Serverzeit: {{server}}).',
  notFound: 'Auf diesem Server gibt es keinen Zeitplan {{id}}: `{{/schedule list}}` zeigt alle Zeitpläne.',
  stopped: 'Zeitplan {{id}} in {{channel}} wurde pausiert: {{reason}}. `{{/schedule resume}}` startet ihn wieder, sobald das behoben ist.',
  writes: {
    title: 'Geplante Vorgänge',
    line: '{{id}} · {{what}} · {{when}} ({{server}}) · von {{member}} · {{state}}',
    state: {
      scheduled: '⏳ wartet',
      created: '✅ gesendet',
      refused: '⛔ nicht gesendet: {{reason}}',
      unknown: '❓ gesendet, Ergebnis unbekannt',
      cancelled: '✖️ abgebrochen',
      sending: '📤 wird gesendet',
    },
    cancelled: 'Der geplante Vorgang {{id}} wurde abgebrochen; es wurde nichts gesendet.',
    tooLate:
      'Der geplante Vorgang {{id}} kann nicht mehr abgebrochen werden: Er wird gerade gesendet oder ist schon erledigt. `{{/schedule list}}` zeigt, was daraus wurde.',
    count_one: '{{n}} wartet · aufgeführt: {{total}} · Seite {{page}} von {{pages}}',
    count_other: '{{n}} warten · aufgeführt: {{total}} · Seite {{page}} von {{pages}}',
  },
};
