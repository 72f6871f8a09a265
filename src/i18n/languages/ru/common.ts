import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  spanUnits: { week: 'нед', day: 'д', hour: 'ч', minute: 'мин' },
  more: '…и ещё {{n}}',
  count: {
    holders_one: '{{n}} участник',
    holders_few: '{{n}} участника',
    holders_many: '{{n}} участников',
    holders_other: '{{n}} участника',
    members_one: '{{n}} участник',
    members_few: '{{n}} участника',
    members_many: '{{n}} участников',
    members_other: '{{n}} участника',
    requests_one: '{{n}} запрос',
    requests_few: '{{n}} запроса',
    requests_many: '{{n}} запросов',
    requests_other: '{{n}} запроса',
    minutes_one: '{{n}} минута',
    minutes_few: '{{n}} минуты',
    minutes_many: '{{n}} минут',
    minutes_other: '{{n}} минуты',
    weeks_one: '{{n}} неделя',
    weeks_few: '{{n}} недели',
    weeks_many: '{{n}} недель',
    weeks_other: '{{n}} недели',
    points_one: '{{n}} балл',
    points_few: '{{n}} балла',
    points_many: '{{n}} баллов',
    points_other: '{{n}} балла',
    characters_one: '{{n}} символ',
    characters_few: '{{n}} символа',
    characters_many: '{{n}} символов',
    characters_other: '{{n}} символа',
  },
  every: {
    minute: 'каждую минуту',
    minutes_one: 'раз в {{n}} минуту',
    minutes_few: 'раз в {{n}} минуты',
    minutes_many: 'раз в {{n}} минут',
    minutes_other: 'раз в {{n}} минуты',
    hour: 'каждый час',
    hours_one: 'раз в {{n}} час',
    hours_few: 'раз в {{n}} часа',
    hours_many: 'раз в {{n}} часов',
    hours_other: 'раз в {{n}} часа',
    day: 'каждый день',
    days_one: 'раз в {{n}} день',
    days_few: 'раз в {{n}} дня',
    days_many: 'раз в {{n}} дней',
    days_other: 'раз в {{n}} дня',
    week: 'каждую неделю',
    weeks_one: 'раз в {{n}} неделю',
    weeks_few: 'раз в {{n}} недели',
    weeks_many: 'раз в {{n}} недель',
    weeks_other: 'раз в {{n}} недели',
  },
  pager: { first: 'Первая', previous: 'Назад', next: 'Далее', last: 'Последняя' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Пост в соцсети',
      CHAT_ACCOUNT_AGE: 'Возраст аккаунта Discord',
      DISCORD_ACCOUNT_AGE: 'Возраст аккаунта Discord',
      CHANNEL_MESSAGE: 'Сообщение в канале',
    },
    questStatus: {
      DRAFT: 'Черновик',
      TEMPLATE: 'Шаблон',
      ACTIVE: 'Активный',
      PAUSED: 'Приостановлен',
      REVIEW: 'На проверке',
      ENDED: 'Завершён',
      ARCHIVED: 'В архиве',
    },
    recurrence: { ONCE: 'Однократно', DAILY: 'Ежедневно', WEEKLY: 'Еженедельно', MONTHLY: 'Ежемесячно', CUSTOM: 'Свой график' },
    visibility: { PRIVATE: 'Закрытый', PUBLIC: 'Открытый', SHARED: 'Общий с партнёрскими сообществами' },
    rewardType: { FIXED: 'Фиксированная награда', RANDOM: 'Случайная награда', SHARED: 'Награда из общего фонда' },
    strategy: { RAFFLE: 'розыгрыш' },
    itemType: { TOKEN: 'токен', NFT: 'NFT', POINTS: 'баллы', ROLE: 'роль' },
    pointSystemStatus: { ACTIVE: 'Активна', ARCHIVED: 'В архиве', SUSPENDED: 'Приостановлена' },
    permission: {
      VIEW: 'видеть балансы',
      TRANSFER: 'переводить баллы между участниками',
      SPEND: 'тратить баллы',
      PRINT: 'выпускать новые баллы',
    },
    balanceOrder: { 'balance-desc': 'сначала наибольшие', 'balance-asc': 'сначала наименьшие' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_one:
      '⏳ Экспорт {{n}} строки. Запросы к Community API: {{requests}}; ожидаемое время — {{minutes}}. В этом сообщении будет виден ход работы, а затем файл.',
    started_few:
      '⏳ Экспорт {{n}} строк. Запросы к Community API: {{requests}}; ожидаемое время — {{minutes}}. В этом сообщении будет виден ход работы, а затем файл.',
    started_many:
      '⏳ Экспорт {{n}} строк. Запросы к Community API: {{requests}}; ожидаемое время — {{minutes}}. В этом сообщении будет виден ход работы, а затем файл.',
    started_other:
      '⏳ Экспорт {{n}} строки. Запросы к Community API: {{requests}}; ожидаемое время — {{minutes}}. В этом сообщении будет виден ход работы, а затем файл.',
    progress_one: '⏳ Экспорт… прочитано {{done}} из {{n}} строки.',
    progress_few: '⏳ Экспорт… прочитано {{done}} из {{n}} строк.',
    progress_many: '⏳ Экспорт… прочитано {{done}} из {{n}} строк.',
    progress_other: '⏳ Экспорт… прочитано {{done}} из {{n}} строки.',
    done_one: '📄 {{file}}: {{n}} строка.',
    done_few: '📄 {{file}}: {{n}} строки.',
    done_many: '📄 {{file}}: {{n}} строк.',
    done_other: '📄 {{file}}: {{n}} строки.',
    zones: 'Время указано в UTC и в часовом поясе сервера ({{zone}}).',
    named_one: 'Имена: {{named}} из {{n}} строки, как их показывает сервер (у ушедших с сервера участников имени нет).',
    named_few: 'Имена: {{named}} из {{n}} строк, как их показывает сервер (у ушедших с сервера участников имени нет).',
    named_many: 'Имена: {{named}} из {{n}} строк, как их показывает сервер (у ушедших с сервера участников имени нет).',
    named_other: 'Имена: {{named}} из {{n}} строки, как их показывает сервер (у ушедших с сервера участников имени нет).',
    namesNoIntent:
      'Discord не даёт боту список участников сервера (в Developer Portal выключен Server Members Intent), поэтому имена получены не для всех (максимум — {{max}}, по одному запросу на каждого); включите Server Members Intent, чтобы имя было в каждой строке.',
    namesNoList:
      'Список участников сервера не удалось прочитать до конца (Discord не ответил, или участников больше максимума — {{max}}), поэтому в некоторых строках нет имени.',
    fileDescription_one: 'Экспорт CSV, {{n}} строка',
    fileDescription_few: 'Экспорт CSV, {{n}} строки',
    fileDescription_many: 'Экспорт CSV, {{n}} строк',
    fileDescription_other: 'Экспорт CSV, {{n}} строки',
    tooManyRows_one: 'В этом экспорте {{n}} строка, а в один файл помещается не больше {{max}}. Сузьте его другими параметрами команды.',
    tooManyRows_few: 'В этом экспорте {{n}} строки, а в один файл помещается не больше {{max}}. Сузьте его другими параметрами команды.',
    tooManyRows_many: 'В этом экспорте {{n}} строк, а в один файл помещается не больше {{max}}. Сузьте его другими параметрами команды.',
    tooManyRows_other: 'В этом экспорте {{n}} строки, а в один файл помещается не больше {{max}}. Сузьте его другими параметрами команды.',
    tooLarge:
      'Файл получился бы больше {{size}} МБ — это максимальный размер вложения, который Discord разрешает боту здесь. Ничего не прикреплено.',
    tooSlow_one:
      'Чтобы прочитать {{n}} строку, нужно отправить в Community API {{requests}}; ожидаемое время — {{minutes}}. Это дольше 15 минут, которые Discord даёт на ответ. Сузьте экспорт и попробуйте снова.',
    tooSlow_few:
      'Чтобы прочитать {{n}} строки, нужно отправить в Community API {{requests}}; ожидаемое время — {{minutes}}. Это дольше 15 минут, которые Discord даёт на ответ. Сузьте экспорт и попробуйте снова.',
    tooSlow_many:
      'Чтобы прочитать {{n}} строк, нужно отправить в Community API {{requests}}; ожидаемое время — {{minutes}}. Это дольше 15 минут, которые Discord даёт на ответ. Сузьте экспорт и попробуйте снова.',
    tooSlow_other:
      'Чтобы прочитать {{n}} строки, нужно отправить в Community API {{requests}}; ожидаемое время — {{minutes}}. Это дольше 15 минут, которые Discord даёт на ответ. Сузьте экспорт и попробуйте снова.',
    timedOut_one:
      'Экспорт не успел завершиться за 15 минут, которые Discord даёт на ответ (прочитано {{done}} из {{n}} строки). Ничего не прикреплено; попробуйте позже или сузьте экспорт.',
    timedOut_few:
      'Экспорт не успел завершиться за 15 минут, которые Discord даёт на ответ (прочитано {{done}} из {{n}} строк). Ничего не прикреплено; попробуйте позже или сузьте экспорт.',
    timedOut_many:
      'Экспорт не успел завершиться за 15 минут, которые Discord даёт на ответ (прочитано {{done}} из {{n}} строк). Ничего не прикреплено; попробуйте позже или сузьте экспорт.',
    timedOut_other:
      'Экспорт не успел завершиться за 15 минут, которые Discord даёт на ответ (прочитано {{done}} из {{n}} строки). Ничего не прикреплено; попробуйте позже или сузьте экспорт.',
    failed: 'Не удалось завершить экспорт: Community API или Discord не ответил. Ничего не прикреплено; попробуйте снова.',
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'сегодня', tomorrow: 'завтра', last: 'последний', weekdays: 'пн вт ср чт пт сб вс' },
  boolean: { true: 'Да', false: 'Нет' },
};
