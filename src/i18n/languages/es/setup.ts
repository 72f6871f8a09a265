import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Configuración del servidor',
    key: {
      environmentStored:
        '🔑 El entorno del bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contiene la clave de este servidor, y esa tiene prioridad; hay guardada una clave que termina en `…{{last4}}`.',
      environmentNone:
        '🔑 El entorno del bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contiene la clave de este servidor, y esa tiene prioridad; no hay ninguna clave guardada.',
      sandboxStored:
        '🔑 El entorno de pruebas de la consola proporciona la clave de este servidor (la de su comunidad de demostración), y esa tiene prioridad; hay guardada una clave que termina en `…{{last4}}`.',
      sandboxNone:
        '🔑 El entorno de pruebas de la consola proporciona la clave de este servidor (la de su comunidad de demostración), y esa tiene prioridad; no hay ninguna clave guardada.',
      stored: '🔑 En uso: la clave configurada aquí, que termina en `…{{last4}}`.',
      none: '🔑 Aún no hay clave: el bot no puede conectarse con tu comunidad hasta que configures una (pulsa **Configurar la clave de la Community API**).',
    },
    roles: '🛡️ Roles de moderador: {{roles}} («Gestionar servidor» siempre cuenta)',
    rolesNone: 'ninguno',
    audit: '📜 Canal de auditoría: {{channel}}',
    auditDefault: '{{channel}} (el predeterminado del bot)',
    auditNone: 'ninguno',
    system: '🏆 Sistema de puntos predeterminado: {{system}}',
    systemNone: 'ninguno (el primero activo)',
    language: '🌐 Idioma: {{language}}',
    timeZone: '🕒 Zona horaria: {{zone}} (ahora {{time}}) · cámbiala con `{{/setup timezone:}}`',
    timeZoneDefault: 'UTC (predeterminada)',
    languageChosen: '{{language}}, elegido aquí',
    languageFromDiscord: '{{language}}, el idioma de Discord del servidor (no se ha elegido ninguno aquí)',
    languageFallback:
      'English: el bot no está traducido al idioma de Discord del servidor ({{locale}}) y aquí no se ha elegido ningún idioma',
    changed: '-# Último cambio {{when}} por {{member}}',
    setKey: 'Configurar la clave de la Community API',
    replaceKey: 'Reemplazar la clave de la Community API',
    removeKey: 'Quitar la clave guardada',
    rolesPlaceholder: 'Roles de moderador (no elijas ninguno para quitarlos todos)',
    auditPlaceholder: 'Canal de auditoría (no elijas ninguno para quitarlo)',
    systemPlaceholder: 'Sistema de puntos predeterminado',
    systemMarked: '{{system}} ({{status}})',
    systemInactive: '{{system}} ({{status}}: solo se usará para dar o quitar puntos cuando vuelva a estar activo)',
    languagePlaceholder: 'Idioma de los mensajes públicos',
    limits: '⌨️ Confirmación escrita por encima de {{usd}} o {{points}}',
    limitPoints_one: '{{n}} punto',
    limitPoints_other: '{{n}} puntos',
    limitDefault: '{{value}} (predeterminado)',
    limitsButton: 'Límites de confirmación escrita',
  },
  form: {
    title: 'Clave de la Community API',
    label: 'Clave (cópiala del panel de tu comunidad)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  limitsForm: {
    title: 'Límites de confirmación escrita',
    usd: 'Dólares',
    usdPlaceholder: 'p. ej. 250; déjalo vacío para usar el valor predeterminado ({{value}})',
    points: 'Puntos',
    pointsPlaceholder: 'p. ej. 50000; déjalo vacío para usar el valor predeterminado ({{value}})',
  },
  done: {
    timeZoneSaved:
      '✅ Zona horaria fijada en {{zone}}: todas las horas que el bot muestra o recibe van en ella, y las programaciones la siguen.',
    keySaved: '✅ Clave comprobada y guardada (termina en …{{last4}}); el bot ya la usa para este servidor.',
    keySavedEnvironment:
      '✅ Clave comprobada y guardada (termina en …{{last4}}). El entorno del bot también indica una clave para este servidor, y esa sigue en uso hasta que el operador del bot la quite.',
    keySavedSandbox:
      '✅ Clave comprobada y guardada (termina en …{{last4}}). El entorno de pruebas de la consola también proporciona una clave para este servidor (la de su comunidad de demostración), y esa sigue en uso mientras la consola funcione con ese entorno.',
    noKeyStored: 'No hay ninguna clave guardada para este servidor.',
    keyRemoved: '🗑️ Se ha quitado la clave guardada.',
    rolesSet: '✅ Roles de moderador configurados: {{roles}}.',
    rolesCleared: '✅ Se han quitado los roles de moderador.',
    auditCleared: '✅ Se ha quitado el canal de auditoría.',
    auditDenied:
      '⚠️ El bot no puede publicar en {{channel}}, así que no se ha guardado: dale al bot «Ver canal» y «Enviar mensajes» allí y vuelve a elegirlo.',
    auditSet: '✅ El registro de auditoría se publicará en {{channel}} a partir de ahora.',
    systemSaved: '✅ Sistema de puntos predeterminado guardado.',
    languageSaved: '✅ Idioma guardado ({{language}}).',
    limitsSaved: '✅ Guardado: por encima de {{usd}} o {{points}}, una operación pide escribir la cantidad.',
  },
  auditHello:
    '📜 Los cambios en la configuración del bot y las operaciones que realiza para la comunidad se publicarán aquí (elegido por {{member}} con `{{/setup}}`).',
  refusals: {
    timeZone:
      'El bot no conoce la zona horaria {{zone}}. Elige una de la lista mientras escribes, p. ej. `Europe/Madrid`, `America/Mexico_City` o `UTC`.',
    notInGuild: 'Esto solo funciona dentro de un servidor.',
    keyRefused:
      'La Community API ha rechazado esa clave, así que no se ha guardado nada. Vuelve a copiar la clave del panel de tu comunidad (tiene este aspecto: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) e inténtalo de nuevo.',
    keyFormat:
      'Eso no es una clave de la Community API (tiene este aspecto: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); no se ha guardado nada.',
    keyUnchecked:
      'No se ha podido comprobar la clave ahora (la Community API no ha respondido), así que no se ha guardado nada. Inténtalo de nuevo en un momento.',
    cannotStore: 'La clave es correcta, pero el bot aún no puede guardar claves, así que no se ha guardado nada: {{reason}}.',
    systemGone: 'Ese sistema de puntos ya no está en esta comunidad; elige otro.',
    limitUsd:
      'El límite en dólares debe ser una cantidad como 250 o 99,50 (coma o punto para los centavos, sin separador de miles); no se ha guardado nada.',
    limitPoints: 'El límite de puntos debe ser un número entero como 50000 (sin separador de miles); no se ha guardado nada.',
  },
  grace: {
    panel:
      '⏳ Si el bot no estaba en marcha a su hora, los envíos programados aún salen con hasta {{minutes}} de retraso · cámbialo con `{{/setup grace:}}`',
    saved:
      '✅ Si el bot no estaba en marcha a su hora, los envíos programados salen ahora con hasta {{minutes}} de retraso; con más retraso se rechazan como perdidos.',
  },
  /** The most writes that may wait for their time at once (`/setup max-scheduled:`). */
  scheduled: {
    panel_one: '🗓️ Como máximo {{n}} envío puede esperar su hora programada · cámbialo con `{{/setup max-scheduled:}}`',
    panel_other: '🗓️ Como máximo {{n}} envíos pueden esperar su hora programada · cámbialo con `{{/setup max-scheduled:}}`',
    saved_one:
      '✅ Ahora como máximo {{n}} envío puede esperar su hora programada; si se supera, la confirmación se rechaza indicando el límite. Los que ya están en espera se mantienen.',
    saved_other:
      '✅ Ahora como máximo {{n}} envíos pueden esperar su hora programada; si se supera, la confirmación se rechaza indicando el límite. Los que ya están en espera se mantienen.',
  },
};
