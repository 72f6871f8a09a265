import type { Translation } from '../../shape.js';
import type { feed as en } from '../en/feed.js';

export const feed: Translation<typeof en> = {
  announce: {
    title: '🏁 **Nuevas misiones completadas**',
    line: '{{member}} completó {{quest}} {{when}} (ronda {{round}})',
  },
  reason: {
    moderator: 'pausado por un moderador',
    channel: 'el bot no puede publicar en ese canal (necesita «Ver canal» y «Enviar mensajes» allí)',
    quest: 'la misión ya no existe',
    key: 'el servidor no tiene una clave de la Community API que funcione (configúrala con `{{/setup}}`)',
    hidden:
      'su misión está oculta para los miembros (borrador, plantilla o misión privada) y el feed no se creó para anunciarla públicamente',
  },
  list: {
    title: 'Feeds de este servidor',
    none: 'Aún no hay feeds. Crea uno con `{{/feed quests}}`.',
    all: 'todas las misiones',
    quest: 'misión {{quest}}',
    active: '▶️ activo',
    paused: '⏸️ en pausa: {{reason}}',
    every: 'comprobado {{every}}',
    lastPoll: 'última comprobación {{when}}',
    neverPolled: 'aún sin comprobar',
    announced: 'anunciadas: {{n}}',
  },
  created: {
    all: 'Feed {{id}}: desde ahora se anuncian en {{channel}} las misiones completadas, con comprobación {{every}}.',
    quest:
      'Feed {{id}}: desde ahora se anuncia en {{channel}} cada vez que alguien complete la misión {{quest}}, con comprobación {{every}}.',
  },
  hello: {
    all: '🏁 Aquí se anunciarán las misiones completadas (configurado por {{member}}).',
    quest: '🏁 Aquí se anunciará cada vez que alguien complete la misión {{quest}} (configurado por {{member}}).',
  },
  exists: {
    all: '{{channel}} ya tiene un feed de todas las misiones: mira `{{/feed list}}`.',
    quest: '{{channel}} ya tiene un feed de la misión {{quest}}: mira `{{/feed list}}`.',
  },
  full_one: 'Este servidor ya tiene {{n}} feed, el máximo permitido. Elimínalo antes con `{{/feed remove}}`.',
  full_other: 'Este servidor ya tiene {{n}} feeds, el máximo permitido. Elimina uno antes con `{{/feed remove}}`.',
  cannotPost: 'El bot no puede publicar en {{channel}}. Dale «Ver canal» y «Enviar mensajes» allí e inténtalo de nuevo.',
  paused: 'El feed {{id}} está en pausa. `{{/feed resume}}` lo reanuda donde se quedó.',
  resumed: 'El feed {{id}} vuelve a estar activo: en su próxima comprobación anunciará lo que no se anunció durante la pausa.',
  removed: 'El feed {{id}} se ha eliminado.',
  notFound: 'No hay ningún feed {{id}} en este servidor: `{{/feed list}}` los muestra.',
  stopped: 'El feed {{id}} de {{channel}} se ha pausado: {{reason}}. `{{/feed resume}}` lo reanuda cuando esté resuelto.',
  hidden: {
    warning:
      '⚠️ {{quest}} está oculta para los miembros (un borrador, una plantilla o una misión privada). Un feed de esta misión anunciará públicamente en {{channel}} cada vez que alguien la complete, con su nombre. ¿Crearlo de todos modos?',
    confirm: 'Crearlo de todos modos',
  },
};
