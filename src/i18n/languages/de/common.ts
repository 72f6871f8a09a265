import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…und {{n}} weitere',
  pager: { first: 'Erste', previous: 'Zurück', next: 'Weiter', last: 'Letzte' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social-Media-Beitrag',
      CHAT_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      DISCORD_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      CHANNEL_MESSAGE: 'Nachricht in einem Kanal',
    },
    questStatus: { DRAFT: 'Entwurf', TEMPLATE: 'Vorlage', ACTIVE: 'Aktiv', PAUSED: 'Pausiert', REVIEW: 'In Prüfung', ENDED: 'Beendet', ARCHIVED: 'Archiviert' },
    recurrence: { ONCE: 'Einmalig', DAILY: 'Täglich', WEEKLY: 'Wöchentlich', MONTHLY: 'Monatlich', CUSTOM: 'Eigener Rhythmus' },
    visibility: { PRIVATE: 'Privat', PUBLIC: 'Öffentlich', SHARED: 'Mit Partner-Communitys geteilt' },
    rewardType: { FIXED: 'Fest', RANDOM: 'Zufällig', SHARED: 'Geteilt' },
    strategy: { RAFFLE: 'Verlosung' },
    itemType: { TOKEN: 'Token', NFT: 'NFT', POINTS: 'Punkte', ROLE: 'Rolle' },
    pointSystemStatus: { ACTIVE: 'Aktiv', ARCHIVED: 'Archiviert', SUSPENDED: 'Ausgesetzt' },
    permission: { VIEW: 'Guthaben sehen', TRANSFER: 'Punkte zwischen Mitgliedern verschieben', SPEND: 'Punkte ausgeben', PRINT: 'neue Punkte erzeugen' },
    balanceOrder: { 'balance-desc': 'höchste zuerst', 'balance-asc': 'niedrigste zuerst' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'Ja', false: 'Nein' },
};
