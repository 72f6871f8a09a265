import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /\bpoints?\b/, not: [/\bcredits\b/i] },
  { concept: 'balance', word: /\bbalances?\b/i, not: [/\bholdings\b/i] },
  { concept: 'leaderboard', word: /\bleaderboards?\b/i, not: [/\branking\b/i, /\bscoreboard\b/i, /\bhigh ?scores?\b/i] },
  { concept: 'period board', word: /\bperiod boards?\b/i, not: [/\bperiod leaderboards?\b/i, /\bweekly boards?\b/i] },
  { concept: 'member', word: /\bmembers?\b/i, not: [/(?<!Discord )\busers?\b(?! id)/i] },
  { concept: 'moderator', word: /\bmoderators?\b/i, not: [/\bmods?\b/i, /\bstaff\b/i] },
  { concept: 'raid', word: /\braids?\b/i, not: [/\bcampaigns?\b/i] },
  { concept: 'confirm', word: /\bConfirm\b/, not: [/\bApprove\b/] },
  { concept: 'snapshot', word: /\bsnapshots?\b/i, not: [/\bcaptures?\b/i] },
  {
    concept: 'scheduled action',
    word: /\bscheduled actions?\b/i,
    not: [/\bscheduled writes?\b/i, /\bwrites? waiting\b/i, /\bscheduled jobs?\b/i],
  },
  { concept: 'holder', word: /\bholders?\b/i, not: [/\bowners\b/i] },
];
