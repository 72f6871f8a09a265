import type { Translation } from '../../shape.js';
import type { raid as en } from '../en/raid.js';

export const raid: Translation<typeof en> = {
  where: { default: 'le salon des raids par défaut de la communauté' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) sur {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (monnaie native) sur {{chain}}',
    address: '{{amount}} du token {{address}} sur {{chain}}',
    native: '{{amount}} de la monnaie native de la blockchain {{chain}}',
  },
  reward: {
    random: 'Une récompense aléatoire de la cagnotte de récompenses {{pool}}',
    randomCost: 'Payé par la cagnotte de récompenses {{pool}}',
    pool: 'Une cagnotte de {{token}}, partagée entre les raiders',
    poolCost: '{{amount}} (toute la cagnotte)',
    fixed: '{{token}} pour chaque raider',
    fixedCost: '{{amount}} par raider ; le total dépend du nombre de membres qui participent',
  },
  requirement: { like: 'Like', comment: 'Commentaire', repost: 'Repost' },
  field: {
    where: 'Où',
    mentions: 'Mentions',
    duration: 'Durée',
    requirements: 'Conditions',
    reward: 'Récompense',
    cost: 'Coût total',
    usd: 'Valeur en dollars',
    wallet: 'Portefeuille de pourboires',
  },
  post: 'Publication : <{{url}}>',
  noRole: 'Aucun rôle',
  funding: {
    noPrice: 'aucun prix en dollars connu',
    usdPool: '≈ {{usd}} (toute la cagnotte)',
    usdEach: '≈ {{usd}} par raider',
    holds: 'contient {{amount}} ; c’est avec cette somme que la récompense de chaque raider est payée',
  },
  recent: {
    single:
      '⚠️ **Cette publication a déjà été visée par un raid au cours des dernières 24 heures** : **{{title}}**, {{when}}. Vérifie que ce n’est pas une répétition avant de confirmer.',
    several_one:
      '⚠️ **Cette publication a déjà été visée par des raids au cours des dernières 24 heures** : **{{title}}**, {{when}} et {{n}} autre. Vérifie que ce n’est pas une répétition avant de confirmer.',
    several_other:
      '⚠️ **Cette publication a déjà été visée par des raids au cours des dernières 24 heures** : **{{title}}**, {{when}} et {{n}} autres. Vérifie que ce n’est pas une répétition avant de confirmer.',
  },
  preview: {
    title: 'Aperçu du raid',
    content:
      'Vérifie ce raid avant qu’il soit créé. Rien n’est envoyé tant que tu n’appuies pas sur **Confirmer** ; cet aperçu expire {{when}}.',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  duplicate: {
    title: 'Aperçu du raid : doublon possible',
    created:
      '⚠️ Un raid identique a été créé le {{when}}. Créer celui-ci risque de faire doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    inFlight:
      '⚠️ Un raid identique est en cours de création (envoyé le {{when}}). Créer celui-ci risque de faire doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    unknown:
      '⚠️ Un raid identique a été envoyé le {{when}} et son résultat est inconnu : il existe peut-être déjà. Vérifie d’abord le salon des raids. Créer celui-ci risque de faire doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    scheduled:
      '⚠️ Un raid identique est programmé pour le {{when}} par {{member}}. Créer celui-ci risque de faire doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    alsoScheduled: 'Un raid identique est aussi programmé pour le {{when}} par {{member}}.',
    anyway: 'Créer quand même',
  },
  outcome: {
    created: 'Raid créé : **{{title}}** pour <{{url}}>, publié dans {{channel}}.',
    createdDefault: 'Raid créé : **{{title}}** pour <{{url}}>, publié dans le salon des raids par défaut de la communauté.',
    createdTitle: 'Raid créé',
    failed: 'Le raid n’a pas été créé : {{reason}}.',
    failedTitle: 'Raid non créé',
    unknown:
      'Résultat inconnu : la requête a été envoyée à la Community API, mais aucune réponse claire n’est revenue (délai dépassé, connexion coupée ou erreur du serveur), le raid a donc peut-être été créé. Vérifie le salon des raids avant de réessayer. Appuyer de nouveau sur **Confirmer** ne renverra pas la requête.',
    unknownSent:
      'Résultat inconnu : la requête a été envoyée à la Community API, mais aucune réponse claire n’est revenue (délai dépassé, connexion coupée ou erreur du serveur), le raid a donc peut-être été créé. Vérifie le salon des raids avant de réessayer. Appuyer de nouveau sur **Confirmer** ne renverra pas la requête. Elle a été envoyée le {{when}}.',
    unknownTitle: 'Résultat du raid inconnu',
  },
  expired: {
    content: 'Cet aperçu a expiré {{when}} ; rien n’a été envoyé. Relance `{{/raid create}}` pour créer le raid.',
    title: 'Aperçu du raid expiré',
  },
  cancelled: 'Raid annulé, rien n’a été envoyé.',
  create: {
    tokenSpaces: 'doit être une adresse de token sans espaces, ou « {{native}} » pour la monnaie native',
    poolRequired: 'est obligatoire pour un raid avec cagnotte de récompenses : indique l’ID de la cagnotte',
    notWithPool:
      'ne sert pas avec une cagnotte de récompenses ; retire-le ou choisis une récompense en tokens dans l’option {{:reward-type}}',
    poolOnlyForPool: 'ne sert qu’avec le type cagnotte de récompenses ; retire-le pour une cagnotte de tokens',
    poolOnlyForFixed: 'ne sert qu’avec le type cagnotte de récompenses ; retire-le pour un montant fixe par raider',
    requiredForPool: 'est obligatoire pour une cagnotte de tokens',
    requiredForFixed: 'est obligatoire pour un montant fixe par raider',
    tokenRequiredForPool:
      'est obligatoire pour une cagnotte de tokens : choisis un token, ou « {{native}} » pour la monnaie native de la blockchain',
    tokenRequiredForFixed:
      'est obligatoire pour un montant fixe par raider : choisis un token, ou « {{native}} » pour la monnaie native de la blockchain',
    noRequirement: 'un raid doit activer au moins une des options {{:like}}, {{:comment}} ou {{:repost}}',
  },
};
