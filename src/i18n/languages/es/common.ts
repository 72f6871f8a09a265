import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…y {{n}} más',
  pager: { first: 'Primera', previous: 'Anterior', next: 'Siguiente', last: 'Última' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Publicación en redes sociales',
      CHAT_ACCOUNT_AGE: 'Antigüedad de la cuenta de Discord',
      DISCORD_ACCOUNT_AGE: 'Antigüedad de la cuenta de Discord',
      CHANNEL_MESSAGE: 'Mensaje en un canal',
    },
    questStatus: { DRAFT: 'Borrador', TEMPLATE: 'Plantilla', ACTIVE: 'Activa', PAUSED: 'En pausa', REVIEW: 'En revisión', ENDED: 'Terminada', ARCHIVED: 'Archivada' },
    recurrence: { ONCE: 'Una vez', DAILY: 'Diaria', WEEKLY: 'Semanal', MONTHLY: 'Mensual', CUSTOM: 'Personalizada' },
    visibility: { PRIVATE: 'Privada', PUBLIC: 'Pública', SHARED: 'Compartida con comunidades asociadas' },
    rewardType: { FIXED: 'Fija', RANDOM: 'Aleatoria', SHARED: 'Compartida' },
    strategy: { RAFFLE: 'sorteo' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'puntos', ROLE: 'rol' },
    pointSystemStatus: { ACTIVE: 'Activo', ARCHIVED: 'Archivado', SUSPENDED: 'Suspendido' },
    permission: { VIEW: 'ver saldos', TRANSFER: 'mover puntos entre miembros', SPEND: 'gastar puntos', PRINT: 'emitir puntos nuevos' },
    balanceOrder: { 'balance-desc': 'mayores primero', 'balance-asc': 'menores primero' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'Sí', false: 'No' },
};
