import type { Translation } from '../../shape.js';
import type { period as en } from '../en/period.js';

export const period: Translation<typeof en> = {
  title: { week: '{{system}}: ganancias de esta semana', month: '{{system}}: ganancias de este mes' },
  labelWeek: 'la semana {{week}} de {{year}}',
  finalTitle: '🏁 Clasificación final de {{label}}: {{system}}',
  row: '{{gain}} · saldo {{balance}}',
  since: 'Ganancias desde el {{time}}',
  sinceTurnedOn: 'Ganancias desde el {{time}}, cuando se activaron las clasificaciones por periodo',
  asOf: 'Saldos leídos {{time}}; se vuelven a leer cada pocos minutos',
  footer: 'Página {{page}} de {{pages}} · miembros: {{n}} · clasificación de {{label}}',
  empty: 'Nadie tiene ni ha ganado {{system}} en este periodo.',
  myRank: {
    week: 'Estás en el puesto **{{rank}}** en la clasificación de esta semana (miembros con ganancias: {{n}}): {{gain}} {{system}} (saldo {{balance}}).',
    month:
      'Estás en el puesto **{{rank}}** en la clasificación de este mes (miembros con ganancias: {{n}}): {{gain}} {{system}} (saldo {{balance}}).',
    past: 'Quedaste en el puesto **{{rank}}** en la clasificación de {{label}} (miembros con ganancias: {{n}}): {{gain}} {{system}} (saldo {{balance}}).',
  },
  myUnranked: {
    week: 'No has ganado nada esta semana: {{gain}} {{system}} (saldo {{balance}}), así que no tienes puesto. Miembros con ganancias: {{gainers}} de {{n}}.',
    month:
      'No has ganado nada este mes: {{gain}} {{system}} (saldo {{balance}}), así que no tienes puesto. Miembros con ganancias: {{gainers}} de {{n}}.',
    past: 'No ganaste nada en {{label}}: {{gain}} {{system}} (saldo {{balance}}), así que no tienes puesto. Miembros con ganancias: {{gainers}} de {{n}}.',
  },
  gainers: 'Miembros con ganancias: {{gainers}} de {{n}}; los demás aparecen sin puesto.',
  notRanked: {
    week: 'No estás en la clasificación de esta semana: no has tenido ni ganado {{system}} esta semana.',
    month: 'No estás en la clasificación de este mes: no has tenido ni ganado {{system}} este mes.',
    past: 'No estás en la clasificación de {{label}}: no tuviste ni ganaste {{system}} en ese periodo.',
  },
  balanceLine: {
    week: '{{member}} esta semana: {{gain}} {{system}} desde el {{time}} (puesto **{{rank}}**; miembros con ganancias: {{n}}; saldo {{balance}})',
    month:
      '{{member}} este mes: {{gain}} {{system}} desde el {{time}} (puesto **{{rank}}**; miembros con ganancias: {{n}}; saldo {{balance}})',
    past: '{{member}} en {{label}}: {{gain}} {{system}} desde el {{time}} (puesto **{{rank}}**; miembros con ganancias: {{n}}; saldo {{balance}})',
  },
  balanceUnranked: {
    week: '{{member}} esta semana: {{gain}} {{system}} desde el {{time}} (sin ganancias, así que sin puesto; saldo {{balance}})',
    month: '{{member}} este mes: {{gain}} {{system}} desde el {{time}} (sin ganancias, así que sin puesto; saldo {{balance}})',
    past: '{{member}} en {{label}}: {{gain}} {{system}} desde el {{time}} (sin ganancias, así que sin puesto; saldo {{balance}})',
  },
  balanceNone: {
    week: '{{member}} no está en la clasificación de esta semana: no ha tenido ni ganado {{system}} esta semana.',
    month: '{{member}} no está en la clasificación de este mes: no ha tenido ni ganado {{system}} este mes.',
    past: '{{member}} no está en la clasificación de {{label}}: no tuvo ni ganó {{system}} en ese periodo.',
  },
  card: 'La página de la clasificación por periodo como imagen',
  words: { week: 'semana', month: 'mes', lastWeek: 'semana-pasada', lastMonth: 'mes-pasado' },
  refusals: {
    bad: 'Indica un periodo: {{words}} o uno pasado por su nombre, como 2026-W47 o 2026-11.',
    future: 'Todavía no ha empezado {{label}}.',
    notOn:
      'Las clasificaciones por periodo están desactivadas para {{system}}. Un administrador puede activarlas con `{{/setup periods:}}`.',
    notReady:
      'Todavía se están leyendo los saldos iniciales de esta clasificación (poseedores leídos: {{done}} de {{total}}). Inténtalo de nuevo en un minuto.',
    noFinal:
      'No hay una clasificación final guardada de {{label}}: las clasificaciones por periodo estaban desactivadas o todavía se están leyendo los saldos de cierre.',
  },
  setup: {
    cost: 'Clasificaciones por periodo para {{system}}: una instantánea del saldo de cada poseedor ({{holders}} en total) al inicio de cada semana y de cada mes, en la zona horaria del servidor ({{zone}}). Cada instantánea cuesta **{{requests}}** a la Community API, que el bot envía en segundo plano. Las instantáneas se guardan {{weeks}}; la clasificación final de cada periodo se guarda para siempre. La clasificación en curso se vuelve a leer como mucho cada 5 minutos (las mismas solicitudes cada vez), así que consultarla no le cuesta nada a nadie.',
    isOn: 'Las clasificaciones por periodo de {{system}} están activadas desde el {{time}}.',
    turnOn: 'Activar',
    turnOff: 'Desactivar',
    on: 'Las clasificaciones por periodo de {{system}} están activadas: la primera instantánea se está tomando ahora y las ganancias cuentan desde el {{time}}.',
    off: 'Las clasificaciones por periodo de {{system}} están desactivadas. Las clasificaciones finales ya guardadas se conservan.',
    retention_one: 'Ahora las instantáneas se guardan {{n}} semana. La clasificación final de cada periodo se guarda para siempre.',
    retention_other: 'Ahora las instantáneas se guardan {{n}} semanas. La clasificación final de cada periodo se guarda para siempre.',
    byScheduleOn:
      'También se han activado las clasificaciones por periodo de este sistema: una instantánea al inicio de cada periodo cuesta {{requests}}.',
    time: 'Una instantánea de esta clasificación cuesta **{{requests}}** (una por cada 100 poseedores): aproximadamente {{duration}} de trabajo en segundo plano al ritmo que esta clave reserva para ese trabajo (solicitudes por segundo: {{rate}}), o hasta el doble mientras los feeds usan la mitad de ese ritmo. Por eso la instantánea que cierra cada periodo empieza {{lead}} antes de que termine el periodo, y la clasificación final está completa al terminar.',
  },
  snapshotLate:
    'La instantánea de {{system}} del {{at}} ({{zone}}) no se ha podido terminar antes del fin de su periodo, así que esa clasificación por periodo está incompleta.',
};
