import type { schedule as en } from '../en/schedule.js';

export const schedule: typeof en = {
  every: {
    hour: '毎時 :{{minute}}',
    day: '毎日 {{time}}',
    week: '毎週{{weekday}} {{time}}',
    month: '毎月{{day}}日 {{time}}',
    monthLast: '毎月末日 {{time}}',
  },
  period: {
    week: '第{{week}}週',
  },
  post: {
    updated: '📊 {{when}}に更新 · 次回更新 {{next}}',
    next: '📊 次回のランキング {{next}}',
    final: '🏁 {{period}}の最終ランキング',
    finalTitle: '最終ランキング（{{period}}）',
  },
  reason: {
    channel: 'ボットがそのチャンネルに投稿できません（「チャンネルを見る」と「メッセージを送信」の権限が必要です）',
    system: 'ポイントシステムが存在しなくなりました',
    key: 'サーバーに有効な Community API キーがありません（/設定 で設定してください）',
  },
  list: {
    title: 'このサーバーのスケジュール',
    none: 'スケジュールはまだありません。{{command}} で作成できます。',
    board: '{{system}}のランキング',
    next: '▶️ 次回 {{when}}（{{server}}）',
    paused: '⏸️ 一時停止中：{{reason}}',
    update: '1つのメッセージを編集',
    new: '毎回新しいメッセージ',
    by: '作成者 {{member}} · 投稿 {{n}} 回',
    zone: 'サーバーのタイムゾーンでの時刻：{{zone}}（/設定）',
  },
  badAt: {
    hour: '毎時の場合、`時刻` は分です（例：`:15`）。',
    day: '毎日の場合、`時刻` は時刻です（例：`18:00`）。',
    week: '毎週の場合、`時刻` は曜日と時刻です（例：`mon 18:00`）。',
    month: '毎月の場合、`時刻` は日（1〜31 または `last`）と時刻です（例：`1 09:00`、`last 23:30`）。',
  },
  hello: '📊 {{system}}のランキングをここに投稿します：{{when}}（設定：{{member}}）。',
  created: 'スケジュール {{id}}：{{channel}} に{{system}}のランキング、{{when}}。次回：{{next}}（{{server}}）。',
  createdNow: 'スケジュール {{id}}：{{channel}} に{{system}}のランキングを今投稿し、{{when}}に編集します。次回更新：{{next}}（{{server}}）。',
  final: '各{{period}}の終わりには最終ランキングも投稿します。',
  finalWeek: '週',
  finalMonth: '月',
  full: 'このサーバーにはすでに上限の {{n}} 件のスケジュールがあります。先に {{command}} で1つ削除してください。',
  cannotPost: '{{channel}} に投稿できません。そこで「チャンネルを見る」と「メッセージを送信」の権限を付与してから、もう一度お試しください。',
  removed: 'スケジュール {{id}} を削除しました。投稿済みのメッセージは残ります。',
  resumed: 'スケジュール {{id}} を再開しました。次回：{{next}}（{{server}}）。',
  notFound: 'このサーバーにスケジュール {{id}} はありません。{{command}} で確認できます。',
  stopped: '{{channel}} のスケジュール {{id}} を一時停止しました：{{reason}}。解決したら {{command}} で再開できます。',
};
