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
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'Oui', false: 'Non' },
};
