import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…et {{n}} de plus',
  pager: { first: 'Première', previous: 'Précédente', next: 'Suivante', last: 'Dernière' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Publication sur les réseaux sociaux',
      CHAT_ACCOUNT_AGE: 'Ancienneté du compte Discord',
      DISCORD_ACCOUNT_AGE: 'Ancienneté du compte Discord',
      CHANNEL_MESSAGE: 'Message dans un salon',
    },
    questStatus: { DRAFT: 'Brouillon', TEMPLATE: 'Modèle', ACTIVE: 'Active', PAUSED: 'En pause', REVIEW: 'En revue', ENDED: 'Terminée', ARCHIVED: 'Archivée' },
    recurrence: { ONCE: 'Une fois', DAILY: 'Quotidienne', WEEKLY: 'Hebdomadaire', MONTHLY: 'Mensuelle', CUSTOM: 'Personnalisée' },
    visibility: { PRIVATE: 'Privée', PUBLIC: 'Publique', SHARED: 'Partagée avec des communautés partenaires' },
    rewardType: { FIXED: 'Fixe', RANDOM: 'Aléatoire', SHARED: 'Partagée' },
    strategy: { RAFFLE: 'tirage au sort' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'points', ROLE: 'rôle' },
    pointSystemStatus: { ACTIVE: 'Actif', ARCHIVED: 'Archivé', SUSPENDED: 'Suspendu' },
    permission: { VIEW: 'voir les soldes', TRANSFER: 'déplacer des points entre membres', SPEND: 'dépenser des points', PRINT: 'émettre de nouveaux points' },
    balanceOrder: { 'balance-desc': 'les plus élevés d’abord', 'balance-asc': 'les plus bas d’abord' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started: "⏳ Export de {{rows}} lignes : {{requests}} requêtes à la Community API, environ {{minutes}} min. Ce message affiche la progression, puis le fichier.",
    progress: "⏳ Export en cours… {{done}} lignes lues sur {{rows}}.",
    done: "📄 {{file}} : {{rows}} lignes. Heures en UTC et dans le fuseau horaire du serveur ({{zone}}).",
    namedOnly: "Seuls les {{n}} premiers membres ont un nom (Discord est interrogé membre par membre) ; les autres lignes ont l’ID du membre et pas de nom.",
    fileDescription: "Export CSV, {{rows}} lignes",
    tooManyRows: "Cet export compte {{rows}} lignes, plus que les {{max}} qu’un fichier peut contenir. Restreins-le avec les autres options de la commande.",
    tooLarge: "Le fichier dépasserait {{size}} Mo, le maximum que Discord laisse le bot joindre ici. Rien n’a été joint.",
    tooSlow: "Lire {{rows}} lignes demande {{requests}} requêtes, environ {{minutes}} minutes : plus que les 15 minutes que Discord accorde à une réponse. Restreins l’export et réessaie.",
    timedOut: "L’export n’a pas pu se terminer dans les 15 minutes que Discord accorde à une réponse ({{done}} lignes lues sur {{rows}}). Rien n’a été joint ; réessaie plus tard ou restreins-le.",
    failed: "L’export n’a pas pu être terminé : la Community API ou Discord n’a pas répondu. Rien n’a été joint ; réessaie.",
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'aujourd’hui', tomorrow: 'demain', last: 'dernier', weekdays: 'lun mar mer jeu ven sam dim' },
  boolean: { true: 'Oui', false: 'Non' },
};
