import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…e mais {{n}}',
  pager: { first: 'Primeira', previous: 'Anterior', next: 'Próxima', last: 'Última' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Post em rede social',
      CHAT_ACCOUNT_AGE: 'Idade da conta do Discord',
      DISCORD_ACCOUNT_AGE: 'Idade da conta do Discord',
      CHANNEL_MESSAGE: 'Mensagem em um canal',
    },
    questStatus: { DRAFT: 'Rascunho', TEMPLATE: 'Modelo', ACTIVE: 'Ativa', PAUSED: 'Pausada', REVIEW: 'Em revisão', ENDED: 'Encerrada', ARCHIVED: 'Arquivada' },
    recurrence: { ONCE: 'Uma vez', DAILY: 'Diária', WEEKLY: 'Semanal', MONTHLY: 'Mensal', CUSTOM: 'Personalizada' },
    visibility: { PRIVATE: 'Privada', PUBLIC: 'Pública', SHARED: 'Compartilhada com comunidades parceiras' },
    rewardType: { FIXED: 'Fixa', RANDOM: 'Aleatória', SHARED: 'Compartilhada' },
    strategy: { RAFFLE: 'sorteio' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'pontos', ROLE: 'cargo' },
    pointSystemStatus: { ACTIVE: 'Ativo', ARCHIVED: 'Arquivado', SUSPENDED: 'Suspenso' },
    permission: { VIEW: 'ver saldos', TRANSFER: 'mover pontos entre membros', SPEND: 'gastar pontos', PRINT: 'emitir novos pontos' },
    balanceOrder: { 'balance-desc': 'maiores primeiro', 'balance-asc': 'menores primeiro' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started: "⏳ Exportando {{rows}} linhas: {{requests}} solicitações à Community API, cerca de {{minutes}} min. Esta mensagem mostra o progresso e depois o arquivo.",
    progress: "⏳ Exportando… {{done}} de {{rows}} linhas lidas.",
    done: "📄 {{file}}: {{rows}} linhas. Horários em UTC e no fuso horário do servidor ({{zone}}).",
    namedOnly: "Só os primeiros {{n}} membros têm nome (o Discord é consultado um membro por vez); as outras linhas têm o ID do membro e nenhum nome.",
    fileDescription: "Exportação CSV, {{rows}} linhas",
    tooManyRows: "Esta exportação tem {{rows}} linhas, mais do que as {{max}} que um arquivo pode ter. Restrinja-a com as outras opções do comando.",
    tooLarge: "O arquivo passaria de {{size}} MB, o máximo que o Discord deixa o bot anexar aqui. Nada foi anexado.",
    tooSlow: "Ler {{rows}} linhas exige {{requests}} solicitações, cerca de {{minutes}} minutos: mais do que os 15 minutos que o Discord dá para uma resposta. Restrinja a exportação e tente de novo.",
    timedOut: "A exportação não terminou dentro dos 15 minutos que o Discord dá para uma resposta ({{done}} de {{rows}} linhas lidas). Nada foi anexado; tente de novo mais tarde ou restrinja-a.",
    failed: "Não foi possível terminar a exportação: a Community API ou o Discord não respondeu. Nada foi anexado; tente de novo.",
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'hoje', tomorrow: 'amanhã', last: 'último', weekdays: 'seg ter qua qui sex sáb dom' },
  boolean: { true: 'Sim', false: 'Não' },
};
