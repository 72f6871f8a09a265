import type { Translation } from '../../shape.js';
import type { moves as en } from '../en/moves.js';

/** Japanese. */
export const moves: Translation<typeof en> = {
  title: {
    pointsGive: 'ポイント付与',
    pointsTake: 'ポイント差し引き',
    tip: 'チップ',
    transfer: '送付',
    airdrop: 'エアドロップ',
    raffle: '抽選',
    burn: 'バーン',
  },
  done: {
    pointsGive: 'ポイント付与完了',
    pointsTake: 'ポイント差し引き完了',
    tip: 'チップ送信完了',
    transfer: '送付完了',
    airdrop: 'エアドロップ開始',
    raffle: '抽選開始',
    burn: 'バーン完了',
  },
  heading: {
    preview: 'プレビュー：{{move}}',
    repeat: 'プレビュー：{{move}}（重複の可能性）',
    failed: '{{move}}：未実行',
    unknown: '{{move}}：結果不明',
    cancelled: '{{move}}：キャンセル済み',
    expired: '{{move}}：プレビュー期限切れ',
  },
  prize: {
    dollars: '${{amount}} 相当の {{symbol}}（約{{tokens}} {{symbol}}）',
    roleFor: '{{role}} ロール（{{span}}）',
    roleForGood: '{{role}} ロール（無期限）',
  },
  headline: {
    give: {
      member: '{{member}} に {{prize}} を付与します。',
      members_other: 'メンバー{{n}}人に {{prize}} ずつ付与します。',
    },
    take: {
      member: '{{member}} から {{prize}} を差し引きます。',
      members_other: 'メンバー{{n}}人から {{prize}} ずつ差し引きます。',
    },
    tipPoints: {
      member: '{{member}} に {{prize}} をチップとして送ります（ポイントシステムから新たに発行）。',
      members_other: 'メンバー{{n}}人に {{prize}} ずつチップとして送ります（ポイントシステムから新たに発行）。',
    },
    tipWallet: {
      member: 'チップ用ウォレットから {{member}} に {{prize}} をチップとして送ります。',
      members_other: 'チップ用ウォレットからメンバー{{n}}人に {{prize}} ずつチップとして送ります。',
    },
    transfer: 'チップ用ウォレットから {{chain}} 上の {{address}} へ {{prize}} を送付します。',
    airdrop_other: '{{prize}} のプールをエアドロップし、参加したメンバー（最大{{n}}人）で山分けします。',
    raffle: '参加したメンバー（{{entrants}}）の中から抽選で{{winners}}を選び、1人につき {{prize}} を贈ります。',
    raffleEach: '参加したメンバー（{{entrants}}）の中から抽選で{{winners}}を選び、{{prize}} を山分けします（{{each}}）。',
    raffleEntrants_other: '最大{{n}}人',
    raffleWinners_other: '当選者{{n}}人',
    burn: 'チップ用ウォレットの {{prize}} をバーンします。完全に失われ、元に戻せません。',
  },
  doneHeadline: {
    give: {
      member: '{{member}} に {{prize}} を付与しました。',
      members_other: 'メンバー{{n}}人それぞれに {{prize}} を付与しました。',
    },
    take: {
      member: '{{member}} から {{prize}} を差し引きました。',
      members_other: 'メンバー{{n}}人それぞれから {{prize}} を差し引きました。',
    },
    tipPoints: {
      member: '{{member}} に {{prize}} をチップとして送りました（ポイントシステムから新たに発行）。',
      members_other: 'メンバー{{n}}人それぞれに {{prize}} をチップとして送りました（ポイントシステムから新たに発行）。',
    },
    tipWallet: {
      member: 'チップ用ウォレットから {{member}} に {{prize}} をチップとして送りました。',
      members_other: 'チップ用ウォレットからメンバー{{n}}人それぞれに {{prize}} をチップとして送りました。',
    },
    transfer: 'チップ用ウォレットから {{chain}} 上の {{address}} へ {{prize}} を送付しました。',
    airdrop_other: '{{prize}} のプールのエアドロップを開始しました。参加したメンバー（最大{{n}}人）で山分けします。',
    raffle: '抽選を開始しました。参加したメンバー（{{entrants}}）の中から{{winners}}を選び、1人につき {{prize}} を贈ります。',
    raffleEach: '{{prize}} の抽選を開始しました。参加したメンバー（{{entrants}}）の中から{{winners}}を選び、山分けします（{{each}}）。',
    burn: 'チップ用ウォレットの {{prize}} をバーンしました。完全に失われ、元に戻せません。',
  },
  where: {
    nativeCoin: 'ネイティブコイン',
    token: '{{chain}} 上の {{which}}',
    nft: '{{chain}} 上の {{which}} · トークン ID {{id}}',
  },
  /** What each winner of a raffle gets: `{{each}}` is a prize (`33.33 QUEST`), `{{prize}}` the whole pool. */
  each: { each: '1人あたり {{each}}', uneven: '合計 {{prize}}、均等には分けられません' },
  field: {
    member: 'メンバー',
    members: 'メンバー（{{n}}人）',
    address: '送付先アドレス',
    addressNoChecksum:
      'このアドレスは大文字か小文字の一方だけで書かれているため、チェックサムがありません。そのため、入力ミスがあっても検出できません。受け取る人のウォレットと1文字ずつ照合してください。',
    amount: '数量',
    estimate: '{{amount}}（概算：サービス独自の価格で米ドルに換算）',
    usd: '米ドル換算額',
    noPrice: '米ドル価格は不明',
    wallet: 'チップ用ウォレット',
    nft: 'NFT',
    nftHeld: 'この NFT：{{now}} → {{after}}',
    system: 'ポイントシステム',
    ends: '終了',
    endsAfter: '確定から{{span}}後',
    entries: '参加上限',
    entriesAtMost: '最大{{n}}人',
    winners: '当選者数',
    eachWinner: '当選者1人あたり',
    onlyFor: '対象',
    notFor: '対象外',
    postedIn: '投稿先',
    postedBy: '{{channel}}（ボットが投稿）',
    noChannel: 'チャンネルなし',
    comment: 'コメント',
    reason: '理由（記録されます）',
    irreversible: '取り消し不可',
    irreversibleText: '確定すると、取り消しも返金もできません。',
  },
  button: { confirm: '確定', anyway: 'それでも送信', cancel: 'キャンセル' },
  preview: {
    check: '送信前に内容を確認してください。「確定」を押すまで何も送信しません。このプレビューは{{expires}}に期限切れになります。',
    repeat:
      '⚠️ {{earlier}}これを送信すると重複する可能性があります。「それでも送信」を押さない限り何も送信しません。このプレビューは{{expires}}に期限切れになります。',
    earlierDone: '同じリクエスト（{{move}}）が {{when}} に送信され、完了しています。',
    earlierSending: '同じリクエスト（{{move}}）が現在送信中です（{{when}} から）。',
    earlierUnknown:
      '同じリクエスト（{{move}}）が {{when}} に送信されましたが、結果は不明です。実行された可能性があります。先に残高を確認してください。',
    earlierScheduled: '同じリクエスト（{{move}}）が {{member}} により {{when}} に予約されています。',
  },
  outcome: {
    done: '{{done}}：{{headline}}。',
    donePosted: '{{done}}：{{headline}}。ボットが {{channel}} に投稿します。',
    failed: '何も実行されていません：{{reason}}。',
    unknown:
      '結果不明：リクエストは Community API に届きましたが、明確な応答が返りませんでした（タイムアウト、接続の切断、またはサーバーエラー）。実行された可能性があります。' +
      '再試行する前に残高（`{{/treasury balance}}`、`{{/points balance}}`）を確認してください。もう一度「確定」を押しても再送信はされません。',
    sentAt: '送信日時：{{when}}。',
    cancelled: 'キャンセルしました。何も送信していません。',
    expired: 'このプレビューは{{when}}に期限切れになりました。何も送信していません。もう一度コマンドを実行してください。',
  },
  check: {
    comma:
      '「{{typed}}」はこの書き方では数値として読み取れません：ここでは小数点はピリオド（0.5）で、カンマは3桁ごとの区切り（1,000）にだけ使います',
    ambiguous: '「{{typed}}」は {{a}} とも {{b}} とも読めるため、受け付けませんでした。{{a}} か {{b}} のどちらかの形で入力してください。',
    notNumber: '12 や 0.5 のような数値にしてください',
    negative: '負の値は指定できません',
    tooLarge: '大きすぎます',
    tooSmall: '小さすぎます',
    notPositive: '0より大きくしてください',
    cents_other: '米ドルで指定する場合、小数点以下は最大{{n}}桁（セント）です',
    noPrice: '{{symbol}} には米ドル価格がありません。数量を {{symbol}} で指定してください。',
    notConvertible: '{{symbol}} の価格で換算できません',
    belowUnit: '${{dollars}} は {{symbol}} の最小単位より小さい額です',
    overDollars: '約{{tokens}} {{symbol}} に相当し、チップ用ウォレットの保有量 {{held}} {{symbol}} を超えています',
    tooPrecise_other: '{{amount}} は小数点以下{{n}}桁です。{{symbol}} の小数点以下は最大{{decimals}}桁です。',
    over: '{{amount}} {{symbol}} は、チップ用ウォレットの保有量 {{held}} {{symbol}} を超えています',
    overTimes: '{{amount}} × {{times}} = {{total}} {{symbol}} は、チップ用ウォレットの保有量 {{held}} {{symbol}} を超えています',
    points: '{{amount}} はポイントとして正確に記録できません。桁数を減らしてください。',
    tokenAmbiguous_other: '「{{typed}}」は {{chain}} 上のトークン{{n}}件に一致します。候補から選んでください。',
    tokenMissing: '「{{typed}}」は {{chain}} のチップ用ウォレットにありません。保有しているのは {{held}} です。',
    tokenMissingEmpty:
      '「{{typed}}」は {{chain}} のチップ用ウォレットにありません。このウォレットはそのチェーン上のトークンを1つも保有していません。',
    nftAmbiguous_other: '「{{typed}}」は {{chain}} 上の NFT {{n}}件に一致します。候補から選んでください。',
    nftMissing: '「{{typed}}」は {{chain}} のチップ用ウォレットの保有一覧にありません',
    nftCount: '1以上の整数にしてください',
    nftOver: '{{editions}} は、チップ用ウォレットの {{nft}} の保有数（{{held}}）を超えています',
    systemInactive: '{{system}} は「{{status}}」です。変更できるのは有効なポイントシステムだけです。',
  },
  toSelf: '（モデレーター本人へ）',
  role: {
    everyone: '@everyone は全員が持っているロールなので、賞品にはできません。',
    unknown: 'Discord が {{role}} の情報を返さなかったため確認できません。何も送信していません。',
    unreadable:
      '{{role}} を確認するため、このサーバーのロール一覧を Discord から読み込もうとしましたが、できませんでした。少ししてからもう一度お試しください。何も送信していません。',
    managed: '{{role}} は連携（ボット、ブースト、サブスクリプション）が管理するロールなので、誰にも付与できません。',
    dangerous: '{{role}} には次の権限があります：{{permissions}}。サーバーを運営できるロールは賞品にできません。',
    manageRoles: 'ロールを賞品にするには「{{permission}}」権限が必要ですが、あなたにはありません。',
    aboveYou: '{{role}} はあなたの最上位ロールと同じか、それより上にあります。付与できるのは、自分の最上位ロールより下のロールだけです。',
    aboveBot:
      '{{role}} はボットの最上位ロールと同じか、それより上にあります。サーバー設定 → ロールで、ボットのロールをそれより上に移動してください。',
  },
  permission: {
    Administrator: '管理者',
    ManageGuild: 'サーバー管理',
    ManageRoles: 'ロールの管理',
    ManageChannels: 'チャンネルの管理',
    ManageWebhooks: 'ウェブフックの管理',
    BanMembers: 'メンバーをBAN',
    KickMembers: 'メンバーをキック',
    MentionEveryone: '@everyone、@here、全てのロールにメンション',
  },
  recipient: {
    bot: '{{member}} はボットです。ボットはチップやポイントを受け取れません。',
    notUser: '{{id}} はメンバーではありません（その ID の Discord ユーザーはいません。ロール、チャンネル、サーバーの ID かもしれません）。',
  },
  changed: {
    token:
      '何も送信していません：プレビュー以降、チップ用ウォレットの {{symbol}} が {{before}} から {{now}} に減り、必要な {{needed}} {{symbol}} に足りません。',
    nft: '何も送信していません：プレビュー以降、チップ用ウォレットの {{nft}} の枚数が {{before}} から {{now}} に減り、必要な {{needed}} に足りません。',
    gone: '何も送信していません：プレビュー以降、{{item}} はチップ用ウォレットからなくなりました。',
    points: 'プレビュー以降に残高が変わりました。{{detail}}',
  },
  refuse: {
    noActiveSystem: 'このコミュニティには有効なポイントシステムがありません。{{:system}}オプションで選んでください。',
    noPrint:
      'Community API キーでは {{system}} の残高を変更できません。許可されているのは「{{may}}」で、「{{print}}」は許可されていません。',
    noPrintNothing:
      'Community API キーでは {{system}} の残高を変更できません。このキーにはこのシステムに対する権限が1つもないため、「{{print}}」も許可されていません。',
    noChannel: '`{{command}}` はチャンネル内で実行するか、{{:channel}}オプションを指定してください。',
    sameRole: '{{:only-role}}と同じロールです。参加を認めるロールと除外するロールが同じため、誰も参加できません。',
    moreWinners:
      '当選者{{n}}人は{{:entries}}（{{m}}）を超えています。参加できるのは最大{{members}}人なので、それより多くの当選者は選べません。何も送信していません。',
    tooManyMembers_other: '一度に指定できるのは最大{{n}}人です（指定：{{got}}人）',
  },
  choice: {
    token: '{{symbol}} · 保有 {{amount}}',
    native: '{{symbol}} · 保有 {{amount}}（ネイティブ）',
  },
  roleMove: {
    headline: {
      give: '{{role}} を持つメンバー全員に {{prize}} を付与します（合計{{n}}人）。',
      take: '{{role}} を持つメンバー全員から {{prize}} を差し引きます（合計{{n}}人）。',
    },
    doneHeadline: {
      give: '{{role}} を持つメンバー全員に {{prize}} を付与しました（合計{{n}}人）。',
      take: '{{role}} を持つメンバー全員から {{prize}} を差し引きました（合計{{n}}人）。',
    },
    field: {
      holders: 'このロールを持つメンバー（{{n}}人）',
      more: '{{names}} ほか{{n}}人',
      bots: '対象外のボット',
      total: 'ポイント合計',
      parts: 'バッチ数',
      partsValue: '{{n}}（1バッチあたり最大1,000人）',
    },
    progress: 'バッチ：{{done}} / {{parts}} · {{membersAll}}のうち{{membersDone}}人が完了',
    sending: 'バッチごとに順番に送信しています。進捗はこのメッセージに表示します。',
    done: '完了：すべてのバッチが処理されました。',
    partly: '終了しましたが、処理されなかったバッチがあります：',
    part: {
      refused: 'バッチ{{index}}（{{partMembers}}）は拒否されたため、このバッチのメンバーには何も変更していません：{{reason}}。',
      unknown:
        'バッチ{{index}}（{{partMembers}}）：結果が不明で、実行された可能性があります。再送信はしません。`{{/points balance}}` で何人かのメンバーの残高を確認してください。',
      expired: 'バッチ{{index}}（{{partMembers}}）は送信されませんでした：ボットの停止時間が長く、送信期限を過ぎました。',
      left_other: 'バッチ{{index}}：ロールを持たなくなった{{n}}人を除外しました。',
      stopped: 'バッチ{{index}}（{{partMembers}}）は送信していません：差し引きは最初に失敗したバッチで停止しました。',
      halted: 'バッチ{{index}}（{{partMembers}}）は送信していません：{{reason}}。',
    },
    tooMany_other:
      'ロール単位のポイント操作で読み込めるメンバーは最大{{n}}人ですが、このサーバーのメンバーはそれより多いため、何も送信していません。代わりにメンバーを少人数ずつ指定してください。',
    allLeft: 'このバッチのメンバー全員がプレビュー以降にロールを失いました',
    stop: {
      botLeft: 'ボットがもうこのサーバーにいません',
      left: '確定操作をしたモデレーターがもうこのサーバーのメンバーではありません',
      notModerator: '確定操作をしたモデレーターがもうここのモデレーターではありません',
      keyChanged: 'プレビューの後にこのサーバーの Community API キーが変更されました',
    },
    tookFrom_other: '{{n}}人から差し引きました（バッチ{{parts}}）：{{who}}',
    gaveTo_other: '{{n}}人に付与しました（バッチ{{parts}}）：{{who}}',
    heading: {
      sending: '{{move}}：送信中',
      done: '{{move}}：完了',
      partly: '{{move}}：一部失敗',
    },
    summaryPart: '（バッチ{{index}} / {{parts}}：{{partMembers}}）',
    nobody: '{{role}} を持つメンバーがいない（ボットを除く）ため、変更するものはありません。',
    intent:
      'Discord からこのサーバーのメンバー一覧を取得できなかったため、何も送信していません。ボットには Server Members Intent が必要です：Discord Developer Portal でボットのアプリケーション → Bot → Privileged Gateway Intents を開き、Server Members Intent をオンにして保存してから、もう一度コマンドを実行してください。',
    memberOrRole: '{{:member}}か{{:role}}のどちらか一方だけを指定してください。',
    noOne: '{{:member}}でメンバーを、または{{:role}}でロールを持つ全員を指定してください。',
    notLater: 'ロール単位のポイント操作は確定後すぐに送信されるため、予約できません。',
    noJobs:
      'このボットはロール単位のポイント操作を行わない設定になっています（運営者が無効にしています）。何も送信していません。メンバーを個別に指定するか、ボットの運営者に相談してください。',
  },
};
