import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Configuración del servidor',
    key: {
      environmentStored:
        '🔑 El entorno del bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contiene la clave de este servidor, y esa tiene prioridad; hay guardada una clave que termina en `…{{last4}}`.',
      environmentNone: '🔑 El entorno del bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contiene la clave de este servidor, y esa tiene prioridad; no hay ninguna clave guardada.',
      stored: '🔑 En uso: la clave configurada aquí, que termina en `…{{last4}}`.',
      none: '🔑 Aún no hay clave: el bot no puede llegar a tu comunidad hasta que configures una (Configurar la clave API).',
    },
    roles: '🛡️ Roles de moderador: {{roles}} («Gestionar servidor» siempre cuenta)',
    rolesNone: 'ninguno',
    audit: '📜 Canal de auditoría: {{channel}}',
    auditDefault: '{{channel}} (el predeterminado del bot)',
    auditNone: 'ninguno',
    system: '🏆 Sistema de puntos predeterminado: {{system}}',
    systemNone: 'ninguno (el primero activo)',
    language: '🌐 Idioma: {{language}}',
    languageDefault: 'English (predeterminado)',
    changed: '-# Último cambio {{when}} por {{member}}',
    setKey: 'Configurar la clave API',
    replaceKey: 'Reemplazar la clave API',
    removeKey: 'Quitar la clave guardada',
    rolesPlaceholder: 'Roles de moderador (no elijas ninguno para vaciar)',
    auditPlaceholder: 'Canal de auditoría (no elijas ninguno para quitarlo)',
    systemPlaceholder: 'Sistema de puntos predeterminado',
    languagePlaceholder: 'Idioma de los mensajes públicos',
  },
  form: {
    title: 'Clave de la Community API',
    label: 'Clave API (del panel de tu comunidad)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Clave comprobada y guardada (termina en …{{last4}}); el bot ya la usa para este servidor.',
    keySavedEnvironment:
      '✅ Clave comprobada y guardada (termina en …{{last4}}). El entorno del bot también indica una clave para este servidor, y esa sigue en uso hasta que el operador la quite.',
    noKeyStored: 'No hay ninguna clave guardada para este servidor.',
    keyRemoved: '🗑️ Se ha quitado la clave guardada.',
    rolesSet: '✅ Roles de moderador configurados: {{roles}}.',
    rolesCleared: '✅ Se han quitado los roles de moderador.',
    auditCleared: '✅ Se ha quitado el canal de auditoría.',
    auditDenied: '⚠️ No puedo publicar en {{channel}}, así que no se ha guardado: dale al bot «Ver canal» y «Enviar mensajes» allí y vuelve a elegirlo.',
    auditSet: '✅ Las líneas de auditoría irán a {{channel}} a partir de ahora.',
    systemSaved: '✅ Sistema de puntos predeterminado guardado.',
    languageSaved: '✅ Idioma guardado ({{language}}).',
  },
  auditHello: '📜 Los cambios en los ajustes del bot y sus escrituras se publicarán aquí (elegido por {{member}} con /configuración).',
  refusals: {
    notInGuild: 'Esto solo funciona dentro de un servidor.',
    keyRefused:
      'La Community API ha rechazado esa clave, así que no se ha guardado nada. Vuelve a copiar la clave del panel de tu comunidad (tiene este aspecto: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) e inténtalo de nuevo.',
    keyFormat: 'Eso no es una clave de la Community API (tiene este aspecto: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); no se ha guardado nada.',
    keyUnchecked: 'No se ha podido comprobar la clave ahora (la Community API no ha respondido), así que no se ha guardado nada. Inténtalo de nuevo en un momento.',
    cannotStore: 'La clave es correcta, pero el bot aún no puede guardar claves, así que no se ha guardado nada: {{reason}}.',
    systemGone: 'Ese sistema de puntos ya no está en esta comunidad; elige otro.',
  },
};
