import type { Resource } from './en.js';

/** Spanish (es-ES and es-419). Terms: puntos, sistema de puntos, token, raid, propina, billetera de propinas, blockchain, miembro. */
export const es: Resource = {
  commands: {
    chains: {
      name: 'blockchains',
      description: 'Las blockchains que admite la Community API',
    },
    help: {
      name: 'ayuda',
      description: 'Muestra los comandos que puedes usar aquí',
    },
    tokens: {
      name: 'tokens',
      description: 'Los tokens propios de la comunidad',
      options: {
        list: {
          description: 'Lista los tokens propios',
          options: {
            chain: { description: 'Blockchain del token' },
          },
        },
        add: {
          description: 'Añade un token propio (moderadores)',
          options: {
            chain: { description: 'Blockchain del token' },
            address: { description: 'Dirección del contrato o del mint del token' },
          },
        },
      },
    },
    quest: {
      name: 'misión',
      description: 'Las misiones de la comunidad',
      options: {
        info: {
          description: 'Muestra una misión: estado, rondas, tareas y recompensas',
          options: {
            id: { description: 'Nombre o id de la misión (elige una de las sugerencias)' },
          },
        },
        list: {
          description: 'Las misiones de la comunidad, 10 por página; elige una para abrirla',
          options: {
            status: { description: 'Solo misiones con este estado' },
            recurrence: { description: 'Solo misiones que se repiten así' },
            visibility: { description: 'Solo misiones con esta visibilidad' },
          },
        },
        completions: {
          description: 'Lista las misiones completadas (moderadores)',
          options: {
            quest: { description: 'Solo esta misión (nombre o id)' },
            round: { description: 'Solo esta ronda' },
            member: { description: 'Solo este miembro' },
            since: { description: 'Desde: 2026-11-01, 2026-11-01T12:00Z o hace: 7d, 12h, 30m' },
            until: { description: 'Hasta: 2026-11-30 (día completo), una fecha y hora o hace: 1d' },
          },
        },
      },
    },
    wallets: {
      name: 'billeteras',
      description: 'Las billeteras del servicio de un miembro por blockchain (solo tú ves la respuesta)',
      options: {
        member: { description: 'Billeteras de quién (por defecto: las tuyas)' },
      },
    },
    raid: {
      name: 'raid',
      description: 'Raids sobre publicaciones en X',
      options: {
        create: { description: 'Crea un raid para una publicación en X (primero ves una vista previa)' },
      },
    },
    treasury: {
      name: 'tesorería',
      description: 'La billetera de propinas compartida de la comunidad',
      options: {
        balance: {
          description: 'Saldos de tokens de la billetera de propinas en una blockchain',
          options: {
            chain: { description: 'Blockchain de la billetera' },
          },
        },
        inventory: {
          description: 'NFT de la billetera de propinas en una blockchain',
          options: {
            chain: { description: 'Blockchain de la billetera' },
          },
        },
      },
    },
    verify: {
      name: 'verificación',
      description: 'Las cuentas y billeteras verificadas de un miembro (solo tú ves la respuesta)',
      options: {
        member: { description: 'El miembro que quieres consultar' },
      },
    },
    'Verified details': {
      name: 'Datos verificados',
    },
    leaderboard: {
      name: 'clasificación',
      description: 'Los mayores poseedores de un sistema de puntos',
      options: {
        system: { description: 'Sistema de puntos, por nombre o id (por defecto: el primero activo)' },
        order: { description: 'Saldos más altos o más bajos primero (por defecto: más altos)' },
        card: { description: 'Adjunta también la página como imagen' },
      },
    },
    points: {
      name: 'puntos',
      description: 'Saldos de puntos y sistemas de puntos',
      options: {
        balance: {
          description: 'Saldo de puntos de un miembro (por defecto: el tuyo) en uno o todos los sistemas activos',
          options: {
            member: { description: 'Saldo de quién (por defecto: el tuyo)' },
            system: { description: 'Sistema de puntos, por nombre o id (por defecto: todos los activos)' },
            card: { description: 'Adjunta también una tarjeta de rango (del sistema indicado o del primero mostrado)' },
          },
        },
        systems: {
          description: 'Los sistemas de puntos de la comunidad',
          options: {
            search: { description: 'Texto que buscar en el nombre (como máximo 256 caracteres)' },
            status: { description: 'Solo sistemas con este estado' },
            'include-shared': { description: 'Incluye también los sistemas compartidos con nosotros en colaboraciones' },
          },
        },
        give: {
          description: 'Da puntos a miembros desde un sistema de puntos (moderadores; primero vista previa)',
          options: {
            member: { description: 'De quién cambian los puntos' },
            amount: { description: 'Puntos, p. ej. 25' },
            system: { description: 'Sistema de puntos, por nombre o id (por defecto: el primero activo)' },
            'more-members': { description: 'Más miembros a la vez: pega menciones o ids, p. ej. @bob @carol (25 en total)' },
            reason: { description: 'Por qué (lo registra el servicio; como máximo 128 caracteres)' },
          },
        },
        take: {
          description: 'Quita puntos del saldo de miembros (moderadores; primero vista previa)',
          options: {
            member: { description: 'De quién cambian los puntos' },
            amount: { description: 'Puntos, p. ej. 25' },
            system: { description: 'Sistema de puntos, por nombre o id (por defecto: el primero activo)' },
            'more-members': { description: 'Más miembros a la vez: pega menciones o ids, p. ej. @bob @carol (25 en total)' },
            reason: { description: 'Por qué (lo registra el servicio; como máximo 128 caracteres)' },
          },
        },
      },
    },
    tip: {
      name: 'propina',
      description: 'Da una propina a un miembro de parte de la comunidad (primero ves una vista previa)',
      options: {
        token: { description: 'Da como propina un token de la billetera de propinas' },
        nft: { description: 'Da como propina un NFT de la billetera de propinas' },
        points: { description: 'Da como propina puntos de un sistema de puntos' },
      },
    },
    transfer: {
      name: 'transferir',
      description: 'Envía desde la billetera de propinas a una dirección (primero ves una vista previa)',
      options: {
        token: { description: 'Transfiere un token de la billetera de propinas a una dirección' },
        nft: { description: 'Transfiere un NFT de la billetera de propinas a una dirección' },
      },
    },
    airdrop: {
      name: 'airdrop',
      description: 'Reparte puntos o un token entre los miembros que participen (primero vista previa)',
      options: {
        points: { description: 'Reparte un fondo de puntos de un sistema de puntos' },
        token: { description: 'Reparte un fondo de un token de la billetera de propinas' },
      },
    },
    raffle: {
      name: 'sorteo',
      description: 'Sortea puntos, un token, un NFT o un rol entre los miembros que participen (primero vista previa)',
      options: {
        points: { description: 'Sortea puntos de un sistema de puntos' },
        token: { description: 'Sortea un token de la billetera de propinas' },
        nft: { description: 'Sortea un NFT de la billetera de propinas' },
        role: { description: 'Sortea un rol' },
      },
    },
    burn: {
      name: 'quemar',
      description: 'Destruye un token o NFT de la billetera de propinas (primero ves una vista previa)',
      options: {
        token: { description: 'Quema una cantidad de un token de la billetera de propinas' },
        nft: { description: 'Quema un NFT de la billetera de propinas' },
      },
    },
    audit: {
      name: 'auditoría',
      description: 'Cambios recientes en la comunidad (raids, propinas…) y su resultado',
      options: {
        operation: { description: 'Solo este tipo de cambio, p. ej. raid.create' },
        member: { description: 'Solo cambios hechos por este miembro' },
      },
    },
    setup: {
      name: 'configuración',
      description: 'Ajustes de este servidor: clave de la Community API, roles de moderador, canal de auditoría…',
    },
  },
  options: {
    add: 'añadir',
    address: 'dirección',
    amount: 'cantidad',
    balance: 'saldo',
    card: 'tarjeta',
    chain: 'blockchain',
    channel: 'canal',
    comment: 'comentario',
    completions: 'completadas',
    count: 'ediciones',
    create: 'crear',
    description: 'descripción',
    duration: 'duración',
    entries: 'máx-participantes',
    give: 'dar',
    id: 'id',
    'include-shared': 'incluir-compartidos',
    info: 'info',
    inventory: 'inventario',
    'keep-for': 'conservar-durante',
    like: 'me-gusta',
    list: 'lista',
    member: 'miembro',
    'more-members': 'más-miembros',
    nft: 'nft',
    'not-role': 'sin-rol',
    'only-role': 'solo-rol',
    operation: 'operación',
    order: 'orden',
    points: 'puntos',
    'post-url': 'url-publicación',
    quest: 'misión',
    reason: 'motivo',
    recurrence: 'repetición',
    repost: 'repost',
    'reward-pool': 'fondo-recompensas',
    'reward-type': 'tipo-recompensa',
    role: 'rol',
    round: 'ronda',
    search: 'buscar',
    since: 'desde',
    status: 'estado',
    system: 'sistema',
    systems: 'sistemas',
    take: 'quitar',
    title: 'título',
    token: 'token',
    unit: 'unidad',
    until: 'hasta',
    visibility: 'visibilidad',
    winners: 'ganadores',
  },
  choices: {
    DRAFT: 'borrador',
    TEMPLATE: 'plantilla',
    ACTIVE: 'activo',
    PAUSED: 'en pausa',
    REVIEW: 'en revisión',
    ENDED: 'terminado',
    ARCHIVED: 'archivado',
    ONCE: 'una vez',
    DAILY: 'diaria',
    WEEKLY: 'semanal',
    MONTHLY: 'mensual',
    CUSTOM: 'personalizada',
    PRIVATE: 'privada',
    PUBLIC: 'pública',
    SHARED: 'compartida',
    TOKEN_POOL: 'Fondo de tokens (repartido entre los raiders)',
    FIXED: 'Cantidad fija de tokens por raider',
    RANDOM: 'Fondo de recompensas (recompensa aleatoria para cada uno)',
    'balance-desc': 'mayores primero',
    'balance-asc': 'menores primero',
    SUSPENDED: 'suspendido',
    absolute: 'tokens',
    dollar: 'dólares estadounidenses',
  },
};
