import type { Translation } from '../../shape.js';
import type { feed as en } from '../en/feed.js';

export const feed: Translation<typeof en> = {
  announce: {
    title: '🏁 **新しいクエスト達成**',
    line: '{{member}} が{{when}}に {{quest}} を達成しました（ラウンド{{round}}）',
  },
  reason: {
    moderator: 'モデレーターが一時停止しました',
    channel: 'ボットがそのチャンネルに投稿できません（「チャンネルを見る」と「メッセージを送信」の権限が必要です）',
    quest: 'そのクエストはもう存在しません',
    key: 'このサーバーには有効な Community API キーがありません（{{/setup}} で設定してください）',
    hidden:
      'クエストがメンバーに公開されなくなった（下書き、テンプレート、または公開範囲が「非公開」）ため、このフィードでは告知できません',
  },
  list: {
    title: 'このサーバーのフィード',
    none: 'フィードはまだありません。`{{/feed quests}}` で作成できます。',
    all: 'すべてのクエスト',
    quest: 'クエスト {{quest}}',
    active: '▶️ 稼働中',
    paused: '⏸️ 一時停止中：{{reason}}',
    every: '確認：{{every}}',
    lastPoll: '最終確認：{{when}}',
    neverPolled: 'まだ確認していません',
    announced: '告知済み：{{n}}件',
  },
  created: {
    all: 'フィード {{id}}：これからすべてのクエストの新しい達成を {{channel}} で告知します（確認：{{every}}）。',
    quest: 'フィード {{id}}：これからクエスト {{quest}} の新しい達成を {{channel}} で告知します（確認：{{every}}）。',
  },
  hello: {
    all: '🏁 すべてのクエストの新しい達成をここで告知します（設定：{{member}}）。',
    quest: '🏁 クエスト {{quest}} の新しい達成をここで告知します（設定：{{member}}）。',
  },
  exists: {
    all: '{{channel}} にはすべてのクエストのフィードがすでにあります。`{{/feed list}}` を確認してください。',
    quest: '{{channel}} にはクエスト {{quest}} のフィードがすでにあります。`{{/feed list}}` を確認してください。',
  },
  full_other: 'このサーバーにはすでに上限の{{n}}件のフィードがあります。先に `{{/feed remove}}` で削除してください。',
  cannotPost:
    'ボットが {{channel}} に投稿できません。そのチャンネルでボットに「チャンネルを見る」と「メッセージを送信」の権限を付与してから、もう一度お試しください。',
  paused: 'フィード {{id}} を一時停止しました。`{{/feed resume}}` で止まったところから再開します。',
  resumed: 'フィード {{id}} を再開しました。次の確認で見逃した分を告知します。',
  removed: 'フィード {{id}} を削除しました。',
  notFound: 'このサーバーにフィード {{id}} はありません。`{{/feed list}}` で一覧を確認できます。',
  stopped: '{{channel}} のフィード {{id}} を一時停止しました：{{reason}}。解決したら `{{/feed resume}}` で再開できます。',
  hidden: {
    warning:
      '⚠️ {{quest}} はメンバーに公開されていません（下書き、テンプレート、または公開範囲が「非公開」のクエスト）。このフィードは、達成があるたびに、達成者の名前を添えて {{channel}} で公開の告知をします。それでも作成しますか？',
    confirm: 'それでも作成',
  },
};
