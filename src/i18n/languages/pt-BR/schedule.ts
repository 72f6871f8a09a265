import type { schedule as en } from '../en/schedule.js';

export const schedule: typeof en = {
  every: {
    hour: 'a cada hora aos :{{minute}}',
    day: 'todo dia às {{time}}',
    week: 'toda {{weekday}} às {{time}}',
    month: 'no dia {{day}} de cada mês às {{time}}',
    monthLast: 'no último dia de cada mês às {{time}}',
  },
  period: {
    week: 'semana {{week}}',
  },
  post: {
    updated: '📊 Atualizado {{when}} · próxima atualização {{next}}',
    next: '📊 Próximo ranking {{next}}',
    final: '🏁 Ranking final de {{period}}',
    finalTitle: 'Ranking final, {{period}}',
  },
  reason: {
    channel: 'o bot não pode publicar nesse canal (ele precisa de Ver canal e Enviar mensagens lá)',
    system: 'o sistema de pontos não existe mais',
    key: 'o servidor não tem uma chave da Community API funcionando (defina com /configuração)',
  },
  list: {
    title: 'Agendamentos deste servidor',
    none: 'Nenhum agendamento ainda. Crie um com {{command}}.',
    board: 'ranking de {{system}}',
    next: '▶️ próxima {{when}} ({{server}})',
    paused: '⏸️ pausado: {{reason}}',
    update: 'edita uma mensagem',
    new: 'uma mensagem nova a cada vez',
    by: 'criado por {{member}} · {{n}} publicados',
    zone: 'Horários no fuso do servidor: {{zone}} (/configuração)',
  },
  badAt: {
    hour: 'Para cada hora, `às` é o minuto, ex. `:15`.',
    day: 'Para cada dia, `às` é um horário, ex. `18:00`.',
    week: 'Para cada semana, `às` é um dia da semana e um horário, ex. `mon 18:00`.',
    month: 'Para cada mês, `às` é um dia (1–31, ou `last`) e um horário, ex. `1 09:00` ou `last 23:30`.',
  },
  hello: '📊 O ranking de {{system}} será publicado aqui {{when}} (configurado por {{member}}).',
  created: 'Agendamento {{id}}: o ranking de {{system}} em {{channel}}, {{when}}. Próxima: {{next}} ({{server}}).',
  createdNow: 'Agendamento {{id}}: o ranking de {{system}} em {{channel}}, publicado agora e editado {{when}}. Próxima atualização: {{next}} ({{server}}).',
  final: 'No fim de cada {{period}} o ranking final também é publicado.',
  finalWeek: 'semana',
  finalMonth: 'mês',
  full: 'Este servidor já tem {{n}} agendamentos, o máximo. Apague um primeiro com {{command}}.',
  cannotPost: 'Não consigo publicar em {{channel}}. Me dê Ver canal e Enviar mensagens lá e tente de novo.',
  removed: 'O agendamento {{id}} foi apagado. O que ele publicou fica.',
  resumed: 'O agendamento {{id}} está ativo de novo. Próxima: {{next}} ({{server}}).',
  notFound: 'Não há agendamento {{id}} neste servidor: {{command}} mostra todos.',
  stopped: 'O agendamento {{id}} em {{channel}} foi pausado: {{reason}}. {{command}} o inicia de novo quando isso for resolvido.',
};
