import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…ほか {{n}} 件',
  pager: { first: '最初', previous: '前へ', next: '次へ', last: '最後' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'SNS の投稿',
      CHAT_ACCOUNT_AGE: 'Discord アカウントの経過期間',
      DISCORD_ACCOUNT_AGE: 'Discord アカウントの経過期間',
      CHANNEL_MESSAGE: 'チャンネルでのメッセージ',
    },
    questStatus: { DRAFT: '下書き', TEMPLATE: 'テンプレート', ACTIVE: '有効', PAUSED: '一時停止', REVIEW: '審査中', ENDED: '終了', ARCHIVED: 'アーカイブ済み' },
    recurrence: { ONCE: '1回のみ', DAILY: '毎日', WEEKLY: '毎週', MONTHLY: '毎月', CUSTOM: 'カスタム' },
    visibility: { PRIVATE: '非公開', PUBLIC: '公開', SHARED: 'パートナーコミュニティと共有' },
    rewardType: { FIXED: '固定', RANDOM: 'ランダム', SHARED: '共有' },
    strategy: { RAFFLE: '抽選' },
    itemType: { TOKEN: 'トークン', NFT: 'NFT', POINTS: 'ポイント', ROLE: 'ロール' },
    pointSystemStatus: { ACTIVE: '有効', ARCHIVED: 'アーカイブ済み', SUSPENDED: '停止中' },
    permission: { VIEW: '残高を見る', TRANSFER: 'メンバー間でポイントを移す', SPEND: 'ポイントを使う', PRINT: '新しいポイントを発行する' },
    balanceOrder: { 'balance-desc': '多い順', 'balance-asc': '少ない順' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'はい', false: 'いいえ' },
};
