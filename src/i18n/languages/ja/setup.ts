import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'サーバー設定',
    key: {
      environmentStored:
        '🔑 ボットの環境変数（COMMUNITY_API_KEY / COMMUNITY_API_KEYS）にこのサーバーのキーがあり、そちらが優先されます。末尾が `…{{last4}}` のキーが保存されています。',
      environmentNone: '🔑 ボットの環境変数（COMMUNITY_API_KEY / COMMUNITY_API_KEYS）にこのサーバーのキーがあり、そちらが優先されます。保存されたキーはありません。',
      stored: '🔑 使用中：ここで設定した、末尾が `…{{last4}}` のキー',
      none: '🔑 キーがまだありません：キーを設定するまで、ボットはコミュニティにアクセスできません（「API キーを設定」）。',
    },
    roles: '🛡️ モデレーターロール：{{roles}}（「サーバー管理」権限は常に有効）',
    rolesNone: 'なし',
    audit: '📜 監査チャンネル：{{channel}}',
    auditDefault: '{{channel}}（ボットの既定）',
    auditNone: 'なし',
    system: '🏆 既定のポイントシステム：{{system}}',
    systemNone: 'なし（最初の有効なもの）',
    language: '🌐 言語：{{language}}',
    languageDefault: 'English（既定）',
    changed: '-# 最終変更：{{when}}（{{member}}）',
    setKey: 'API キーを設定',
    replaceKey: 'API キーを置き換え',
    removeKey: '保存したキーを削除',
    rolesPlaceholder: 'モデレーターロール（何も選ばなければ解除）',
    auditPlaceholder: '監査チャンネル（何も選ばなければ解除）',
    systemPlaceholder: '既定のポイントシステム',
    languagePlaceholder: '公開メッセージの言語',
  },
  form: {
    title: 'Community API キー',
    label: 'API キー（コミュニティのダッシュボードから）',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ キーを確認して保存しました（末尾 …{{last4}}）。このサーバーでは今後このキーを使います。',
    keySavedEnvironment:
      '✅ キーを確認して保存しました（末尾 …{{last4}}）。ボットの環境変数にもこのサーバーのキーが指定されているため、運営者が削除するまではそちらが使われます。',
    noKeyStored: 'このサーバーにはキーが保存されていません。',
    keyRemoved: '🗑️ 保存したキーを削除しました。',
    rolesSet: '✅ モデレーターロールを設定しました：{{roles}}。',
    rolesCleared: '✅ モデレーターロールを解除しました。',
    auditCleared: '✅ 監査チャンネルを解除しました。',
    auditDenied: '⚠️ {{channel}} に投稿できないため、保存していません。そのチャンネルでボットに「チャンネルを見る」と「メッセージを送信」の権限を与えてから、もう一度選んでください。',
    auditSet: '✅ 今後、監査ログは {{channel}} に投稿されます。',
    systemSaved: '✅ 既定のポイントシステムを保存しました。',
    languageSaved: '✅ 言語を保存しました（{{language}}）。',
  },
  auditHello: '📜 ボットの設定の変更と書き込み操作をここに投稿します（{{member}} が /設定 で選択しました）。',
  refusals: {
    notInGuild: 'これはサーバー内でのみ使えます。',
    keyRefused:
      'Community API がこのキーを拒否したため、何も保存していません。コミュニティのダッシュボードからキーをもう一度コピーして（形式：xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx）、やり直してください。',
    keyFormat: 'これは Community API キーではありません（形式：xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx）。何も保存していません。',
    keyUnchecked: '今はキーを確認できなかったため（Community API が応答しませんでした）、何も保存していません。少し待ってからやり直してください。',
    cannotStore: 'キーは正しいですが、ボットはまだキーを保存できないため、何も保存していません：{{reason}}。',
    systemGone: 'そのポイントシステムはこのコミュニティにもうありません。別のものを選んでください。',
  },
};
