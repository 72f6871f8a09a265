import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** Spanish: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'Solo el moderador que pidió esta vista previa puede confirmarla o cancelarla.',
  inFlight: 'Ya se está enviando; la vista previa mostrará el resultado en un momento.',
  typed: {
    usd: 'Como supera el límite de {{limit}} de este servidor, **{{button}}** te pedirá después que escribas {{typed}}.',
    unknown: 'Como su valor en dólares es desconocido, **{{button}}** te pedirá después que escribas {{typed}}.',
    role: 'Como reparte un rol, **{{button}}** te pedirá después que escribas {{typed}}.',
    self: 'Como te lo envías a ti, **{{button}}** te pedirá después que escribas {{typed}}.',
    unknownLimit:
      'Como su valor es desconocido (no se conoce su precio en dólares), no puede compararse con el límite de {{limit}} de este servidor, así que **{{button}}** te pedirá después que escribas {{typed}}.',
    points: 'Como supera el límite de este servidor ({{limit}}), **{{button}}** te pedirá después que escribas {{typed}}.',
  },
  confirm: {
    typedRequired: 'Pulsa **Confirmar** y escribe {{typed}} para confirmar.',
    mismatch:
      'No coincide; no se ha enviado nada. Para confirmar, pulsa **Confirmar** y escribe la cantidad {{typed}} tal como la muestra la vista previa.',
    mismatchWord: 'No coincide; no se ha enviado nada. Para confirmar, pulsa **Confirmar** y escribe exactamente {{typed}}, en mayúsculas.',
    modalTitle: 'Escribe para confirmar',
    modalLabel: 'Cantidad o palabra que pide la vista previa',
    modalLabelWord: 'Escribe exactamente {{typed}}',
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: 'ENVIAR', BURN: 'QUEMAR', ROLE: 'ROL' },
  scheduled: {
    preview:
      '🕒 Se enviará el {{when}} ({{relative}}). Al pulsar **Confirmar** se programa; se volverá a comprobar justo antes de enviarlo.',
    confirmed:
      '🕒 Programado como {{id}}: se enviará el {{when}} ({{relative}}), tras las mismas comprobaciones. **Cancelar** lo detiene hasta entonces; `{{/schedule list}}` lo muestra.',
    cancel: 'Cancelar',
    missed:
      'perdido: debía salir el {{when}}, pero el bot no estaba en marcha y el retraso ya supera el margen de {{minutes}}, así que no se ha enviado',
    notice: '🕒 {{member}}, tu envío programado {{id}} (para el {{when}}):',
    full_one:
      'Este servidor ya tiene {{n}} envío esperando su hora, el máximo permitido; no se ha programado nada. Cancela uno con `{{/schedule remove}}`, o un administrador puede subir el límite con `{{/setup max-scheduled:}}`.',
    full_other:
      'Este servidor ya tiene {{n}} envíos esperando su hora, el máximo permitido; no se ha programado nada. Cancela uno con `{{/schedule remove}}`, o un administrador puede subir el límite con `{{/setup max-scheduled:}}`.',
    refusedLeft: 'el moderador que lo programó ya no es miembro de este servidor, así que no se ha enviado',
    refusedNotModerator: 'el moderador que lo programó ya no es moderador aquí, así que no se ha enviado',
    refusedKeyChanged:
      'la clave de la Community API del servidor se ha cambiado después de programarlo, así que no se ha enviado; vuelve a programarlo si debe enviarse con la clave nueva',
    refusedRepeat:
      'retenido por duplicado: un envío idéntico ({{id}}) de {{member}} salió el {{when}}, después de programarse este; prográmalo de nuevo si deben salir los dos',
  },
  when: {
    form: '«{{typed}}» no es una hora que el bot entienda. Usa 18:00, mañana 9:00, lun 18:00 o 2026-12-01 18:00, en la zona horaria del servidor ({{zone}}).',
    past: '«{{typed}}» ya ha pasado en la zona horaria del servidor ({{zone}}). Indica una hora que aún no haya llegado.',
    far: '«{{typed}}» está a más de 30 días; solo se puede programar con hasta 30 días de antelación.',
    both: 'Indica la opción {{:at}} o la opción {{:in}}, no las dos.',
  },
};
