import type { DefinitionTexts } from '../../shape.js';

/**
 * Russian. Glossary (one word per thing, in every file of this folder; test/i18n.style.test.ts
 * bans the alternatives): баллы, система баллов, токен, рейд, чаевые, кошелёк для чаевых,
 * блокчейн (never «сеть»), участник (also who holds points), кнопка. Quotes: «…».
 */
export const commands: DefinitionTexts = {
  commands: {
    chains: {
      name: 'блокчейны',
      description: 'Блокчейны, которые поддерживает Community API',
    },
    help: {
      name: 'помощь',
      description: 'Показать команды, доступные вам здесь',
    },
    tokens: {
      name: 'токены',
      description: 'Собственные токены сообщества',
      options: {
        list: {
          description: 'Список собственных токенов',
        },
        add: {
          description: 'Добавить собственный токен (модераторы)',
          options: {
            address: { description: 'Адрес контракта или mint-адрес токена' },
          },
        },
      },
    },
    quest: {
      name: 'квест',
      description: 'Квесты сообщества',
      options: {
        info: {
          description: 'Показать квест: статус, раунды, задания и награды',
          options: {
            id: { description: 'Название или id квеста (выберите из подсказок)' },
          },
        },
        list: {
          description: 'Квесты сообщества, по 10 на странице; выберите квест, чтобы открыть его',
          options: {
            status: { description: 'Только квесты с этим статусом' },
            recurrence: { description: 'Только квесты с таким повтором' },
            visibility: { description: 'Только квесты с этой видимостью' },
          },
        },
        completions: {
          description: 'Список выполнений квестов (модераторы)',
          options: {
            quest: { description: 'Только этот квест (название или id)' },
            round: { description: 'Только этот раунд' },
            member: { description: 'Только этот участник' },
            since: { description: 'С: 2026-11-01, 2026-11-01T12:00Z или столько назад: 7d, 12h, 30m' },
            until: { description: 'По: 2026-11-30 (весь день), дата и время или столько назад: 1d' },
          },
        },
      },
    },
    wallets: {
      name: 'кошельки',
      description: 'Сервисные кошельки участника по блокчейнам (ответ видите только вы)',
      options: {
        member: { description: 'Чьи кошельки (по умолчанию ваши)' },
      },
    },
    raid: {
      name: 'рейд',
      description: 'Рейды на посты в X',
      options: {
        create: {
          description: 'Создать рейд на пост в X (сначала вы увидите предпросмотр)',
          options: {
            title: { description: 'Название в Discord (не больше 64 символов)' },
            'post-url': { description: 'Ссылка на пост, например https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'Как награждаются рейдеры' },
            like: { description: 'Рейдеры должны лайкнуть пост (по умолчанию да)' },
            comment: { description: 'Рейдеры должны прокомментировать пост (по умолчанию да)' },
            repost: { description: 'Рейдеры должны сделать репост (по умолчанию да)' },
            description: { description: 'Описание (не больше 256 символов)' },
            duration: { description: 'Длительность: минуты (90) или 45m, 2h, 3d, 1d12h; по умолчанию 24h, не больше 30 дней' },
            channel: { description: 'Канал для рейда (по умолчанию канал рейдов сообщества)' },
            role: { description: 'Роль, которую упомянуть при публикации рейда' },
            chain: { description: 'Блокчейн награды в токенах' },
            token: { description: 'Токен награды или нативная монета' },
            amount: { description: 'Размер фонда токенов или сумма каждому рейдеру (больше 0)' },
            'reward-pool': { description: 'Id фонда наград (только для этого типа награды)' },
          },
        },
      },
    },
    treasury: {
      name: 'казна',
      description: 'Общий кошелёк для чаевых сообщества',
      options: {
        balance: {
          description: 'Балансы токенов кошелька для чаевых в блокчейне',
        },
        inventory: {
          description: 'NFT кошелька для чаевых в блокчейне',
        },
      },
    },
    verify: {
      name: 'верификация',
      description: 'Подтверждённые аккаунты и кошельки участника (ответ видите только вы)',
      options: {
        member: { description: 'Участник, которого нужно найти' },
      },
    },
    'Verified details': {
      name: 'Подтверждённые данные',
    },
    leaderboard: {
      name: 'рейтинг',
      description: 'Лидеры по балансу системы баллов',
      options: {
        order: { description: 'Сначала наибольшие или наименьшие балансы (по умолчанию наибольшие)' },
        card: { description: 'Также приложить страницу картинкой' },
      },
    },
    points: {
      name: 'баллы',
      description: 'Балансы баллов и системы баллов',
      options: {
        balance: {
          description: 'Баланс баллов участника (по умолчанию ваш) в одной или во всех активных системах',
          options: {
            member: { description: 'Чей баланс (по умолчанию ваш)' },
            system: { description: 'Система баллов, по названию или id (по умолчанию все активные)' },
            card: { description: 'Также приложить карточку ранга (указанной системы или первой показанной)' },
          },
        },
        systems: {
          description: 'Системы баллов сообщества',
          options: {
            search: { description: 'Текст для поиска в названии (не больше 256 символов)' },
            status: { description: 'Только системы с этим статусом' },
            'include-shared': { description: 'Также показать системы, которыми с нами поделились партнёры' },
          },
        },
        give: {
          description: 'Начислить участникам баллы из системы баллов (модераторы; сначала предпросмотр)',
        },
        take: {
          description: 'Списать баллы с балансов участников (модераторы; сначала предпросмотр)',
        },
      },
    },
    tip: {
      name: 'чаевые',
      description: 'Дать участнику чаевые от сообщества (сначала вы увидите предпросмотр)',
      options: {
        token: {
          description: 'Дать чаевые токеном из кошелька для чаевых',
        },
        nft: {
          description: 'Дать чаевые NFT из кошелька для чаевых',
        },
        points: {
          description: 'Дать чаевые баллами из системы баллов',
        },
      },
    },
    transfer: {
      name: 'перевод',
      description: 'Отправить из кошелька для чаевых на адрес кошелька (сначала вы увидите предпросмотр)',
      options: {
        token: {
          description: 'Перевести токен из кошелька для чаевых на адрес',
        },
        nft: {
          description: 'Перевести NFT из кошелька для чаевых на адрес',
        },
      },
    },
    airdrop: {
      name: 'аирдроп',
      description: 'Разделить баллы или токен между участниками, которые вступят (сначала предпросмотр)',
      options: {
        points: {
          description: 'Аирдроп фонда баллов из системы баллов',
        },
        token: {
          description: 'Аирдроп фонда токена из кошелька для чаевых',
        },
      },
    },
    raffle: {
      name: 'розыгрыш',
      description: 'Разыграть баллы, токен, NFT или роль среди участников (сначала предпросмотр)',
      options: {
        points: {
          description: 'Разыграть баллы из системы баллов',
        },
        token: {
          description: 'Разыграть токен из кошелька для чаевых',
        },
        nft: {
          description: 'Разыграть NFT из кошелька для чаевых',
        },
        role: {
          description: 'Разыграть роль',
          options: {
            role: { description: 'Роль, которую получают победители' },
            'keep-for': { description: 'Сколько победители сохраняют роль: 7d, 2w (по умолчанию навсегда; не больше 3 лет)' },
          },
        },
      },
    },
    burn: {
      name: 'сжечь',
      description: 'Уничтожить токен или NFT из кошелька для чаевых (сначала вы увидите предпросмотр)',
      options: {
        token: {
          description: 'Сжечь количество токена из кошелька для чаевых',
        },
        nft: {
          description: 'Сжечь NFT из кошелька для чаевых',
        },
      },
    },
    audit: {
      name: 'аудит',
      description: 'Последние изменения в сообществе (рейды, чаевые…) и их итоги',
      options: {
        operation: { description: 'Только этот вид изменений, например raid.create' },
        member: { description: 'Только изменения этого участника или в его пользу' },
      },
    },
    feed: {
      name: 'лента',
      description: 'Сообщения, которые бот публикует сам, например выполнения квестов (модераторы)',
      options: {
        quests: {
          description: 'Объявлять новые выполнения квестов в канале',
          options: {
            channel: { description: 'Где их объявлять' },
            quest: { description: 'Только этот квест (название или id; по умолчанию все)' },
            mention: { description: 'Показывать участников упоминаниями, без уведомлений (по умолчанию вкл.)' },
          },
        },
        list: { description: 'Ленты этого сервера: где, что и когда проверялись' },
        pause: { description: 'Приостановить ленту (продолжит с того же места)', options: { id: { description: 'Какую ленту приостановить' } } },
        resume: { description: 'Снова запустить приостановленную ленту', options: { id: { description: 'Какую ленту запустить' } } },
        remove: { description: 'Удалить ленту', options: { id: { description: 'Какую ленту удалить' } } },
      },
    },
    schedule: {
      name: 'расписание',
      description: 'Рейтинги, которые бот сам публикует в заданное время, в часовом поясе сервера (модераторы)',
      options: {
        leaderboard: {
          description: 'Публиковать рейтинг в канале каждый час, день, неделю или месяц',
          options: {
            channel: {
              description: 'Где публиковать',
            },
            every: {
              description: 'Как часто',
            },
            at: {
              description: 'Когда, в часовом поясе сервера: :15, 18:00, mon 18:00, 1 09:00, last 23:30',
            },
            mode: {
              description: 'Править одно сообщение при каждом запуске (по умолчанию) или каждый раз публиковать новое',
            },
          },
        },
        list: {
          description: 'Расписания этого сервера: что, где и когда запустятся',
        },
        resume: {
          description: 'Снова запустить приостановленное расписание',
          options: {
            id: {
              description: 'Расписание, которое запустить снова',
            },
          },
        },
        remove: {
          description: 'Удалить расписание (опубликованное остаётся)',
          options: {
            id: {
              description: 'Расписание, которое удалить',
            },
          },
        },
      },
    },
    setup: {
      name: 'настройка',
      description: 'Настройки сервера: ключ Community API, роли модераторов, канал аудита…',
      options: {
        timezone: { description: 'Задать часовой пояс сервера, например Europe/Moscow (всё время бота в нём)' },
        periods: { description: 'Недельные и месячные рейтинги системы баллов: показывает стоимость, затем включает или выключает' },
        retention: { description: 'Сколько недель хранить снимки периодов (по умолчанию 26; итоговые рейтинги хранятся всегда)' },
        grace: { description: 'На сколько минут пропущенная запланированная операция ещё может опоздать (по умолчанию 10)' },
        'max-scheduled': { description: 'Сколько операций самое большее может ждать своего времени (по умолчанию 50)' },
      },
    },
  },
  /**
   * Descriptions of the options several commands share, by the key the option object is marked
   * with (`sharedOption` in commands/support/options.ts): one translation each, wherever it appears.
   */
  optionDescriptions: {
    period: 'Прирост за период: week, month, last-week, last-month или прошедший (2026-W47, 2026-11)',
    sendAt: 'Отправить в это время по часовому поясу сервера: 18:00, tomorrow 9:00, 2026-12-01 18:00',
    sendIn: 'Отправить через это время: 30m, 2h, 1d',
    export: "Отправить все строки файлом CSV, который увидите только вы",
    tokenChain: 'Блокчейн токена',
    walletChain: 'Блокчейн кошелька',
    pointSystem: 'Система баллов, по названию или id (по умолчанию первая активная)',
    pointsMember: 'Чьи баллы меняются',
    pointsRole: 'Все участники с этой ролью вместо одного участника (без ботов)',
    points: "Баллы, например 25 или 12,5; запись с двумя прочтениями отклоняется",
    moreMembers: 'Ещё участники: вставьте упоминания или id, например @bob @carol (всего до 25)',
    reason: 'Причина (сохраняется сервисом; не больше 128 символов)',
    tipMember: 'Кто получает чаевые',
    tippingChain: 'Блокчейн кошелька для чаевых',
    tippingToken: 'Токен кошелька для чаевых (видно, что в нём есть)',
    tokenAmount: "Сумма, как вы пишете числа (12,5 · 1 000,5); запись с двумя прочтениями отклоняется",
    amountUnit: 'Количество в токенах (по умолчанию) или в долларах США',
    channel: 'Где сервис сообщит об этом (по умолчанию этот канал)',
    comment: 'Комментарий к этому (не больше 256 символов)',
    tippingNft: 'NFT кошелька для чаевых',
    editions: 'Экземпляры, для NFT с несколькими экземплярами (по умолчанию 1)',
    walletAddress: 'Адрес кошелька в выбранном блокчейне',
    raffleDuration: 'Сколько времени можно участвовать: 30m, 2h, 1d 12h (от 1 секунды до 30 дней)',
    entries: 'Наибольшее число участников (от 1 до 500)',
    onlyRole: 'Участвовать могут только участники с этой ролью',
    notRole: 'Участники с этой ролью не могут участвовать',
    winners: 'Сколько участников выигрывают (по умолчанию 1)',
  },
  options: {
    period: 'период',
    periods: 'рейтинги-периода',
    retention: 'хранение',
    in: 'через',
    grace: 'допуск',
    'max-scheduled': 'макс-запланированных',
    export: "экспорт",
    every: 'каждый',
    at: 'в',
    mode: 'режим',
    timezone: 'часовой-пояс',
    leaderboard: 'рейтинг',
    add: 'добавить',
    address: 'адрес',
    amount: 'количество',
    balance: 'баланс',
    card: 'карточка',
    chain: 'блокчейн',
    channel: 'канал',
    comment: 'комментарий',
    completions: 'выполнения',
    count: 'экземпляры',
    create: 'создать',
    description: 'описание',
    duration: 'длительность',
    entries: 'макс-участников',
    give: 'начислить',
    id: 'id',
    'include-shared': 'с-общими',
    info: 'инфо',
    inventory: 'инвентарь',
    'keep-for': 'срок-роли',
    like: 'лайк',
    list: 'список',
    member: 'участник',
    'more-members': 'ещё-участники',
    nft: 'nft',
    'not-role': 'кроме-роли',
    'only-role': 'только-роль',
    operation: 'операция',
    order: 'порядок',
    points: 'баллы',
    'post-url': 'ссылка-на-пост',
    quest: 'квест',
    reason: 'причина',
    recurrence: 'повтор',
    repost: 'репост',
    'reward-pool': 'фонд-наград',
    'reward-type': 'тип-награды',
    role: 'роль',
    round: 'раунд',
    search: 'поиск',
    since: 'от',
    status: 'статус',
    system: 'система',
    systems: 'системы',
    take: 'списать',
    title: 'название',
    token: 'токен',
    unit: 'единица',
    until: 'до',
    visibility: 'видимость',
    winners: 'победители',
    mention: 'упоминать',
    pause: 'пауза',
    quests: 'квесты',
    remove: 'удалить',
    resume: 'продолжить',
  },
  choices: {
    hour: 'час',
    day: 'день',
    week: 'неделя',
    month: 'месяц',
    update: 'править одно сообщение',
    new: 'каждый раз новое сообщение',
    DRAFT: 'черновики',
    TEMPLATE: 'шаблоны',
    ACTIVE: 'активные',
    PAUSED: 'на паузе',
    REVIEW: 'на проверке',
    ENDED: 'завершённые',
    ARCHIVED: 'в архиве',
    ONCE: 'однократно',
    DAILY: 'ежедневно',
    WEEKLY: 'еженедельно',
    MONTHLY: 'ежемесячно',
    CUSTOM: 'свой график',
    PRIVATE: 'закрытые',
    PUBLIC: 'открытые',
    SHARED: 'общие',
    TOKEN_POOL: 'Фонд токенов (делится между рейдерами)',
    FIXED: 'Фиксированная сумма токенов каждому рейдеру',
    RANDOM: 'Фонд наград (каждому случайная награда)',
    'balance-desc': 'сначала наибольшие',
    'balance-asc': 'сначала наименьшие',
    SUSPENDED: 'приостановленные',
    absolute: 'токены',
    dollar: 'доллары США',
  },
};
