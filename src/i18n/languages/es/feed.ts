import type { feed as en } from '../en/feed.js';

export const feed: typeof en = {
  announce: {
    title: '🏁 **Nuevas misiones completadas**',
    line: '{{member}} completó {{quest}} (ronda {{round}}) {{when}}',
  },
  target: {
    all: 'todas las misiones',
    quest: 'la misión {{quest}}',
  },
  reason: {
    moderator: 'pausado por un moderador',
    channel: 'el bot no puede publicar en ese canal (necesita Ver canal y Enviar mensajes allí)',
    quest: 'la misión ya no existe',
    key: 'el servidor no tiene una clave de la Community API que funcione (configúrala con {{/setup}})',
    hidden: 'su misión está oculta para los miembros (borrador, plantilla o misión privada) y el feed no se creó para anunciarla públicamente',
  },
  list: {
    title: 'Feeds de este servidor',
    none: 'Aún no hay feeds. Crea uno con `{{/feed quests}}`.',
    active: '▶️ activo',
    paused: '⏸️ en pausa: {{reason}}',
    every: 'revisado cada {{interval}}',
    lastPoll: 'última revisión {{when}}',
    neverPolled: 'aún sin revisar',
    announced: '{{n}} anunciadas',
  },
  created: 'Feed {{id}}: desde ahora se anuncian en {{channel}} las nuevas completadas de {{target}}, revisadas cada {{interval}}.',
  hello: '🏁 Aquí se anunciarán las nuevas completadas de {{target}} (configurado por {{member}}).',
  exists: '{{channel}} ya tiene un feed para {{target}}: mira `{{/feed list}}`.',
  full: 'Este servidor ya tiene {{n}} feeds, el máximo permitido. Elimina uno antes con `{{/feed remove}}`.',
  cannotPost: 'No puedo publicar en {{channel}}. Dame Ver canal y Enviar mensajes allí y vuelve a intentarlo.',
  paused: 'El feed {{id}} está en pausa. `{{/feed resume}}` lo reanuda donde se quedó.',
  resumed: 'El feed {{id}} vuelve a estar activo: en su próxima revisión anuncia lo que se perdió.',
  removed: 'El feed {{id}} se eliminó.',
  notFound: 'No hay ningún feed {{id}} en este servidor: `{{/feed list}}` los muestra.',
  stopped: 'El feed {{id}} de {{channel}} se pausó: {{reason}}. `{{/feed resume}}` lo reanuda cuando esté resuelto.',
  hidden: {
    warning: '⚠️ {{quest}} está oculta para los miembros (un borrador, una plantilla o una misión privada). Un feed de ella anuncia cada finalización públicamente en {{channel}}, con quién la completó. ¿Crearlo de todos modos?',
    confirm: 'Crearlo de todos modos',
  },
};
