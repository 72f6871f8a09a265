import type { Translation } from '../../shape.js';
import type { period as en } from '../en/period.js';

export const period: Translation<typeof en> = {
  title: { week: '{{system}}: ganhos desta semana', month: '{{system}}: ganhos deste mês' },
  labelWeek: 'semana {{week}} de {{year}}',
  finalTitle: '🏁 Ranking final de {{system}}: {{label}}',
  row: '{{gain}} · saldo {{balance}}',
  since: 'Ganhos desde {{time}}',
  sinceTurnedOn: 'Ganhos desde {{time}}, quando os rankings por período foram ativados',
  asOf: 'Saldos atualizados {{time}}; a atualização ocorre a cada poucos minutos',
  footer: 'Página {{page}} de {{pages}} · membros: {{n}} · {{label}}',
  empty: 'Ninguém tem nem ganhou {{system}} neste período.',
  myRank: {
    week: 'No ranking desta semana, você está em **{{rank}}º** lugar entre os membros que ganharam algo ({{n}} no total): {{gain}} {{system}} (saldo {{balance}}).',
    month:
      'No ranking deste mês, você está em **{{rank}}º** lugar entre os membros que ganharam algo ({{n}} no total): {{gain}} {{system}} (saldo {{balance}}).',
    past: 'No ranking final ({{label}}), você ficou em **{{rank}}º** lugar entre os membros que ganharam algo ({{n}} no total): {{gain}} {{system}} (saldo {{balance}}).',
  },
  myUnranked: {
    week: 'Você não ganhou nada nesta semana: {{gain}} {{system}} (saldo {{balance}}), então fica sem posição. Membros que ganharam algo: {{gainers}} de {{n}}.',
    month:
      'Você não ganhou nada neste mês: {{gain}} {{system}} (saldo {{balance}}), então fica sem posição. Membros que ganharam algo: {{gainers}} de {{n}}.',
    past: 'Você não ganhou nada nesse período ({{label}}): {{gain}} {{system}} (saldo {{balance}}), então ficou sem posição. Membros que ganharam algo: {{gainers}} de {{n}}.',
  },
  gainers: 'Membros que ganharam algo: {{gainers}} de {{n}}; os demais aparecem sem posição.',
  notRanked: {
    week: 'Você não está no ranking desta semana: não teve nem ganhou {{system}} nesta semana.',
    month: 'Você não está no ranking deste mês: não teve nem ganhou {{system}} neste mês.',
    past: 'Você não está no ranking final ({{label}}): não teve nem ganhou {{system}} nesse período.',
  },
  balanceLine: {
    week: '{{member}} nesta semana: {{gain}} {{system}} desde {{time}} (**{{rank}}º** de {{n}} que ganharam algo, saldo {{balance}})',
    month: '{{member}} neste mês: {{gain}} {{system}} desde {{time}} (**{{rank}}º** de {{n}} que ganharam algo, saldo {{balance}})',
    past: '{{member}} ({{label}}): {{gain}} {{system}} desde {{time}} (**{{rank}}º** de {{n}} que ganharam algo, saldo {{balance}})',
  },
  balanceUnranked: {
    week: '{{member}} nesta semana: {{gain}} {{system}} desde {{time}} (sem ganho, então sem posição; saldo {{balance}})',
    month: '{{member}} neste mês: {{gain}} {{system}} desde {{time}} (sem ganho, então sem posição; saldo {{balance}})',
    past: '{{member}} ({{label}}): {{gain}} {{system}} desde {{time}} (sem ganho, então sem posição; saldo {{balance}})',
  },
  balanceNone: {
    week: '{{member}} não está no ranking desta semana: não teve nem ganhou {{system}} nesta semana.',
    month: '{{member}} não está no ranking deste mês: não teve nem ganhou {{system}} neste mês.',
    past: '{{member}} não está no ranking final ({{label}}): não teve nem ganhou {{system}} nesse período.',
  },
  card: 'A página do ranking por período como imagem',
  words: { week: 'semana', month: 'mês', lastWeek: 'semana-passada', lastMonth: 'mês-passado' },
  refusals: {
    bad: 'Informe um período: {{words}} ou um período anterior, como 2026-W47 ou 2026-11.',
    future: 'Esse período ({{label}}) ainda não começou.',
    notOn:
      'Os rankings por período estão desativados para {{system}}. Um administrador do servidor pode ativá-los com `{{/setup periods:}}`.',
    notReady:
      'Os saldos iniciais deste ranking ainda estão sendo lidos (detentores lidos: {{done}} de {{total}}). Tente de novo em um minuto.',
    noFinal:
      'Não há ranking final salvo desse período ({{label}}): os rankings por período estavam desativados, ou os saldos de fechamento ainda estão sendo lidos.',
  },
  setup: {
    cost: 'Rankings por período para {{system}}: uma captura dos saldos de todos os detentores ({{holders}}) no início de cada semana e de cada mês, no fuso horário do servidor ({{zone}}). Cada captura custa **{{requests}}** à Community API, que o bot envia em segundo plano. As capturas ficam guardadas por {{weeks}}; o ranking final de cada período fica guardado para sempre. O ranking em andamento é lido de novo no máximo a cada 5 minutos (as mesmas solicitações a cada vez), então os membros podem consultá-lo sem custo.',
    isOn: 'Os rankings por período de {{system}} estão ativados desde {{time}}.',
    turnOn: 'Ativar',
    turnOff: 'Desativar',
    on: 'Os rankings por período de {{system}} estão ativados: a primeira captura está sendo feita agora, e os ganhos contam a partir de {{time}}.',
    off: 'Os rankings por período de {{system}} estão desativados. Os rankings finais já salvos continuam guardados.',
    retention_one: 'Agora as capturas ficam guardadas por {{n}} semana. O ranking final de cada período fica guardado para sempre.',
    retention_other: 'Agora as capturas ficam guardadas por {{n}} semanas. O ranking final de cada período fica guardado para sempre.',
    byScheduleOn:
      'Os rankings por período também foram ativados para este sistema: uma captura no início de cada período custa {{requests}}.',
    time: 'Uma captura deste ranking custa **{{requests}}** (uma a cada 100 detentores): cerca de {{duration}} em segundo plano, no ritmo reservado a esta chave (solicitações por segundo: {{rate}}), ou até o dobro enquanto os feeds usam metade desse ritmo. Por isso a captura que fecha cada período começa {{lead}} antes do fim, e o ranking final fica completo ao terminar.',
  },
  snapshotLate:
    'A captura de {{system}} de {{at}} ({{zone}}) não terminou antes do fim do período correspondente, então esse ranking por período está incompleto.',
};
