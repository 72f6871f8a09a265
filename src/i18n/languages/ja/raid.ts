import type { Translation } from '../../shape.js';
import type { raid as en } from '../en/raid.js';

export const raid: Translation<typeof en> = {
  where: { default: 'コミュニティの既定のレイド用チャンネル' },
  token: {
    symbolAddress: '{{amount}} {{symbol}}（{{address}}、{{chain}}）',
    symbolNative: '{{amount}} {{symbol}}（ネイティブコイン、{{chain}}）',
    address: '{{amount}}（{{chain}} のトークン {{address}}）',
    native: '{{amount}}（{{chain}} のネイティブコイン）',
  },
  reward: {
    random: '報酬プール {{pool}} からのランダムな報酬',
    randomCost: '報酬プール {{pool}} から支払い',
    pool: '{{token}}のプール（参加したレイダーで山分けします）',
    poolCost: '{{amount}}（プール全体）',
    fixed: 'レイダー1人あたり {{token}}',
    fixedCost: 'レイダー1人あたり {{amount}}（合計は参加するレイダーの人数によって決まります）',
  },
  requirement: { like: 'いいね', comment: 'コメント', repost: 'リポスト' },
  field: {
    where: '投稿先',
    mentions: 'メンション',
    duration: '実施期間',
    requirements: '条件',
    reward: '報酬',
    cost: '総コスト',
    usd: '米ドル換算額',
    wallet: 'チップ用ウォレット',
  },
  post: '投稿：<{{url}}>',
  noRole: 'ロールなし',
  funding: {
    noPrice: '米ドル価格は不明です',
    usdPool: '約{{usd}}（プール全体）',
    usdEach: '約{{usd}}（レイダー1人あたり）',
    holds: '残高 {{amount}}（各レイダーの報酬はここから支払われます）',
  },
  recent: {
    single: '⚠️ **この投稿は過去24時間以内にレイドされています**：**{{title}}**（{{when}}）。確定する前に、重複でないか確認してください。',
    several_other:
      '⚠️ **この投稿は過去24時間以内にレイドされています**：**{{title}}**（{{when}}）ほか{{n}}件。確定する前に、重複でないか確認してください。',
  },
  preview: {
    title: 'レイドのプレビュー',
    content: '作成する前にこのレイドを確認してください。「確定」を押すまで何も送信しません。このプレビューは{{when}}に期限切れになります。',
    confirm: '確定',
    cancel: 'キャンセル',
  },
  duplicate: {
    title: 'レイドのプレビュー：重複の可能性',
    created:
      '⚠️ 同じレイドが {{when}} に作成されています。これを作成すると重複する可能性があります。「それでも作成」を押さない限り何も送信しません。このプレビューは{{expires}}に期限切れになります。',
    inFlight:
      '⚠️ 同じレイドを現在作成中です（{{when}} に送信）。これを作成すると重複する可能性があります。「それでも作成」を押さない限り何も送信しません。このプレビューは{{expires}}に期限切れになります。',
    unknown:
      '⚠️ 同じレイドが {{when}} に送信されましたが、結果は不明です。すでに作成されている可能性があります。まずレイド用チャンネルを確認してください。これを作成すると重複する可能性があります。「それでも作成」を押さない限り何も送信しません。このプレビューは{{expires}}に期限切れになります。',
    scheduled:
      '⚠️ 同じレイドが {{member}} により {{when}} に予約されています。これを作成すると重複する可能性があります。「それでも作成」を押さない限り何も送信しません。このプレビューは{{expires}}に期限切れになります。',
    alsoScheduled: 'さらに、同じレイドが {{member}} により {{when}} に予約されています。',
    anyway: 'それでも作成',
  },
  outcome: {
    created: 'レイド **{{title}}** を作成しました（対象の投稿：<{{url}}>）。投稿先は {{channel}} です。',
    createdDefault: 'レイド **{{title}}** を作成しました（対象の投稿：<{{url}}>）。投稿先はコミュニティの既定のレイド用チャンネルです。',
    createdTitle: 'レイドを作成しました',
    failed: 'レイドは作成されませんでした：{{reason}}。',
    failedTitle: 'レイドは作成されませんでした',
    unknown:
      '結果不明：リクエストは Community API に届きましたが、明確な応答が返りませんでした（タイムアウト、接続の切断、またはサーバーエラー）。レイドが作成されている可能性があります。再試行する前にレイド用チャンネルを確認してください。もう一度「確定」を押しても再送信はされません。',
    unknownSent:
      '結果不明：リクエストは Community API に届きましたが、明確な応答が返りませんでした（タイムアウト、接続の切断、またはサーバーエラー）。レイドが作成されている可能性があります。再試行する前にレイド用チャンネルを確認してください。もう一度「確定」を押しても再送信はされません。送信日時：{{when}}。',
    unknownTitle: 'レイドの結果は不明です',
  },
  expired: {
    content:
      'このプレビューは{{when}}に期限切れになりました。何も送信していません。レイドを作成するには、もう一度 `{{/raid create}}` を実行してください。',
    title: 'レイドのプレビューは期限切れです',
  },
  cancelled: 'レイドをキャンセルしました。何も送信していません。',
  create: {
    tokenSpaces: 'スペースを含まないトークンアドレスを指定してください（ネイティブコインの場合は「{{native}}」）',
    poolRequired: '「ランダム報酬」では必須です。プールの ID を指定してください。',
    notWithPool: '「ランダム報酬」では使いません。外すか、{{:reward-type}}でトークン報酬を選んでください。',
    poolOnlyForPool: '「ランダム報酬」でのみ使います。「トークンプール」では外してください。',
    poolOnlyForFixed: '「ランダム報酬」でのみ使います。「レイダーごとに固定量のトークン」では外してください。',
    requiredForPool: '「トークンプール」では必須です',
    requiredForFixed: '「レイダーごとに固定量のトークン」では必須です',
    tokenRequiredForPool:
      '「トークンプール」では必須です。トークンを選ぶか、チェーンのネイティブコインの場合は「{{native}}」を指定してください。',
    tokenRequiredForFixed:
      '「レイダーごとに固定量のトークン」では必須です。トークンを選ぶか、チェーンのネイティブコインの場合は「{{native}}」を指定してください。',
    noRequirement: 'レイドには{{:like}}、{{:comment}}、{{:repost}}のうち少なくとも1つをオンにする必要があります',
  },
};
