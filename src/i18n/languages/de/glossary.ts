import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /\bPunkte\b/, not: [/\bZähler\b/] },
  { concept: 'balance', word: /Guthaben/, not: [/Punktestand/, /Kontostand/, /(?<![\p{L}-])Stand\b/u, /Saldo/] },
  { concept: 'leaderboard', word: /Rangliste/, not: [/Bestenliste/, /Leaderboard/i, /Tabelle/] },
  { concept: 'period board', word: /Periodenrangliste/, not: [/Zeitraum/i, /Wochenrangliste|Monatsrangliste|Wochen- und Monatsrangliste/] },
  { concept: 'member', word: /Mitglied/, not: [/(?<!Discord-)Benutzer(?!-ID)/, /(?<!Discord-)\bNutzer\b/] },
  { concept: 'moderator', word: /Moderator/, not: [/\bMods?\b/] },
  { concept: 'raid', word: /\bRaids?\b/, not: [/Überfall/] },
  { concept: 'confirm', word: /Bestätigen/, not: [/Freigeben/, /Absenden(?! anyway)/] },
  { concept: 'snapshot', word: /Momentaufnahme/, not: [/Schnappschuss|Schnappschüsse/, /Snapshot/i] },
  { concept: 'scheduled action', word: /geplante[nrs]? Vorg[aä]ng/i, not: [/geplante[nrs]? (Aktion|Schreib|Auftr)/i] },
  { concept: 'holder', word: /Inhaber/, not: [/\bHalter\b/, /Besitzer/] },
];
