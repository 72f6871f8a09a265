import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /\bpuntos\b/, not: [/\bcréditos\b/] },
  { concept: 'balance', word: /\bsaldos?\b/i, not: [/\bbalances?\b/i] },
  { concept: 'leaderboard', word: /clasificaci[oó]n/i, not: [/\branking\b/i, /\btabla de (posiciones|líderes)\b/i, /\bleaderboard\b/i] },
  { concept: 'period board', word: /clasificaci[oó]n(es)? por periodo/i, not: [/clasificaci[oó]n(es)? (semanal|mensual)/i, /por período/] },
  { concept: 'member', word: /\bmiembros?\b/i, not: [/\busuarios? (?!de Discord)/i] },
  { concept: 'moderator', word: /\bmoderador/i, not: [/\bmods?\b/i] },
  { concept: 'confirm', word: /\bConfirmar\b/, not: [/\bAprobar\b/] },
  { concept: 'snapshot', word: /instantánea/i, not: [/\bsnapshot/i, /\bcaptura/i] },
  {
    concept: 'scheduled action',
    word: /envíos? programados?/i,
    not: [/(acci[oó]n|acciones|operaci[oó]n|operaciones|escrituras?) programad/i],
  },
  { concept: 'holder', word: /poseedor/i, not: [/\btitular/i, /\bpropietari/i] },
  { concept: 'rank, in running text too', word: /\bpuestos?\b/i, not: [/\brangos?\b/i, /\*\*#/] },
  {
    concept: 'cost: the verb (cuesta) or «gasto»; the noun is neither «costo» (es-419) nor «coste» (es-ES)',
    word: /\bcuestan?\b/i,
    not: [/\bcostos?\b/i, /\bcostes?\b/i],
  },
  { concept: 'wallet', word: /\bbilleteras?\b/i, not: [/\bcarteras?\b/i, /\bmonederos?\b/i] },
  { concept: 'a default value', word: /predeterminad[oa]s?/i, not: [/por defecto/i] },
  { concept: 'a possible accidental repeat', word: /\bduplicado\b/i, not: [/(posible|una) repetición/i] },
  { concept: 'try again', word: /inténtalo de nuevo/i, not: [/vuelve a intentarlo/i] },
  {
    concept: "a feed's check for news (not «revisión», the quest status)",
    word: /comprobaci[oó]n/i,
    not: [/\b(última|próxima|con) revisión\b/i, /\brevisado\b/i],
  },
  {
    concept: "the bot's operator (who runs it; a server's admin is «administrador»)",
    word: /\boperador del bot\b/i,
    not: [/\bquien (lo |la )?administra\b/i],
  },
  { concept: 'a link to a post', word: /\benlaces?\b/i, not: [/\burls?\b/i] },
];
