/** /rewards: Rollen, die den Punkteranglisten folgen. */
export const rewards = {
  rule: {
    threshold: '{{system}} ≥ {{at}}',
    thresholdKeep: '{{system}} ≥ {{at}} (Rolle bleibt auch darunter)',
    week: 'die besten {{top}} jeder Woche in {{system}}',
    month: 'die besten {{top}} jedes Monats in {{system}}',
  },
  reason: {
    threshold: 'Rollenbelohnung: {{system}} ≥ {{at}}',
    period: 'Rollenbelohnung: {{system}}, die besten {{top}} ({{label}})',
  },
  audit: {
    done: 'Belohnung {{role}} ({{rule}}) abgeglichen: {{counts}}.',
    given: 'vergeben: {{n}}',
    taken: 'entzogen: {{n}}',
    left: 'übersprungen, nicht auf dem Server: {{n}}',
    cannot:
      'übersprungen, der Bot kann ihre Rollen nicht ändern (der Eigentümer oder Mitglieder, deren höchste Rolle mindestens so hoch ist wie die des Bots): {{n}}',
    failed: 'fehlgeschlagen: {{n}}',
    stopped: 'Belohnung {{role}} ({{rule}}) angehalten: {{reason}}. Behebe das und lege die Belohnung mit `{{/rewards add}}` neu an.',
    skipped: 'Belohnung {{role}} ({{rule}}) hat bei niemandem etwas geändert: {{reason}}.',
  },
  stop: {
    roleGone: 'Die Rolle {{role}} gibt es nicht mehr',
    moderatorLeft: 'Der Moderator, der sie hinzugefügt hat ({{member}}), ist nicht mehr auf dem Server',
    refused: 'Discord hat die Änderung von {{role}} abgelehnt (der Bot braucht „Rollen verwalten“ und seine eigene Rolle über {{role}})',
    tooMany: 'Der Server hat mehr Mitglieder, als eine Belohnung verarbeiten kann (höchstens {{max}})',
  },
  noFinal: 'Für {{label}} wurde kein Endstand gespeichert (die Periodenranglisten waren aus, oder ihre Momentaufnahme kam zu spät)',
  bad: {
    kind: 'Gib entweder {{:balance}} (das Guthaben, ab dem es die Rolle gibt) oder {{:top}} zusammen mit {{:period}} (die Gewinner jeder Periode) an, nicht beides.',
    period: 'Eine Periodenbelohnung braucht {{:top}} und {{:period}} („Wöchentlich“ oder „Monatlich“).',
    keep: '{{:keep}} gilt nur für Schwellenbelohnungen (mit {{:balance}}).',
    periodsOff:
      'Eine Periodenbelohnung nutzt die Endstände von {{system}}: Schalte zuerst mit `{{/setup periods:}}` die Periodenranglisten dafür ein.',
    noEngine: 'Belohnungen brauchen die Hintergrundaufgaben des Bots, die hier nicht laufen.',
  },
  preview: {
    title: 'Neue Belohnung: {{role}} für {{rule}}',
    get: 'Bekommen die Rolle {{role}}: **{{n}}**',
    lose: 'Verlieren die Rolle: **{{n}}**',
    keepNote: 'Mitglieder, die unter die Schwelle fallen, behalten die Rolle ({{:keep}} ist an).',
    names: 'Die ersten davon: {{names}}',
    left: 'Nicht auf dem Server (übersprungen): **{{n}}**',
    cannot:
      'Der Bot kann ihre Rollen nicht ändern (der Eigentümer oder Mitglieder, deren höchste Rolle mindestens so hoch ist wie die des Bots): {{names}}',
    cost: 'Jeder Abgleich ruft die Rangliste von oben bis zur Schwelle ab: jetzt **{{requests}}**, danach einmal pro Stunde.',
    periodFirst: {
      week: 'Wenn diese Woche endet ({{when}}), bekommen die Gewinner laut Endstand der Woche die Rolle {{role}} (ohne zusätzliche Anfrage); Gewinner der Vorwoche, die nicht mehr dazugehören, verlieren die Rolle.',
      month:
        'Wenn dieser Monat endet ({{when}}), bekommen die Gewinner laut Endstand des Monats die Rolle {{role}} (ohne zusätzliche Anfrage); Gewinner des Vormonats, die nicht mehr dazugehören, verlieren die Rolle.',
    },
    confirm: 'Bestätigen',
    expired: 'Diese Vorschau ist abgelaufen oder wurde schon bestätigt. Führe `{{/rewards add}}` noch einmal aus.',
  },
  confirmed: 'Belohnung {{id}} ist aktiv: {{role}} für {{rule}}. {{next}}',
  firstSync: 'Der erste Abgleich läuft; sein Ergebnis erscheint im Protokollkanal und in `{{/audit}}`.',
  firstPeriod: 'Die ersten Gewinner dieser Belohnung bekommen die Rolle, wenn die laufende Periode endet.',
  full: 'Dieser Server hat schon so viele Belohnungen, wie er haben darf ({{max}}). Entferne zuerst eine mit `{{/rewards remove}}`.',
  list: {
    title: 'Belohnungen auf diesem Server',
    none: 'Noch keine Belohnungen. Lege eine mit `{{/rewards add}}` an.',
    active: '▶️ aktiv',
    stopped: '⏹️ angehalten: {{reason}}',
    lastSync: 'letzter Abgleich {{when}}: vergeben {{given}}, entzogen {{taken}}',
    never: 'noch nicht abgeglichen',
  },
  removed: 'Belohnung {{id}} wurde entfernt. Mitglieder behalten die Rollen, die sie jetzt haben.',
  notFound: 'Auf diesem Server gibt es keine Belohnung {{id}}: `{{/rewards list}}` zeigt alle Belohnungen.',
  ahead: 'noch {{amount}} bis {{role}}',
};
