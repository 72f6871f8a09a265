import type { Translation } from '../../shape.js';
import type { quest as en } from '../en/quest.js';

export const quest: Translation<typeof en> = {
  task: {
    minAge_other: '{{task}}：{{n}}日以上',
    like: 'いいね',
    repost: 'リポスト',
    comment: 'コメント',
    open: '投稿を開く',
    separator: '、',
  },
  reward: {
    winners_other: '{{strategy}}、最大{{n}}人',
    item: {
      symbolNative: '{{symbol}}（ネイティブコイン）',
      token: 'トークン {{address}}',
      native: 'ネイティブコイン',
      amountOf: '{{what}} × {{amount}}',
      onChain: '{{chain}} の {{what}}',
    },
    pool: '報酬プール {{pool}} から',
  },
  recurrence: {
    once: '1回のみ（実施期間：{{interval}}）',
    every: '繰り返し：{{every}}',
    named: '{{recurrence}}、{{every}}',
  },
  info: {
    status: '状態',
    recurrence: '繰り返し',
    visibility: '公開範囲',
    starts: '開始',
    ends: '終了',
    round: '現在のラウンド',
    completions: '達成数',
    tasks: 'タスク（{{n}}）',
    noTasks: 'タスクはありません。',
    rewards: '報酬（{{n}}）',
    noRewards: '報酬はありません。',
    footer: 'クエスト ID：{{id}}',
    roundCount: 'ラウンド{{round}}：{{completions}}',
    earlierRounds: 'それ以前のラウンド：{{completions}}',
    total: '**合計：{{completions}}**',
  },
  filters: '絞り込み：{{list}}',
  completions: {
    title: 'クエストの達成記録',
    tasks_other: 'タスク{{n}}件',
    line: '{{member}} · {{quest}} · ラウンド{{round}} · {{time}} · {{tasks}}',
    multiplier: '報酬 ×{{multiplier}}（サービスのボーナス倍率）',
    filter: {
      quest: 'クエスト {{id}}',
      round: 'ラウンド{{round}}',
      member: 'メンバー {{member}}',
      since: '{{time}} 以降',
      until: '{{time}} まで',
    },
    all: 'すべてのクエスト、すべてのメンバー。',
    none: '該当する達成記録はありません。',
    total_other: '{{n}}件',
    footer: '{{page}} / {{pages}} ページ · {{total}}件',
    narrow:
      '絞り込みの条件が長すぎるため、ページボタンを表示できません。ページを移動するには条件を短くしてください（例：短いクエスト ID）。',
  },
  list: {
    filter: {
      status: '状態：{{status}}',
      recurrence: '繰り返し：{{recurrence}}',
      visibility: '公開範囲：{{visibility}}',
    },
    every: '下書きや非公開を含む、すべてのクエスト。',
    published: 'メンバーに公開中のクエスト。',
    title: 'クエスト',
    none: '該当するクエストはありません。',
    placeholder: 'クエストを開く…',
    total_other: '{{n}}件',
    footer: '{{page}} / {{pages}} ページ · {{total}}件 · 下で選ぶと開きます',
  },
  refuse: {
    notATime:
      '「{{typed}}」は日時ではありません。日付（2026-11-01）、日時（2026-11-01T12:00Z）、またはさかのぼる時間（7日、12時間、30分）で指定してください。',
    spanAgo: '1分から3,650日までのさかのぼる時間で指定してください',
    statusForModerators: '状態が「{{status}}」のクエストはモデレーター専用です。メンバーには公開済みのクエストだけが表示されます。',
    visibilityForModerators:
      '公開範囲が「{{visibility}}」のクエストはモデレーター専用です。メンバーに表示されるのは、公開範囲が「公開」または「パートナーコミュニティと共有」のクエストだけです。',
    before1970: '1970年より前は指定できません',
    sinceAfterUntil: '{{:until}}より後の日時は指定できません',
  },
};
