import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /\bPunkte\b/, not: [/\bZähler\b/] },
  {
    concept: 'balance (points and the tipping wallet alike)',
    word: /Guthaben/,
    not: [/Punktest[aä]nd/, /Kontostand/, /(?<![\p{L}-])Stand\b/u, /Saldo/, /\bBestand\b/],
  },
  { concept: 'leaderboard', word: /Rangliste/, not: [/Bestenliste/, /Leaderboard/i, /Tabelle/] },
  { concept: 'period board', word: /Periodenrangliste/, not: [/Zeitraum/i, /Wochenrangliste|Monatsrangliste|Wochen- und Monatsrangliste/] },
  { concept: 'member', word: /Mitglied/, not: [/(?<!Discord-)Benutzer(?!-ID)/, /(?<!Discord-)\bNutzer\b/] },
  { concept: 'moderator', word: /Moderator/, not: [/\bMods?\b/] },
  { concept: 'raid', word: /\bRaids?\b/, not: [/Überfall/] },
  { concept: 'confirm', word: /Bestätigen/, not: [/Freigeben/, /Absenden(?! anyway)/] },
  { concept: 'snapshot', word: /Momentaufnahme/, not: [/Schnappschuss|Schnappschüsse/, /Snapshot/i] },
  { concept: 'scheduled action', word: /geplante[nrs]? Vorg[aä]ng/i, not: [/geplante[nrs]? (Aktion|Schreib|Auftr)/i] },
  { concept: 'holder', word: /Inhaber/, not: [/\bHalter\b/, /Besitzer/] },
  { concept: 'button', word: /Button/, not: [/[Ss]chaltfläche/, /Knopf|Knöpfe/] },
  { concept: 'audit trail and its channel', word: /Protokoll/, not: [/Audit/] },
  { concept: 'the platform behind the Community-API', word: /Plattform/, not: [/\bService\b/] },
  { concept: 'the bot, always in the third person', word: /\bBot\b/, not: [/(?<!\p{L})(ich|mir|mich|uns)(?!\p{L})/iu] },
  { concept: 'a numbered week', word: /\bKW\b/, not: [/Woche {2}/] },
  { concept: 'Community-API, hyphenated as a German compound', word: /Community-API/, not: [/Community API/] },
  { concept: "the server's Community-API key", word: /Community-API-Schlüssel/, not: [/API-Schlüssel der Community/] },
  { concept: 'a role that makes its holders moderators', word: /Moderatorenrolle/, not: [/Moderatorrolle/] },
  { concept: 'try again, in the one informal imperative', word: /[Vv]ersuche es/, not: [/\b[Vv]ersuch es\b/] },
];
