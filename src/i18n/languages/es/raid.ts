import type { Translation } from '../../shape.js';
import type { raid as en } from '../en/raid.js';

export const raid: Translation<typeof en> = {
  where: { default: 'el canal de raids predeterminado de la comunidad' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) en {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (moneda nativa) en {{chain}}',
    address: '{{amount}} del token {{address}} en {{chain}}',
    native: '{{amount}} de la moneda nativa de {{chain}}',
  },
  reward: {
    random: 'Una recompensa aleatoria del fondo de recompensas {{pool}}',
    randomCost: 'Se paga del fondo de recompensas {{pool}}',
    pool: 'Un fondo de {{token}}, repartido entre los raiders',
    poolCost: '{{amount}} (todo el fondo)',
    fixed: '{{token}} para cada raider',
    fixedCost: '{{amount}} por raider; el total depende de cuántos miembros participen',
  },
  requirement: { like: 'Me gusta', comment: 'Comentario', repost: 'Repost' },
  field: {
    where: 'Dónde',
    mentions: 'Rol mencionado',
    duration: 'Duración',
    requirements: 'Requisitos',
    reward: 'Recompensa',
    cost: 'Gasto total',
    usd: 'Valor en dólares',
    wallet: 'Billetera de propinas',
  },
  post: 'Publicación: <{{url}}>',
  noRole: 'Ningún rol',
  funding: {
    noPrice: 'no se conoce el precio en dólares',
    usdPool: '≈ {{usd}} (todo el fondo)',
    usdEach: '≈ {{usd}} por raider',
    holds: 'tiene {{amount}}; de ahí se paga la recompensa de cada raider',
  },
  recent: {
    single:
      '⚠️ **Esta publicación ha recibido un raid en las últimas 24 horas**: **{{title}}** ({{when}}). Comprueba que no sea un duplicado antes de confirmar.',
    several_one:
      '⚠️ **Esta publicación ha recibido varios raids en las últimas 24 horas**: **{{title}}** ({{when}}) y {{n}} más. Comprueba que no sea un duplicado antes de confirmar.',
    several_other:
      '⚠️ **Esta publicación ha recibido varios raids en las últimas 24 horas**: **{{title}}** ({{when}}) y {{n}} más. Comprueba que no sea un duplicado antes de confirmar.',
  },
  preview: {
    title: 'Vista previa del raid',
    content: 'Revisa este raid antes de crearlo. No se envía nada hasta que pulses **Confirmar**; esta vista previa caduca {{when}}.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  duplicate: {
    title: 'Vista previa del raid: posible duplicado',
    created:
      '⚠️ Ya se creó un raid idéntico el {{when}}. Si lo creas, podría haber un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    inFlight:
      '⚠️ Ahora mismo se está creando un raid idéntico (enviado el {{when}}). Si lo creas, podría haber un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    unknown:
      '⚠️ Se envió un raid idéntico el {{when}} y no se sabe el resultado: puede que ya exista. Revisa primero el canal de raids. Si lo creas, podría haber un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    scheduled:
      '⚠️ Hay un raid idéntico que {{member}} programó para el {{when}}. Si lo creas, podría haber un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    alsoScheduled: 'Además, hay un raid idéntico que {{member}} programó para el {{when}}.',
    anyway: 'Crear de todos modos',
  },
  outcome: {
    created: 'Raid creado: **{{title}}** para <{{url}}>, publicado en {{channel}}.',
    createdDefault: 'Raid creado: **{{title}}** para <{{url}}>, publicado en el canal de raids predeterminado de la comunidad.',
    createdTitle: 'Raid creado',
    failed: 'El raid no se ha creado: {{reason}}.',
    failedTitle: 'Raid no creado',
    unknown:
      'Resultado desconocido: la solicitud se ha enviado a la Community API, pero no ha llegado una respuesta clara (tiempo de espera agotado, conexión cortada o error del servidor), así que el raid puede existir o no. Revisa el canal de raids antes de volver a intentarlo. Pulsar **Confirmar** otra vez no la reenviará.',
    unknownSent:
      'Resultado desconocido: la solicitud se ha enviado a la Community API, pero no ha llegado una respuesta clara (tiempo de espera agotado, conexión cortada o error del servidor), así que el raid puede existir o no. Revisa el canal de raids antes de volver a intentarlo. Pulsar **Confirmar** otra vez no la reenviará. Se envió el {{when}}.',
    unknownTitle: 'Resultado del raid desconocido',
  },
  expired: {
    content: 'Esta vista previa caducó {{when}}; no se ha enviado nada. Vuelve a ejecutar `{{/raid create}}` para crear el raid.',
    title: 'Vista previa del raid caducada',
  },
  cancelled: 'Raid cancelado; no se ha enviado nada.',
  create: {
    tokenSpaces: 'debe ser una dirección de token sin espacios, o «{{native}}» para la moneda nativa',
    poolRequired: 'es obligatorio para un raid con fondo de recompensas: indica el ID del fondo',
    notWithPool: 'no se usa con un fondo de recompensas; quítalo o elige una recompensa en tokens con la opción {{:reward-type}}',
    poolOnlyForPool: 'solo se usa en un raid con fondo de recompensas; quítalo para un fondo de tokens',
    poolOnlyForFixed: 'solo se usa en un raid con fondo de recompensas; quítalo para una recompensa fija',
    requiredForPool: 'es obligatorio para un fondo de tokens',
    requiredForFixed: 'es obligatorio para una recompensa fija',
    tokenRequiredForPool: 'es obligatorio para un fondo de tokens: elige un token, o «{{native}}» para la moneda nativa de la blockchain',
    tokenRequiredForFixed: 'es obligatorio para una recompensa fija: elige un token, o «{{native}}» para la moneda nativa de la blockchain',
    noRequirement: 'un raid necesita al menos una de estas opciones activada: {{:like}}, {{:comment}} o {{:repost}}',
  },
};
