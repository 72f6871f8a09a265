import type { Translation } from '../../shape.js';
import type { period as en } from '../en/period.js';

export const period: Translation<typeof en> = {
  title: { week: '{{system}} : gains de la semaine', month: '{{system}} : gains du mois' },
  labelWeek: 'la semaine {{week}} de {{year}}',
  finalTitle: '🏁 Classement final de {{label}} : {{system}}',
  row: '{{gain}} · solde {{balance}}',
  since: 'Gains depuis le {{time}}',
  sinceTurnedOn: 'Gains depuis le {{time}}, date d’activation des classements par période',
  asOf: 'Soldes lus {{time}} ; actualisés régulièrement (toutes les 5 minutes environ)',
  footer: 'Page {{page}} sur {{pages}} · membres : {{n}} · classement de {{label}}',
  empty: 'Personne ne détient ni n’a gagné de {{system}} sur cette période.',
  myRank: {
    week: 'Tu es au **rang {{rank}}** du classement de la semaine (membres ayant gagné : {{n}}) : {{gain}} {{system}} (solde {{balance}}).',
    month: 'Tu es au **rang {{rank}}** du classement du mois (membres ayant gagné : {{n}}) : {{gain}} {{system}} (solde {{balance}}).',
    past: 'Tu étais au **rang {{rank}}** du classement de {{label}} (membres ayant gagné : {{n}}) : {{gain}} {{system}} (solde {{balance}}).',
  },
  myUnranked: {
    week: 'Tu n’as rien gagné cette semaine : {{gain}} {{system}} (solde {{balance}}), tu n’es donc pas classé. Membres ayant gagné : {{gainers}} sur {{n}}.',
    month:
      'Tu n’as rien gagné ce mois-ci : {{gain}} {{system}} (solde {{balance}}), tu n’es donc pas classé. Membres ayant gagné : {{gainers}} sur {{n}}.',
    past: 'Pour {{label}}, tu n’as rien gagné : {{gain}} {{system}} (solde {{balance}}), tu n’es donc pas classé. Membres ayant gagné : {{gainers}} sur {{n}}.',
  },
  gainers: 'Membres ayant gagné : {{gainers}} sur {{n}} ; les autres sont listés sans rang.',
  notRanked: {
    week: 'Tu n’es pas au classement de la semaine : tu n’as ni détenu ni gagné de {{system}} cette semaine.',
    month: 'Tu n’es pas au classement du mois : tu n’as ni détenu ni gagné de {{system}} ce mois-ci.',
    past: 'Tu n’es pas au classement de {{label}} : tu n’as ni détenu ni gagné de {{system}} sur cette période.',
  },
  balanceLine: {
    week: '{{member}} cette semaine : {{gain}} {{system}} depuis le {{time}} (**rang {{rank}}** ; membres ayant gagné : {{n}} ; solde {{balance}})',
    month:
      '{{member}} ce mois-ci : {{gain}} {{system}} depuis le {{time}} (**rang {{rank}}** ; membres ayant gagné : {{n}} ; solde {{balance}})',
    past: '{{member}} pour {{label}} : {{gain}} {{system}} depuis le {{time}} (**rang {{rank}}** ; membres ayant gagné : {{n}} ; solde {{balance}})',
  },
  balanceUnranked: {
    week: '{{member}} cette semaine : {{gain}} {{system}} depuis le {{time}} (aucun gain, donc pas classé ; solde {{balance}})',
    month: '{{member}} ce mois-ci : {{gain}} {{system}} depuis le {{time}} (aucun gain, donc pas classé ; solde {{balance}})',
    past: '{{member}} pour {{label}} : {{gain}} {{system}} depuis le {{time}} (aucun gain, donc pas classé ; solde {{balance}})',
  },
  balanceNone: {
    week: '{{member}} n’est pas au classement de la semaine : aucun {{system}} détenu ni gagné cette semaine.',
    month: '{{member}} n’est pas au classement du mois : aucun {{system}} détenu ni gagné ce mois-ci.',
    past: '{{member}} n’est pas au classement de {{label}} : aucun {{system}} détenu ni gagné sur cette période.',
  },
  card: 'La page du classement par période en image',
  words: { week: 'semaine', month: 'mois', lastWeek: 'semaine-dernière', lastMonth: 'mois-dernier' },
  refusals: {
    bad: 'Indique une période : {{words}} ou une période passée par son code, comme 2026-W47 ou 2026-11.',
    future: 'La période demandée, {{label}}, n’a pas encore commencé.',
    notOn:
      'Les classements par période sont désactivés pour {{system}}. Un administrateur du serveur peut les activer avec `{{/setup periods:}}`.',
    notReady:
      'Les soldes de départ de ce classement sont encore en cours de lecture (détenteurs lus : {{done}} sur {{total}}). Réessaie dans une minute.',
    noFinal:
      'Aucun classement final de {{label}} n’est enregistré : les classements par période étaient désactivés, ou les soldes de clôture sont encore en cours de lecture.',
  },
  setup: {
    cost: 'Classements par période pour {{system}} : un instantané des soldes de tous ses détenteurs ({{holders}}) au début de chaque semaine et de chaque mois, dans le fuseau horaire du serveur ({{zone}}). Chaque instantané coûte **{{requests}}** à la Community API (envoi par le bot en arrière-plan). Les instantanés sont conservés {{weeks}}. Le classement final de chaque période est conservé définitivement. Le classement en cours est relu au plus toutes les 5 minutes (autant de requêtes à chaque fois) : le consulter ne coûte rien aux membres.',
    isOn: 'Les classements par période de {{system}} sont activés depuis le {{time}}.',
    turnOn: 'Activer',
    turnOff: 'Désactiver',
    on: 'Les classements par période de {{system}} sont activés : le premier instantané est en cours, et les gains comptent à partir du {{time}}.',
    off: 'Les classements par période de {{system}} sont désactivés. Les classements finaux déjà enregistrés restent.',
    retention_one:
      'Les instantanés sont désormais conservés {{n}} semaine. Le classement final de chaque période est conservé définitivement.',
    retention_other:
      'Les instantanés sont désormais conservés {{n}} semaines. Le classement final de chaque période est conservé définitivement.',
    byScheduleOn:
      'Les classements par période ont aussi été activés pour ce système : un instantané au début de chaque période coûte {{requests}}.',
    time: 'Un instantané de ce classement coûte **{{requests}}** (une pour 100 détenteurs), soit environ {{duration}} de traitement en arrière-plan au débit autorisé pour cette clé (requêtes par seconde : {{rate}}), voire le double quand les flux en consomment la moitié. L’instantané qui clôt chaque période commence donc {{lead}} avant sa fin, pour que le classement final soit complet à la clôture.',
  },
  snapshotLate:
    'L’instantané de {{system}} du {{at}} ({{zone}}) n’a pas pu être terminé avant la fin de sa période : ce classement par période est donc incomplet.',
};
