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
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started: "⏳ Exportando {{rows}} filas: {{requests}} solicitudes a la Community API, unos {{minutes}} min. Este mensaje muestra el progreso y después el archivo.",
    progress: "⏳ Exportando… {{done}} de {{rows}} filas leídas.",
    done: "📄 {{file}}: {{rows}} filas. Horas en UTC y en la zona horaria del servidor ({{zone}}).",
    namedOnly: "Solo los primeros {{n}} miembros tienen nombre (a Discord se le pregunta por cada miembro por separado); las demás filas tienen el ID del miembro y ningún nombre.",
    fileDescription: "Exportación CSV, {{rows}} filas",
    tooManyRows: "Esta exportación tiene {{rows}} filas, más de las {{max}} que admite un archivo. Acótala con las otras opciones del comando.",
    tooLarge: "El archivo superaría los {{size}} MB, lo máximo que Discord deja adjuntar al bot aquí. No se adjuntó nada.",
    tooSlow: "Leer {{rows}} filas requiere {{requests}} solicitudes, unos {{minutes}} minutos: más que los 15 minutos que Discord da para responder. Acota la exportación y vuelve a intentarlo.",
    timedOut: "La exportación no pudo terminar en los 15 minutos que Discord da para responder ({{done}} de {{rows}} filas leídas). No se adjuntó nada; vuelve a intentarlo más tarde o acótala.",
    failed: "No se pudo terminar la exportación: la Community API o Discord no respondió. No se adjuntó nada; vuelve a intentarlo.",
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'hoy', tomorrow: 'mañana', last: 'último', weekdays: 'lun mar mié jue vie sáb dom' },
  boolean: { true: 'Sí', false: 'No' },
};
