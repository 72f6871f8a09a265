import type { DefinitionTexts } from '../../shape.js';

/**
 * German. Glossary (one word per thing, in every file of this folder; glossary.ts and
 * test/i18n.style.test.ts ban the alternatives): Punkte, Punktesystem, Guthaben (points and wallet
 * balance), Token, Raid, Trinkgeld, Trinkgeld-Wallet, Blockchain, Mitglied, Inhaber (holder), Button,
 * Protokoll(kanal), Plattform (the service), Community-API, KW (a numbered week), der native Coin
 * (masculine), Endstand (a period's final result), Platz 3 (never #3 in a sentence), Exemplar (an NFT
 * copy); the bot is „der Bot“, never „ich“/„uns“. Quotes: „…“.
 */
export const commands: DefinitionTexts = {
  commands: {
    chains: {
      name: 'blockchains',
      description: 'Die von der Community-API unterstützten Blockchains',
    },
    help: {
      name: 'hilfe',
      description: 'Die Befehle zeigen, die du hier nutzen kannst',
    },
    tokens: {
      name: 'token',
      description: 'Die eigenen Token der Community',
      options: {
        list: {
          description: 'Die eigenen Token auflisten',
        },
        add: {
          description: 'Einen eigenen Token hinzufügen (Moderatoren)',
          options: {
            address: { description: 'Vertrags- oder Mint-Adresse des Tokens' },
          },
        },
      },
    },
    quest: {
      name: 'quest',
      description: 'Die Quests der Community',
      options: {
        info: {
          description: 'Eine Quest zeigen: Status, Runden, Aufgaben und Belohnungen',
          options: {
            quest: { description: 'Name oder ID der Quest (wähle eine aus den Vorschlägen)' },
          },
        },
        list: {
          description: 'Die Quests der Community, 10 pro Seite; wähle eine, um sie zu öffnen',
          options: {
            status: { description: 'Nur Quests mit diesem Status' },
            recurrence: { description: 'Nur Quests mit dieser Wiederholung' },
            visibility: { description: 'Nur Quests mit dieser Sichtbarkeit' },
          },
        },
        completions: {
          description: 'Quest-Abschlüsse auflisten (Moderatoren)',
          options: {
            quest: { description: 'Nur diese Quest (Name oder ID)' },
            round: { description: 'Nur diese Runde' },
            member: { description: 'Nur dieses Mitglied' },
            since: { description: 'Ab: 2026-11-01, 2026-11-01T12:00Z oder wie lange das her ist: 7t, 12std, 30min' },
            until: { description: 'Bis: 2026-11-30 (ganzer Tag), ein Datum mit Uhrzeit oder wie lange das her ist: 1t' },
          },
        },
      },
    },
    wallets: {
      name: 'wallets',
      description: 'Deine Plattform-Wallets oder die eines Mitglieds, das sie teilt (nur du siehst die Antwort)',
      options: {
        member: { description: 'Wessen Wallets (Standard: deine; andere nur, wenn sie ihre Angaben teilen)' },
      },
    },
    raid: {
      name: 'raid',
      description: 'Raids auf X-Beiträge',
      options: {
        create: {
          description: 'Einen Raid für einen Beitrag auf X erstellen (du siehst zuerst eine Vorschau)',
          options: {
            title: { description: 'Titel, der in Discord angezeigt wird (höchstens 64 Zeichen)' },
            'post-url': { description: 'Link zum Beitrag, z. B. https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'Wie Raider belohnt werden' },
            like: { description: 'Raider müssen den Beitrag liken (Standard: an)' },
            comment: { description: 'Raider müssen den Beitrag kommentieren (Standard: an)' },
            repost: { description: 'Raider müssen den Beitrag reposten (Standard: an)' },
            description: { description: 'Beschreibung (höchstens 256 Zeichen)' },
            duration: { description: 'Laufzeit: Minuten (90) oder 45min, 2std, 3t, 1t12std; Standard: 24 Stunden, höchstens 30 Tage' },
            channel: { description: 'Kanal für den Raid (Standard: der Raid-Kanal der Community)' },
            role: { description: 'Rolle, die beim Posten des Raids erwähnt wird' },
            chain: { description: 'Blockchain der Token-Belohnung' },
            token: { description: 'Token der Belohnung oder der native Coin' },
            amount: { description: 'Größe des Token-Topfs oder Menge pro Raider (größer als 0)' },
            'reward-pool': { description: 'ID des Belohnungspools (nur für die Belohnungsart „Belohnungspool“)' },
          },
        },
      },
    },
    treasury: {
      name: 'trinkgeld-wallet',
      description: 'Die gemeinsame Trinkgeld-Wallet der Community',
      options: {
        balance: {
          description: 'Token-Guthaben der Trinkgeld-Wallet auf einer Blockchain',
        },
        inventory: {
          description: 'NFTs der Trinkgeld-Wallet auf einer Blockchain',
        },
      },
    },
    verify: {
      name: 'verifizierung',
      description: 'Die verifizierten Konten und Wallets eines Mitglieds (nur du siehst die Antwort)',
      options: {
        member: { description: 'Das Mitglied, das du nachschlagen willst' },
      },
    },
    'Verified details': {
      name: 'Verifizierte Angaben',
    },
    leaderboard: {
      name: 'rangliste',
      description: 'Die Mitglieder mit den höchsten Guthaben in einem Punktesystem',
      options: {
        order: { description: 'Höchste oder niedrigste Guthaben zuerst (Standard: höchste)' },
        card: { description: 'Die Seite auch als Bild anhängen' },
      },
    },
    points: {
      name: 'punkte',
      description: 'Guthaben und Punktesysteme',
      options: {
        balance: {
          description: 'Guthaben eines Mitglieds (Standard: deines) in einem oder allen aktiven Systemen',
          options: {
            member: { description: 'Wessen Guthaben (Standard: deines)' },
            system: { description: 'Punktesystem, nach Name oder ID (Standard: alle aktiven)' },
            card: { description: 'Auch eine Rangkarte anhängen (für das angegebene oder das erste gezeigte System)' },
          },
        },
        systems: {
          description: 'Die Punktesysteme der Community',
          options: {
            search: { description: 'Text, der im Namen vorkommt (höchstens 256 Zeichen)' },
            status: { description: 'Nur Systeme mit diesem Status' },
            'include-shared': { description: 'Auch Systeme zeigen, die Partner-Communitys mit dieser Community teilen' },
          },
        },
        give: {
          description: 'Mitgliedern Punkte aus einem Punktesystem geben (Moderatoren; du siehst zuerst eine Vorschau)',
        },
        take: {
          description: 'Mitgliedern Punkte abziehen (Moderatoren; du siehst zuerst eine Vorschau)',
        },
      },
    },
    tip: {
      name: 'trinkgeld',
      description: 'Einem Mitglied Trinkgeld von der Community geben (du siehst zuerst eine Vorschau)',
      options: {
        token: {
          description: 'Einen Token aus der Trinkgeld-Wallet als Trinkgeld geben',
        },
        nft: {
          description: 'Ein NFT aus der Trinkgeld-Wallet als Trinkgeld geben',
        },
        points: {
          description: 'Punkte aus einem Punktesystem als Trinkgeld geben',
        },
      },
    },
    transfer: {
      name: 'überweisen',
      description: 'Von der Trinkgeld-Wallet an eine Wallet-Adresse senden (du siehst zuerst eine Vorschau)',
      options: {
        token: {
          description: 'Einen Token der Trinkgeld-Wallet an eine Adresse senden',
        },
        nft: {
          description: 'Ein NFT der Trinkgeld-Wallet an eine Adresse senden',
        },
      },
    },
    airdrop: {
      name: 'airdrop',
      description: 'Punkte oder einen Token unter teilnehmenden Mitgliedern aufteilen (du siehst zuerst eine Vorschau)',
      options: {
        points: {
          description: 'Einen Topf Punkte aus einem Punktesystem verteilen',
        },
        token: {
          description: 'Einen Topf eines Tokens der Trinkgeld-Wallet verteilen',
        },
      },
    },
    raffle: {
      name: 'verlosung',
      description: 'Punkte, einen Token, ein NFT oder eine Rolle verlosen (du siehst zuerst eine Vorschau)',
      options: {
        points: {
          description: 'Punkte aus einem Punktesystem verlosen',
        },
        token: {
          description: 'Einen Token der Trinkgeld-Wallet verlosen',
        },
        nft: {
          description: 'Ein NFT der Trinkgeld-Wallet verlosen',
        },
        role: {
          description: 'Eine Rolle verlosen',
          options: {
            role: { description: 'Die Rolle, die die Gewinner bekommen' },
            'keep-for': { description: 'Wie lange Gewinner die Rolle behalten: 7t, 2wo (Standard: dauerhaft; sonst höchstens 3 Jahre)' },
          },
        },
      },
    },
    burn: {
      name: 'verbrennen',
      description: 'Einen Token oder ein NFT der Trinkgeld-Wallet verbrennen (du siehst zuerst eine Vorschau)',
      options: {
        token: {
          description: 'Eine Menge eines Tokens der Trinkgeld-Wallet verbrennen',
        },
        nft: {
          description: 'Ein NFT der Trinkgeld-Wallet verbrennen',
        },
      },
    },
    audit: {
      name: 'protokoll',
      description: 'Letzte Änderungen an der Community (Raids, Trinkgelder …) und ihr Ergebnis',
      options: {
        operation: { description: 'Nur diese Art von Vorgang, z. B. raid.create' },
        member: { description: 'Nur Änderungen von oder für dieses Mitglied' },
      },
    },
    feed: {
      name: 'feed',
      description: 'Meldungen, die der Bot selbst postet, etwa Quest-Abschlüsse (Moderatoren)',
      options: {
        quests: {
          description: 'Neue Quest-Abschlüsse in einem Kanal ankündigen',
          options: {
            channel: { description: 'Wo sie angekündigt werden' },
            quest: { description: 'Nur diese Quest (Name oder ID; Standard: alle Quests)' },
            mention: { description: 'Mitglieder als Erwähnung anzeigen, ohne sie zu benachrichtigen (Standard: an)' },
          },
        },
        list: { description: 'Die Feeds dieses Servers: wo, was und wann zuletzt geprüft' },
        pause: {
          description: 'Einen Feed pausieren (beim Fortsetzen macht er dort weiter, wo er aufgehört hat)',
          options: { id: { description: 'Der zu pausierende Feed' } },
        },
        resume: { description: 'Einen pausierten Feed wieder starten', options: { id: { description: 'Der wieder zu startende Feed' } } },
        remove: { description: 'Einen Feed entfernen', options: { id: { description: 'Der zu entfernende Feed' } } },
      },
    },
    rewards: {
      name: 'belohnungen',
      description: 'Rollen nach Ranglisten: ab einem Guthaben oder für die Gewinner jeder Periode (Moderatoren)',
      options: {
        add: {
          description: 'Eine Rolle ab einem Guthaben oder an die Besten jeder Periode vergeben',
          options: {
            system: { description: 'Punktesystem, nach Name oder ID' },
            role: { description: 'Die Rolle, die die Mitglieder bekommen' },
            balance: { description: 'Schwelle: Mitglieder mit mindestens diesem Guthaben haben die Rolle' },
            keep: { description: 'Mitglieder behalten die Rolle, auch wenn ihr Guthaben unter die Schwelle fällt (Standard: aus)' },
            top: { description: 'Periode: wie viele Gewinner die Rolle bekommen' },
            period: { description: 'Periode: jede Woche oder jeden Monat' },
          },
        },
        list: { description: 'Die Belohnungen dieses Servers: Regel, Rolle und letzter Abgleich' },
        remove: {
          description: 'Eine Belohnung entfernen (Mitglieder behalten die Rolle, die sie haben)',
          options: { id: { description: 'Die zu entfernende Belohnung' } },
        },
      },
    },
    schedule: {
      name: 'zeitplan',
      description: 'Ranglistenzeitpläne und geplante Vorgänge, in der Zeitzone des Servers (Moderatoren)',
      options: {
        leaderboard: {
          description: 'Eine Rangliste jede Stunde, jeden Tag, jede Woche oder jeden Monat in einem Kanal posten',
          options: {
            channel: {
              description: 'Wo sie gepostet wird',
            },
            every: {
              description: 'Wie oft',
            },
            at: {
              description: 'Wann, in der Zeitzone des Servers: :15, 18:00, mo 18:00, 1 09:00, letzter 23:30',
            },
            mode: {
              description: 'Bei jedem Lauf dieselbe Nachricht aktualisieren (Standard) oder jedes Mal eine neue posten',
            },
          },
        },
        list: {
          description: 'Die Zeitpläne dieses Servers: was, wo und wann sie als Nächstes laufen',
        },
        resume: {
          description: 'Einen pausierten Zeitplan wieder starten',
          options: {
            id: {
              description: 'Der wieder zu startende Zeitplan',
            },
          },
        },
        remove: {
          description: 'Einen Zeitplan entfernen oder einen geplanten Vorgang abbrechen',
          options: {
            id: {
              description: 'Der Zeitplan oder geplante Vorgang',
            },
          },
        },
      },
    },
    setup: {
      name: 'einrichtung',
      description: 'Einstellungen dieses Servers: Community-API-Schlüssel, Moderatorenrollen, Protokollkanal …',
      options: {
        timezone: { description: 'Zeitzone des Servers festlegen, z. B. Europe/Berlin (alle Zeitangaben des Bots richten sich danach)' },
        periods: { description: 'Periodenranglisten (Woche, Monat) eines Punktesystems: erst die Kosten, dann ein- oder ausschalten' },
        retention: { description: 'Aufbewahrung der Momentaufnahmen in Wochen (Standard: 26; Endstände bleiben dauerhaft erhalten)' },
        grace: { description: 'Wie viele Minuten lang ein verpasster geplanter Vorgang noch nachgeholt wird (Standard: 10)' },
        'max-scheduled': { description: 'Höchstzahl der Vorgänge, die auf ihre geplante Zeit warten dürfen (Standard: 50)' },
      },
    },
  },
  /**
   * Descriptions of the options several commands share, by the key the option object is marked
   * with (`sharedOption` in commands/shared-options.ts): one translation each, wherever it appears.
   */
  optionDescriptions: {
    period: 'Zuwachs je Periode: woche, monat, letzte-woche, letzter-monat oder eine frühere (2026-W47, 2026-11)',
    sendAt: 'Zu diesem Zeitpunkt ausführen (Zeitzone des Servers): 18:00, morgen 9:00, 2026-12-01 18:00',
    sendIn: 'Nach dieser Wartezeit ausführen: 30min, 2std, 1t',
    export: 'Alle Zeilen als CSV-Datei senden, nur für dich',
    tokenChain: 'Blockchain des Tokens',
    walletChain: 'Blockchain der Wallet',
    pointSystem: 'Punktesystem, nach Name oder ID (Standard: das erste aktive)',
    pointsMember: 'Wessen Punkte sich ändern',
    pointsRole: 'Alle Mitglieder mit dieser Rolle statt eines einzelnen Mitglieds (ohne Bots)',
    points: 'Punkte, z. B. 25 oder 12,5; 1.000 wird abgelehnt (der Tausenderpunkt ist mehrdeutig), tippe 1000',
    moreMembers: 'Weitere Mitglieder: Erwähnungen oder IDs einfügen, z. B. @bob @carol (insgesamt höchstens 25)',
    reason: 'Warum (von der Plattform gespeichert; höchstens 128 Zeichen)',
    tipMember: 'Wer das Trinkgeld bekommt',
    tippingChain: 'Blockchain der Trinkgeld-Wallet',
    tippingToken: 'Token der Trinkgeld-Wallet (zeigt ihr Guthaben)',
    tokenAmount: 'Menge wie 12,5 oder 1.000,5; 1.000 wird abgelehnt (der Tausenderpunkt ist mehrdeutig), tippe 1000',
    amountUnit: 'Ob die Menge in Token (Standard) oder US-Dollar angegeben ist',
    channel: 'Wo die Plattform darüber postet (Standard: dieser Kanal)',
    comment: 'Kommentar, der dazu angezeigt wird (höchstens 256 Zeichen)',
    tippingNft: 'NFT der Trinkgeld-Wallet',
    editions: 'Wie viele Exemplare, bei NFTs mit mehreren Exemplaren (Standard: 1)',
    walletAddress: 'Wallet-Adresse auf der gewählten Blockchain',
    raffleDuration: 'Wie lange Mitglieder teilnehmen können: 30min, 2std, 1t12std (1 Sekunde bis 30 Tage)',
    entries: 'Höchstzahl teilnehmender Mitglieder (1 bis 500)',
    onlyRole: 'Nur Mitglieder mit dieser Rolle dürfen teilnehmen',
    notRole: 'Mitglieder mit dieser Rolle dürfen nicht teilnehmen',
    winners: 'Wie viele Mitglieder gewinnen (Standard: 1)',
  },
  options: {
    period: 'periode',
    periods: 'periodenranglisten',
    retention: 'aufbewahrung',
    in: 'in',
    grace: 'nachholfrist',
    'max-scheduled': 'max-geplant',
    export: 'export',
    every: 'rhythmus',
    at: 'um',
    mode: 'modus',
    timezone: 'zeitzone',
    leaderboard: 'rangliste',
    add: 'hinzufügen',
    address: 'adresse',
    amount: 'menge',
    balance: 'guthaben',
    card: 'karte',
    chain: 'blockchain',
    channel: 'kanal',
    comment: 'kommentar',
    completions: 'abschlüsse',
    count: 'anzahl',
    create: 'erstellen',
    description: 'beschreibung',
    duration: 'dauer',
    entries: 'max-teilnehmer',
    give: 'geben',
    id: 'id',
    keep: 'behalten',
    top: 'beste',
    'include-shared': 'auch-geteilte',
    info: 'info',
    inventory: 'inventar',
    'keep-for': 'haltedauer',
    like: 'like',
    list: 'liste',
    member: 'mitglied',
    'more-members': 'weitere-mitglieder',
    nft: 'nft',
    'not-role': 'ohne-rolle',
    'only-role': 'nur-rolle',
    operation: 'vorgang',
    order: 'reihenfolge',
    points: 'punkte',
    'post-url': 'beitrag-url',
    quest: 'quest',
    reason: 'grund',
    recurrence: 'wiederholung',
    repost: 'repost',
    'reward-pool': 'belohnungspool',
    'reward-type': 'belohnungsart',
    role: 'rolle',
    round: 'runde',
    search: 'suche',
    since: 'seit',
    status: 'status',
    system: 'system',
    systems: 'systeme',
    take: 'abziehen',
    title: 'titel',
    token: 'token',
    unit: 'einheit',
    until: 'bis',
    visibility: 'sichtbarkeit',
    winners: 'gewinner',
    mention: 'erwähnen',
    pause: 'pausieren',
    quests: 'quests',
    remove: 'entfernen',
    resume: 'fortsetzen',
  },
  choices: {
    hour: 'Stündlich',
    day: 'Täglich',
    week: 'Wöchentlich',
    month: 'Monatlich',
    update: 'Dieselbe Nachricht aktualisieren',
    new: 'Jedes Mal eine neue Nachricht',
    'quest-DRAFT': 'Entwurf',
    'quest-TEMPLATE': 'Vorlage',
    ACTIVE: 'Aktiv',
    'quest-ACTIVE': 'Aktiv',
    'quest-PAUSED': 'Pausiert',
    'quest-REVIEW': 'In Prüfung',
    'quest-ENDED': 'Beendet',
    ARCHIVED: 'Archiviert',
    'quest-ARCHIVED': 'Archiviert',
    ONCE: 'Einmalig',
    DAILY: 'Täglich',
    WEEKLY: 'Wöchentlich',
    MONTHLY: 'Monatlich',
    CUSTOM: 'Eigener Rhythmus',
    PRIVATE: 'Privat',
    PUBLIC: 'Öffentlich',
    SHARED: 'Mit Partner-Communitys geteilt',
    TOKEN_POOL: 'Token-Topf (unter den Raidern geteilt)',
    FIXED: 'Feste Token-Menge pro Raider',
    RANDOM: 'Belohnungspool (zufällige Belohnung für jeden)',
    'balance-desc': 'Höchste zuerst',
    'balance-asc': 'Niedrigste zuerst',
    SUSPENDED: 'Ausgesetzt',
    absolute: 'Token',
    dollar: 'US-Dollar',
  },
};
