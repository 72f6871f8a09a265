import type { Translation } from '../../shape.js';
import type { writes as en } from '../en/writes.js';

/** French: what every confirmed write shares (see ../en/writes.ts). */
export const writes: Translation<typeof en> = {
  notYours: 'Seul le modérateur qui a demandé cet aperçu peut le confirmer ou l’annuler.',
  inFlight: 'C’est déjà en cours d’envoi ; l’aperçu affichera le résultat dans un instant.',
  typed: {
    usd: 'Comme cela vaut plus que le seuil de ce serveur ({{limit}}), **{{button}}** te demandera ensuite de taper {{typed}}.',
    unknown: 'Comme sa valeur en dollars est inconnue, **{{button}}** te demandera ensuite de taper {{typed}}.',
    role: 'Comme cela distribue un rôle, **{{button}}** te demandera ensuite de taper {{typed}}.',
    self: 'Comme c’est toi qui le reçois, **{{button}}** te demandera ensuite de taper {{typed}}.',
    unknownLimit:
      'Comme sa valeur est inconnue (aucun prix en dollars n’est connu), elle ne peut pas être comparée au seuil de ce serveur ({{limit}}) ; **{{button}}** te demandera donc ensuite de taper {{typed}}.',
    points: 'Comme cela dépasse le seuil de ce serveur ({{limit}}), **{{button}}** te demandera ensuite de taper {{typed}}.',
  },
  confirm: {
    typedRequired: 'Appuie sur **Confirmer** et tape {{typed}} pour confirmer.',
    mismatch:
      'Cela ne correspond pas ; rien n’a été envoyé. Pour confirmer, appuie sur **Confirmer** et tape le montant {{typed}} tel que l’aperçu l’affiche.',
    mismatchWord:
      'Cela ne correspond pas ; rien n’a été envoyé. Pour confirmer, appuie sur **Confirmer** et tape exactement {{typed}}, en majuscules (les accents peuvent être omis).',
    modalTitle: 'Taper pour confirmer',
    modalLabel: 'Ce que demande l’aperçu (montant ou mot)',
    modalLabelWord: 'Tape exactement {{typed}}',
  },
  /** The confirmation word asked for a move with no amount to type, and a burn; the English word is accepted too. */
  word: { SEND: 'ENVOYER', BURN: 'DÉTRUIRE', ROLE: 'RÔLE' },
  scheduled: {
    preview:
      '🕒 Envoi prévu le {{when}} ({{relative}}). Appuie sur **Confirmer** pour le programmer ; tout sera revérifié juste avant l’envoi.',
    confirmed:
      '🕒 Opération programmée (ID {{id}}) : elle sera envoyée le {{when}} ({{relative}}), après les mêmes vérifications. Tu peux l’annuler d’ici là avec **Annuler** ; `{{/schedule list}}` l’affiche.',
    cancel: 'Annuler',
    missed: 'manquée : prévue le {{when}}, alors que le bot était arrêté ; le retard dépassait {{minutes}}, elle n’a donc pas été envoyée',
    notice: '🕒 {{member}}, ton opération programmée {{id}} (prévue le {{when}}) :',
    full_one:
      'Ce serveur a déjà {{n}} opération en attente de son heure, le maximum permis ; rien n’a été programmé. Annule-la avec `{{/schedule remove}}`, ou un administrateur peut relever la limite avec `{{/setup max-scheduled:}}`.',
    full_other:
      'Ce serveur a déjà {{n}} opérations en attente de leur heure, le maximum permis ; rien n’a été programmé. Annules-en une avec `{{/schedule remove}}`, ou un administrateur peut relever la limite avec `{{/setup max-scheduled:}}`.',
    refusedLeft: 'le modérateur qui l’a programmée n’est plus membre de ce serveur, elle n’a donc pas été envoyée',
    refusedNotModerator: 'le modérateur qui l’a programmée n’est plus modérateur ici, elle n’a donc pas été envoyée',
    refusedKeyChanged:
      'la clé de la Community API du serveur a été remplacée après sa programmation, elle n’a donc pas été envoyée ; programme-la de nouveau si elle doit partir avec la nouvelle clé',
    refusedRepeat:
      'bloquée car doublon probable : une opération identique ({{id}}) de {{member}} a été envoyée le {{when}}, après la programmation de celle-ci ; reprogramme-la si les deux doivent bien être envoyées',
  },
  when: {
    form: '« {{typed}} » n’est pas une heure reconnue. Utilise 18:00, demain 9:00, lun 18:00 ou 2026-12-01 18:00, dans le fuseau horaire du serveur ({{zone}}).',
    past: '« {{typed}} » est déjà passé dans le fuseau horaire du serveur ({{zone}}). Donne une heure encore à venir.',
    far: '« {{typed}} » est à plus de 30 jours ; impossible de programmer plus de 30 jours à l’avance.',
    both: 'Indique soit l’option {{:at}}, soit l’option {{:in}}, pas les deux.',
  },
};
