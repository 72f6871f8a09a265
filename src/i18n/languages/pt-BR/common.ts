import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  spanUnits: { week: 'sem', day: 'd', hour: 'h', minute: 'min' },
  more: '…e mais {{n}}',
  count: {
    holders_one: '{{n}} detentor',
    holders_other: '{{n}} detentores',
    members_one: '{{n}} membro',
    members_other: '{{n}} membros',
    requests_one: '{{n}} solicitação',
    requests_other: '{{n}} solicitações',
    minutes_one: '{{n}} minuto',
    minutes_other: '{{n}} minutos',
    weeks_one: '{{n}} semana',
    weeks_other: '{{n}} semanas',
    points_one: '{{n}} ponto',
    points_other: '{{n}} pontos',
    characters_one: '{{n}} caractere',
    characters_other: '{{n}} caracteres',
  },
  every: {
    minute: 'a cada minuto',
    minutes_one: 'a cada {{n}} minutos',
    minutes_other: 'a cada {{n}} minutos',
    hour: 'a cada hora',
    hours_one: 'a cada {{n}} horas',
    hours_other: 'a cada {{n}} horas',
    day: 'todos os dias',
    days_one: 'a cada {{n}} dias',
    days_other: 'a cada {{n}} dias',
    week: 'toda semana',
    weeks_one: 'a cada {{n}} semanas',
    weeks_other: 'a cada {{n}} semanas',
  },
  pager: { first: 'Primeira', previous: 'Anterior', next: 'Próxima', last: 'Última' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Interação com post em rede social',
      CHAT_ACCOUNT_AGE: 'Idade da conta do Discord',
      DISCORD_ACCOUNT_AGE: 'Idade da conta do Discord',
      CHANNEL_MESSAGE: 'Mensagem em um canal',
    },
    questStatus: {
      DRAFT: 'Rascunho',
      TEMPLATE: 'Modelo',
      ACTIVE: 'Ativa',
      PAUSED: 'Pausada',
      REVIEW: 'Em revisão',
      ENDED: 'Encerrada',
      ARCHIVED: 'Arquivada',
    },
    recurrence: { ONCE: 'Uma vez', DAILY: 'Diária', WEEKLY: 'Semanal', MONTHLY: 'Mensal', CUSTOM: 'Personalizada' },
    visibility: { PRIVATE: 'Privada', PUBLIC: 'Pública', SHARED: 'Compartilhada com comunidades parceiras' },
    rewardType: { FIXED: 'Fixa', RANDOM: 'Aleatória', SHARED: 'Dividida' },
    strategy: { RAFFLE: 'sorteio' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'pontos', ROLE: 'cargo' },
    pointSystemStatus: { ACTIVE: 'Ativo', ARCHIVED: 'Arquivado', SUSPENDED: 'Suspenso' },
    permission: { VIEW: 'ver saldos', TRANSFER: 'mover pontos entre membros', SPEND: 'gastar pontos', PRINT: 'emitir novos pontos' },
    balanceOrder: { 'balance-desc': 'maiores primeiro', 'balance-asc': 'menores primeiro' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_one:
      '⏳ Exportando {{n}} linha: {{requests}} à Community API, cerca de {{minutes}}. Esta mensagem mostra o progresso e depois o arquivo.',
    started_other:
      '⏳ Exportando {{n}} linhas: {{requests}} à Community API, cerca de {{minutes}}. Esta mensagem mostra o progresso e depois o arquivo.',
    progress_one: '⏳ Exportando… {{done}} de {{n}} linha lida.',
    progress_other: '⏳ Exportando… {{done}} de {{n}} linhas lidas.',
    done_one: '📄 {{file}}: {{n}} linha.',
    done_other: '📄 {{file}}: {{n}} linhas.',
    zones: 'Horários em UTC e no fuso horário do servidor ({{zone}}).',
    named_one: 'Nomes: {{named}} de {{n}} linha, como o servidor mostra o membro (quem saiu do servidor não tem nome).',
    named_other: 'Nomes: {{named}} de {{n}} linhas, como o servidor mostra cada membro (quem saiu do servidor não tem nome).',
    namesNoIntent:
      'O Discord não dá ao bot a lista de membros do servidor (o Server Members Intent está desativado no Developer Portal), então o bot buscou o nome de no máximo {{max}}, um por vez; ative o Server Members Intent para dar nome a todas as linhas.',
    namesNoList:
      'Não foi possível ler a lista de membros do servidor até o fim (o Discord não respondeu, ou o servidor tem mais de {{max}}), então algumas linhas não têm nome.',
    fileDescription_one: 'Exportação CSV, {{n}} linha',
    fileDescription_other: 'Exportação CSV, {{n}} linhas',
    tooManyRows_one:
      'Esta exportação tem {{n}} linha, mais do que as {{max}} que um arquivo pode ter. Restrinja-a com as outras opções do comando.',
    tooManyRows_other:
      'Esta exportação tem {{n}} linhas, mais do que as {{max}} que um arquivo pode ter. Restrinja-a com as outras opções do comando.',
    tooLarge: 'O arquivo passaria de {{size}} MB, o máximo que o Discord deixa o bot anexar aqui. Nada foi anexado.',
    tooSlow_one:
      'Ler {{n}} linha exige {{requests}}, cerca de {{minutes}}: mais do que os 15 minutos que o Discord dá para uma resposta. Restrinja a exportação e tente de novo.',
    tooSlow_other:
      'Ler {{n}} linhas exige {{requests}}, cerca de {{minutes}}: mais do que os 15 minutos que o Discord dá para uma resposta. Restrinja a exportação e tente de novo.',
    timedOut_one:
      'A exportação não terminou dentro dos 15 minutos que o Discord dá para uma resposta ({{done}} de {{n}} linha lida). Nada foi anexado; tente de novo mais tarde ou restrinja-a.',
    timedOut_other:
      'A exportação não terminou dentro dos 15 minutos que o Discord dá para uma resposta ({{done}} de {{n}} linhas lidas). Nada foi anexado; tente de novo mais tarde ou restrinja-a.',
    failed: 'Não foi possível terminar a exportação: a Community API ou o Discord não respondeu. Nada foi anexado; tente de novo.',
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'hoje', tomorrow: 'amanhã', last: 'último', weekdays: 'seg ter qua qui sex sáb dom' },
  boolean: { true: 'Sim', false: 'Não' },
};
