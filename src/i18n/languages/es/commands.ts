import type { DefinitionTexts } from '../../shape.js';

/**
 * Spanish (es-ES and es-419: neutral forms, no Spain-only or region-only words). Glossary (one
 * word per thing, in every file of this folder; test/i18n.style.test.ts bans the alternatives):
 * puntos, sistema de puntos, token, raid, propina, billetera de propinas, blockchain, miembro,
 * poseedor (holder), botón, puesto (rank), operador del bot (who runs the bot; a server's admin is
 * administrador). Quotes: «…».
 */
export const commands: DefinitionTexts = {
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
        },
        add: {
          description: 'Añade un token propio (moderadores)',
          options: {
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
            quest: { description: 'Nombre o ID de la misión (elige una de las sugerencias)' },
          },
        },
        list: {
          description: 'Las misiones de la comunidad, 10 por página; elige una para abrirla',
          options: {
            status: { description: 'Solo misiones con este estado' },
            recurrence: { description: 'Solo misiones con esta repetición' },
            visibility: { description: 'Solo misiones con esta visibilidad' },
          },
        },
        completions: {
          description: 'Lista las misiones completadas (moderadores)',
          options: {
            quest: { description: 'Solo esta misión (nombre o ID)' },
            round: { description: 'Solo esta ronda' },
            member: { description: 'Solo este miembro' },
            since: { description: 'Desde: 2026-11-01, 2026-11-01T12:00Z o un intervalo hacia atrás: 7d, 12h, 30min' },
            until: { description: 'Hasta: 2026-11-30 (día completo), una fecha y hora o un intervalo hacia atrás: 1d' },
          },
        },
      },
    },
    wallets: {
      name: 'billeteras',
      description: 'Tus billeteras de servicio por blockchain, o las de quien comparte sus datos (solo tú ves la lista)',
      options: {
        member: { description: 'Miembro cuyas billeteras quieres ver (predeterminado: tú; las de otro solo si comparte sus datos)' },
      },
    },
    raid: {
      name: 'raid',
      description: 'Raids sobre publicaciones en X',
      options: {
        create: {
          description: 'Crea un raid para una publicación en X (primero ves una vista previa)',
          options: {
            title: { description: 'Título que se muestra en Discord (como máximo 64 caracteres)' },
            'post-url': { description: 'Enlace a la publicación, p. ej. https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'Cómo se recompensa a los raiders' },
            like: { description: 'Los raiders deben dar me gusta a la publicación (activado de forma predeterminada)' },
            comment: { description: 'Los raiders deben comentar la publicación (activado de forma predeterminada)' },
            repost: { description: 'Los raiders deben repostear la publicación (activado de forma predeterminada)' },
            description: { description: 'Descripción (como máximo 256 caracteres)' },
            duration: { description: 'Duración: minutos (90) o 45min, 2h, 3d, 1d12h; predeterminado: 24h; máximo: 30 días' },
            channel: { description: 'Canal donde publicar el raid (predeterminado: el canal de raids de la comunidad)' },
            role: { description: 'Rol que se menciona al publicar el raid' },
            chain: { description: 'Blockchain de la recompensa en tokens' },
            token: { description: 'Token de la recompensa, o la moneda nativa' },
            amount: { description: 'Tamaño del fondo de tokens, o la cantidad por raider (mayor que 0)' },
            'reward-pool': { description: 'ID del fondo de recompensas (solo para ese tipo)' },
          },
        },
      },
    },
    treasury: {
      name: 'tesorería',
      description: 'Tesorería: la billetera de propinas compartida de la comunidad',
      options: {
        balance: {
          description: 'Saldos de tokens de la billetera de propinas en una blockchain',
        },
        inventory: {
          description: 'NFT de la billetera de propinas en una blockchain',
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
      description: 'Quién tiene más puntos en un sistema de puntos',
      options: {
        order: { description: 'Saldos más altos o más bajos primero (predeterminado: más altos)' },
        card: { description: 'Adjunta también la página como imagen' },
      },
    },
    points: {
      name: 'puntos',
      description: 'Saldos de puntos y sistemas de puntos',
      options: {
        balance: {
          description: 'Saldo de puntos de un miembro (predeterminado: el tuyo) en uno o todos los sistemas activos',
          options: {
            member: { description: 'Miembro cuyo saldo quieres ver (predeterminado: tú)' },
            system: { description: 'Sistema de puntos, por nombre o ID (predeterminado: todos los activos)' },
            card: { description: 'Adjunta también una tarjeta con el puesto (del sistema indicado o del primero mostrado)' },
          },
        },
        systems: {
          description: 'Los sistemas de puntos de la comunidad',
          options: {
            search: { description: 'Texto que buscar en el nombre (como máximo 256 caracteres)' },
            status: { description: 'Solo sistemas con este estado' },
            'include-shared': { description: 'Incluye también los sistemas que otras comunidades comparten con esta en colaboraciones' },
          },
        },
        give: {
          description: 'Da puntos a miembros desde un sistema de puntos (moderadores; primero ves una vista previa)',
        },
        take: {
          description: 'Quita puntos del saldo de miembros (moderadores; primero ves una vista previa)',
        },
      },
    },
    tip: {
      name: 'propina',
      description: 'Da una propina a un miembro de parte de la comunidad (primero ves una vista previa)',
      options: {
        token: {
          description: 'Da como propina un token de la billetera de propinas',
        },
        nft: {
          description: 'Da como propina un NFT de la billetera de propinas',
        },
        points: {
          description: 'Da como propina puntos de un sistema de puntos',
        },
      },
    },
    transfer: {
      name: 'transferir',
      description: 'Envía desde la billetera de propinas a una dirección (primero ves una vista previa)',
      options: {
        token: {
          description: 'Transfiere un token de la billetera de propinas a una dirección',
        },
        nft: {
          description: 'Transfiere un NFT de la billetera de propinas a una dirección',
        },
      },
    },
    airdrop: {
      name: 'airdrop',
      description: 'Reparte puntos o un token entre los miembros que participen (primero ves una vista previa)',
      options: {
        points: {
          description: 'Reparte un fondo de puntos de un sistema de puntos',
        },
        token: {
          description: 'Reparte un fondo de un token de la billetera de propinas',
        },
      },
    },
    raffle: {
      name: 'sorteo',
      description: 'Sortea puntos, un token, un NFT o un rol entre quienes participen (primero ves una vista previa)',
      options: {
        points: {
          description: 'Sortea puntos de un sistema de puntos',
        },
        token: {
          description: 'Sortea un token de la billetera de propinas',
        },
        nft: {
          description: 'Sortea un NFT de la billetera de propinas',
        },
        role: {
          description: 'Sortea un rol',
          options: {
            role: { description: 'El rol que reciben los ganadores' },
            'keep-for': { description: 'Cuánto conservan el rol los ganadores: 7d, 30d (predeterminado: para siempre; máximo: 3 años)' },
          },
        },
      },
    },
    burn: {
      name: 'quemar',
      description: 'Destruye un token o NFT de la billetera de propinas (primero ves una vista previa)',
      options: {
        token: {
          description: 'Quema una cantidad de un token de la billetera de propinas',
        },
        nft: {
          description: 'Quema un NFT de la billetera de propinas',
        },
      },
    },
    audit: {
      name: 'auditoría',
      description: 'Cambios recientes en la comunidad (raids, propinas…) y su resultado',
      options: {
        operation: { description: 'Solo este tipo de cambio, p. ej. raid.create' },
        member: { description: 'Solo cambios hechos por este miembro o para él' },
      },
    },
    feed: {
      name: 'feed',
      description: 'Anuncios que el bot publica por sí mismo, como misiones completadas (moderadores)',
      options: {
        quests: {
          description: 'Anuncia nuevas misiones completadas en un canal',
          options: {
            channel: { description: 'Dónde anunciarlas' },
            quest: { description: 'Solo esta misión (nombre o ID; predeterminado: todas)' },
            mention: { description: 'Muestra a los miembros como menciones, que nunca notifican (activado de forma predeterminada)' },
          },
        },
        list: { description: 'Los feeds de este servidor: dónde, qué y cuándo se comprobaron' },
        pause: { description: 'Pausa un feed (se reanuda donde se quedó)', options: { id: { description: 'El feed que quieres pausar' } } },
        resume: { description: 'Reanuda un feed en pausa', options: { id: { description: 'El feed que quieres reanudar' } } },
        remove: { description: 'Elimina un feed', options: { id: { description: 'El feed que quieres eliminar' } } },
      },
    },
    rewards: {
      name: 'recompensas',
      description: 'Roles de clasificación: a partir de un saldo o para los ganadores de cada periodo (moderadores)',
      options: {
        add: {
          description: 'Da un rol a partir de un saldo o a los primeros de cada periodo',
          options: {
            system: { description: 'Sistema de puntos, por nombre o ID' },
            role: { description: 'El rol que reciben los miembros' },
            balance: { description: 'Umbral: los miembros con al menos este saldo tienen el rol' },
            keep: { description: 'Umbral: quien quede por debajo conserva el rol (predeterminado: no)' },
            top: { description: 'Periodo: cuántos ganadores reciben el rol' },
            period: { description: 'Periodo: cada semana o cada mes' },
          },
        },
        list: { description: 'Las recompensas de este servidor: regla, rol y última sincronización' },
        remove: {
          description: 'Elimina una recompensa (los miembros conservan el rol que tienen)',
          options: { id: { description: 'La recompensa que quieres eliminar' } },
        },
      },
    },
    schedule: {
      name: 'programar',
      description: 'Publica clasificaciones automáticamente a horas fijas, en la zona horaria del servidor (moderadores)',
      options: {
        leaderboard: {
          description: 'Publica una clasificación en un canal cada hora, día, semana o mes',
          options: {
            channel: {
              description: 'Dónde publicarla',
            },
            every: {
              description: 'Con qué frecuencia',
            },
            at: {
              description: 'Cuándo, en la zona horaria del servidor: :15, 18:00, lun 18:00, 1 09:00, último 23:30',
            },
            mode: {
              description: 'Edita el mismo mensaje en cada ejecución (predeterminado) o publica uno nuevo cada vez',
            },
          },
        },
        list: {
          description: 'Las programaciones y los envíos programados de este servidor: qué, dónde y cuándo',
        },
        resume: {
          description: 'Reanuda una programación en pausa',
          options: {
            id: {
              description: 'La programación que quieres reanudar',
            },
          },
        },
        remove: {
          description: 'Elimina una programación o cancela un envío programado (lo ya publicado se queda)',
          options: {
            id: {
              description: 'La programación que quieres eliminar o el envío programado que quieres cancelar',
            },
          },
        },
      },
    },
    setup: {
      name: 'configuración',
      description: 'Configuración de este servidor: clave de la Community API, roles de moderador, canal de auditoría…',
      options: {
        timezone: { description: 'Fija la zona horaria del servidor, p. ej. Europe/Madrid (todas las horas del bot van en ella)' },
        periods: { description: 'Clasificaciones por periodo de un sistema: muestra cuánto cuestan y las activa o desactiva' },
        retention: { description: 'Cuántas semanas se guardan las instantáneas (predeterminado: 26; clasificaciones finales: siempre)' },
        grace: { description: 'Retraso máximo, en minutos, con el que aún se hace un envío programado atrasado (predeterminado: 10)' },
        'max-scheduled': { description: 'Cuántos envíos pueden esperar como máximo su hora programada (predeterminado: 50)' },
      },
    },
  },
  /**
   * Descriptions of the options several commands share, by the key the option object is marked
   * with (`sharedOption` in commands/shared-options.ts): one translation each, wherever it appears.
   */
  optionDescriptions: {
    period: 'Ganancias en un periodo: semana, mes, semana-pasada, mes-pasado o uno pasado (2026-W47, 2026-11)',
    sendAt: 'Hora de envío, en la zona horaria del servidor: 18:00, mañana 9:00, 2026-12-01 18:00',
    sendIn: 'Tiempo hasta el envío: 30min, 2h, 1d',
    export: 'Envía todas las filas como archivo CSV, solo para ti',
    tokenChain: 'Blockchain del token',
    walletChain: 'Blockchain de la billetera',
    pointSystem: 'Sistema de puntos, por nombre o ID (predeterminado: el primero activo)',
    pointsMember: 'Miembro cuyos puntos cambian',
    pointsRole: 'Todos los miembros con este rol, en lugar de un miembro (sin bots)',
    points: 'Puntos, p. ej. 25 o 12.5; se rechazan cifras ambiguas como 1.000 (¿mil o uno?)',
    moreMembers: 'Más miembros a la vez: pega menciones o ID, p. ej. @bob @carol (25 como máximo)',
    reason: 'Por qué (lo registra el servicio; como máximo 128 caracteres)',
    tipMember: 'Quién recibe la propina',
    tippingChain: 'Blockchain de la billetera de propinas',
    tippingToken: 'Token de la billetera de propinas (muestra lo que tiene)',
    tokenAmount: 'Cantidad: 12.5 o con el formato de números de tu Discord; se rechazan cifras ambiguas',
    amountUnit: 'Si la cantidad está en tokens (predeterminado) o en dólares estadounidenses',
    channel: 'Dónde lo anuncia el servicio (predeterminado: este canal)',
    comment: 'Comentario que acompaña al anuncio (como máximo 256 caracteres)',
    tippingNft: 'NFT de la billetera de propinas',
    editions: 'Ediciones, para NFT de varias ediciones (predeterminado: 1)',
    walletAddress: 'Dirección de billetera en la blockchain elegida',
    raffleDuration: 'Cuánto tiempo pueden participar: 30min, 2h, 1d 12h (de 1 segundo a 30 días)',
    entries: 'Máximo de miembros que pueden participar (de 1 a 500)',
    onlyRole: 'Solo pueden participar los miembros con este rol',
    notRole: 'Los miembros con este rol no pueden participar',
    winners: 'Cuántos miembros ganan (predeterminado: 1)',
  },
  options: {
    period: 'periodo',
    periods: 'clasificaciones-periodo',
    retention: 'retención',
    in: 'dentro-de',
    grace: 'margen',
    'max-scheduled': 'máx-programados',
    export: 'exportar',
    every: 'frecuencia',
    at: 'hora',
    mode: 'modo',
    timezone: 'zona-horaria',
    leaderboard: 'clasificación',
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
    keep: 'conservar',
    top: 'primeros',
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
    'post-url': 'enlace-publicación',
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
    mention: 'mencionar',
    pause: 'pausar',
    quests: 'misiones',
    remove: 'eliminar',
    resume: 'reanudar',
  },
  choices: {
    hour: 'cada hora',
    day: 'cada día',
    week: 'cada semana',
    month: 'cada mes',
    update: 'editar el mismo mensaje',
    new: 'publicar uno nuevo cada vez',
    // /quest list's statuses (quest-…) agree with the quest, /points systems' with the system.
    'quest-DRAFT': 'borrador',
    'quest-TEMPLATE': 'plantilla',
    ACTIVE: 'activo',
    'quest-ACTIVE': 'activa',
    'quest-PAUSED': 'en pausa',
    'quest-REVIEW': 'en revisión',
    'quest-ENDED': 'terminada',
    ARCHIVED: 'archivado',
    'quest-ARCHIVED': 'archivada',
    ONCE: 'una vez',
    DAILY: 'diaria',
    WEEKLY: 'semanal',
    MONTHLY: 'mensual',
    CUSTOM: 'personalizada',
    PRIVATE: 'privada',
    PUBLIC: 'pública',
    SHARED: 'compartida',
    TOKEN_POOL: 'fondo de tokens (repartido entre los raiders)',
    FIXED: 'cantidad fija de tokens por raider',
    RANDOM: 'fondo de recompensas (recompensa aleatoria para cada uno)',
    'balance-desc': 'saldos más altos primero',
    'balance-asc': 'saldos más bajos primero',
    SUSPENDED: 'suspendido',
    absolute: 'tokens',
    dollar: 'dólares estadounidenses',
  },
};
