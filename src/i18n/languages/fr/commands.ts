import type { DefinitionTexts } from '../../shape.js';

/**
 * French. Glossary (one word per thing, in every file of this folder; test/i18n.style.test.ts
 * bans the alternatives): points, système de points, token, raid, pourboire, portefeuille de
 * pourboires, blockchain, membre, détenteur (holder), bouton, destruction (burn), opérations (what
 * the bot does for the community), tranche (a part of a batch), accomplissement (a quest completion),
 * rang (rank), en pause (a paused feed or schedule), seuil (the typed-confirmation amounts).
 * Quotes: « … »; apostrophe ’. Spacing (test/i18n.fr-typography.test.ts): U+00A0 before a colon,
 * U+202F before ; ? ! % and inside « ».
 */
export const commands: DefinitionTexts = {
  commands: {
    chains: {
      name: 'blockchains',
      description: 'Les blockchains prises en charge par la Community API',
    },
    help: {
      name: 'aide',
      description: 'Affiche les commandes que tu peux utiliser ici',
    },
    tokens: {
      name: 'tokens',
      description: 'Les tokens propres à la communauté',
      options: {
        list: {
          description: 'Liste les tokens de la communauté',
        },
        add: {
          description: 'Ajoute un token de la communauté (modérateurs)',
          options: {
            address: { description: 'Adresse du contrat ou du mint du token' },
          },
        },
      },
    },
    quest: {
      name: 'quête',
      description: 'Les quêtes de la communauté',
      options: {
        info: {
          description: 'Affiche une quête : statut, manches, tâches et récompenses',
          options: {
            quest: { description: 'Nom ou ID de la quête (choisis-en une dans les suggestions)' },
          },
        },
        list: {
          description: 'Les quêtes de la communauté, 10 par page ; choisis-en une pour l’ouvrir',
          options: {
            status: { description: 'Seulement les quêtes avec ce statut' },
            recurrence: { description: 'Seulement les quêtes avec cette récurrence' },
            visibility: { description: 'Seulement les quêtes avec cette visibilité' },
          },
        },
        completions: {
          description: 'Liste les accomplissements de quêtes (modérateurs)',
          options: {
            quest: { description: 'Seulement cette quête (nom ou ID)' },
            round: { description: 'Seulement cette manche' },
            member: { description: 'Seulement ce membre' },
            since: { description: 'Début : 2026-11-01, 2026-11-01T12:00Z ou une durée dans le passé : 7j (il y a 7 jours), 12h, 30min' },
            until: { description: 'Fin : 2026-11-30 (journée entière), une date et une heure, ou une durée dans le passé : 1j' },
          },
        },
      },
    },
    wallets: {
      name: 'portefeuilles',
      description: 'Tes portefeuilles gérés par le service, ou ceux qu’un membre partage (réponse visible par toi seul)',
      options: {
        member: { description: 'Membre concerné (par défaut : toi ; un autre membre seulement s’il partage ses informations)' },
      },
    },
    raid: {
      name: 'raid',
      description: 'Raids sur des publications X',
      options: {
        create: {
          description: 'Crée un raid pour une publication X (aperçu d’abord)',
          options: {
            title: { description: 'Titre affiché dans Discord (64 caractères au plus)' },
            'post-url': { description: 'Lien vers la publication, p. ex. https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'Comment les raiders sont récompensés' },
            like: { description: 'Les raiders doivent liker la publication (activé par défaut)' },
            comment: { description: 'Les raiders doivent commenter la publication (activé par défaut)' },
            repost: { description: 'Les raiders doivent reposter la publication (activé par défaut)' },
            description: { description: 'Description (256 caractères au plus)' },
            duration: { description: 'Durée : minutes (90) ou 45min, 2h, 3j, 1j12h ; par défaut 24h, 30 jours au plus' },
            channel: { description: 'Salon où publier le raid (par défaut : le salon des raids de la communauté)' },
            role: { description: 'Rôle à mentionner quand le raid est publié' },
            chain: { description: 'Blockchain de la récompense en tokens' },
            token: { description: 'Token de la récompense, ou la monnaie native' },
            amount: { description: 'Montant de la cagnotte de tokens, ou montant par raider (supérieur à 0)' },
            'reward-pool': { description: 'ID de la cagnotte de récompenses (pour ce type seulement)' },
          },
        },
      },
    },
    treasury: {
      name: 'portefeuille-pourboires',
      description: 'Le portefeuille de pourboires partagé de la communauté',
      options: {
        balance: {
          description: 'Soldes en tokens du portefeuille de pourboires sur une blockchain',
        },
        inventory: {
          description: 'NFT détenus par le portefeuille de pourboires sur une blockchain',
        },
      },
    },
    verify: {
      name: 'vérification',
      description: 'Les comptes et portefeuilles vérifiés d’un membre (réponse visible par toi seul)',
      options: {
        member: { description: 'Le membre à consulter' },
      },
    },
    'Verified details': {
      name: 'Infos vérifiées',
    },
    leaderboard: {
      name: 'classement',
      description: 'Les plus gros détenteurs de points d’un système',
      options: {
        order: { description: 'Soldes les plus élevés ou les plus bas d’abord (par défaut : les plus élevés)' },
        card: { description: 'Joint aussi la page en image' },
      },
    },
    points: {
      name: 'points',
      description: 'Soldes de points et systèmes de points',
      options: {
        balance: {
          description: 'Solde de points d’un membre (par défaut : le tien) dans un ou tous les systèmes actifs',
          options: {
            member: { description: 'Membre dont afficher le solde (par défaut : toi)' },
            system: { description: 'Système de points, par nom ou ID (par défaut : tous les actifs)' },
            card: { description: 'Joint aussi une carte de rang (du système donné, ou du premier affiché)' },
          },
        },
        systems: {
          description: 'Les systèmes de points de la communauté',
          options: {
            search: { description: 'Texte à chercher dans le nom (256 caractères au plus)' },
            status: { description: 'Seulement les systèmes avec ce statut' },
            'include-shared': { description: 'Liste aussi les systèmes partagés avec cette communauté par des communautés partenaires' },
          },
        },
        give: {
          description: 'Donne des points à des membres depuis un système de points (modérateurs ; aperçu d’abord)',
        },
        take: {
          description: 'Retire des points à des membres (modérateurs ; aperçu d’abord)',
        },
      },
    },
    tip: {
      name: 'pourboire',
      description: 'Donne un pourboire à un membre de la part de la communauté (aperçu d’abord)',
      options: {
        token: {
          description: 'Donne en pourboire un token du portefeuille de pourboires',
        },
        nft: {
          description: 'Donne en pourboire un NFT du portefeuille de pourboires',
        },
        points: {
          description: 'Donne en pourboire des points d’un système de points',
        },
      },
    },
    transfer: {
      name: 'transférer',
      description: 'Envoie un token ou un NFT du portefeuille de pourboires vers une adresse (aperçu d’abord)',
      options: {
        token: {
          description: 'Transfère un token du portefeuille de pourboires vers une adresse',
        },
        nft: {
          description: 'Transfère un NFT du portefeuille de pourboires vers une adresse',
        },
      },
    },
    airdrop: {
      name: 'airdrop',
      description: 'Distribue des points ou un token entre les membres qui participent (aperçu d’abord)',
      options: {
        points: {
          description: 'Distribue une cagnotte de points d’un système de points',
        },
        token: {
          description: 'Distribue une cagnotte d’un token du portefeuille de pourboires',
        },
      },
    },
    raffle: {
      name: 'tirage',
      description: 'Tire au sort des points, un token, un NFT ou un rôle entre les participants (aperçu d’abord)',
      options: {
        points: {
          description: 'Tire au sort des points d’un système de points',
        },
        token: {
          description: 'Tire au sort un token du portefeuille de pourboires',
        },
        nft: {
          description: 'Tire au sort un NFT du portefeuille de pourboires',
        },
        role: {
          description: 'Tire au sort un rôle',
          options: {
            role: { description: 'Le rôle que reçoivent les gagnants' },
            'keep-for': {
              description: 'Combien de temps les gagnants gardent le rôle : 7j, 2sem (par défaut : sans limite ; 3 ans au plus)',
            },
          },
        },
      },
    },
    burn: {
      name: 'détruire',
      description: 'Détruit un token ou un NFT du portefeuille de pourboires (aperçu d’abord)',
      options: {
        token: {
          description: 'Détruit une quantité d’un token du portefeuille de pourboires',
        },
        nft: {
          description: 'Détruit un NFT du portefeuille de pourboires',
        },
      },
    },
    audit: {
      name: 'audit',
      description: 'Opérations récentes de la communauté (raids, pourboires…) et leur résultat',
      options: {
        operation: { description: 'Seulement ce type d’opération, p. ex. raid.create' },
        member: { description: 'Seulement les opérations faites par ce membre ou pour lui' },
      },
    },
    feed: {
      name: 'flux',
      description: 'Annonces que le bot publie de lui-même, comme les quêtes accomplies (modérateurs)',
      options: {
        quests: {
          description: 'Annonce les nouvelles quêtes accomplies dans un salon',
          options: {
            channel: { description: 'Où les annoncer' },
            quest: { description: 'Seulement cette quête (nom ou ID ; par défaut : toutes)' },
            mention: { description: 'Mentionne les membres, sans les notifier (activé par défaut)' },
          },
        },
        list: { description: 'Les flux de ce serveur : où, quoi et leur dernière vérification' },
        pause: {
          description: 'Met un flux en pause (il reprendra là où il s’est arrêté)',
          options: { id: { description: 'Le flux à mettre en pause' } },
        },
        resume: { description: 'Reprend un flux en pause', options: { id: { description: 'Le flux à reprendre' } } },
        remove: { description: 'Supprime un flux', options: { id: { description: 'Le flux à supprimer' } } },
      },
    },
    rewards: {
      name: 'récompenses',
      description: 'Rôles selon les classements : à partir d’un seuil, ou aux gagnants de chaque période (modérateurs)',
      options: {
        add: {
          description: 'Donne un rôle à partir d’un seuil de solde, ou aux premiers de chaque période',
          options: {
            system: { description: 'Système de points, par nom ou ID' },
            role: { description: 'Le rôle que reçoivent les membres' },
            balance: { description: 'Seuil : les membres ayant au moins ce solde ont le rôle' },
            keep: { description: 'Seuil : un membre qui passe sous le seuil garde le rôle (désactivé par défaut)' },
            top: { description: 'Période : combien de gagnants reçoivent le rôle' },
            period: { description: 'Période : chaque semaine ou chaque mois' },
          },
        },
        list: { description: 'Les récompenses de ce serveur : règle, rôle et dernière synchronisation' },
        remove: {
          description: 'Supprime une récompense (les membres gardent le rôle qu’ils ont)',
          options: { id: { description: 'La récompense à supprimer' } },
        },
      },
    },
    schedule: {
      name: 'planifier',
      description: 'Classements publiés à heures fixes et opérations programmées (modérateurs)',
      options: {
        leaderboard: {
          description: 'Publie un classement dans un salon toutes les heures, tous les jours, chaque semaine ou chaque mois',
          options: {
            channel: {
              description: 'Où le publier',
            },
            every: {
              description: 'À quelle fréquence',
            },
            at: {
              description: 'Quand, dans le fuseau du serveur : :15, 18:00, lun 18:00, 1 09:00, dernier 23:30',
            },
            mode: {
              description: 'Modifier le même message à chaque passage (par défaut) ou en publier un nouveau à chaque fois',
            },
          },
        },
        list: {
          description: 'Les planifications et opérations programmées de ce serveur : quoi, où et quand',
        },
        resume: {
          description: 'Reprend une planification en pause',
          options: {
            id: {
              description: 'La planification à reprendre',
            },
          },
        },
        remove: {
          description: 'Supprime une planification (ce qu’elle a publié reste) ou annule une opération programmée',
          options: {
            id: {
              description: 'La planification ou l’opération programmée à supprimer',
            },
          },
        },
      },
    },
    setup: {
      name: 'configuration',
      description: 'Réglages de ce serveur : clé de la Community API, rôles de modérateur, salon d’audit…',
      options: {
        timezone: { description: 'Règle le fuseau horaire du serveur, p. ex. Europe/Paris (pour les heures affichées et saisies)' },
        periods: { description: 'Classements par période d’un système de points : voir le coût, puis les activer ou les désactiver' },
        retention: { description: 'Conservation (en semaines) des instantanés de période (26 par défaut ; classements finaux conservés)' },
        grace: { description: 'Retard maximal (en minutes) pour envoyer une opération programmée manquée (10 par défaut)' },
        'max-scheduled': { description: 'Nombre maximal d’opérations pouvant attendre leur heure programmée (50 par défaut)' },
      },
    },
  },
  /**
   * Descriptions of the options several commands share, by the key the option object is marked
   * with (`sharedOption` in commands/shared-options.ts): one translation each, wherever it appears.
   */
  optionDescriptions: {
    period: 'Période : semaine, mois, semaine-dernière, mois-dernier ou une période passée (2026-W47, 2026-11)',
    sendAt: 'Heure d’exécution, dans le fuseau du serveur : 18:00, demain 9:00, 2026-12-01 18:00',
    sendIn: 'Délai avant l’exécution : 30min, 2h, 1j',
    export: 'Envoie toutes les lignes dans un fichier CSV, visible par toi seul',
    tokenChain: 'Blockchain du token',
    walletChain: 'Blockchain du portefeuille',
    pointSystem: 'Système de points, par nom ou ID (par défaut : le premier actif)',
    pointsMember: 'Membre dont les points changent',
    pointsRole: 'Tous les membres ayant ce rôle, au lieu d’un membre (bots exclus)',
    points: 'Points, p. ex. 25 ou 12,5 ; refusé si ambigu, comme 1,500 (1,5 ou 1 500 ?)',
    moreMembers: 'Plusieurs membres d’un coup : colle leurs mentions ou leurs ID, p. ex. @bob @carol (25 au plus)',
    reason: 'Raison (enregistrée par le service ; 128 caractères au plus)',
    tipMember: 'Qui reçoit le pourboire',
    tippingChain: 'Blockchain du portefeuille de pourboires',
    tippingToken: 'Token du portefeuille de pourboires (les suggestions affichent son solde)',
    tokenAmount: 'Montant, p. ex. 12,5 ou 1 000,5 ; refusé si ambigu, comme 1,500 (1,5 ou 1 500 ?)',
    amountUnit: 'Unité du montant : tokens (par défaut) ou dollars US',
    channel: 'Salon où l’annonce est publiée (par défaut : ce salon)',
    comment: 'Commentaire affiché avec l’annonce (256 caractères au plus)',
    tippingNft: 'NFT du portefeuille de pourboires',
    editions: 'Nombre d’exemplaires, pour les NFT qui en ont plusieurs (par défaut : 1)',
    walletAddress: 'Adresse de portefeuille sur la blockchain choisie',
    raffleDuration: 'Durée pendant laquelle on peut participer : 30min, 2h, 1j12h (1 seconde à 30 jours)',
    entries: 'Nombre maximal de membres participants (1 à 500)',
    onlyRole: 'Seuls les membres avec ce rôle peuvent participer',
    notRole: 'Les membres avec ce rôle ne peuvent pas participer',
    winners: 'Combien de membres gagnent (par défaut : 1)',
  },
  options: {
    period: 'période',
    periods: 'classements-période',
    retention: 'conservation',
    in: 'dans',
    grace: 'tolérance',
    'max-scheduled': 'max-programmées',
    export: 'exporter',
    every: 'fréquence',
    at: 'à',
    mode: 'mode',
    timezone: 'fuseau',
    leaderboard: 'classement',
    add: 'ajouter',
    address: 'adresse',
    amount: 'montant',
    balance: 'solde',
    card: 'carte',
    chain: 'blockchain',
    channel: 'salon',
    comment: 'commentaire',
    completions: 'accomplissements',
    count: 'exemplaires',
    create: 'créer',
    description: 'description',
    duration: 'durée',
    entries: 'max-participants',
    give: 'donner',
    id: 'id',
    keep: 'garder',
    top: 'premiers',
    'include-shared': 'inclure-partagés',
    info: 'info',
    inventory: 'inventaire',
    'keep-for': 'garder-pendant',
    like: 'like',
    list: 'liste',
    member: 'membre',
    'more-members': 'autres-membres',
    nft: 'nft',
    'not-role': 'rôle-exclu',
    'only-role': 'rôle-requis',
    operation: 'opération',
    order: 'ordre',
    points: 'points',
    'post-url': 'url-publication',
    quest: 'quête',
    reason: 'raison',
    recurrence: 'récurrence',
    repost: 'repost',
    'reward-pool': 'cagnotte-récompenses',
    'reward-type': 'type-récompense',
    role: 'rôle',
    round: 'manche',
    search: 'recherche',
    since: 'début',
    status: 'statut',
    system: 'système',
    systems: 'systèmes',
    take: 'retirer',
    title: 'titre',
    token: 'token',
    unit: 'unité',
    until: 'fin',
    visibility: 'visibilité',
    winners: 'gagnants',
    mention: 'mentionner',
    pause: 'pause',
    quests: 'quêtes',
    remove: 'supprimer',
    resume: 'reprendre',
  },
  choices: {
    hour: 'toutes les heures',
    day: 'tous les jours',
    week: 'chaque semaine',
    month: 'chaque mois',
    update: 'modifier le même message',
    new: 'publier un nouveau message à chaque fois',
    'quest-DRAFT': 'brouillon',
    'quest-TEMPLATE': 'modèle',
    ACTIVE: 'actif',
    'quest-ACTIVE': 'active',
    'quest-PAUSED': 'en pause',
    'quest-REVIEW': 'en cours d’examen',
    'quest-ENDED': 'terminée',
    ARCHIVED: 'archivé',
    'quest-ARCHIVED': 'archivée',
    ONCE: 'une fois',
    DAILY: 'quotidienne',
    WEEKLY: 'hebdomadaire',
    MONTHLY: 'mensuelle',
    CUSTOM: 'personnalisée',
    PRIVATE: 'privée',
    PUBLIC: 'publique',
    SHARED: 'partagée',
    TOKEN_POOL: 'Cagnotte de tokens (partagée entre les raiders)',
    FIXED: 'Montant fixe de tokens par raider',
    RANDOM: 'Cagnotte de récompenses (récompense aléatoire pour chacun)',
    'balance-desc': 'les plus élevés d’abord',
    'balance-asc': 'les plus bas d’abord',
    SUSPENDED: 'suspendu',
    absolute: 'tokens',
    dollar: 'dollars US',
  },
};
