import type { DefinitionTexts } from '../../shape.js';

/**
 * Brazilian Portuguese. Glossary (one word per thing, in every file of this folder;
 * test/i18n.style.test.ts bans the alternatives): pontos, sistema de pontos, token, raid, gorjeta,
 * carteira de gorjetas, blockchain, membro, vencedor, botão (clicar em), missão concluída.
 * Quotes: “…”.
 */
export const commands: DefinitionTexts = {
  commands: {
    chains: {
      name: 'blockchains',
      description: 'As blockchains que a Community API aceita',
    },
    help: {
      name: 'ajuda',
      description: 'Mostra os comandos que você pode usar aqui',
    },
    tokens: {
      name: 'tokens',
      description: 'Os tokens próprios da comunidade',
      options: {
        list: {
          description: 'Lista os tokens próprios',
        },
        add: {
          description: 'Adiciona um token próprio (moderadores)',
          options: {
            address: { description: 'Endereço do contrato ou do mint do token' },
          },
        },
      },
    },
    quest: {
      name: 'missão',
      description: 'As missões da comunidade',
      options: {
        info: {
          description: 'Mostra uma missão: status, rodadas, tarefas e recompensas',
          options: {
            quest: { description: 'Nome ou ID da missão (escolha uma das sugestões)' },
          },
        },
        list: {
          description: 'As missões da comunidade, 10 por página; escolha uma para abrir',
          options: {
            status: { description: 'Só missões com este status' },
            recurrence: { description: 'Só missões com esta recorrência' },
            visibility: { description: 'Só missões com esta visibilidade' },
          },
        },
        completions: {
          description: 'Lista as missões concluídas (moderadores)',
          options: {
            quest: { description: 'Só esta missão (nome ou ID)' },
            round: { description: 'Só esta rodada' },
            member: { description: 'Só este membro' },
            since: { description: 'Desde: 2026-11-01, 2026-11-01T12:00Z ou um intervalo até agora: 7d (7 dias atrás), 12h, 30min' },
            until: { description: 'Até: 2026-11-30 (dia inteiro), uma data e hora ou um intervalo até agora: 1d (1 dia atrás)' },
          },
        },
      },
    },
    wallets: {
      name: 'carteiras',
      description: 'Suas carteiras de serviço por blockchain, ou as de quem compartilha os próprios dados (só você vê)',
      options: {
        member: { description: 'Carteiras de quem (padrão: as suas; de outro membro, só se ele compartilhar os próprios dados)' },
      },
    },
    raid: {
      name: 'raid',
      description: 'Raids em posts no X',
      options: {
        create: {
          description: 'Cria um raid para um post no X (você vê uma prévia primeiro)',
          options: {
            title: { description: 'Título exibido no Discord (no máximo 64 caracteres)' },
            'post-url': { description: 'Link do post, ex.: https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'Como os raiders são recompensados' },
            like: { description: 'Os raiders devem curtir o post (ativado por padrão)' },
            comment: { description: 'Os raiders devem comentar o post (ativado por padrão)' },
            repost: { description: 'Os raiders devem repostar o post (ativado por padrão)' },
            description: { description: 'Descrição (no máximo 256 caracteres)' },
            duration: { description: 'Duração: minutos (90) ou 45min, 2h, 3d, 1d12h; padrão 24h, máximo 30 dias' },
            channel: { description: 'Canal onde publicar o raid (padrão: o canal de raids da comunidade)' },
            role: { description: 'Cargo a mencionar quando o raid for publicado' },
            chain: { description: 'Blockchain da recompensa em tokens' },
            token: { description: 'Token da recompensa, ou a moeda nativa' },
            amount: { description: 'Tamanho do fundo de tokens, ou a quantia por raider (maior que 0)' },
            'reward-pool': { description: 'ID do fundo de recompensas (só para esse tipo)' },
          },
        },
      },
    },
    treasury: {
      name: 'tesouraria',
      description: 'A tesouraria: a carteira de gorjetas compartilhada da comunidade',
      options: {
        balance: {
          description: 'Saldos de tokens da carteira de gorjetas em uma blockchain',
        },
        inventory: {
          description: 'NFTs da carteira de gorjetas em uma blockchain',
        },
      },
    },
    verify: {
      name: 'verificação',
      description: 'As contas e carteiras verificadas de um membro (só você vê a resposta)',
      options: {
        member: { description: 'O membro a consultar' },
      },
    },
    'Verified details': {
      name: 'Dados verificados',
    },
    leaderboard: {
      name: 'ranking',
      description: 'Os maiores detentores de um sistema de pontos',
      options: {
        order: { description: 'Maiores ou menores saldos primeiro (padrão: maiores)' },
        card: { description: 'Anexa também a página como imagem' },
      },
    },
    points: {
      name: 'pontos',
      description: 'Saldos de pontos e sistemas de pontos',
      options: {
        balance: {
          description: 'Saldo de pontos de um membro (padrão: o seu) em um ou em todos os sistemas ativos',
          options: {
            member: { description: 'Saldo de quem (padrão: o seu)' },
            system: { description: 'Sistema de pontos, por nome ou ID (padrão: todos os ativos)' },
            card: { description: 'Anexa também um cartão de posição (do sistema indicado ou do primeiro mostrado)' },
          },
        },
        systems: {
          description: 'Os sistemas de pontos da comunidade',
          options: {
            search: { description: 'Texto a buscar no nome (no máximo 256 caracteres)' },
            status: { description: 'Só sistemas com este status' },
            'include-shared': { description: 'Lista também sistemas compartilhados com esta comunidade em parcerias' },
          },
        },
        give: {
          description: 'Dá pontos a membros a partir de um sistema de pontos (moderadores; prévia primeiro)',
        },
        take: {
          description: 'Retira pontos do saldo de membros (moderadores; prévia primeiro)',
        },
      },
    },
    tip: {
      name: 'gorjeta',
      description: 'Dá uma gorjeta a um membro em nome da comunidade (você vê uma prévia primeiro)',
      options: {
        token: {
          description: 'Dá de gorjeta um token da carteira de gorjetas',
        },
        nft: {
          description: 'Dá de gorjeta um NFT da carteira de gorjetas',
        },
        points: {
          description: 'Dá de gorjeta pontos de um sistema de pontos',
        },
      },
    },
    transfer: {
      name: 'transferir',
      description: 'Envia da carteira de gorjetas para um endereço de carteira (você vê uma prévia primeiro)',
      options: {
        token: {
          description: 'Transfere um token da carteira de gorjetas para um endereço',
        },
        nft: {
          description: 'Transfere um NFT da carteira de gorjetas para um endereço',
        },
      },
    },
    airdrop: {
      name: 'airdrop',
      description: 'Divide pontos ou um token entre os membros que participarem (prévia primeiro)',
      options: {
        points: {
          description: 'Distribui um fundo de pontos de um sistema de pontos',
        },
        token: {
          description: 'Distribui um fundo de um token da carteira de gorjetas',
        },
      },
    },
    raffle: {
      name: 'sorteio',
      description: 'Sorteia pontos, um token, um NFT ou um cargo entre os membros que participarem (prévia primeiro)',
      options: {
        points: {
          description: 'Sorteia pontos de um sistema de pontos',
        },
        token: {
          description: 'Sorteia um token da carteira de gorjetas',
        },
        nft: {
          description: 'Sorteia um NFT da carteira de gorjetas',
        },
        role: {
          description: 'Sorteia um cargo',
          options: {
            role: { description: 'O cargo que os vencedores recebem' },
            'keep-for': { description: 'Por quanto tempo os vencedores mantêm o cargo: 7d, 14d (padrão: para sempre; máximo 3 anos)' },
          },
        },
      },
    },
    burn: {
      name: 'queimar',
      description: 'Destrói um token ou NFT da carteira de gorjetas (você vê uma prévia primeiro)',
      options: {
        token: {
          description: 'Queima uma quantia de um token da carteira de gorjetas',
        },
        nft: {
          description: 'Queima um NFT da carteira de gorjetas',
        },
      },
    },
    audit: {
      name: 'auditoria',
      description: 'Alterações recentes na comunidade (raids, gorjetas…) e seus resultados',
      options: {
        operation: { description: 'Só este tipo de operação, ex.: raid.create' },
        member: { description: 'Só alterações feitas por este membro ou para ele' },
      },
    },
    feed: {
      name: 'feed',
      description: 'Avisos que o bot publica sozinho, como missões concluídas (moderadores)',
      options: {
        quests: {
          description: 'Anuncia novas missões concluídas em um canal',
          options: {
            channel: { description: 'Onde anunciá-las' },
            quest: { description: 'Só esta missão (nome ou ID; padrão: todas)' },
            mention: { description: 'Mostra os membros como menções, que nunca notificam (padrão: ativado)' },
          },
        },
        list: { description: 'Os feeds deste servidor: onde, o quê e quando foram verificados' },
        pause: { description: 'Pausa um feed (ele retoma de onde parou)', options: { id: { description: 'O feed a pausar' } } },
        resume: { description: 'Retoma um feed pausado', options: { id: { description: 'O feed a retomar' } } },
        remove: { description: 'Remove um feed', options: { id: { description: 'O feed a remover' } } },
      },
    },
    rewards: {
      name: 'recompensas',
      description: 'Cargos como recompensa por pontos: ao atingir um saldo ou para os primeiros do período (moderadores)',
      options: {
        add: {
          description: 'Dá um cargo a quem atinge um saldo, ou aos primeiros de cada período',
          options: {
            system: { description: 'Sistema de pontos, por nome ou ID' },
            role: { description: 'O cargo que os membros recebem' },
            balance: { description: 'Limite: membros com pelo menos este saldo têm o cargo' },
            keep: { description: 'Limite: quem cair abaixo do saldo mínimo mantém o cargo (padrão: desativado)' },
            top: { description: 'Período: quantos vencedores recebem o cargo' },
            period: { description: 'Período: cada semana ou cada mês' },
          },
        },
        list: { description: 'As recompensas deste servidor: regra, cargo e última sincronização' },
        remove: {
          description: 'Remove uma recompensa (os membros mantêm o cargo que têm)',
          options: { id: { description: 'A recompensa a remover' } },
        },
      },
    },
    schedule: {
      name: 'agendar',
      description: 'Rankings que o bot publica sozinho em horários fixos, no fuso do servidor (moderadores)',
      options: {
        leaderboard: {
          description: 'Publica um ranking em um canal a cada hora, dia, semana ou mês',
          options: {
            channel: {
              description: 'Onde publicar',
            },
            every: {
              description: 'Com que frequência',
            },
            at: {
              description: 'Quando, no fuso do servidor: :15, 18:00, seg 18:00, 1 09:00, último 23:30',
            },
            mode: {
              description: 'Edita a mesma mensagem a cada execução (padrão) ou publica uma nova a cada vez',
            },
          },
        },
        list: {
          description: 'Os agendamentos e as operações agendadas deste servidor: o quê, onde e quando são executados',
        },
        resume: {
          description: 'Retoma um agendamento pausado',
          options: {
            id: {
              description: 'O agendamento a retomar',
            },
          },
        },
        remove: {
          description: 'Remove um agendamento ou cancela uma operação agendada (o que já foi publicado fica)',
          options: {
            id: {
              description: 'O agendamento a remover ou a operação agendada a cancelar',
            },
          },
        },
      },
    },
    setup: {
      name: 'configuração',
      description: 'Configurações deste servidor: chave da Community API, cargos de moderador, canal de auditoria…',
      options: {
        timezone: { description: 'Define o fuso horário do servidor, ex.: America/Sao_Paulo (todos os horários do bot ficam nele)' },
        periods: { description: 'Rankings por período (semana, mês) de um sistema de pontos: mostra o custo e ativa ou desativa' },
        retention: { description: 'Por quantas semanas guardar as capturas de período (padrão 26; os rankings finais ficam para sempre)' },
        grace: { description: 'Com até quantos minutos de atraso uma operação agendada que o bot perdeu ainda é enviada (padrão 10)' },
        'max-scheduled': { description: 'Quantas operações podem aguardar o horário marcado, no máximo (padrão 50)' },
      },
    },
  },
  /**
   * Descriptions of the options several commands share, by the key the option object is marked
   * with (`sharedOption` in commands/shared-options.ts): one translation each, wherever it appears.
   */
  optionDescriptions: {
    period: 'Ganhos no período: semana, mês, semana-passada, mês-passado ou um anterior (2026-W47, 2026-11)',
    sendAt: 'Envia neste horário, no fuso do servidor: 18:00, amanhã 9:00, 2026-12-01 18:00',
    sendIn: 'Envia daqui a este tempo: 30min, 2h, 1d',
    export: 'Envia todas as linhas como arquivo CSV, só para você',
    tokenChain: 'Blockchain do token',
    walletChain: 'Blockchain da carteira',
    pointSystem: 'Sistema de pontos, por nome ou ID (padrão: o primeiro ativo)',
    pointsMember: 'O membro que recebe ou perde os pontos',
    pointsRole: 'Todos os membros com este cargo, em vez de um membro (sem bots)',
    points: 'Pontos, ex.: 25 ou 12,5; números ambíguos como 1.000 são recusados (escreva 1000 ou 1.000,0)',
    moreMembers: 'Mais membros de uma vez: cole menções ou IDs, ex.: @bob @carol (até 25 no total)',
    reason: 'Motivo da operação (registrado pelo serviço; no máximo 128 caracteres)',
    tipMember: 'Quem recebe a gorjeta',
    tippingChain: 'Blockchain da carteira de gorjetas',
    tippingToken: 'Token da carteira de gorjetas (mostra o que ela tem)',
    tokenAmount: 'Quantia no seu formato de número (12,5 · 1.000,5); números ambíguos como 1.000 são recusados',
    amountUnit: 'Se a quantia está em tokens (padrão) ou em dólares americanos',
    channel: 'Onde o serviço anuncia (padrão: este canal)',
    comment: 'Comentário exibido junto (no máximo 256 caracteres)',
    tippingNft: 'NFT da carteira de gorjetas',
    editions: 'Edições, para NFTs com várias edições (padrão 1)',
    walletAddress: 'Endereço de carteira na blockchain escolhida',
    raffleDuration: 'Por quanto tempo os membros podem participar: 30min, 2h, 1d 12h (1 segundo a 30 dias)',
    entries: 'Máximo de membros que podem participar (1 a 500)',
    onlyRole: 'Só membros com este cargo podem participar',
    notRole: 'Membros com este cargo não podem participar',
    winners: 'Quantos membros ganham (padrão 1)',
  },
  options: {
    period: 'período',
    periods: 'rankings-por-período',
    retention: 'retenção',
    in: 'daqui-a',
    grace: 'tolerância',
    'max-scheduled': 'máx-agendados',
    export: 'exportar',
    every: 'frequência',
    at: 'hora',
    mode: 'modo',
    timezone: 'fuso-horário',
    leaderboard: 'ranking',
    add: 'adicionar',
    address: 'endereço',
    amount: 'quantia',
    balance: 'saldo',
    card: 'cartão',
    chain: 'blockchain',
    channel: 'canal',
    comment: 'comentário',
    completions: 'concluídas',
    count: 'edições',
    create: 'criar',
    description: 'descrição',
    duration: 'duração',
    entries: 'máx-participantes',
    give: 'dar',
    id: 'id',
    keep: 'manter',
    top: 'primeiros',
    'include-shared': 'incluir-compartilhados',
    info: 'info',
    inventory: 'inventário',
    'keep-for': 'manter-por',
    like: 'curtida',
    list: 'lista',
    member: 'membro',
    'more-members': 'mais-membros',
    nft: 'nft',
    'not-role': 'sem-cargo',
    'only-role': 'só-cargo',
    operation: 'operação',
    order: 'ordem',
    points: 'pontos',
    'post-url': 'url-do-post',
    quest: 'missão',
    reason: 'motivo',
    recurrence: 'recorrência',
    repost: 'repost',
    'reward-pool': 'fundo-de-recompensas',
    'reward-type': 'tipo-de-recompensa',
    role: 'cargo',
    round: 'rodada',
    search: 'busca',
    since: 'desde',
    status: 'status',
    system: 'sistema',
    systems: 'sistemas',
    take: 'retirar',
    title: 'título',
    token: 'token',
    unit: 'unidade',
    until: 'até',
    visibility: 'visibilidade',
    winners: 'vencedores',
    mention: 'mencionar',
    pause: 'pausar',
    quests: 'missões',
    remove: 'remover',
    resume: 'retomar',
  },
  choices: {
    hour: 'a cada hora',
    day: 'todos os dias',
    week: 'toda semana',
    month: 'todo mês',
    update: 'editar a mesma mensagem',
    new: 'publicar uma mensagem nova a cada vez',
    // /quest list's statuses (quest-…) agree with the quest, /points systems' with the system.
    'quest-DRAFT': 'rascunho',
    'quest-TEMPLATE': 'modelo',
    ACTIVE: 'ativo',
    'quest-ACTIVE': 'ativa',
    'quest-PAUSED': 'pausada',
    'quest-REVIEW': 'em revisão',
    'quest-ENDED': 'encerrada',
    ARCHIVED: 'arquivado',
    'quest-ARCHIVED': 'arquivada',
    ONCE: 'uma vez',
    DAILY: 'diária',
    WEEKLY: 'semanal',
    MONTHLY: 'mensal',
    CUSTOM: 'personalizada',
    PRIVATE: 'privada',
    PUBLIC: 'pública',
    SHARED: 'compartilhada',
    TOKEN_POOL: 'fundo de tokens (dividido entre os raiders)',
    FIXED: 'quantia fixa de tokens por raider',
    RANDOM: 'fundo de recompensas (recompensa aleatória para cada um)',
    'balance-desc': 'maiores primeiro',
    'balance-asc': 'menores primeiro',
    SUSPENDED: 'suspenso',
    absolute: 'tokens',
    dollar: 'dólares americanos',
  },
};
