import type { Language } from './locales.js';

/**
 * One concept, one word, per language: the word every text of the language uses for it (replies,
 * command and option names, descriptions, choices), and the other words a translator might reach
 * for, which none may use. test/i18n.glossary.test.ts checks every text against it (code spans and
 * placeholders aside): the chosen word is in use, no alternative is. The concepts are the ones a
 * member meets in many messages: when two words name one thing, a reader takes them for two.
 */
export interface Term {
  /** The concept, in English. */
  concept: string;
  /** The language's word for it (a pattern of its forms), found in at least one text. */
  word: RegExp;
  /** Words for the same concept that no text of the language may use. */
  not: readonly RegExp[];
}

export const GLOSSARY: Readonly<Record<Language, readonly Term[]>> = {
  en: [
    { concept: 'points', word: /\bpoints?\b/, not: [/\bcredits\b/i] },
    { concept: 'balance', word: /\bbalances?\b/i, not: [/\bholdings\b/i] },
    { concept: 'leaderboard', word: /\bleaderboards?\b/i, not: [/\branking\b/i, /\bscoreboard\b/i, /\bhigh ?scores?\b/i] },
    { concept: 'period board', word: /\bperiod boards?\b/i, not: [/\bperiod leaderboards?\b/i, /\bweekly boards?\b/i] },
    { concept: 'member', word: /\bmembers?\b/i, not: [/(?<!Discord )\busers?\b(?! id)/i] },
    { concept: 'moderator', word: /\bmoderators?\b/i, not: [/\bmods?\b/i, /\bstaff\b/i] },
    { concept: 'raid', word: /\braids?\b/i, not: [/\bcampaigns?\b/i] },
    { concept: 'confirm', word: /\bConfirm\b/, not: [/\bApprove\b/] },
    { concept: 'snapshot', word: /\bsnapshots?\b/i, not: [/\bcaptures?\b/i] },
    { concept: 'scheduled action', word: /\bscheduled actions?\b/i, not: [/\bscheduled writes?\b/i, /\bwrites? waiting\b/i, /\bscheduled jobs?\b/i] },
    { concept: 'holder', word: /\bholders?\b/i, not: [/\bowners\b/i] },
  ],
  de: [
    { concept: 'points', word: /\bPunkte\b/, not: [/\bZähler\b/] },
    { concept: 'balance', word: /Guthaben/, not: [/Punktestand/, /Kontostand/, /(?<![\p{L}-])Stand\b/u, /Saldo/] },
    { concept: 'leaderboard', word: /Rangliste/, not: [/Bestenliste/, /Leaderboard/i, /Tabelle/] },
    { concept: 'period board', word: /Periodenrangliste/, not: [/Zeitraum/, /Wochenrangliste|Monatsrangliste|Wochen- und Monatsrangliste/] },
    { concept: 'member', word: /Mitglied/, not: [/(?<!Discord-)Benutzer(?!-ID)/, /(?<!Discord-)\bNutzer\b/] },
    { concept: 'moderator', word: /Moderator/, not: [/\bMods?\b/] },
    { concept: 'raid', word: /\bRaids?\b/, not: [/Überfall/] },
    { concept: 'confirm', word: /Bestätigen/, not: [/Freigeben/, /Absenden(?! anyway)/] },
    { concept: 'snapshot', word: /Momentaufnahme/, not: [/Schnappschuss|Schnappschüsse/, /Snapshot/i] },
    { concept: 'scheduled action', word: /geplante[nrs]? Vorg[aä]ng/i, not: [/geplante[nrs]? (Aktion|Schreib|Auftr)/i] },
    { concept: 'holder', word: /Inhaber/, not: [/\bHalter\b/, /Besitzer/] },
  ],
  es: [
    { concept: 'points', word: /\bpuntos\b/, not: [/\bcréditos\b/] },
    { concept: 'balance', word: /\bsaldos?\b/i, not: [/\bbalances?\b/i] },
    { concept: 'leaderboard', word: /clasificaci[oó]n/i, not: [/\branking\b/i, /\btabla de (posiciones|líderes)\b/i, /\bleaderboard\b/i] },
    { concept: 'period board', word: /clasificaci[oó]n(es)? por periodo/i, not: [/clasificaci[oó]n(es)? (semanal|mensual)/i, /por período/] },
    { concept: 'member', word: /\bmiembros?\b/i, not: [/\busuarios? (?!de Discord)/i] },
    { concept: 'moderator', word: /\bmoderador/i, not: [/\bmods?\b/i] },
    { concept: 'confirm', word: /\bConfirmar\b/, not: [/\bAprobar\b/] },
    { concept: 'snapshot', word: /instantánea/i, not: [/\bsnapshot/i, /\bcaptura/i] },
    { concept: 'scheduled action', word: /envíos? programados?/i, not: [/(acci[oó]n|acciones|operaci[oó]n|operaciones|escrituras?) programad/i] },
    { concept: 'holder', word: /poseedor/i, not: [/\btitular/i, /\bpropietari/i] },
  ],
  fr: [
    { concept: 'points', word: /\bpoints\b/, not: [/\bcrédits\b/] },
    { concept: 'balance', word: /\bsoldes?\b/i, not: [/\bbalances?\b/i] },
    { concept: 'leaderboard', word: /\bclassements?\b/i, not: [/\bleaderboard\b/i, /\btableau des scores\b/i] },
    { concept: 'period board', word: /classements? par période/i, not: [/classements? (hebdomadaire|mensuel)/i] },
    { concept: 'member', word: /\bmembres?\b/i, not: [/(?<!d’)\butilisateurs?\b(?! Discord)/i] },
    { concept: 'moderator', word: /\bmodérat/i, not: [/\bmodos?\b/i] },
    { concept: 'confirm', word: /\bConfirmer\b/, not: [/\bValider\b/] },
    { concept: 'snapshot', word: /\binstantanés?\b/i, not: [/\bsnapshots?\b/i, /\bcaptures?\b/i] },
    { concept: 'scheduled action', word: /opérations? programmées?/i, not: [/(actions?|écritures?) (programmée|planifiée)s?/i, /opérations? planifiées?/i] },
    { concept: 'holder', word: /\bdétenteurs?\b/i, not: [/\bpropriétaires\b/i, /\btitulaires?\b/i] },
  ],
  'pt-BR': [
    { concept: 'points', word: /\bpontos\b/, not: [/\bcréditos\b/] },
    { concept: 'balance', word: /\bsaldos?\b/i, not: [/\bbalanços?\b/i] },
    { concept: 'leaderboard', word: /\branking/i, not: [/\bclassificaç/i, /\bplacar/i, /\bleaderboard\b/i, /\btabela de líderes\b/i] },
    { concept: 'period board', word: /rankings? por período/i, not: [/rankings? (semanal|mensal|semanais|mensais)/i] },
    { concept: 'member', word: /\bmembros?\b/i, not: [/\busuários? (?!do Discord)/i] },
    { concept: 'moderator', word: /\bmoderador/i, not: [/\bmods?\b/i] },
    { concept: 'confirm', word: /\bConfirmar\b/, not: [/\bAprovar\b/] },
    { concept: 'snapshot', word: /\bcapturas?\b/i, not: [/\bretratos?\b/i, /\bsnapshots?\b/i, /\binstantâneos?\b/i] },
    { concept: 'scheduled action', word: /operaç(ão|ões) agendadas?/i, not: [/(?<!oper)(aç(ão|ões)|escritas?) agendadas?/i] },
    { concept: 'request', word: /solicitaç(ão|ões)/i, not: [/requisiç(ão|ões)/i] },
    { concept: 'holder', word: /\bdetentor/i, not: [/\bportador/i, /\bdonos?\b/i, /\btitular/i] },
  ],
  ru: [
    { concept: 'points', word: /балл/, not: [/(?<!\p{L})очк(и|ов|ам)/u] },
    { concept: 'balance', word: /баланс/i, not: [/остат(ок|ки|ков)/i] },
    { concept: 'leaderboard', word: /рейтинг/i, not: [/таблиц[аеуы]? (лидеров|рекордов)|таблиц[аеуы]\b/i, /лидерборд/i] },
    { concept: 'period board', word: /рейтинг\p{L}* за период/iu, not: [/недельн\p{L}* рейтинг|месячн\p{L}* рейтинг/iu] },
    { concept: 'member (also a holder)', word: /участник/i, not: [/владел/i, /держател/i, /пользовател\p{L}* (?!Discord)/iu] },
    { concept: 'moderator', word: /модератор/i, not: [/\bмоды\b/i] },
    { concept: 'confirm', word: /Подтвердить/, not: [/Одобрить/] },
    { concept: 'snapshot', word: /снимк|снимок/i, not: [/снапшот/i, /слепок/i] },
    { concept: 'scheduled action', word: /запланированн\p{L}* операци/iu, not: [/запланированн\p{L}* (действи|запис|задани)/iu] },
  ],
  ja: [
    { concept: 'points', word: /ポイント/, not: [/点数/] },
    { concept: 'balance', word: /残高/, not: [/持ち点/] },
    { concept: 'leaderboard', word: /ランキング/, not: [/リーダーボード/, /順位表/] },
    { concept: 'period board', word: /期間ランキング/, not: [/週間ランキング|月間ランキング/] },
    { concept: 'member', word: /メンバー/, not: [/(?<!Discord\s?の?\s?)ユーザー(?!\s*ID)/] },
    { concept: 'moderator', word: /モデレーター/, not: [/管理人/] },
    { concept: 'confirm (the button)', word: /「確定」/, not: [/「確認」/, /\*\*確認\*\*/, /確認(で|すると)(予約|送信)/] },
    { concept: 'snapshot', word: /スナップショット/, not: [/断面/] },
    { concept: 'scheduled action', word: /予約(した)?操作/, not: [/予約(した)?(書き込み|アクション|処理)/] },
    { concept: 'holder', word: /保有者/, not: [/所有者/, /ホルダー/] },
  ],
};
