import type { Translation } from '../../shape.js';
import type { period as en } from '../en/period.js';

export const period: Translation<typeof en> = {
  title: { week: '今週の {{system}} 増加分', month: '今月の {{system}} 増加分' },
  labelWeek: '{{year}}年第{{week}}週',
  finalTitle: '🏁 {{label}}の最終ランキング：{{system}}',
  row: '{{gain}} · 残高 {{balance}}',
  since: '{{time}} からの増加分',
  sinceTurnedOn: '期間ランキングを有効にした {{time}} からの増加分',
  asOf: '残高は{{time}}に読み取ったものです（数分ごとに更新します）。',
  footer: '{{page}} / {{pages}} ページ · メンバー{{n}}人 · {{label}}',
  empty: 'この期間に {{system}} を保有または獲得したメンバーはいません。',
  myRank: {
    week: '今週のランキングで、獲得した{{n}}人中**{{rank}}位**です：{{gain}} {{system}}（残高 {{balance}}）。',
    month: '今月のランキングで、獲得した{{n}}人中**{{rank}}位**です：{{gain}} {{system}}（残高 {{balance}}）。',
    past: '{{label}}のランキングで、獲得した{{n}}人中**{{rank}}位**でした：{{gain}} {{system}}（残高 {{balance}}）。',
  },
  myUnranked: {
    week: '今週はまだ何も獲得していません：{{gain}} {{system}}（残高 {{balance}}）。そのため順位はありません。獲得したメンバー：{{n}}人中{{gainers}}人。',
    month:
      '今月はまだ何も獲得していません：{{gain}} {{system}}（残高 {{balance}}）。そのため順位はありません。獲得したメンバー：{{n}}人中{{gainers}}人。',
    past: '{{label}}には何も獲得していません：{{gain}} {{system}}（残高 {{balance}}）。そのため順位はありません。獲得したメンバー：{{n}}人中{{gainers}}人。',
  },
  gainers: '獲得したメンバー：{{n}}人中{{gainers}}人。ほかのメンバーは順位なしで載っています。',
  notRanked: {
    week: '今週のランキングには載っていません：今週は {{system}} を保有も獲得もしていません。',
    month: '今月のランキングには載っていません：今月は {{system}} を保有も獲得もしていません。',
    past: '{{label}}のランキングには載っていません：この期間に {{system}} を保有も獲得もしていません。',
  },
  balanceLine: {
    week: '{{member}} · 今週：{{time}} から {{gain}} {{system}}（獲得した{{n}}人中**{{rank}}位**、残高 {{balance}}）',
    month: '{{member}} · 今月：{{time}} から {{gain}} {{system}}（獲得した{{n}}人中**{{rank}}位**、残高 {{balance}}）',
    past: '{{member}} · {{label}}：{{time}} から {{gain}} {{system}}（獲得した{{n}}人中**{{rank}}位**、残高 {{balance}}）',
  },
  balanceUnranked: {
    week: '{{member}} · 今週：{{time}} から {{gain}} {{system}}（獲得なしのため順位なし、残高 {{balance}}）',
    month: '{{member}} · 今月：{{time}} から {{gain}} {{system}}（獲得なしのため順位なし、残高 {{balance}}）',
    past: '{{member}} · {{label}}：{{time}} から {{gain}} {{system}}（獲得なしのため順位なし、残高 {{balance}}）',
  },
  balanceNone: {
    week: '{{member}} は今週のランキングに載っていません：今週は {{system}} を保有も獲得もしていません。',
    month: '{{member}} は今月のランキングに載っていません：今月は {{system}} を保有も獲得もしていません。',
    past: '{{member}} は{{label}}のランキングに載っていません：この期間に {{system}} を保有も獲得もしていません。',
  },
  card: '期間ランキングのページの画像',
  words: { week: '今週', month: '今月', lastWeek: '先週', lastMonth: '先月' },
  refusals: {
    bad: '期間は{{words}}、または過去の期間の名前（例：2026-W47、2026-11）で指定してください。',
    future: '{{label}}はまだ始まっていません。',
    notOn: '{{system}} の期間ランキングは無効です。サーバーの管理者が `{{/setup periods:}}` で有効にできます。',
    notReady:
      'このランキングの起点となる残高をまだ読み込んでいます（読み込んだ保有者：{{total}}人中{{done}}人）。1分後にもう一度お試しください。',
    noFinal: '{{label}}の最終ランキングは保存されていません：当時は期間ランキングが無効だったか、期間末の残高をまだ読み込んでいます。',
  },
  setup: {
    cost: '{{system}} の期間ランキング：サーバーのタイムゾーン（{{zone}}）で毎週・毎月の始まりに、{{holders}}の残高のスナップショットを作成します。スナップショット1回につき Community API への{{requests}}が必要で、ボットがバックグラウンドで送ります。スナップショットは{{weeks}}保存し、各期間の最終ランキングは無期限に保存します。進行中のランキングの再読み込みは最短でも5分ごと（毎回同じ回数のリクエスト）なので、閲覧が増えてもコストは増えません。',
    isOn: '{{system}} の期間ランキングは {{time}} から有効です。',
    turnOn: '有効にする',
    turnOff: '無効にする',
    on: '{{system}} の期間ランキングを有効にしました。最初のスナップショットを作成中で、{{time}} からの増加分を数えます。',
    off: '{{system}} の期間ランキングを無効にしました。保存済みの最終ランキングは残ります。',
    retention_other: 'スナップショットを{{n}}週間保存するようにしました。各期間の最終ランキングは無期限に保存します。',
    byScheduleOn: 'このポイントシステムの期間ランキングも有効にしました：各期間の始まりのスナップショット1回につき{{requests}}です。',
    time: 'このランキングのスナップショット1回につき**{{requests}}**（保有者100人ごとに1回）が必要です。このキーのバックグラウンド処理速度（毎秒{{rate}}リクエスト）で約{{duration}}かかります（フィードが処理枠の半分を使っている間は最大2倍）。そのため各期間を締めくくるスナップショットは終了の{{lead}}前に始まり、最終ランキングは終了時に揃います。',
  },
  snapshotLate:
    '{{at}}（{{zone}}）に予定していた {{system}} のスナップショットが期間の終わりまでに完了しませんでした。そのため、この期間ランキングは不完全です。',
};
