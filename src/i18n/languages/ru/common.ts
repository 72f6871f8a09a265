import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…и ещё {{n}}',
  pager: { first: 'Первая', previous: 'Назад', next: 'Далее', last: 'Последняя' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Пост в соцсети',
      CHAT_ACCOUNT_AGE: 'Возраст аккаунта Discord',
      DISCORD_ACCOUNT_AGE: 'Возраст аккаунта Discord',
      CHANNEL_MESSAGE: 'Сообщение в канале',
    },
    questStatus: { DRAFT: 'Черновик', TEMPLATE: 'Шаблон', ACTIVE: 'Активный', PAUSED: 'На паузе', REVIEW: 'На проверке', ENDED: 'Завершён', ARCHIVED: 'В архиве' },
    recurrence: { ONCE: 'Однократно', DAILY: 'Ежедневно', WEEKLY: 'Еженедельно', MONTHLY: 'Ежемесячно', CUSTOM: 'Свой график' },
    visibility: { PRIVATE: 'Закрытый', PUBLIC: 'Открытый', SHARED: 'Общий с партнёрскими сообществами' },
    rewardType: { FIXED: 'Фиксированная', RANDOM: 'Случайная', SHARED: 'Общая' },
    strategy: { RAFFLE: 'розыгрыш' },
    itemType: { TOKEN: 'токен', NFT: 'NFT', POINTS: 'баллы', ROLE: 'роль' },
    pointSystemStatus: { ACTIVE: 'Активна', ARCHIVED: 'В архиве', SUSPENDED: 'Приостановлена' },
    permission: { VIEW: 'видеть балансы', TRANSFER: 'переводить баллы между участниками', SPEND: 'тратить баллы', PRINT: 'выпускать новые баллы' },
    balanceOrder: { 'balance-desc': 'сначала наибольшие', 'balance-asc': 'сначала наименьшие' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started: "⏳ Экспорт {{rows}} строк: запросов к Community API — {{requests}}, примерно {{minutes}} мин. В этом сообщении будет виден ход работы, а затем файл.",
    progress: "⏳ Экспорт… прочитано строк: {{done}} из {{rows}}.",
    done: "📄 {{file}}: строк — {{rows}}. Время указано в UTC и в часовом поясе сервера ({{zone}}).",
    namedOnly: "Имена указаны только для первых участников, их {{n}} (Discord отвечает по одному участнику за запрос); в остальных строках есть ID участника, но нет имени.",
    fileDescription: "Экспорт CSV, строк: {{rows}}",
    tooManyRows: "В этом экспорте строк: {{rows}}, а в один файл помещается не больше {{max}}. Сузьте его другими параметрами команды.",
    tooLarge: "Файл получился бы больше {{size}} МБ — это предел, который Discord позволяет боту прикрепить здесь. Ничего не прикреплено.",
    tooSlow: "Чтобы прочитать строк: {{rows}}, нужно запросов: {{requests}}, примерно {{minutes}} мин. Это дольше 15 минут, которые Discord даёт на ответ. Сузьте экспорт и попробуйте снова.",
    timedOut: "Экспорт не успел завершиться за 15 минут, которые Discord даёт на ответ (прочитано строк: {{done}} из {{rows}}). Ничего не прикреплено; попробуйте позже или сузьте экспорт.",
    failed: "Не удалось завершить экспорт: Community API или Discord не ответил. Ничего не прикреплено; попробуйте снова.",
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'сегодня', tomorrow: 'завтра', last: 'последний', weekdays: 'пн вт ср чт пт сб вс' },
  boolean: { true: 'Да', false: 'Нет' },
};
