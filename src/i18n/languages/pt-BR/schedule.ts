import type { Translation } from '../../shape.js';
import type { schedule as en } from '../en/schedule.js';

export const schedule: Translation<typeof en> = {
  every: {
    hour: 'a cada hora, no minuto {{minute}}',
    day: 'todos os dias às {{time}}',
    weekday: {
      mon: 'toda segunda-feira às {{time}}',
      tue: 'toda terça-feira às {{time}}',
      wed: 'toda quarta-feira às {{time}}',
      thu: 'toda quinta-feira às {{time}}',
      fri: 'toda sexta-feira às {{time}}',
      sat: 'todo sábado às {{time}}',
      sun: 'todo domingo às {{time}}',
    },
    month: 'no dia {{day}} de cada mês às {{time}}',
    monthFirst: 'no dia 1º de cada mês às {{time}}',
    withZone: '{{when}} ({{zone}})',
    monthLast: 'no último dia de cada mês às {{time}}',
  },
  post: {
    updated: '📊 Atualizado {{when}} · próxima atualização: {{next}}',
    next: '📊 Próximo ranking: {{next}}',
    final: { week: '🏁 Ranking final da {{label}}', month: '🏁 Ranking final de {{month}}' },
    finalTitle: { week: 'Ranking final, {{label}}', month: 'Ranking final, {{month}}' },
  },
  reason: {
    channel: 'o bot não consegue publicar nesse canal (precisa das permissões “Ver canal” e “Enviar mensagens” lá)',
    system: 'o sistema de pontos não existe mais',
    key: 'o servidor não tem uma chave da Community API que funcione (defina uma com `{{/setup}}`)',
  },
  list: {
    title: 'Agendamentos deste servidor',
    none: 'Nenhum agendamento ainda. Crie um com `{{/schedule leaderboard}}`.',
    board: 'ranking de {{system}}',
    next: '▶️ próxima execução: {{when}} (horário do servidor: {{server}})',
    paused: '⏸️ pausado: {{reason}}',
    update: 'edita a mesma mensagem',
    new: 'publica uma mensagem nova a cada vez',
    by: 'criado por {{member}} · publicações até agora: {{n}}',
    missed_one: '{{n}} execução perdida enquanto o bot estava fora do ar; o ranking foi publicado depois',
    missed_other: '{{n}} execuções perdidas enquanto o bot estava fora do ar; o ranking foi publicado uma única vez no lugar delas',
    zone: 'Horários no fuso do servidor: {{zone}} ({{/setup}})',
  },
  badAt: {
    hour: 'com “a cada hora”, digite o minuto, ex.: `:15`',
    day: 'com “todos os dias”, digite um horário, ex.: `18:00`',
    week: 'com “toda semana”, digite um dia da semana e um horário, ex.: `seg 18:00`',
    month: 'com “todo mês”, digite um dia (1–31, ou `último`) e um horário, ex.: `1 09:00` ou `último 23:30`',
  },
  hello: '📊 O ranking de {{system}} será publicado aqui {{when}}. Configurado por {{member}}.',
  created:
    'Agendamento {{id}}: o ranking de {{system}} em {{channel}}, {{when}}. Próxima publicação: {{next}} (horário do servidor: {{server}}).',
  createdNow:
    'Agendamento {{id}}: o ranking de {{system}} em {{channel}}, publicado agora e atualizado {{when}}. Próxima atualização: {{next}} (horário do servidor: {{server}}).',
  finalWeek: 'No fim de cada semana, o ranking final também é publicado.',
  finalMonth: 'No fim de cada mês, o ranking final também é publicado.',
  full_one: 'Este servidor já tem {{n}} agendamento, o máximo. Remova-o primeiro com `{{/schedule remove}}`.',
  full_other: 'Este servidor já tem {{n}} agendamentos, o máximo. Remova um primeiro com `{{/schedule remove}}`.',
  cannotPost:
    'O bot não consegue publicar em {{channel}}. Dê ao bot as permissões “Ver canal” e “Enviar mensagens” nesse canal e tente de novo.',
  removed: 'O agendamento {{id}} foi removido. O que ele já publicou continua no canal.',
  resumed: 'O agendamento {{id}} está ativo de novo. Próxima execução: {{next}} (horário do servidor: {{server}}).',
  notFound: 'Não há agendamento {{id}} neste servidor: `{{/schedule list}}` mostra todos.',
  stopped: 'O agendamento {{id}} em {{channel}} foi pausado: {{reason}}. `{{/schedule resume}}` o retoma quando isso for resolvido.',
  writes: {
    title: 'Operações agendadas',
    line: '{{id}} · {{what}} · {{when}} ({{server}}) · por {{member}} · {{state}}',
    state: {
      scheduled: '⏳ aguardando',
      created: '✅ enviada',
      refused: '⛔ não enviada: {{reason}}',
      unknown: '❓ enviada, resultado desconhecido',
      cancelled: '✖️ cancelada',
      sending: '📤 sendo enviada',
    },
    cancelled: 'A operação agendada {{id}} foi cancelada; nada foi enviado.',
    tooLate:
      'A operação agendada {{id}} não pode mais ser cancelada: está sendo enviada ou já terminou. `{{/schedule list}}` mostra o resultado.',
    count_one: '{{n}} aguardando · na lista: {{total}} · página {{page}} de {{pages}}',
    count_other: '{{n}} aguardando · na lista: {{total}} · página {{page}} de {{pages}}',
  },
};
