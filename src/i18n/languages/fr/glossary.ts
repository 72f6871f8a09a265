import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /\bpoints\b/, not: [/\bcrédits\b/] },
  { concept: 'balance', word: /\bsoldes?\b/i, not: [/\bbalances?\b/i] },
  { concept: 'leaderboard', word: /\bclassements?\b/i, not: [/\bleaderboard\b/i, /\btableau des scores\b/i] },
  { concept: 'period board', word: /classements? par période/i, not: [/classements? (hebdomadaire|mensuel)/i] },
  { concept: 'member', word: /\bmembres?\b/i, not: [/(?<!d’)\butilisateurs?\b(?! Discord)/i] },
  { concept: 'moderator', word: /\bmodérat/i, not: [/\bmodos?\b/i] },
  { concept: 'confirm', word: /\bConfirmer\b/, not: [/\bValider\b/] },
  { concept: 'snapshot', word: /\binstantanés?\b/i, not: [/\bsnapshots?\b/i, /\bcaptures?\b/i] },
  {
    concept: 'scheduled action',
    word: /opérations? programmées?/i,
    not: [/(actions?|écritures?) (programmée|planifiée)s?/i, /opérations? planifiées?/i],
  },
  { concept: 'request', word: /\brequêtes?/i, not: [/\b(une|la|cette) demande\b/i] },
  { concept: 'NFT edition', word: /\bexemplaires?\b/i, not: [/(?<!\p{L})éditions?(?!\p{L})/iu] },
  { concept: 'holder', word: /\bdétenteurs?\b/i, not: [/\bpropriétaires\b/i, /\btitulaires?\b/i] },
];
