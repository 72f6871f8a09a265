import type { DefinitionTexts } from '../../shape.js';

/**
 * Japanese. Glossary (one word per thing, in every file of this folder; test/i18n.style.test.ts
 * bans the alternatives): ポイント, ポイントシステム, トークン, レイド, チップ, チップ用ウォレット
 * (the command too; never 金庫), ロール報酬 (/rewards; 報酬 alone is a quest's or raid's reward),
 * チェーン, メンバー, 保有者 (holder), ボタン, 送付 (sending tokens or NFTs; never 送金), 枚数 (an
 * NFT's editions). Names have no Latin lowercase letters except nft (the NFT subcommands: Discord
 * names are lowercase, and no Japanese user types NFT in katakana). Quotes: 「…」, buttons too. A number
 * and its counter are written together (保有者5人, 30分); Latin words and names keep a space on
 * both sides (⚡ Sparks, Community API). Moderator-only commands say （モデレーター専用）;
 * defaults are written 既定：…; descriptions are noun phrases.
 */
export const commands: DefinitionTexts = {
  commands: {
    chains: {
      name: 'チェーン',
      description: 'Community API が対応するブロックチェーンの一覧',
    },
    help: {
      name: 'ヘルプ',
      description: 'ここで使えるコマンドの一覧',
    },
    tokens: {
      name: 'トークン',
      description: 'コミュニティの独自トークン',
      options: {
        list: {
          description: '独自トークンの一覧',
        },
        add: {
          description: '独自トークンを追加（モデレーター専用）',
          options: {
            address: { description: 'トークンのコントラクトまたはミントアドレス' },
          },
        },
      },
    },
    quest: {
      name: 'クエスト',
      description: 'コミュニティのクエスト',
      options: {
        info: {
          description: 'クエストの詳細：状態、ラウンド、タスク、報酬',
          options: {
            quest: { description: 'クエスト名または ID（候補から選んでください）' },
          },
        },
        list: {
          description: 'コミュニティのクエスト（1ページ10件、選ぶと開く）',
          options: {
            status: { description: 'この状態のクエストのみ' },
            recurrence: { description: 'この繰り返しのクエストのみ' },
            visibility: { description: 'この公開範囲のクエストのみ' },
          },
        },
        completions: {
          description: 'クエストの達成記録の一覧（モデレーター専用）',
          options: {
            quest: { description: 'このクエストのみ（名前または ID）' },
            round: { description: 'このラウンドのみ' },
            member: { description: 'このメンバーのみ' },
            since: { description: '開始：2026-11-01、2026-11-01T12:00Z、またはさかのぼる時間：7日、12時間、30分' },
            until: { description: '終了：2026-11-30（終日）、日時、またはさかのぼる時間：1日' },
          },
        },
      },
    },
    wallets: {
      name: 'ウォレット',
      description: 'あなたのサービスウォレット、または詳細を共有しているメンバーのもの（チェーンごと、あなただけに表示）',
      options: {
        member: { description: '誰のウォレットか（既定：あなた。ほかのメンバーは詳細を共有している場合のみ）' },
      },
    },
    raid: {
      name: 'レイド',
      description: 'X の投稿へのレイド',
      options: {
        create: {
          description: 'X の投稿のレイドを作成（先にプレビュー）',
          options: {
            title: { description: 'Discord に表示するタイトル（最大64文字）' },
            'post-url': { description: '投稿へのリンク、例：https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'レイダーへの報酬の方式' },
            like: { description: 'いいねを必須にする（既定：オン）' },
            comment: { description: 'コメントを必須にする（既定：オン）' },
            repost: { description: 'リポストを必須にする（既定：オン）' },
            description: { description: '説明（最大256文字）' },
            duration: { description: '数字だけなら分（例：90）、または 45分、2時間、3日、1日12時間（既定：24時間、最大30日）' },
            channel: { description: 'レイドを投稿するチャンネル（既定：コミュニティのレイド用チャンネル）' },
            role: { description: 'レイド投稿時にメンションするロール' },
            chain: { description: 'トークン報酬のチェーン' },
            token: { description: '報酬のトークン、またはネイティブコイン' },
            amount: { description: 'トークンプールの総量、またはレイダー1人あたりの量（0より大きい値）' },
            'reward-pool': { description: '報酬プールの ID（ランダム報酬の場合のみ）' },
          },
        },
      },
    },
    treasury: {
      name: 'チップ用ウォレット',
      description: 'コミュニティ共有のチップ用ウォレット',
      options: {
        balance: {
          description: 'チェーン上のチップ用ウォレットのトークン残高',
        },
        inventory: {
          description: 'チェーン上のチップ用ウォレットが持つ NFT',
        },
      },
    },
    verify: {
      name: '認証情報',
      description: 'メンバーの認証済みアカウントとウォレット（あなただけに表示）',
      options: {
        member: { description: '調べるメンバー' },
      },
    },
    'Verified details': {
      name: '認証情報',
    },
    leaderboard: {
      name: 'ランキング',
      description: 'ポイントシステムの上位保有者',
      options: {
        order: { description: '残高の多い順か少ない順か（既定：多い順）' },
        card: { description: 'ページを画像でも添付' },
      },
    },
    points: {
      name: 'ポイント',
      description: 'ポイント残高とポイントシステム',
      options: {
        balance: {
          description: 'メンバーのポイント残高（既定：あなた）。1つのシステム、または有効なすべてのシステム',
          options: {
            member: { description: '誰の残高か（既定：あなた）' },
            system: { description: 'ポイントシステム、名前または ID（既定：有効なものすべて）' },
            card: { description: 'ランクカードも添付（指定したシステム、または最初に表示されたもの）' },
          },
        },
        systems: {
          description: 'コミュニティのポイントシステム',
          options: {
            search: { description: '名前で検索する文字列（最大256文字）' },
            status: { description: 'この状態のシステムのみ' },
            'include-shared': { description: 'パートナーコミュニティから共有されたシステムも表示' },
          },
        },
        give: {
          description: 'ポイントシステムからメンバーにポイントを付与（モデレーター専用、先にプレビュー）',
        },
        take: {
          description: 'メンバーの残高からポイントを差し引き（モデレーター専用、先にプレビュー）',
        },
      },
    },
    tip: {
      name: 'チップ',
      description: 'コミュニティからメンバーにチップを送る（先にプレビュー）',
      options: {
        token: {
          description: 'チップ用ウォレットのトークンをチップとして送る',
        },
        nft: {
          description: 'チップ用ウォレットの NFT をチップとして送る',
        },
        points: {
          description: 'ポイントシステムのポイントをチップとして送る',
        },
      },
    },
    transfer: {
      name: '送付',
      description: 'チップ用ウォレットからウォレットアドレスへ送付（先にプレビュー）',
      options: {
        token: {
          description: 'チップ用ウォレットのトークンをアドレスへ送付',
        },
        nft: {
          description: 'チップ用ウォレットの NFT をアドレスへ送付',
        },
      },
    },
    airdrop: {
      name: 'エアドロップ',
      description: 'ポイントやトークンを参加したメンバーで山分け（先にプレビュー）',
      options: {
        points: {
          description: 'ポイントシステムのポイントをエアドロップ',
        },
        token: {
          description: 'チップ用ウォレットのトークンをエアドロップ',
        },
      },
    },
    raffle: {
      name: '抽選',
      description: 'ポイント、トークン、NFT、ロールを、参加したメンバーの中から抽選で贈る（先にプレビュー）',
      options: {
        points: {
          description: 'ポイントシステムのポイントを抽選',
        },
        token: {
          description: 'チップ用ウォレットのトークンを抽選',
        },
        nft: {
          description: 'チップ用ウォレットの NFT を抽選',
        },
        role: {
          description: 'ロールを抽選',
          options: {
            role: { description: '当選者に付与するロール' },
            'keep-for': { description: '当選者がロールを保持する期間：7日、2週（既定：無期限、最大3年）' },
          },
        },
      },
    },
    burn: {
      name: 'バーン',
      description: 'チップ用ウォレットのトークンや NFT をバーン（先にプレビュー）',
      options: {
        token: {
          description: 'チップ用ウォレットのトークンを指定量バーン',
        },
        nft: {
          description: 'チップ用ウォレットの NFT をバーン',
        },
      },
    },
    audit: {
      name: '監査ログ',
      description: 'コミュニティへの最近の変更（レイド、チップなど）とその結果',
      options: {
        operation: { description: 'この種類の変更のみ、例：raid.create' },
        member: { description: 'このメンバーによる、またはこのメンバー宛ての変更のみ' },
      },
    },
    feed: {
      name: 'フィード',
      description: 'ボットが自動で投稿する告知：クエスト達成など（モデレーター専用）',
      options: {
        quests: {
          description: '新しいクエスト達成をチャンネルで告知',
          options: {
            channel: { description: '告知するチャンネル' },
            quest: { description: 'このクエストのみ（名前または ID、既定：すべて）' },
            mention: { description: 'メンバーを通知なしのメンションで表示（既定：オン）' },
          },
        },
        list: { description: 'このサーバーのフィード：内容・場所・最終確認' },
        pause: { description: 'フィードを一時停止（止まったところから再開）', options: { id: { description: '一時停止するフィード' } } },
        resume: { description: '一時停止中のフィードを再開', options: { id: { description: '再開するフィード' } } },
        remove: { description: 'フィードを削除', options: { id: { description: '削除するフィード' } } },
      },
    },
    rewards: {
      name: 'ロール報酬',
      description: 'ポイントに連動するロール：残高のしきい値、または各期間の上位（モデレーター専用）',
      options: {
        add: {
          description: '一定の残高以上のメンバー、または各期間の上位メンバーにロールを付与',
          options: {
            system: { description: 'ポイントシステム（名前または ID）' },
            role: { description: 'メンバーが得るロール' },
            balance: { description: 'しきい値型：この残高以上のメンバーがロールを持つ' },
            keep: { description: 'しきい値型：下回ったメンバーもロールを保持（既定：オフ）' },
            top: { description: '期間型：ロールを得る上位の人数' },
            period: { description: '期間型：毎週または毎月' },
          },
        },
        list: { description: 'このサーバーのロール報酬：ルール・ロール・最後の同期' },
        remove: { description: 'ロール報酬を削除（メンバーは今のロールを保持）', options: { id: { description: '削除するロール報酬' } } },
      },
    },
    schedule: {
      name: 'スケジュール',
      description: 'ランキングの定期投稿と予約操作の管理（モデレーター専用）',
      options: {
        leaderboard: {
          description: '毎時・毎日・毎週・毎月、チャンネルにランキングを投稿',
          options: {
            channel: {
              description: '投稿先',
            },
            every: {
              description: '投稿する間隔',
            },
            at: {
              description: 'サーバーのタイムゾーンでの時刻：:15、18:00、月曜 18:00、1 09:00（1日）、月末 23:30',
            },
            mode: {
              description: '実行ごとに1つのメッセージを編集（既定）、または毎回新しく投稿',
            },
          },
        },
        list: {
          description: 'このサーバーのスケジュールと予約操作：内容・場所・次の実行',
        },
        resume: {
          description: '一時停止したスケジュールを再開',
          options: {
            id: {
              description: '再開するスケジュール',
            },
          },
        },
        remove: {
          description: 'スケジュールの削除、または予約操作のキャンセル（投稿済みのメッセージは削除しない）',
          options: {
            id: {
              description: '削除するスケジュール、またはキャンセルする予約操作',
            },
          },
        },
      },
    },
    setup: {
      name: '設定',
      description: 'このサーバーの設定：Community API キー、モデレーターロール、監査チャンネルなど',
      options: {
        timezone: { description: 'サーバーのタイムゾーンを設定（例：Asia/Tokyo、ボットの時刻はすべてこのタイムゾーン基準）' },
        periods: { description: 'ポイントシステムの期間ランキング（週・月）：コストを表示してから有効・無効を切り替え' },
        retention: { description: '期間スナップショットを保存する週数（既定：26週、最終ランキングは無期限に保存）' },
        grace: { description: '逃した予約操作を何分遅れまで送信するか（既定：10分）' },
        'max-scheduled': { description: '予約時刻を待てる操作の最大数（既定：50件）' },
      },
    },
  },
  /**
   * Descriptions of the options several commands share, by the key the option object is marked
   * with (`sharedOption` in commands/shared-options.ts): one translation each, wherever it appears.
   */
  optionDescriptions: {
    period: '期間中の増加分：今週、今月、先週、先月、または過去の期間（2026-W47、2026-11）',
    sendAt: 'この時刻に実行（サーバーのタイムゾーン）：18:00、明日 9:00、2026-12-01 18:00',
    sendIn: 'この待ち時間の後に実行：30分、2時間、1日',
    export: 'すべての行を CSV ファイルであなただけに送る',
    tokenChain: 'トークンのチェーン',
    walletChain: 'ウォレットのチェーン',
    pointSystem: 'ポイントシステム、名前または ID（既定：最初の有効なもの）',
    pointsMember: 'ポイントが変わるメンバー',
    pointsRole: 'このロールを持つメンバー全員（メンバー指定の代わり、ボットは除く）',
    points: 'ポイント（例：25、12.5）。1.000 のような曖昧な表記は不可',
    moreMembers: '複数のメンバーをまとめて：メンションか ID を貼り付け、例：@bob @carol（合計25人まで）',
    reason: '理由（サービスに記録、最大128文字）',
    tipMember: 'チップを受け取るメンバー',
    tippingChain: 'チップ用ウォレットのチェーン',
    tippingToken: 'チップ用ウォレットのトークン（保有分を表示）',
    tokenAmount: '数量（例：12.5、1,000.5）。1.000 のような曖昧な表記は不可',
    amountUnit: '数量の単位：トークン（既定）または米ドル',
    channel: 'ボットが告知する場所（既定：このチャンネル）',
    comment: '一緒に表示するコメント（最大256文字）',
    tippingNft: 'チップ用ウォレットの NFT',
    editions: '枚数（複数エディションの NFT の場合、既定：1）',
    walletAddress: '選んだチェーン上のウォレットアドレス',
    raffleDuration: 'メンバーが参加できる期間：30分、2時間、1日12時間（1秒〜30日）',
    entries: '参加できるメンバーの上限（1〜500）',
    onlyRole: 'このロールを持つメンバーのみ参加可',
    notRole: 'このロールを持つメンバーは参加不可',
    winners: '当選するメンバーの数（既定：1）',
  },
  options: {
    period: '期間',
    periods: '期間ランキング',
    retention: '保存期間',
    in: '待ち時間',
    grace: '猶予',
    'max-scheduled': '予約上限',
    export: 'エクスポート',
    every: '間隔',
    at: '時刻',
    mode: 'モード',
    timezone: 'タイムゾーン',
    leaderboard: 'ランキング',
    add: '追加',
    address: 'アドレス',
    amount: '数量',
    balance: '残高',
    card: 'カード',
    chain: 'チェーン',
    channel: 'チャンネル',
    comment: 'コメント',
    completions: '達成記録',
    count: '枚数',
    create: '作成',
    description: '説明',
    duration: '実施期間',
    entries: '参加上限',
    give: '付与',
    id: '対象',
    keep: '保持',
    top: '上位',
    'include-shared': '共有分も含める',
    info: '詳細',
    inventory: '保有一覧',
    'keep-for': 'ロール保持期間',
    like: 'いいね',
    list: '一覧',
    member: 'メンバー',
    'more-members': '追加メンバー',
    nft: 'nft',
    'not-role': '除外ロール',
    'only-role': '対象ロール',
    operation: '操作',
    order: '並び順',
    points: 'ポイント',
    'post-url': '投稿リンク',
    quest: 'クエスト',
    reason: '理由',
    recurrence: '繰り返し',
    repost: 'リポスト',
    'reward-pool': '報酬プール',
    'reward-type': '報酬の種類',
    role: 'ロール',
    round: 'ラウンド',
    search: '検索',
    since: '開始日時',
    status: '状態',
    system: 'システム',
    systems: 'システム一覧',
    take: '差し引き',
    title: 'タイトル',
    token: 'トークン',
    unit: '単位',
    until: '終了日時',
    visibility: '公開範囲',
    winners: '当選者数',
    mention: 'メンション',
    pause: '一時停止',
    quests: 'クエスト',
    remove: '削除',
    resume: '再開',
  },
  choices: {
    hour: '毎時',
    day: '毎日',
    week: '毎週',
    month: '毎月',
    update: '1つのメッセージを編集',
    new: '毎回新しいメッセージ',
    'quest-DRAFT': '下書き',
    'quest-TEMPLATE': 'テンプレート',
    ACTIVE: '有効',
    'quest-ACTIVE': '有効',
    'quest-PAUSED': '一時停止中',
    'quest-REVIEW': '審査中',
    'quest-ENDED': '終了',
    ARCHIVED: 'アーカイブ済み',
    'quest-ARCHIVED': 'アーカイブ済み',
    ONCE: '1回のみ',
    DAILY: '毎日',
    WEEKLY: '毎週',
    MONTHLY: '毎月',
    CUSTOM: 'カスタム',
    PRIVATE: '非公開',
    PUBLIC: '公開',
    SHARED: 'パートナーコミュニティと共有',
    TOKEN_POOL: 'トークンプール（レイダーで山分け）',
    FIXED: 'レイダーごとに固定量のトークン',
    RANDOM: 'ランダム報酬（報酬プールからレイダーごとに）',
    'balance-desc': '多い順',
    'balance-asc': '少ない順',
    SUSPENDED: '停止中',
    absolute: 'トークン',
    dollar: '米ドル',
  },
};
