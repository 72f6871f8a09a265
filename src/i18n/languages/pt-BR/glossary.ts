import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
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
  { concept: 'holder', word: /\bdetentor/i, not: [/\bportador/i, /\bdonos?\b(?! do servidor)/i, /\btitular/i] },
  {
    concept: 'turned on/off',
    word: /\b(des)?ativad[oa]s?\b/i,
    not: [/\b(des)?ligad[oa]s?\b/i, /\b(des)?lig(ar|ue|ou)\b/i, /\b(des)?ligá-l[oa]\b/i],
  },
  { concept: 'post (in a channel)', word: /\bpublica/i, not: [/\bpost(ar|a|am|e|ou|ad[oa]s?|ará|arão|ando)\b/i] },
  { concept: 'server owner', word: /\bdono do servidor\b/i, not: [/\bpropriet[aá]ri[oa]\b/i] },
  { concept: 'remove', word: /\bremov/i, not: [/\bexclu(ir|a|i|íd)/i, /\bapag(ar|ue|a|ado)\b/i] },
  { concept: 'ID', word: /(?<!\p{L})IDs?(?!\p{L})/u, not: [/^(?!id$)[\s\S]*(?<!\p{L})[Ii]ds?(?!\p{L})/u] },
  { concept: 'for example', word: /\bex\.:/, not: [/\bp\. ?ex\./i, /\bex\.(?!:)/] },
  { concept: 'use (a command)', word: /\b[Uu]se\b/, not: [/\b[Ee]xecute\b/, /\b[Rr]ode\b/] },
  { concept: 'native coin', word: /\bmoeda nativa\b/i, not: [/(?<!moeda )\bnativ[oa]s?\b/i] },
  { concept: 'NFT copies held', word: /\bediç(ão|ões)\b/i, not: [/\bquantidades?\b/i] },
  { concept: 'Community API key', word: /\bchave da Community API\b/i, not: [/\bchave da API\b/i] },
  {
    concept: "the bot's operator (who runs it; a server's admin is “administrador”)",
    word: /\boperador do bot\b/i,
    not: [/\bquem (o |a )?administra\b/i],
  },
  { concept: 'resume (a paused feed or schedule)', word: /\bretom/i, not: [/\binicia de novo\b/i, /\breinicia\b/i] },
];
