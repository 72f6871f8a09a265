import type { Translation } from '../../shape.js';
import type { errors as en } from '../en/errors.js';

export const errors: Translation<typeof en> = {
  stale: 'このボタンまたはメニューはもう使えません（古いメッセージのものかもしれません）。コマンドをもう一度実行してください。',
  noKey:
    'このサーバーはまだコミュニティに接続されていません。管理者の方は `{{/setup}}` で Community API キーを追加してください（メンバーの方は管理者に依頼してください）。',
  keyUnreadable:
    'このサーバーに保存された Community API キーを、ボットが現在読み取れません（SETTINGS_SECRET がないか、変更されています）。ボットの運営者に連絡するか、管理者の方が `{{/setup}}` でキーを設定し直してください。',
  unexpected: 'こちら側で問題が発生しました（参照番号：{{reference}}）。',
  storeUnavailable: 'ボットのストレージが現在利用できません。1分後にもう一度お試しください（参照番号：{{reference}}）。',
  upstream: 'Community API の応答に問題がありました。しばらくしてからもう一度お試しください（参照番号：{{reference}}）。',
  unreachable: {
    outcomeUnknown:
      'Community API から完了の応答がなかったため、結果は不明です。変更がすでに反映されている可能性があります。再試行する前に、反映済みかどうか確認してください（参照番号：{{reference}}）。',
    timeout: 'Community API が時間内に応答しませんでした。少ししてからもう一度お試しください（参照番号：{{reference}}）。',
    notSent: 'Community API に接続できなかったため、何も送信していません。少ししてからもう一度お試しください（参照番号：{{reference}}）。',
    heldBack:
      'ボットが現在リクエストを送信できない状態のため、何も送信していません。少ししてからもう一度お試しください（参照番号：{{reference}}）。',
    heldBackRead:
      'ボットが現在 Community API に問い合わせできない状態です。少ししてからもう一度お試しください（参照番号：{{reference}}）。',
    unreachable: 'Community API に接続できませんでした。少ししてからもう一度お試しください（参照番号：{{reference}}）。',
  },
  channel: {
    invokerCannotPost:
      'あなた自身に {{channel}} での「チャンネルを見る」と「メッセージを送信」の権限がありません。そのため、ボットがあなたに代わってそこへ投稿することもできません。投稿できるチャンネルを選んでください。',
  },
  router: {
    notInGuild: 'このコマンドはサーバー内でのみ使えます。DM にはコミュニティがありません。',
    notModerator: 'このコマンドはモデレーター専用です（「サーバー管理」または「管理者」の権限、あるいはモデレーターロール）。',
    notAdmin: 'このコマンドはサーバー管理者専用です（「サーバー管理」または「管理者」の権限）。',
    unknownCommand: 'このコマンドはもう使えません。削除されたか、名前が変わった可能性があります。',
    restarting: 'ボットを再起動しています。少ししてからもう一度お試しください。',
    empty: '完了しました。',
    failedPublicly: 'このコマンドで問題が発生しました。少ししてからもう一度お試しください。',
  },
  api: {
    forbidden:
      'このサーバーの Community API キーでは、この機能を利用できません（403）。コミュニティのプランに含まれていないか、キーが間違っている可能性があります。管理者に確認してください。',
    unauthorized: 'このサーバーの Community API キーが拒否されました（401）。管理者に確認してください。',
    notFound: '見つかりません：Community API にその項目はありません。ID を確認してもう一度お試しください。',
    busy: 'Community API が混み合っています。{{wait}}後にもう一度お試しください。',
    rejectedWith: 'Community API がリクエストを拒否しました：{{message}}',
    rejected: 'Community API がリクエストを拒否しました。',
  },
  write: {
    noKey: 'このサーバーには有効な Community API キーがありません（{{/setup}} で設定してください）',
    refusedStatus: 'Community API が拒否しました（ステータス {{status}}）',
    refused: 'Community API が拒否しました',
    notSent: 'Community API に接続できなかったため、何も送信していません。少ししてからもう一度お試しください。',
    heldBack: 'ボットが現在送信できない状態のため、何も送信していません。少ししてからもう一度お試しください。',
    upstream: 'Community API の応答に問題がありました。しばらくしてからもう一度お試しください。',
    keyChanged:
      'このプレビューの後でこのサーバーの Community API キーが変更されたため、何も送信していません。新しいキーでプレビューするには、もう一度コマンドを実行してください。',
  },
  lookup: {
    pointSystem: {
      ambiguous: '「{{typed}}」に一致するポイントシステムが複数あります：{{list}}。ID を入力するか、候補から選んでください。',
      none: 'このコミュニティにポイントシステム「{{typed}}」はありません。候補から選ぶか、{{/points systems}} を確認してください。',
      close:
        'このコミュニティにポイントシステム「{{typed}}」はありません。{{names}}のことですか？　候補から選ぶか、{{/points systems}} を確認してください。',
    },
    quest: {
      ambiguous: '「{{typed}}」に一致するクエストが複数あります：{{list}}。ID を入力するか、候補から選んでください。',
      none: 'このコミュニティにクエスト「{{typed}}」はありません。候補から選んでください。',
      close: 'このコミュニティにクエスト「{{typed}}」はありません。{{names}}のことですか？　候補から選んでください。',
    },
    pointSystemGone:
      'このポイントシステムはこのコミュニティにもうありません。`{{/leaderboard}}` または `{{/points systems}}` で現在のものを確認してください。',
  },
  option: {
    line: '{{option}}：{{message}}',
    notAChoice: '「{{value}}」は選択肢（{{choices}}）にありません',
    notText: 'テキストで指定してください',
    tooShort: '{{min}}以上にしてください',
    tooLong: '{{max}}以内にしてください',
    whole: '整数で指定してください',
    wholeBetween: '{{min}}以上{{max}}以下の整数で指定してください',
    wholeAtLeast: '{{min}}以上の整数で指定してください',
    wholeAtMost: '{{max}}以下の整数で指定してください',
    number: '数値で指定してください',
    numberBetween: '{{min}}以上{{max}}以下の数値で指定してください',
    numberAtLeast: '{{min}}以上の数値で指定してください',
    numberAtMost: '{{max}}以下の数値で指定してください',
    rangeBetween: '{{min}}以上{{max}}以下にしてください',
    rangeAtLeast: '{{min}}以上にしてください',
    rangeAtMost: '{{max}}以下にしてください',
    notBoolean: '「はい」または「いいえ」で指定してください',
    notUser: '「{{value}}」はユーザー ID ではありません。Discord のユーザー ID は16〜20桁の数字です。一覧からメンバーを選んでください。',
    notChannel: '「{{value}}」はチャンネル ID ではありません。Discord の ID は16〜20桁の数字です。一覧からチャンネルを選んでください。',
    notRole: '「{{value}}」はロール ID ではありません。Discord の ID は16〜20桁の数字です。一覧からロールを選んでください。',
    unsupported: '対応していません',
    unknownSubcommand: '不明なサブコマンドです。{{list}} のいずれかを使ってください。',
    blank: '空欄にはできません（空白や見えない文字しか含まれていません）。文字を入力してください。',
    required: '必須です',
    invalid: '正しくありません',
  },
  parse: {
    durationBounds: '1分から{{max}}（{{minutes}}）までの範囲で指定してください',
    notDurationMinutes:
      '「{{typed}}」は時間の長さとして読み取れません。数字だけ（分として扱います。例：90）、または 45分、2時間、3日、1週、1日12時間のような形で指定してください。',
    notDuration: '「{{typed}}」は時間の長さとして読み取れません。30分、2時間、1日12時間、2週のような形で指定してください。',
    unitTwice: '「{{typed}}」では「{{unit}}」が2回指定されています',
    spanBounds: '{{min}}から{{max}}までの範囲で指定してください',
    postUrl: 'X の投稿への https リンクにしてください（例：{{example}}）',
    notMember: '「{{typed}}」はメンバーではありません。@ を入力して Discord の一覧からメンバーを選ぶか、ID を貼り付けてください。',
    noMembers: 'メンバーが含まれていません。@alice @bob のようにメンションしてください。',
    tooManyMembers: '一度に指定できるのは{{max}}までです（{{got}}人指定されました）',
  },
  chain: {
    unknown:
      '「{{typed}}」は Community API が対応するチェーンではありません。{{/chains}} で一覧を確認できます（名前、1 や osmosis-1 のようなチェーン ID、eth のような略称が使えます）。',
    unknownHint:
      '「{{typed}}」は Community API が対応するチェーンではありません。{{suggestion}} のことですか？　{{/chains}} で一覧を確認できます（名前、1 や osmosis-1 のようなチェーン ID、eth のような略称が使えます）。',
    tokens: '{{chain}} には独自トークンがありません',
    balance: 'Community API には {{chain}} のチップ用ウォレット残高がありません。残高があるのは {{/chains}} に載っているチェーンだけです。',
    inventory: 'Community API には {{chain}} の NFT 保有一覧がありません',
    inventoryTry: 'Community API には {{chain}} の NFT 保有一覧がありません。{{chain}} のトークンは {{/treasury balance}} で確認できます。',
  },
  address: {
    length: '1〜128文字にしてください',
    evm: '{{chain}} では 0x に続く16進数40文字にしてください',
    bech32: '{{chain}} のアドレスにしてください：{{prefix}}1 に続く bech32 の小文字で38〜58文字',
    solana: 'Solana のアドレスにしてください：base58 の文字で32〜44文字（0、O、I、l は使えません）',
    nano: 'Nano のアドレスにしてください（nano_ に続く60文字）',
    pepecoin: 'Pepecoin のアドレスにしてください（P に続く base58 の文字で25〜34文字）',
    atto: 'Atto のアドレスにしてください（atto://…）',
    spaces: 'スペースを含めないでください',
    hyperCoreToken: 'HyperCore のトークン ID にしてください：0x に続く16進数32文字',
    solanaMint: 'Solana のミントアドレスにしてください：base58 の文字で32〜44文字（0、O、I、l は使えません）',
    cosmosToken:
      '{{chain}} のトークンにしてください：ibc/ に続く16進数64文字、factory/{{prefix}}1…/名前、またはコントラクトアドレス {{prefix}}1…',
    evmChecksum:
      '「{{typed}}」はチェックサム（EIP-55）が合いません。大文字・小文字が違う文字があり、入力ミスの可能性が高いです。ウォレットからもう一度コピーしてください。何も送信していません。',
    bech32Checksum:
      '「{{typed}}」は有効な {{chain}} のアドレスではありません。bech32 のチェックサムが合わず、入力ミスの可能性が高いです。ウォレットからもう一度コピーしてください。何も送信していません。',
    bech32Prefix: '「{{typed}}」は {{chain}} のアドレスではありません：{{chain}} のアドレスは {{prefix}}1 で始まります',
    solanaBytes:
      '「{{typed}}」は Solana のアドレスではありません。32バイトの鍵にデコードできず、入力ミスの可能性が高いです。ウォレットからもう一度コピーしてください。何も送信していません。',
    burn: '「{{typed}}」はゼロアドレスまたはバーンアドレスです。そこに送ったものは永久に失われます。受け取る人のウォレットアドレスを指定してください。',
  },
};
