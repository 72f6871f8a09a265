/** /rewards: roles que siguen las clasificaciones de puntos. */
export const rewards = {
  rule: {
    threshold: '{{system}} ≥ {{at}}',
    thresholdKeep: '{{system}} ≥ {{at}} (se conserva por debajo)',
    week: 'los {{top}} primeros de cada semana en {{system}}',
    month: 'los {{top}} primeros de cada mes en {{system}}',
  },
  reason: {
    threshold: 'Recompensa de puntos: {{system}} ≥ {{at}}',
    period: 'Recompensa de puntos: {{system}}, los {{top}} primeros de {{label}}',
  },
  audit: {
    done: 'Recompensa {{role}} ({{rule}}) sincronizada: {{counts}}.',
    given: 'rol asignado: {{n}}',
    taken: 'rol retirado: {{n}}',
    left: 'omitidos, no están en el servidor: {{n}}',
    cannot: 'omitidos, el bot no puede cambiar sus roles (el dueño del servidor o miembros con un rol igual o superior al del bot): {{n}}',
    failed: 'fallidos: {{n}}',
    stopped: 'Recompensa {{role}} ({{rule}}) detenida: {{reason}}. Corrígelo y vuelve a añadir la recompensa con `{{/rewards add}}`.',
    skipped: 'La recompensa {{role}} ({{rule}}) no ha asignado ni retirado el rol a nadie: {{reason}}.',
  },
  stop: {
    roleGone: 'el rol {{role}} ya no existe',
    moderatorLeft: 'el moderador que la añadió ({{member}}) ya no está en el servidor',
    refused:
      'Discord no ha permitido asignar ni retirar {{role}} (el bot necesita «Gestionar roles» y su propio rol por encima de {{role}})',
    tooMany: 'el servidor tiene más miembros de los que lee una recompensa (como máximo {{max}})',
  },
  noFinal:
    'no se guardó ninguna clasificación final de {{label}} (las clasificaciones por periodo estaban desactivadas o su instantánea llegó tarde)',
  bad: {
    kind: 'Indica {{:balance}} (el saldo que da el rol) o bien {{:top}} junto con {{:period}} (los ganadores de cada periodo), pero no ambos.',
    period: 'Una recompensa por periodo necesita {{:top}} y {{:period}} (semana o mes).',
    keep: 'La opción {{:keep}} solo es para recompensas por umbral (con {{:balance}}).',
    periodsOff:
      'Una recompensa por periodo usa las clasificaciones finales de {{system}}: activa primero sus clasificaciones por periodo con `{{/setup periods:}}`.',
    noEngine: 'Las recompensas necesitan las tareas en segundo plano del bot, que aquí no se ejecutan.',
  },
  preview: {
    title: 'Nueva recompensa: {{role}} para {{rule}}',
    get: 'Reciben {{role}}: **{{n}}**',
    lose: 'Lo pierden: **{{n}}**',
    keepNote: 'Los miembros que bajen del umbral lo conservan ({{:keep}} activado).',
    names: 'Los primeros: {{names}}',
    left: 'No están en el servidor (omitidos): **{{n}}**',
    cannot: 'El bot no puede cambiar sus roles (el dueño del servidor o miembros con un rol igual o superior al del bot): {{names}}',
    cost: 'Cada sincronización lee la clasificación desde arriba hasta el umbral: **{{requests}}** ahora, luego una vez por hora.',
    periodFirst: {
      week: 'Cuando termine esta semana (el {{when}}), los ganadores de su clasificación final serán los primeros en recibir {{role}} (sin gastar ninguna solicitud); los ganadores de la semana anterior que no estén entre ellos lo perderán.',
      month:
        'Cuando termine este mes (el {{when}}), los ganadores de su clasificación final serán los primeros en recibir {{role}} (sin gastar ninguna solicitud); los ganadores del mes anterior que no estén entre ellos lo perderán.',
    },
    confirm: 'Confirmar',
    expired: 'Esta vista previa ha caducado o ya se ha confirmado. Vuelve a ejecutar `{{/rewards add}}`.',
  },
  confirmed: 'La recompensa {{id}} está activa: {{role}} para {{rule}}. {{next}}',
  firstSync: 'La primera sincronización está en marcha; su resultado va al canal de auditoría y a `{{/audit}}`.',
  firstPeriod: 'Cuando termine este periodo, sus ganadores serán los primeros en recibir el rol.',
  full: 'Este servidor ya tiene el máximo de recompensas permitido ({{max}}). Elimina una primero con `{{/rewards remove}}`.',
  list: {
    title: 'Recompensas de este servidor',
    none: 'Aún no hay recompensas. Añade una con `{{/rewards add}}`.',
    active: '▶️ activa',
    stopped: '⏹️ detenida: {{reason}}',
    lastSync: 'última sincronización {{when}}: rol asignado a {{given}}, retirado a {{taken}}',
    never: 'aún sin sincronizar',
  },
  removed: 'La recompensa {{id}} se ha eliminado. Los miembros conservan los roles que tienen ahora.',
  notFound: 'No hay ninguna recompensa {{id}} en este servidor: `{{/rewards list}}` las muestra.',
  ahead: 'faltan {{amount}} para {{role}}',
};
