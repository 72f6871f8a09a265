import type { Translation } from '../../shape.js';
import type { schedule as en } from '../en/schedule.js';

export const schedule: Translation<typeof en> = {
  every: {
    hour: '毎時{{minute}}分',
    day: '毎日 {{time}}',
    weekday: {
      mon: '毎週月曜日 {{time}}',
      tue: '毎週火曜日 {{time}}',
      wed: '毎週水曜日 {{time}}',
      thu: '毎週木曜日 {{time}}',
      fri: '毎週金曜日 {{time}}',
      sat: '毎週土曜日 {{time}}',
      sun: '毎週日曜日 {{time}}',
    },
    month: '毎月{{day}}日 {{time}}',
    monthFirst: '毎月1日 {{time}}',
    withZone: '{{when}}（{{zone}}）',
    monthLast: '毎月末日 {{time}}',
  },
  post: {
    updated: '📊 {{when}}に更新 · 次回更新 {{next}}',
    next: '📊 次回のランキング：{{next}}',
    final: { week: '🏁 {{label}}の最終ランキング', month: '🏁 {{month}}の最終ランキング' },
    finalTitle: { week: '最終ランキング（{{label}}）', month: '最終ランキング（{{month}}）' },
  },
  reason: {
    channel: 'ボットがそのチャンネルに投稿できません（「チャンネルを見る」と「メッセージを送信」の権限が必要です）',
    system: 'ポイントシステムが存在しなくなりました',
    key: 'このサーバーには有効な Community API キーがありません（{{/setup}} で設定してください）',
  },
  list: {
    title: 'このサーバーのスケジュール',
    none: 'スケジュールはまだありません。`{{/schedule leaderboard}}` で作成できます。',
    board: '{{system}} のランキング',
    next: '▶️ 次回：{{when}}（サーバー時刻：{{server}}）',
    paused: '⏸️ 一時停止中：{{reason}}',
    update: '1つのメッセージを編集',
    new: '毎回新しいメッセージ',
    by: '作成者：{{member}} · これまでの投稿：{{n}}回',
    missed_other: 'ボット停止中に{{n}}回分の実行を逃しました。1回だけ投稿しました。',
    zone: '時刻はサーバーのタイムゾーン（{{zone}}）で表示しています。変更は {{/setup}} から行えます。',
  },
  badAt: {
    hour: '毎時の場合は分を入力してください（例：「:15」）。',
    day: '毎日の場合は時刻を入力してください（例：「18:00」）。',
    week: '毎週の場合は曜日と時刻を入力してください（例：「月曜 18:00」）。',
    month: '毎月の場合は日（1〜31 または「月末」）と時刻を入力してください（例：「1 09:00」＝毎月1日、「月末 23:30」）。',
  },
  hello: '📊 {{system}} のランキングを{{when}}にここへ投稿します（設定：{{member}}）。',
  created:
    'スケジュール {{id}} を作成しました：{{when}}に {{channel}} へ {{system}} のランキングを投稿します。次回：{{next}}（サーバー時刻：{{server}}）。',
  createdNow:
    'スケジュール {{id}}：{{channel}} に {{system}} のランキングを今すぐ投稿し、以後は{{when}}に更新します。次回更新：{{next}}（サーバー時刻：{{server}}）。',
  finalWeek: '毎週の終わりには最終ランキングも投稿します。',
  finalMonth: '毎月の終わりには最終ランキングも投稿します。',
  full_other: 'このサーバーにはすでに上限の{{n}}件のスケジュールがあります。先に `{{/schedule remove}}` で1件削除してください。',
  cannotPost:
    'ボットが {{channel}} に投稿できません。そのチャンネルでボットに「チャンネルを見る」と「メッセージを送信」の権限を付与してから、もう一度お試しください。',
  removed: 'スケジュール {{id}} を削除しました。投稿済みのメッセージは残ります。',
  resumed: 'スケジュール {{id}} を再開しました。次回：{{next}}（サーバー時刻：{{server}}）。',
  notFound: 'このサーバーにスケジュール {{id}} はありません。`{{/schedule list}}` で確認できます。',
  stopped: '{{channel}} のスケジュール {{id}} を一時停止しました：{{reason}}。解決したら `{{/schedule resume}}` で再開できます。',
  writes: {
    title: '予約操作',
    line: '{{id}} · {{what}} · {{when}}（サーバー時刻：{{server}}） · {{member}} · {{state}}',
    state: {
      scheduled: '⏳ 待機中',
      created: '✅ 送信済み',
      refused: '⛔ 未送信：{{reason}}',
      unknown: '❓ 送信済み、結果不明',
      cancelled: '✖️ キャンセル済み',
      sending: '📤 送信中',
    },
    cancelled: '予約操作 {{id}} をキャンセルしました。何も送信していません。',
    tooLate: '予約操作 {{id}} はもうキャンセルできません：送信中か、すでに完了しています。結果は `{{/schedule list}}` で確認できます。',
    count_other: '待機中{{n}}件 · 一覧：{{total}}件 · {{page}} / {{pages}} ページ',
  },
};
