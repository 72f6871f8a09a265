import type { feed as en } from '../en/feed.js';

export const feed: typeof en = {
  announce: {
    title: '🏁 **Neue Quest-Abschlüsse**',
    line: '{{member}} hat {{quest}} abgeschlossen (Runde {{round}}) {{when}}',
  },
  target: {
    all: 'allen Quests',
    quest: 'der Quest {{quest}}',
  },
  reason: {
    moderator: 'von einem Moderator pausiert',
    channel: 'der Bot kann in diesem Kanal nicht posten (er braucht dort „Kanal ansehen“ und „Nachrichten senden“)',
    quest: 'die Quest gibt es nicht mehr',
    key: 'der Server hat keinen funktionierenden Community-API-Schlüssel (mit {{/setup}} festlegen)',
    hidden: 'die Quest ist für Mitglieder verborgen (Entwurf, Vorlage oder private Quest), und der Feed wurde nicht dafür erstellt, sie öffentlich anzukündigen',
  },
  list: {
    title: 'Feeds auf diesem Server',
    none: 'Noch keine Feeds. Starte einen mit `{{/feed quests}}`.',
    active: '▶️ aktiv',
    paused: '⏸️ pausiert: {{reason}}',
    every: 'geprüft alle {{interval}}',
    lastPoll: 'zuletzt geprüft {{when}}',
    neverPolled: 'noch nicht geprüft',
    announced: '{{n}} angekündigt',
  },
  created: 'Feed {{id}}: Neue Abschlüsse von {{target}} werden ab jetzt in {{channel}} angekündigt, geprüft alle {{interval}}.',
  hello: '🏁 Neue Abschlüsse von {{target}} werden hier angekündigt (eingerichtet von {{member}}).',
  exists: '{{channel}} hat schon einen Feed für {{target}}: siehe `{{/feed list}}`.',
  full: 'Dieser Server hat schon {{n}} Feeds, mehr sind nicht möglich. Entferne zuerst einen mit `{{/feed remove}}`.',
  cannotPost: 'Ich kann in {{channel}} nicht posten. Gib mir dort „Kanal ansehen“ und „Nachrichten senden“ und versuche es erneut.',
  paused: 'Feed {{id}} ist pausiert. `{{/feed resume}}` setzt ihn dort fort, wo er aufgehört hat.',
  resumed: 'Feed {{id}} ist wieder aktiv: Bei der nächsten Prüfung kündigt er an, was er verpasst hat.',
  removed: 'Feed {{id}} ist entfernt.',
  notFound: 'Auf diesem Server gibt es keinen Feed {{id}}: `{{/feed list}}` zeigt sie.',
  stopped: 'Feed {{id}} in {{channel}} wurde pausiert: {{reason}}. `{{/feed resume}}` startet ihn wieder, sobald das behoben ist.',
  hidden: {
    warning: '⚠️ {{quest}} ist für Mitglieder verborgen (ein Entwurf, eine Vorlage oder eine private Quest). Ein Feed dafür kündigt jeden Abschluss öffentlich in {{channel}} an, mit dem Namen, wer ihn geschafft hat. Trotzdem erstellen?',
    confirm: 'Trotzdem erstellen',
  },
};
