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
  { concept: 'rank', word: /\brangs?\b/i, not: [/\b(ta|ma|sa) place au classement\b/i, /\bplaces encore possibles\b/i] },
  { concept: 'paused (feed, schedule)', word: /\ben pause\b/i, not: [/\bsuspendre\b/i, /\b(flux|planifications?) suspendue?s?\b/i] },
  { concept: 'tipping wallet', word: /\bportefeuille de pourboires\b/i, not: [/\btrésorerie\b/i] },
  { concept: 'typed-confirmation threshold', word: /\bseuils?\b/i, not: [/\blimites? (en dollars|de points|de ce serveur)\b/i] },
  { concept: 'Community API', word: /\bCommunity API\b/, not: [/\bl’API\b/] },
  { concept: 'transfer (points, tokens)', word: /\btransf[eé]r/i, not: [/\bdéplacer des points\b/i] },
  { concept: 'preview first', word: /\baperçu d’abord\b/, not: [/\btu vois d’abord un aperçu\b/] },
  { concept: 'operation', word: /\bopérations?\b/i, not: [/\bactions?\b/i] },
  {
    concept: 'resume (feed, schedule)',
    word: /\breprend/i,
    not: [/\brelancer? (un|le) flux\b/i, /\brelancer? (une|la) planification\b/i, /\b(le|la) relance\b/i],
  },
  { concept: 'fixed raid reward', word: /\bmontant fixe\b/i, not: [/\brécompenses? fixes?\b/i] },
  { concept: 'kept (retention)', word: /\bconserv/i, not: [/\b(sont|désormais) gardé/i, /\bgardée? en dessous/i] },
  { concept: 'span ago', word: /\bdurée dans le passé/i, not: [/à rebours/i] },
];
