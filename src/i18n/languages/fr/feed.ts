import type { Translation } from '../../shape.js';
import type { feed as en } from '../en/feed.js';

export const feed: Translation<typeof en> = {
  announce: {
    title: '🏁 **Nouvelles quêtes accomplies**',
    line: '{{member}} a accompli {{quest}} {{when}} (manche {{round}})',
  },
  reason: {
    moderator: 'mis en pause par un modérateur',
    channel: 'le bot ne peut pas publier dans ce salon (il lui faut « Voir le salon » et « Envoyer des messages »)',
    quest: 'la quête n’existe plus',
    key: 'le serveur n’a pas de clé de la Community API valide (à définir avec `{{/setup}}`)',
    hidden: 'la quête est cachée aux membres (brouillon, modèle ou quête privée) et le flux n’a pas été créé pour l’annoncer publiquement',
  },
  list: {
    title: 'Flux de ce serveur',
    none: 'Aucun flux pour l’instant. Crées-en un avec `{{/feed quests}}`.',
    all: 'toutes les quêtes',
    quest: 'quête {{quest}}',
    active: '▶️ actif',
    paused: '⏸️ en pause : {{reason}}',
    every: 'vérifié {{every}}',
    lastPoll: 'dernière vérification {{when}}',
    neverPolled: 'pas encore vérifié',
    announced: 'accomplissements annoncés : {{n}}',
  },
  created: {
    all: 'Flux {{id}} : les nouveaux accomplissements de toutes les quêtes seront annoncés dans {{channel}} à partir de maintenant (vérification {{every}}).',
    quest:
      'Flux {{id}} : les nouveaux accomplissements de la quête {{quest}} seront annoncés dans {{channel}} à partir de maintenant (vérification {{every}}).',
  },
  hello: {
    all: '🏁 Les nouveaux accomplissements de toutes les quêtes seront annoncés ici (flux configuré par {{member}}).',
    quest: '🏁 Les nouveaux accomplissements de la quête {{quest}} seront annoncés ici (flux configuré par {{member}}).',
  },
  exists: {
    all: '{{channel}} a déjà un flux pour toutes les quêtes : voir `{{/feed list}}`.',
    quest: '{{channel}} a déjà un flux pour la quête {{quest}} : voir `{{/feed list}}`.',
  },
  full_one: 'Ce serveur a déjà {{n}} flux, le maximum. Supprime-le d’abord avec `{{/feed remove}}`.',
  full_other: 'Ce serveur a déjà {{n}} flux, le maximum. Supprimes-en un d’abord avec `{{/feed remove}}`.',
  cannotPost:
    'Le bot ne peut pas publier dans {{channel}}. Donne-lui « Voir le salon » et « Envoyer des messages » dans ce salon, puis réessaie.',
  paused: 'Le flux {{id}} est en pause. `{{/feed resume}}` le fait repartir là où il s’est arrêté.',
  resumed: 'Le flux {{id}} est de nouveau actif : il annoncera ce qu’il a manqué lors de sa prochaine vérification.',
  removed: 'Le flux {{id}} est supprimé.',
  notFound: 'Il n’y a pas de flux {{id}} sur ce serveur : `{{/feed list}}` les affiche.',
  stopped:
    'Le flux {{id}} dans {{channel}} a été mis en pause : {{reason}}. `{{/feed resume}}` le fait repartir une fois le problème réglé.',
  hidden: {
    warning:
      '⚠️ La quête {{quest}} est cachée aux membres (brouillon, modèle ou quête privée). Un flux pour cette quête annoncerait publiquement chaque accomplissement dans {{channel}}, avec le nom du membre qui l’a accomplie. Créer le flux quand même ?',
    confirm: 'Créer quand même',
  },
};
