import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /ポイント/, not: [/点数/] },
  { concept: 'balance', word: /残高/, not: [/持ち点/] },
  { concept: 'leaderboard', word: /ランキング/, not: [/リーダーボード/, /順位表/] },
  { concept: 'period board', word: /期間ランキング/, not: [/週間ランキング|月間ランキング/] },
  { concept: 'member', word: /メンバー/, not: [/(?<!Discord\s?の?\s?)ユーザー(?!\s*ID)/] },
  { concept: 'moderator', word: /モデレーター/, not: [/管理人/] },
  { concept: 'confirm (the button)', word: /「確定」/, not: [/「確認」/, /\*\*確認\*\*/, /確認(で|すると)(予約|送信)/] },
  { concept: 'snapshot', word: /スナップショット/, not: [/断面/] },
  { concept: 'scheduled action', word: /予約操作/, not: [/予約した操作/, /予約(した)?(書き込み|アクション|処理)/] },
  { concept: 'verified details (/verify)', word: /認証情報/, not: [/認証済みの情報/, /連携(アカウント|ウォレット)/] },
  { concept: 'a split-pool reward', word: /山分け/, not: [/分け合/] },
  { concept: 'a batch of a whole-role move', word: /バッチ/, not: [/パート(?!ナー)/] },
  { concept: 'progress (of a long task)', word: /進捗/, not: [/進み具合/, /進行状況/] },
  { concept: 'holder', word: /保有者/, not: [/所有者/, /ホルダー/] },
  { concept: 'burn', word: /バーン/, not: [/焼却/, /消却/] },
  { concept: 'tipping wallet (/treasury)', word: /チップ用ウォレット/, not: [/金庫/] },
  { concept: 'role reward (/rewards)', word: /ロール報酬/, not: [/ポイント報酬/, /期間報酬/, /しきい値報酬/] },
  { concept: "an NFT's editions", word: /枚数/, not: [/部数/, /エディション数/] },
  {
    concept: 'points to every holder of a role',
    word: /ロール単位のポイント操作/,
    not: [/ロール全員へのポイント/, /ロール全体へのポイント/, /ロール単位の操作/],
  },
  { concept: 'give a role', word: /付与/, not: [/ロールを配る/, /配れ(る|ません)/] },
  { concept: 'mint address (Solana)', word: /ミントアドレス/, not: [/mint アドレス/] },
  { concept: 'US dollar', word: /米ドル/, not: [/(?<!米)ドル/] },
  { concept: 'nothing was sent (the bot speaks)', word: /何も送信していません/, not: [/何も送信されていません/] },
  { concept: 'the Server Members Intent', word: /Server Members Intent/, not: [/Server Members インテント/] },
];
