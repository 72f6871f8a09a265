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
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'Да', false: 'Нет' },
};
