import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  spanUnits: { week: '週', day: '日', hour: '時間', minute: '分' },
  more: '…ほか{{n}}件',
  count: {
    holders_other: '保有者{{n}}人',
    members_other: 'メンバー{{n}}人',
    requests_other: 'リクエスト{{n}}回',
    minutes_other: '{{n}}分',
    weeks_other: '{{n}}週間',
    points_other: '{{n}}ポイント',
    characters_other: '{{n}}文字',
  },
  every: {
    minute: '毎分',
    minutes_other: '{{n}}分ごと',
    hour: '毎時',
    hours_other: '{{n}}時間ごと',
    day: '毎日',
    days_other: '{{n}}日ごと',
    week: '毎週',
    weeks_other: '{{n}}週間ごと',
  },
  pager: { first: '最初', previous: '前へ', next: '次へ', last: '最後' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'SNS 投稿へのアクション',
      CHAT_ACCOUNT_AGE: 'Discord アカウント作成からの日数',
      DISCORD_ACCOUNT_AGE: 'Discord アカウント作成からの日数',
      CHANNEL_MESSAGE: 'チャンネルでのメッセージ',
    },
    questStatus: {
      DRAFT: '下書き',
      TEMPLATE: 'テンプレート',
      ACTIVE: '有効',
      PAUSED: '一時停止中',
      REVIEW: '審査中',
      ENDED: '終了',
      ARCHIVED: 'アーカイブ済み',
    },
    recurrence: { ONCE: '1回のみ', DAILY: '毎日', WEEKLY: '毎週', MONTHLY: '毎月', CUSTOM: 'カスタム' },
    visibility: { PRIVATE: '非公開', PUBLIC: '公開', SHARED: 'パートナーコミュニティと共有' },
    rewardType: { FIXED: '固定', RANDOM: 'ランダム', SHARED: '山分け' },
    strategy: { RAFFLE: '抽選' },
    itemType: { TOKEN: 'トークン', NFT: 'NFT', POINTS: 'ポイント', ROLE: 'ロール' },
    pointSystemStatus: { ACTIVE: '有効', ARCHIVED: 'アーカイブ済み', SUSPENDED: '停止中' },
    permission: { VIEW: '残高を見る', TRANSFER: 'メンバー間でポイントを移す', SPEND: 'ポイントを使う', PRINT: '新しいポイントを発行する' },
    balanceOrder: { 'balance-desc': '多い順', 'balance-asc': '少ない順' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_other:
      '⏳ {{n}}行をエクスポートしています。Community API への{{requests}}が必要で、約{{minutes}}かかります。このメッセージに進捗が表示され、最後にファイルが添付されます。',
    progress_other: '⏳ エクスポート中です。{{n}}行のうち{{done}}行を読み込みました。',
    done_other: '📄 {{file}}：{{n}}行。',
    zones: '時刻は UTC とサーバーのタイムゾーン（{{zone}}）で記載しています。',
    named_other: '名前があるのは{{n}}行中{{named}}行です。名前はサーバーでの表示名です（サーバーを抜けたメンバーには名前がありません）。',
    namesNoIntent:
      'Discord がボットにサーバーのメンバー一覧を渡していません（Developer Portal で Server Members Intent がオフです）。そのため名前を1人ずつ取得しており、記載できるのは最大で{{max}}分です。すべての行に名前を付けるには Server Members Intent をオンにしてください。',
    namesNoList:
      'サーバーのメンバー一覧を最後まで読み込めませんでした（Discord が応答しなかったか、一覧が{{max}}分を超えています）。そのため一部の行には名前がありません。',
    fileDescription_other: 'CSV エクスポート（{{n}}行）',
    tooManyRows_other:
      'このエクスポートは{{n}}行あり、1つのファイルに入る上限の{{max}}行を超えています。コマンドのほかのオプションで絞り込んでください。',
    tooLarge:
      'ファイルが、このチャンネルで Discord がボットに許可している添付サイズの上限（{{size}} MB）を超えるため、何も添付していません。',
    tooSlow_other:
      '{{n}}行を読み込むには{{requests}}が必要で、約{{minutes}}かかるため、Discord の返信期限（15分）を超えてしまいます。エクスポートを絞り込んでからもう一度お試しください。',
    timedOut_other:
      'Discord の返信期限（15分）以内にエクスポートが終わりませんでした（{{n}}行のうち{{done}}行を読み込み済み）。何も添付していません。時間をおいてもう一度お試しいただくか、条件を絞り込んでください。',
    failed:
      'エクスポートを完了できませんでした。Community API または Discord が応答しませんでした。何も添付していません。もう一度お試しください。',
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: '今日', tomorrow: '明日', last: '月末', weekdays: '月曜 火曜 水曜 木曜 金曜 土曜 日曜' },
  boolean: { true: 'はい', false: 'いいえ' },
};
