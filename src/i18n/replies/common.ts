import type { Language } from '../locales.js';

/** Texts several views share: the pager's buttons, "…and N more", and the API's enum values in words (src/views/enum-words.ts). */
const en = {
  more: '…and {{n}} more',
  pager: { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social post',
      CHAT_ACCOUNT_AGE: 'Discord account age',
      DISCORD_ACCOUNT_AGE: 'Discord account age',
      CHANNEL_MESSAGE: 'Message in a channel',
    },
    questStatus: { DRAFT: 'Draft', TEMPLATE: 'Template', ACTIVE: 'Active', PAUSED: 'Paused', REVIEW: 'In review', ENDED: 'Ended', ARCHIVED: 'Archived' },
    recurrence: { ONCE: 'Once', DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly', CUSTOM: 'Custom' },
    visibility: { PRIVATE: 'Private', PUBLIC: 'Public', SHARED: 'Shared with partner communities' },
    rewardType: { FIXED: 'Fixed', RANDOM: 'Random', SHARED: 'Shared' },
    strategy: { RAFFLE: 'raffle' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'points', ROLE: 'role' },
    pointSystemStatus: { ACTIVE: 'Active', ARCHIVED: 'Archived', SUSPENDED: 'Suspended' },
    permission: { VIEW: 'see balances', TRANSFER: 'move points between members', SPEND: 'spend points', PRINT: 'print new points' },
    balanceOrder: { 'balance-desc': 'highest first', 'balance-asc': 'lowest first' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

const de: typeof en = {
  more: '…und {{n}} weitere',
  pager: { first: 'Erste', previous: 'Zurück', next: 'Weiter', last: 'Letzte' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social-Media-Beitrag',
      CHAT_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      DISCORD_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      CHANNEL_MESSAGE: 'Nachricht in einem Kanal',
    },
    questStatus: { DRAFT: 'Entwurf', TEMPLATE: 'Vorlage', ACTIVE: 'Aktiv', PAUSED: 'Pausiert', REVIEW: 'In Prüfung', ENDED: 'Beendet', ARCHIVED: 'Archiviert' },
    recurrence: { ONCE: 'Einmalig', DAILY: 'Täglich', WEEKLY: 'Wöchentlich', MONTHLY: 'Monatlich', CUSTOM: 'Eigener Rhythmus' },
    visibility: { PRIVATE: 'Privat', PUBLIC: 'Öffentlich', SHARED: 'Mit Partner-Communitys geteilt' },
    rewardType: { FIXED: 'Fest', RANDOM: 'Zufällig', SHARED: 'Geteilt' },
    strategy: { RAFFLE: 'Verlosung' },
    itemType: { TOKEN: 'Token', NFT: 'NFT', POINTS: 'Punkte', ROLE: 'Rolle' },
    pointSystemStatus: { ACTIVE: 'Aktiv', ARCHIVED: 'Archiviert', SUSPENDED: 'Ausgesetzt' },
    permission: { VIEW: 'Guthaben sehen', TRANSFER: 'Punkte zwischen Mitgliedern verschieben', SPEND: 'Punkte ausgeben', PRINT: 'neue Punkte erzeugen' },
    balanceOrder: { 'balance-desc': 'höchste zuerst', 'balance-asc': 'niedrigste zuerst' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

const es: typeof en = {
  more: '…y {{n}} más',
  pager: { first: 'Primera', previous: 'Anterior', next: 'Siguiente', last: 'Última' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Publicación en redes sociales',
      CHAT_ACCOUNT_AGE: 'Antigüedad de la cuenta de Discord',
      DISCORD_ACCOUNT_AGE: 'Antigüedad de la cuenta de Discord',
      CHANNEL_MESSAGE: 'Mensaje en un canal',
    },
    questStatus: { DRAFT: 'Borrador', TEMPLATE: 'Plantilla', ACTIVE: 'Activa', PAUSED: 'En pausa', REVIEW: 'En revisión', ENDED: 'Terminada', ARCHIVED: 'Archivada' },
    recurrence: { ONCE: 'Una vez', DAILY: 'Diaria', WEEKLY: 'Semanal', MONTHLY: 'Mensual', CUSTOM: 'Personalizada' },
    visibility: { PRIVATE: 'Privada', PUBLIC: 'Pública', SHARED: 'Compartida con comunidades asociadas' },
    rewardType: { FIXED: 'Fija', RANDOM: 'Aleatoria', SHARED: 'Compartida' },
    strategy: { RAFFLE: 'sorteo' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'puntos', ROLE: 'rol' },
    pointSystemStatus: { ACTIVE: 'Activo', ARCHIVED: 'Archivado', SUSPENDED: 'Suspendido' },
    permission: { VIEW: 'ver saldos', TRANSFER: 'mover puntos entre miembros', SPEND: 'gastar puntos', PRINT: 'emitir puntos nuevos' },
    balanceOrder: { 'balance-desc': 'mayores primero', 'balance-asc': 'menores primero' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

const fr: typeof en = {
  more: '…et {{n}} de plus',
  pager: { first: 'Première', previous: 'Précédente', next: 'Suivante', last: 'Dernière' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Publication sur les réseaux sociaux',
      CHAT_ACCOUNT_AGE: 'Ancienneté du compte Discord',
      DISCORD_ACCOUNT_AGE: 'Ancienneté du compte Discord',
      CHANNEL_MESSAGE: 'Message dans un salon',
    },
    questStatus: { DRAFT: 'Brouillon', TEMPLATE: 'Modèle', ACTIVE: 'Active', PAUSED: 'En pause', REVIEW: 'En revue', ENDED: 'Terminée', ARCHIVED: 'Archivée' },
    recurrence: { ONCE: 'Une fois', DAILY: 'Quotidienne', WEEKLY: 'Hebdomadaire', MONTHLY: 'Mensuelle', CUSTOM: 'Personnalisée' },
    visibility: { PRIVATE: 'Privée', PUBLIC: 'Publique', SHARED: 'Partagée avec des communautés partenaires' },
    rewardType: { FIXED: 'Fixe', RANDOM: 'Aléatoire', SHARED: 'Partagée' },
    strategy: { RAFFLE: 'tirage au sort' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'points', ROLE: 'rôle' },
    pointSystemStatus: { ACTIVE: 'Actif', ARCHIVED: 'Archivé', SUSPENDED: 'Suspendu' },
    permission: { VIEW: 'voir les soldes', TRANSFER: 'déplacer des points entre membres', SPEND: 'dépenser des points', PRINT: 'émettre de nouveaux points' },
    balanceOrder: { 'balance-desc': 'les plus élevés d’abord', 'balance-asc': 'les plus bas d’abord' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

const ptBR: typeof en = {
  more: '…e mais {{n}}',
  pager: { first: 'Primeira', previous: 'Anterior', next: 'Próxima', last: 'Última' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Post em rede social',
      CHAT_ACCOUNT_AGE: 'Idade da conta do Discord',
      DISCORD_ACCOUNT_AGE: 'Idade da conta do Discord',
      CHANNEL_MESSAGE: 'Mensagem em um canal',
    },
    questStatus: { DRAFT: 'Rascunho', TEMPLATE: 'Modelo', ACTIVE: 'Ativa', PAUSED: 'Pausada', REVIEW: 'Em revisão', ENDED: 'Encerrada', ARCHIVED: 'Arquivada' },
    recurrence: { ONCE: 'Uma vez', DAILY: 'Diária', WEEKLY: 'Semanal', MONTHLY: 'Mensal', CUSTOM: 'Personalizada' },
    visibility: { PRIVATE: 'Privada', PUBLIC: 'Pública', SHARED: 'Compartilhada com comunidades parceiras' },
    rewardType: { FIXED: 'Fixa', RANDOM: 'Aleatória', SHARED: 'Compartilhada' },
    strategy: { RAFFLE: 'sorteio' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'pontos', ROLE: 'cargo' },
    pointSystemStatus: { ACTIVE: 'Ativo', ARCHIVED: 'Arquivado', SUSPENDED: 'Suspenso' },
    permission: { VIEW: 'ver saldos', TRANSFER: 'mover pontos entre membros', SPEND: 'gastar pontos', PRINT: 'emitir novos pontos' },
    balanceOrder: { 'balance-desc': 'maiores primeiro', 'balance-asc': 'menores primeiro' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

const ru: typeof en = {
  more: '…и ещё {{n}}',
  pager: { first: 'Первая', previous: 'Назад', next: 'Далее', last: 'Последняя' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Пост в соцсети',
      CHAT_ACCOUNT_AGE: 'Возраст аккаунта Discord',
      DISCORD_ACCOUNT_AGE: 'Возраст аккаунта Discord',
      CHANNEL_MESSAGE: 'Сообщение в канале',
    },
    questStatus: { DRAFT: 'Черновик', TEMPLATE: 'Шаблон', ACTIVE: 'Активный', PAUSED: 'На паузе', REVIEW: 'На проверке', ENDED: 'Завершён', ARCHIVED: 'В архиве' },
    recurrence: { ONCE: 'Однократно', DAILY: 'Ежедневно', WEEKLY: 'Еженедельно', MONTHLY: 'Ежемесячно', CUSTOM: 'Свой график' },
    visibility: { PRIVATE: 'Закрытый', PUBLIC: 'Открытый', SHARED: 'Общий с партнёрскими сообществами' },
    rewardType: { FIXED: 'Фиксированная', RANDOM: 'Случайная', SHARED: 'Общая' },
    strategy: { RAFFLE: 'розыгрыш' },
    itemType: { TOKEN: 'токен', NFT: 'NFT', POINTS: 'баллы', ROLE: 'роль' },
    pointSystemStatus: { ACTIVE: 'Активна', ARCHIVED: 'В архиве', SUSPENDED: 'Приостановлена' },
    permission: { VIEW: 'видеть балансы', TRANSFER: 'переводить баллы между участниками', SPEND: 'тратить баллы', PRINT: 'выпускать новые баллы' },
    balanceOrder: { 'balance-desc': 'сначала наибольшие', 'balance-asc': 'сначала наименьшие' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

const ja: typeof en = {
  more: '…ほか {{n}} 件',
  pager: { first: '最初', previous: '前へ', next: '次へ', last: '最後' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'SNS の投稿',
      CHAT_ACCOUNT_AGE: 'Discord アカウントの経過期間',
      DISCORD_ACCOUNT_AGE: 'Discord アカウントの経過期間',
      CHANNEL_MESSAGE: 'チャンネルでのメッセージ',
    },
    questStatus: { DRAFT: '下書き', TEMPLATE: 'テンプレート', ACTIVE: '有効', PAUSED: '一時停止', REVIEW: '審査中', ENDED: '終了', ARCHIVED: 'アーカイブ済み' },
    recurrence: { ONCE: '1回のみ', DAILY: '毎日', WEEKLY: '毎週', MONTHLY: '毎月', CUSTOM: 'カスタム' },
    visibility: { PRIVATE: '非公開', PUBLIC: '公開', SHARED: 'パートナーコミュニティと共有' },
    rewardType: { FIXED: '固定', RANDOM: 'ランダム', SHARED: '共有' },
    strategy: { RAFFLE: '抽選' },
    itemType: { TOKEN: 'トークン', NFT: 'NFT', POINTS: 'ポイント', ROLE: 'ロール' },
    pointSystemStatus: { ACTIVE: '有効', ARCHIVED: 'アーカイブ済み', SUSPENDED: '停止中' },
    permission: { VIEW: '残高を見る', TRANSFER: 'メンバー間でポイントを移す', SPEND: 'ポイントを使う', PRINT: '新しいポイントを発行する' },
    balanceOrder: { 'balance-desc': '多い順', 'balance-asc': '少ない順' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
};

export const common: Readonly<Record<Language, typeof en>> = { en, de, es, fr, 'pt-BR': ptBR, ru, ja };
