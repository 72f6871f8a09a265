import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  spanUnits: { week: 'sem', day: 'j', hour: 'h', minute: 'min' },
  more: '… et {{n}} de plus',
  count: {
    holders_one: '{{n}} détenteur',
    holders_other: '{{n}} détenteurs',
    members_one: '{{n}} membre',
    members_other: '{{n}} membres',
    requests_one: '{{n}} requête',
    requests_other: '{{n}} requêtes',
    minutes_one: '{{n}} minute',
    minutes_other: '{{n}} minutes',
    weeks_one: '{{n}} semaine',
    weeks_other: '{{n}} semaines',
    points_one: '{{n}} point',
    points_other: '{{n}} points',
    characters_one: '{{n}} caractère',
    characters_other: '{{n}} caractères',
  },
  every: {
    minute: 'toutes les minutes',
    minutes_one: 'toutes les {{n}} minutes',
    minutes_other: 'toutes les {{n}} minutes',
    hour: 'toutes les heures',
    hours_one: 'toutes les {{n}} heures',
    hours_other: 'toutes les {{n}} heures',
    day: 'tous les jours',
    days_one: 'tous les {{n}} jours',
    days_other: 'tous les {{n}} jours',
    week: 'chaque semaine',
    weeks_one: 'toutes les {{n}} semaines',
    weeks_other: 'toutes les {{n}} semaines',
  },
  pager: { first: 'Première', previous: 'Précédente', next: 'Suivante', last: 'Dernière' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Interaction avec une publication',
      CHAT_ACCOUNT_AGE: 'Ancienneté du compte Discord',
      DISCORD_ACCOUNT_AGE: 'Ancienneté du compte Discord',
      CHANNEL_MESSAGE: 'Message dans un salon',
    },
    questStatus: {
      DRAFT: 'Brouillon',
      TEMPLATE: 'Modèle',
      ACTIVE: 'Active',
      PAUSED: 'En pause',
      REVIEW: 'En cours d’examen',
      ENDED: 'Terminée',
      ARCHIVED: 'Archivée',
    },
    recurrence: { ONCE: 'Une fois', DAILY: 'Quotidienne', WEEKLY: 'Hebdomadaire', MONTHLY: 'Mensuelle', CUSTOM: 'Personnalisée' },
    visibility: { PRIVATE: 'Privée', PUBLIC: 'Publique', SHARED: 'Partagée avec des communautés partenaires' },
    rewardType: { FIXED: 'Fixe', RANDOM: 'Aléatoire', SHARED: 'Partagée' },
    strategy: { RAFFLE: 'tirage au sort' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'points', ROLE: 'rôle' },
    pointSystemStatus: { ACTIVE: 'Actif', ARCHIVED: 'Archivé', SUSPENDED: 'Suspendu' },
    permission: {
      VIEW: 'voir les soldes',
      TRANSFER: 'transférer des points entre membres',
      SPEND: 'dépenser des points',
      PRINT: 'émettre de nouveaux points',
    },
    balanceOrder: { 'balance-desc': 'les plus élevés d’abord', 'balance-asc': 'les plus bas d’abord' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_one:
      '⏳ Export de {{n}} ligne : {{requests}} à la Community API, environ {{minutes}}. Ce message affiche la progression, puis le fichier.',
    started_other:
      '⏳ Export de {{n}} lignes : {{requests}} à la Community API, environ {{minutes}}. Ce message affiche la progression, puis le fichier.',
    progress_one: '⏳ Export en cours… lignes lues : {{done}} sur {{n}}.',
    progress_other: '⏳ Export en cours… lignes lues : {{done}} sur {{n}}.',
    done_one: '📄 {{file}} : {{n}} ligne.',
    done_other: '📄 {{file}} : {{n}} lignes.',
    zones: 'Heures en UTC et dans le fuseau horaire du serveur ({{zone}}).',
    named_one: 'Noms : {{named}} sur {{n}} ligne, tels que le serveur les affiche (un membre qui a quitté le serveur n’a pas de nom).',
    named_other:
      'Noms : {{named}} sur {{n}} lignes, tels que le serveur les affiche (les membres qui ont quitté le serveur n’ont pas de nom).',
    namesNoIntent:
      'Discord ne donne pas au bot la liste des membres du serveur (le Server Members Intent est désactivé dans le Discord Developer Portal) : les noms ont été cherchés un par un, dans la limite de {{max}} ; active le Server Members Intent pour nommer chaque ligne.',
    namesNoList:
      'La liste des membres du serveur n’a pas pu être lue jusqu’au bout (Discord n’a pas répondu, ou le serveur compte plus de {{max}}) : certaines lignes n’ont pas de nom.',
    fileDescription_one: 'Export CSV, {{n}} ligne',
    fileDescription_other: 'Export CSV, {{n}} lignes',
    tooManyRows_one:
      'Cet export compte {{n}} ligne, plus que les {{max}} qu’un fichier peut contenir. Restreins-le avec les autres options de la commande.',
    tooManyRows_other:
      'Cet export compte {{n}} lignes, plus que les {{max}} qu’un fichier peut contenir. Restreins-le avec les autres options de la commande.',
    tooLarge: 'Le fichier dépasserait {{size}} Mo, le maximum que Discord autorise le bot à joindre ici. Rien n’a été joint.',
    tooSlow_one:
      'Lire {{n}} ligne demande {{requests}}, environ {{minutes}} : plus que les 15 minutes que Discord accorde à une réponse. Restreins l’export et réessaie.',
    tooSlow_other:
      'Lire {{n}} lignes demande {{requests}}, environ {{minutes}} : plus que les 15 minutes que Discord accorde à une réponse. Restreins l’export et réessaie.',
    timedOut_one:
      'L’export n’a pas pu se terminer dans les 15 minutes que Discord accorde à une réponse (lignes lues : {{done}} sur {{n}}). Rien n’a été joint ; réessaie plus tard ou restreins-le.',
    timedOut_other:
      'L’export n’a pas pu se terminer dans les 15 minutes que Discord accorde à une réponse (lignes lues : {{done}} sur {{n}}). Rien n’a été joint ; réessaie plus tard ou restreins-le.',
    failed: 'L’export n’a pas pu être terminé : la Community API ou Discord n’a pas répondu. Rien n’a été joint ; réessaie.',
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'aujourd’hui', tomorrow: 'demain', last: 'dernier', weekdays: 'lun mar mer jeu ven sam dim' },
  boolean: { true: 'Oui', false: 'Non' },
};
