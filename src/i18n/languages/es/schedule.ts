import type { schedule as en } from '../en/schedule.js';

export const schedule: typeof en = {
  every: {
    hour: 'cada hora a los :{{minute}}',
    day: 'cada día a las {{time}}',
    week: 'cada {{weekday}} a las {{time}}',
    month: 'el día {{day}} de cada mes a las {{time}}',
    monthLast: 'el último día de cada mes a las {{time}}',
  },
  period: {
    week: 'la semana {{week}}',
  },
  post: {
    updated: '📊 Actualizada {{when}} · próxima actualización {{next}}',
    next: '📊 Próxima clasificación {{next}}',
    final: '🏁 Clasificación final de {{period}}',
    finalTitle: 'Clasificación final, {{period}}',
  },
  reason: {
    channel: 'el bot no puede publicar en ese canal (necesita Ver canal y Enviar mensajes allí)',
    system: 'el sistema de puntos ya no existe',
    key: 'el servidor no tiene una clave de Community API que funcione (fíjala con /configuración)',
  },
  list: {
    title: 'Programaciones de este servidor',
    none: 'Aún no hay programaciones. Crea una con {{command}}.',
    board: 'clasificación de {{system}}',
    next: '▶️ próxima {{when}} ({{server}})',
    paused: '⏸️ en pausa: {{reason}}',
    update: 'edita un mensaje',
    new: 'un mensaje nuevo cada vez',
    by: 'creada por {{member}} · {{n}} publicadas',
    zone: 'Horas en la zona del servidor: {{zone}} (/configuración)',
  },
  badAt: {
    hour: 'Para cada hora, `a` es el minuto, p. ej. `:15`.',
    day: 'Para cada día, `a` es una hora, p. ej. `18:00`.',
    week: 'Para cada semana, `a` es un día de la semana y una hora, p. ej. `mon 18:00`.',
    month: 'Para cada mes, `a` es un día (1–31, o `last`) y una hora, p. ej. `1 09:00` o `last 23:30`.',
  },
  hello: '📊 La clasificación de {{system}} se publicará aquí {{when}} (configurado por {{member}}).',
  created: 'Programación {{id}}: la clasificación de {{system}} en {{channel}}, {{when}}. Próxima: {{next}} ({{server}}).',
  createdNow: 'Programación {{id}}: la clasificación de {{system}} en {{channel}}, publicada ahora y editada {{when}}. Próxima actualización: {{next}} ({{server}}).',
  final: 'Al final de cada {{period}} también se publica la clasificación final.',
  finalWeek: 'semana',
  finalMonth: 'mes',
  full: 'Este servidor ya tiene {{n}} programaciones, el máximo. Borra una primero con {{command}}.',
  cannotPost: 'No puedo publicar en {{channel}}. Dame Ver canal y Enviar mensajes allí y vuelve a intentarlo.',
  removed: 'La programación {{id}} se ha borrado. Lo que publicó se queda.',
  resumed: 'La programación {{id}} vuelve a estar activa. Próxima: {{next}} ({{server}}).',
  notFound: 'No hay ninguna programación {{id}} en este servidor: {{command}} las muestra.',
  stopped: 'La programación {{id}} en {{channel}} se pausó: {{reason}}. {{command}} la inicia de nuevo cuando esté resuelto.',
};
