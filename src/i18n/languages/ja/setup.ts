import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'サーバー設定',
    key: {
      environmentStored:
        '🔑 ボットの環境変数（COMMUNITY_API_KEY / COMMUNITY_API_KEYS）にこのサーバーのキーがあり、そちらが優先されます。末尾が `…{{last4}}` のキーが保存されています。',
      environmentNone:
        '🔑 ボットの環境変数（COMMUNITY_API_KEY / COMMUNITY_API_KEYS）にこのサーバーのキーがあり、そちらが優先されます。保存されたキーはありません。',
      sandboxStored:
        '🔑 このサーバーのキーはコンソールのサンドボックス（デモ用コミュニティのキー）が提供しており、そちらが優先されます。末尾が `…{{last4}}` のキーが保存されています。',
      sandboxNone:
        '🔑 このサーバーのキーはコンソールのサンドボックス（デモ用コミュニティのキー）が提供しており、そちらが優先されます。保存されたキーはありません。',
      stored: '🔑 使用中：ここで設定した、末尾が `…{{last4}}` のキー',
      none: '🔑 キーがまだありません：キーを設定するまで、ボットはコミュニティにアクセスできません。「API キーを設定」ボタンから設定してください。',
    },
    roles: '🛡️ モデレーターロール：{{roles}}（「サーバー管理」権限を持つメンバーは常にモデレーターとして扱われます）',
    rolesNone: 'なし',
    audit: '📜 監査チャンネル：{{channel}}',
    auditDefault: '{{channel}}（ボットの既定）',
    auditNone: 'なし',
    system: '🏆 既定のポイントシステム：{{system}}',
    systemNone: 'なし（最初の有効なもの）',
    language: '🌐 言語：{{language}}',
    timeZone: '🕒 タイムゾーン：{{zone}}（現在 {{time}}） · `{{/setup timezone:}}` で変更',
    timeZoneDefault: 'UTC（既定）',
    languageChosen: '{{language}}（ここで選択）',
    languageFromDiscord: '{{language}}（サーバーの Discord の言語。ここでは未選択）',
    languageFallback: 'English（サーバーの Discord の言語 {{locale}} は未翻訳。ここでは未選択）',
    changed: '-# 最終変更：{{when}}（{{member}}）',
    setKey: 'API キーを設定',
    replaceKey: 'API キーを置き換え',
    removeKey: '保存したキーを削除',
    rolesPlaceholder: 'モデレーターロール（何も選ばなければ解除）',
    auditPlaceholder: '監査チャンネル（何も選ばなければ解除）',
    systemPlaceholder: '既定のポイントシステム',
    systemMarked: '{{system}}（{{status}}）',
    systemInactive: '{{system}}（{{status}}：ポイントの付与・差し引きなどには、有効に戻るまで使われません）',
    languagePlaceholder: '公開メッセージの言語',
    limits: '⌨️ 入力による確定が必要になる操作：{{usd}} または {{points}} を超えるもの',
    limitPoints_other: '{{n}}ポイント',
    limitDefault: '{{value}}（既定）',
    limitsButton: '入力による確定の基準',
  },
  form: {
    title: 'Community API キー',
    label: 'API キー（コミュニティのダッシュボードから）',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  limitsForm: {
    title: '入力による確定の基準',
    usd: '米ドル',
    usdPlaceholder: '例：250。空欄なら既定値（{{value}}）',
    points: 'ポイント',
    pointsPlaceholder: '例：50000。空欄なら既定値（{{value}}）',
  },
  done: {
    timeZoneSaved: '✅ タイムゾーンを {{zone}} に設定しました。ボットが表示・受け付ける時刻はすべてこれに従い、スケジュールも追従します。',
    keySaved: '✅ キーを確認して保存しました（末尾 …{{last4}}）。このサーバーでは今後このキーを使います。',
    keySavedEnvironment:
      '✅ キーを確認して保存しました（末尾 …{{last4}}）。ボットの環境変数にもこのサーバーのキーが指定されているため、運営者が削除するまではそちらが使われます。',
    keySavedSandbox:
      '✅ キーを確認して保存しました（末尾 …{{last4}}）。コンソールのサンドボックスもこのサーバーのキー（デモ用コミュニティのキー）を提供しているため、コンソールがサンドボックスで動いている間はそちらが使われます。',
    noKeyStored: 'このサーバーにはキーが保存されていません。',
    keyRemoved: '🗑️ 保存したキーを削除しました。',
    rolesSet: '✅ モデレーターロールを設定しました：{{roles}}。',
    rolesCleared: '✅ モデレーターロールを解除しました。',
    auditCleared: '✅ 監査チャンネルを解除しました。',
    auditDenied:
      '⚠️ {{channel}} に投稿できないため、保存していません。そのチャンネルでボットに「チャンネルを見る」と「メッセージを送信」の権限を付与してから、もう一度選んでください。',
    auditSet: '✅ 今後、監査ログは {{channel}} に投稿されます。',
    systemSaved: '✅ 既定のポイントシステムを保存しました。',
    languageSaved: '✅ 言語を保存しました（{{language}}）。',
    limitsSaved: '✅ 保存しました：{{usd}} または {{points}} を超える操作には、入力による確定が必要になります。',
  },
  auditHello:
    '📜 ボットの設定の変更と、ボットがコミュニティのために行った操作をここに投稿します（{{member}} が `{{/setup}}` で選択しました）。',
  refusals: {
    timeZone:
      'タイムゾーン {{zone}} は認識できません。入力中に表示される候補から選んでください（例：`Asia/Tokyo`、`America/New_York`、`UTC`）。',
    notInGuild: 'これはサーバー内でのみ使えます。',
    keyRefused:
      'Community API がこのキーを拒否したため、何も保存していません。コミュニティのダッシュボードからキーをもう一度コピーして（形式：xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx）、やり直してください。',
    keyFormat: 'これは Community API キーではありません（形式：xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx）。何も保存していません。',
    keyUnchecked:
      'キーを確認できなかったため（Community API が応答しませんでした）、何も保存していません。少し待ってからやり直してください。',
    cannotStore: 'キーは正しいですが、ボットはまだキーを保存できないため、何も保存していません：{{reason}}。',
    systemGone: 'そのポイントシステムはこのコミュニティにもうありません。別のものを選んでください。',
    limitUsd:
      '米ドルの上限は 250 や 99.50 のような金額で入力してください（セントは小数点以下で指定し、桁区切りのカンマは付けないでください）。何も保存していません。',
    limitPoints: 'ポイントの上限は 50000 のような整数で入力してください（桁区切りのカンマは付けないでください）。何も保存していません。',
  },
  grace: {
    panel: '⏳ ボットが止まっていて逃した予約操作も、{{minutes}}遅れまでは送信します · `{{/setup grace:}}` で変更',
    saved: '✅ 予約した時刻にボットが止まっていた操作は、{{minutes}}遅れまで送信します。それより遅れたものは見送りとして拒否します。',
  },
  /** The most writes that may wait for their time at once (`/setup max-scheduled:`). */
  scheduled: {
    panel_other: '🗓️ 予約時刻を待てる操作は最大{{n}}件 · `{{/setup max-scheduled:}}` で変更',
    saved_other:
      '✅ 予約時刻を待てる操作を最大{{n}}件にしました。これを超えて予約しようとすると、現在の件数を表示して拒否します。すでに待っている操作はそのままです。',
  },
};
