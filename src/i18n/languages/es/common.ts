import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  spanUnits: { week: 'sem', day: 'd', hour: 'h', minute: 'min' },
  more: '…y {{n}} más',
  count: {
    holders_one: '{{n}} poseedor',
    holders_other: '{{n}} poseedores',
    members_one: '{{n}} miembro',
    members_other: '{{n}} miembros',
    requests_one: '{{n}} solicitud',
    requests_other: '{{n}} solicitudes',
    minutes_one: '{{n}} minuto',
    minutes_other: '{{n}} minutos',
    weeks_one: '{{n}} semana',
    weeks_other: '{{n}} semanas',
    points_one: '{{n}} punto',
    points_other: '{{n}} puntos',
    characters_one: '{{n}} carácter',
    characters_other: '{{n}} caracteres',
  },
  every: {
    minute: 'cada minuto',
    minutes_one: 'cada {{n}} minutos',
    minutes_other: 'cada {{n}} minutos',
    hour: 'cada hora',
    hours_one: 'cada {{n}} horas',
    hours_other: 'cada {{n}} horas',
    day: 'cada día',
    days_one: 'cada {{n}} días',
    days_other: 'cada {{n}} días',
    week: 'cada semana',
    weeks_one: 'cada {{n}} semanas',
    weeks_other: 'cada {{n}} semanas',
  },
  pager: { first: 'Primera', previous: 'Anterior', next: 'Siguiente', last: 'Última' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Interacción con una publicación en redes sociales',
      CHAT_ACCOUNT_AGE: 'Antigüedad de la cuenta de Discord',
      DISCORD_ACCOUNT_AGE: 'Antigüedad de la cuenta de Discord',
      CHANNEL_MESSAGE: 'Mensaje en un canal',
    },
    questStatus: {
      DRAFT: 'Borrador',
      TEMPLATE: 'Plantilla',
      ACTIVE: 'Activa',
      PAUSED: 'En pausa',
      REVIEW: 'En revisión',
      ENDED: 'Terminada',
      ARCHIVED: 'Archivada',
    },
    recurrence: { ONCE: 'Una vez', DAILY: 'Diaria', WEEKLY: 'Semanal', MONTHLY: 'Mensual', CUSTOM: 'Personalizada' },
    visibility: { PRIVATE: 'Privada', PUBLIC: 'Pública', SHARED: 'Compartida con comunidades asociadas' },
    rewardType: { FIXED: 'Fija', RANDOM: 'Aleatoria', SHARED: 'Compartida' },
    strategy: { RAFFLE: 'sorteo' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'puntos', ROLE: 'rol' },
    pointSystemStatus: { ACTIVE: 'Activo', ARCHIVED: 'Archivado', SUSPENDED: 'Suspendido' },
    permission: { VIEW: 'ver saldos', TRANSFER: 'mover puntos entre miembros', SPEND: 'gastar puntos', PRINT: 'emitir puntos nuevos' },
    balanceOrder: { 'balance-desc': 'saldos más altos primero', 'balance-asc': 'saldos más bajos primero' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_one:
      '⏳ Exportando {{n}} fila: {{requests}} a la Community API, aproximadamente {{minutes}}. Este mensaje muestra el progreso y después el archivo.',
    started_other:
      '⏳ Exportando {{n}} filas: {{requests}} a la Community API, aproximadamente {{minutes}}. Este mensaje muestra el progreso y después el archivo.',
    progress_one: '⏳ Exportando… {{done}} de {{n}} fila leída.',
    progress_other: '⏳ Exportando… {{done}} de {{n}} filas leídas.',
    done_one: '📄 {{file}}: {{n}} fila.',
    done_other: '📄 {{file}}: {{n}} filas.',
    zones: 'Horas en UTC y en la zona horaria del servidor ({{zone}}).',
    named_one: 'Nombres: {{named}} de {{n}} fila, tal como aparece en el servidor (si el miembro ya no está en él, no tiene nombre).',
    named_other: 'Nombres: {{named}} de {{n}} filas, tal como aparecen en el servidor (quienes ya no están en él no tienen nombre).',
    namesNoIntent:
      'Discord no le da al bot la lista de miembros del servidor (el intent Server Members está desactivado en el Developer Portal), así que solo se ha obtenido el nombre de {{max}} como máximo, uno a uno; activa el intent para poner nombre a todas las filas.',
    namesNoList:
      'No se ha podido leer la lista de miembros del servidor hasta el final (Discord no ha respondido o el servidor tiene más de {{max}}), así que algunas filas no tienen nombre.',
    fileDescription_one: 'Exportación CSV, {{n}} fila',
    fileDescription_other: 'Exportación CSV, {{n}} filas',
    tooManyRows_one:
      'Esta exportación tiene {{n}} fila, más de las {{max}} que admite un archivo. Acótala con las otras opciones del comando.',
    tooManyRows_other:
      'Esta exportación tiene {{n}} filas, más de las {{max}} que admite un archivo. Acótala con las otras opciones del comando.',
    tooLarge: 'El archivo superaría los {{size}} MB, lo máximo que Discord deja adjuntar al bot aquí. No se ha adjuntado nada.',
    tooSlow_one:
      'Leer {{n}} fila requiere {{requests}}, aproximadamente {{minutes}}: más de los 15 minutos que Discord da para responder. Acota la exportación e inténtalo de nuevo.',
    tooSlow_other:
      'Leer {{n}} filas requiere {{requests}}, aproximadamente {{minutes}}: más de los 15 minutos que Discord da para responder. Acota la exportación e inténtalo de nuevo.',
    timedOut_one:
      'La exportación no ha podido terminar en los 15 minutos que Discord da para responder ({{done}} de {{n}} fila leída). No se ha adjuntado nada; inténtalo de nuevo más tarde o acótala.',
    timedOut_other:
      'La exportación no ha podido terminar en los 15 minutos que Discord da para responder ({{done}} de {{n}} filas leídas). No se ha adjuntado nada; inténtalo de nuevo más tarde o acótala.',
    failed:
      'No se ha podido terminar la exportación: la Community API o Discord no ha respondido. No se ha adjuntado nada; inténtalo de nuevo.',
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'hoy', tomorrow: 'mañana', last: 'último', weekdays: 'lun mar mié jue vie sáb dom' },
  boolean: { true: 'Sí', false: 'No' },
};
