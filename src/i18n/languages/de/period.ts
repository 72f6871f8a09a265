import type { Translation } from '../../shape.js';
import type { period as en } from '../en/period.js';

export const period: Translation<typeof en> = {
  title: { week: '{{system}}: Zuwachs dieser Woche', month: '{{system}}: Zuwachs dieses Monats' },
  labelWeek: 'KW {{week}}/{{year}}',
  finalTitle: '🏁 Endstand für {{label}}: {{system}}',
  row: '{{gain}} · Guthaben {{balance}}',
  since: 'Zuwachs seit dem {{time}}',
  sinceTurnedOn: 'Zuwachs seit dem {{time}}, als die Periodenranglisten eingeschaltet wurden',
  asOf: 'Guthaben {{time}} abgerufen; sie werden alle paar Minuten aktualisiert',
  footer: 'Seite {{page}} von {{pages}} · Mitglieder: {{n}} · {{label}}',
  empty: 'In dieser Periode hat niemand {{system}} gehalten oder hinzugewonnen.',
  myRank: {
    week: 'Du bist in der Rangliste dieser Woche auf **Platz {{rank}}** (von {{n}} mit Zuwachs): {{gain}} {{system}} (Guthaben {{balance}}).',
    month:
      'Du bist in der Rangliste dieses Monats auf **Platz {{rank}}** (von {{n}} mit Zuwachs): {{gain}} {{system}} (Guthaben {{balance}}).',
    past: 'Du warst in der Rangliste für {{label}} auf **Platz {{rank}}** (von {{n}} mit Zuwachs): {{gain}} {{system}} (Guthaben {{balance}}).',
  },
  myUnranked: {
    week: 'Du hast diese Woche nichts hinzugewonnen: {{gain}} {{system}} (Guthaben {{balance}}), daher hast du keinen Rang. Mitglieder mit Zuwachs: {{gainers}} von {{n}}.',
    month:
      'Du hast diesen Monat nichts hinzugewonnen: {{gain}} {{system}} (Guthaben {{balance}}), daher hast du keinen Rang. Mitglieder mit Zuwachs: {{gainers}} von {{n}}.',
    past: 'Du hast in der Periode {{label}} nichts hinzugewonnen: {{gain}} {{system}} (Guthaben {{balance}}), daher hast du keinen Rang. Mitglieder mit Zuwachs: {{gainers}} von {{n}}.',
  },
  gainers: 'Mitglieder mit Zuwachs: {{gainers}} von {{n}}; die übrigen stehen ohne Rang in der Liste.',
  notRanked: {
    week: 'Du stehst nicht in der Rangliste dieser Woche: Du hast diese Woche weder {{system}} gehalten noch hinzugewonnen.',
    month: 'Du stehst nicht in der Rangliste dieses Monats: Du hast diesen Monat weder {{system}} gehalten noch hinzugewonnen.',
    past: 'Du stehst nicht in der Rangliste für {{label}}: Du hast in dieser Periode weder {{system}} gehalten noch hinzugewonnen.',
  },
  balanceLine: {
    week: '{{member}} diese Woche: {{gain}} {{system}} seit dem {{time}} (**Platz {{rank}}** von {{n}} mit Zuwachs, Guthaben {{balance}})',
    month:
      '{{member}} diesen Monat: {{gain}} {{system}} seit dem {{time}} (**Platz {{rank}}** von {{n}} mit Zuwachs, Guthaben {{balance}})',
    past: '{{member}} in der Periode {{label}}: {{gain}} {{system}} seit dem {{time}} (**Platz {{rank}}** von {{n}} mit Zuwachs, Guthaben {{balance}})',
  },
  balanceUnranked: {
    week: '{{member}} diese Woche: {{gain}} {{system}} seit dem {{time}} (kein Zuwachs, daher ohne Rang; Guthaben {{balance}})',
    month: '{{member}} diesen Monat: {{gain}} {{system}} seit dem {{time}} (kein Zuwachs, daher ohne Rang; Guthaben {{balance}})',
    past: '{{member}} in der Periode {{label}}: {{gain}} {{system}} seit dem {{time}} (kein Zuwachs, daher ohne Rang; Guthaben {{balance}})',
  },
  balanceNone: {
    week: '{{member}} steht nicht in der Rangliste dieser Woche: Das Mitglied hat diese Woche weder {{system}} gehalten noch hinzugewonnen.',
    month:
      '{{member}} steht nicht in der Rangliste dieses Monats: Das Mitglied hat diesen Monat weder {{system}} gehalten noch hinzugewonnen.',
    past: '{{member}} steht nicht in der Rangliste für {{label}}: Das Mitglied hat in dieser Periode weder {{system}} gehalten noch hinzugewonnen.',
  },
  card: 'Die Seite der Periodenrangliste als Bild',
  words: { week: 'woche', month: 'monat', lastWeek: 'letzte-woche', lastMonth: 'letzter-monat' },
  refusals: {
    bad: 'Gib eine Periode an: {{words}} oder eine vergangene mit ihrem Namen, etwa 2026-W47 oder 2026-11.',
    future: '{{label}} hat noch nicht begonnen.',
    notOn: 'Für {{system}} sind die Periodenranglisten aus. Wer den Server verwaltet, schaltet sie mit `{{/setup periods:}}` ein.',
    notReady:
      'Die Guthaben, auf denen diese Rangliste beruht, werden noch abgerufen (Inhaber bisher: {{done}} von {{total}}). Versuche es in einer Minute noch einmal.',
    noFinal:
      'Für {{label}} ist kein Endstand gespeichert: Die Periodenranglisten waren damals aus, oder die Guthaben zum Abschluss werden noch abgerufen.',
  },
  setup: {
    cost: 'Periodenranglisten für {{system}}: eine Momentaufnahme der Guthaben aller Inhaber ({{holders}}) zu Beginn jeder Woche und jedes Monats, in der Zeitzone des Servers ({{zone}}). Jede Momentaufnahme kostet **{{requests}}** an die Community-API, die der Bot im Hintergrund sendet. Momentaufnahmen werden {{weeks}} aufbewahrt; der Endstand jeder Periode bleibt dauerhaft erhalten. Die laufende Rangliste wird höchstens alle 5 Minuten neu abgerufen (jeweils ebenso viele Anfragen), daher kostet es keine zusätzlichen Anfragen, wenn Mitglieder sie ansehen.',
    isOn: 'Die Periodenranglisten für {{system}} sind seit dem {{time}} an.',
    turnOn: 'Einschalten',
    turnOff: 'Ausschalten',
    on: 'Die Periodenranglisten für {{system}} sind an: Die erste Momentaufnahme wird jetzt erstellt, gezählt wird ab dem {{time}}.',
    off: 'Die Periodenranglisten für {{system}} sind aus. Bereits gespeicherte Endstände bleiben erhalten.',
    retention_one: 'Momentaufnahmen werden jetzt {{n}} Woche aufbewahrt. Der Endstand jeder Periode bleibt dauerhaft erhalten.',
    retention_other: 'Momentaufnahmen werden jetzt {{n}} Wochen aufbewahrt. Der Endstand jeder Periode bleibt dauerhaft erhalten.',
    byScheduleOn:
      'Für dieses Punktesystem wurden auch die Periodenranglisten eingeschaltet: Eine Momentaufnahme zu Beginn jeder Periode kostet {{requests}}.',
    time: 'Eine Momentaufnahme dieser Rangliste kostet **{{requests}}** (eine je 100 Inhaber) und dauert bei der Hintergrundrate dieses Schlüssels (Anfragen pro Sekunde: {{rate}}) etwa {{duration}} – bis zu doppelt so lange, wenn Feeds die Hälfte der Rate belegen. Deshalb beginnt die abschließende Momentaufnahme {{lead}} vor Periodenende, damit der Endstand rechtzeitig vollständig ist.',
  },
  snapshotLate:
    'Die Momentaufnahme von {{system}} vom {{at}} ({{zone}}) wurde nicht vor dem Ende ihrer Periode fertig; diese Periodenrangliste ist daher unvollständig.',
};
