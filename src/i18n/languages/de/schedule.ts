import type { schedule as en } from '../en/schedule.js';

export const schedule: typeof en = {
  every: {
    hour: 'jede Stunde um :{{minute}}',
    day: 'jeden Tag um {{time}}',
    week: 'jeden {{weekday}} um {{time}}',
    month: 'am {{day}}. jedes Monats um {{time}}',
    monthLast: 'am letzten Tag jedes Monats um {{time}}',
  },
  period: {
    week: 'Woche {{week}}',
  },
  post: {
    updated: '📊 Aktualisiert {{when}} · nächste Aktualisierung {{next}}',
    next: '📊 Nächste Rangliste {{next}}',
    final: '🏁 Endstand von {{period}}',
    finalTitle: 'Endstand, {{period}}',
  },
  reason: {
    channel: 'der Bot kann in diesem Kanal nicht posten (er braucht dort „Kanal ansehen“ und „Nachrichten senden“)',
    system: 'das Punktesystem gibt es nicht mehr',
    key: 'der Server hat keinen funktionierenden Community-API-Schlüssel (mit /einrichtung festlegen)',
  },
  list: {
    title: 'Zeitpläne auf diesem Server',
    none: 'Noch keine Zeitpläne. Starte einen mit {{command}}.',
    board: 'Rangliste von {{system}}',
    next: '▶️ nächster Lauf {{when}} ({{server}})',
    paused: '⏸️ pausiert: {{reason}}',
    update: 'bearbeitet eine Nachricht',
    new: 'jedes Mal eine neue Nachricht',
    by: 'erstellt von {{member}} · {{n}} gepostet',
    zone: 'Zeiten in der Zeitzone des Servers: {{zone}} (/einrichtung)',
  },
  badAt: {
    hour: 'Für jede Stunde ist `um` die Minute, z. B. `:15`.',
    day: 'Für jeden Tag ist `um` eine Uhrzeit, z. B. `18:00`.',
    week: 'Für jede Woche ist `um` ein Wochentag und eine Uhrzeit, z. B. `mon 18:00`.',
    month: 'Für jeden Monat ist `um` ein Tag (1–31 oder `last`) und eine Uhrzeit, z. B. `1 09:00` oder `last 23:30`.',
  },
  hello: '📊 Die Rangliste von {{system}} wird hier gepostet: {{when}} (eingerichtet von {{member}}).',
  created: 'Zeitplan {{id}}: die Rangliste von {{system}} in {{channel}}, {{when}}. Nächster Lauf: {{next}} ({{server}}).',
  createdNow: 'Zeitplan {{id}}: die Rangliste von {{system}} in {{channel}}, jetzt gepostet und {{when}} bearbeitet. Nächste Aktualisierung: {{next}} ({{server}}).',
  final: 'Am Ende jeder {{period}} wird auch der Endstand gepostet.',
  finalWeek: 'Woche',
  finalMonth: 'Monats',
  full: 'Dieser Server hat schon {{n}} Zeitpläne, mehr geht nicht. Entferne zuerst einen mit {{command}}.',
  cannotPost: 'Ich kann in {{channel}} nicht posten. Gib mir dort „Kanal ansehen“ und „Nachrichten senden“ und versuche es erneut.',
  removed: 'Zeitplan {{id}} ist entfernt. Was er gepostet hat, bleibt.',
  resumed: 'Zeitplan {{id}} ist wieder aktiv. Nächster Lauf: {{next}} ({{server}}).',
  notFound: 'Auf diesem Server gibt es keinen Zeitplan {{id}}: {{command}} zeigt sie.',
  stopped: 'Zeitplan {{id}} in {{channel}} wurde pausiert: {{reason}}. {{command}} startet ihn wieder, sobald das behoben ist.',
};
