import type { feed as en } from '../en/feed.js';

export const feed: typeof en = {
  announce: {
    title: '🏁 **Neue Quest-Abschlüsse**',
    line: '{{member}} hat {{quest}} {{when}} abgeschlossen (Runde {{round}})',
  },
  reason: {
    moderator: 'Ein Moderator hat ihn pausiert',
    channel: 'Der Bot kann in diesem Kanal nicht posten (er braucht dort „Kanal ansehen“ und „Nachrichten senden“)',
    quest: 'Die Quest gibt es nicht mehr',
    key: 'Der Server hat keinen funktionierenden Community-API-Schlüssel (mit {{/setup}} festlegen)',
    hidden:
      'Die Quest ist für Mitglieder verborgen (Entwurf, Vorlage oder private Quest), und der Feed wurde nicht dafür erstellt, sie öffentlich anzukündigen',
  },
  list: {
    title: 'Feeds auf diesem Server',
    none: 'Noch keine Feeds. Starte einen mit `{{/feed quests}}`.',
    all: 'alle Quests',
    quest: 'Quest {{quest}}',
    active: '▶️ aktiv',
    paused: '⏸️ pausiert: {{reason}}',
    every: '{{every}} geprüft',
    lastPoll: 'zuletzt geprüft {{when}}',
    neverPolled: 'noch nicht geprüft',
    announced: 'angekündigt: {{n}}',
  },
  created: {
    all: 'Feed {{id}}: Neue Abschlüsse aller Quests werden ab jetzt in {{channel}} angekündigt; geprüft wird {{every}}.',
    quest: 'Feed {{id}}: Neue Abschlüsse der Quest {{quest}} werden ab jetzt in {{channel}} angekündigt; geprüft wird {{every}}.',
  },
  hello: {
    all: '🏁 Neue Abschlüsse aller Quests werden hier angekündigt (eingerichtet von {{member}}).',
    quest: '🏁 Neue Abschlüsse der Quest {{quest}} werden hier angekündigt (eingerichtet von {{member}}).',
  },
  exists: {
    all: '{{channel}} hat schon einen Feed für alle Quests: siehe `{{/feed list}}`.',
    quest: '{{channel}} hat schon einen Feed für die Quest {{quest}}: siehe `{{/feed list}}`.',
  },
  full_one: 'Dieser Server hat schon {{n}} Feed, mehr ist nicht möglich. Entferne ihn zuerst mit `{{/feed remove}}`.',
  full_other: 'Dieser Server hat schon {{n}} Feeds, mehr sind nicht möglich. Entferne zuerst einen mit `{{/feed remove}}`.',
  cannotPost:
    'Der Bot kann in {{channel}} nicht posten. Gib ihm dort „Kanal ansehen“ und „Nachrichten senden“ und versuche es noch einmal.',
  paused: 'Feed {{id}} ist pausiert. `{{/feed resume}}` setzt ihn dort fort, wo er aufgehört hat.',
  resumed: 'Feed {{id}} ist wieder aktiv: Bei der nächsten Prüfung kündigt er an, was er verpasst hat.',
  removed: 'Feed {{id}} wurde entfernt.',
  notFound: 'Auf diesem Server gibt es keinen Feed {{id}}: `{{/feed list}}` zeigt alle Feeds.',
  stopped: 'Feed {{id}} in {{channel}} wurde pausiert: {{reason}}. `{{/feed resume}}` startet ihn wieder, sobald das behoben ist.',
  hidden: {
    warning:
      '⚠️ {{quest}} ist für Mitglieder verborgen (ein Entwurf, eine Vorlage oder eine private Quest). Ein Feed dafür kündigt jeden Abschluss öffentlich in {{channel}} an, mit dem Namen der Person, die ihn geschafft hat. Trotzdem erstellen?',
    confirm: 'Trotzdem erstellen',
  },
};
