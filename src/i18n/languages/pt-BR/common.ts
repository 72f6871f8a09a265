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
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'Sim', false: 'Não' },
};
