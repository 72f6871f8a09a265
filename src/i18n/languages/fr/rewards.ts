/** /rewards : des rôles qui suivent les classements de points. */
export const rewards = {
  rule: {
    threshold: '{{system}} ≥ {{at}}',
    thresholdKeep: '{{system}} ≥ {{at}} (rôle conservé sous le seuil)',
    week: 'les {{top}} premiers de chaque semaine au classement {{system}}',
    month: 'les {{top}} premiers de chaque mois au classement {{system}}',
  },
  reason: {
    threshold: 'Rôle de récompense : {{system}} ≥ {{at}}',
    period: 'Rôle de récompense : {{system}}, les {{top}} premiers de {{label}}',
  },
  audit: {
    done: 'Récompense {{role}} ({{rule}}) synchronisée : {{counts}}.',
    given: 'attributions : {{n}}',
    taken: 'retraits : {{n}}',
    left: 'ignorés, absents du serveur : {{n}}',
    cannot:
      'ignorés, le bot ne peut pas les modifier (le propriétaire du serveur, ou un membre dont le rôle est au niveau de celui du bot ou au-dessus) : {{n}}',
    failed: 'en échec : {{n}}',
    stopped:
      'Récompense {{role}} ({{rule}}) arrêtée : {{reason}}. Corrige cela, puis ajoute de nouveau la récompense avec `{{/rewards add}}`.',
    skipped: 'La récompense {{role}} ({{rule}}) n’a modifié personne : {{reason}}.',
  },
  stop: {
    roleGone: 'le rôle {{role}} n’existe plus',
    moderatorLeft: 'le modérateur qui l’a ajoutée ({{member}}) n’est plus sur le serveur',
    refused:
      'Discord a refusé de modifier {{role}} (le bot a besoin de la permission « Gérer les rôles » et d’un rôle placé au-dessus de {{role}})',
    tooMany: 'le serveur a plus de membres qu’une récompense ne peut en traiter ({{max}} au maximum)',
  },
  noFinal:
    'aucun classement final n’a été enregistré pour {{label}} (les classements par période étaient désactivés, ou leur instantané est arrivé trop tard)',
  bad: {
    kind: 'Indique soit l’option {{:balance}} (le seuil de solde qui donne le rôle), soit les options {{:top}} et {{:period}} (les gagnants de chaque période), pas les deux.',
    period: 'Une récompense par période demande les options {{:top}} et {{:period}} (semaine ou mois).',
    keep: 'L’option {{:keep}} ne concerne que les récompenses à seuil (avec l’option {{:balance}}).',
    periodsOff:
      'Une récompense par période utilise les classements finaux de {{system}} : active d’abord ses classements par période avec `{{/setup periods:}}`.',
    noEngine: 'Les récompenses ont besoin des tâches en arrière-plan du bot, qui ne tournent pas ici.',
  },
  preview: {
    title: 'Nouvelle récompense : {{role}} pour {{rule}}',
    get: 'Recevront {{role}} : **{{n}}**',
    lose: 'Le perdront : **{{n}}**',
    keepNote: 'Les membres qui passent sous le seuil le gardent (option {{:keep}} activée).',
    names: 'Les premiers : {{names}}',
    left: 'Absents du serveur (ignorés) : **{{n}}**',
    cannot:
      'Le bot ne peut pas les modifier (le propriétaire du serveur, ou un membre dont le rôle est au niveau de celui du bot ou au-dessus) : {{names}}',
    cost: 'Chaque synchronisation lit le classement du haut jusqu’au seuil : **{{requests}}** maintenant, puis une fois par heure.',
    periodFirst: {
      week: 'Les premiers gagnants reçoivent {{role}} à la fin de cette semaine ({{when}}), d’après le classement final de la semaine (aucune requête) ; les gagnants de la semaine précédente qui n’en font pas partie le perdent.',
      month:
        'Les premiers gagnants reçoivent {{role}} à la fin de ce mois ({{when}}), d’après le classement final du mois (aucune requête) ; les gagnants du mois précédent qui n’en font pas partie le perdent.',
    },
    confirm: 'Confirmer',
    expired: 'Cet aperçu a expiré ou a déjà été confirmé. Relance `{{/rewards add}}`.',
  },
  confirmed: 'La récompense {{id}} est active : {{role}} pour {{rule}}. {{next}}',
  firstSync: 'La première synchronisation est en cours ; son résultat va dans le salon d’audit et dans `{{/audit}}`.',
  firstPeriod: 'Ses premiers gagnants reçoivent le rôle à la fin de cette période.',
  full: 'Ce serveur a déjà le maximum de récompenses permis ({{max}}). Supprimes-en une d’abord avec `{{/rewards remove}}`.',
  list: {
    title: 'Récompenses de ce serveur',
    none: 'Aucune récompense pour l’instant. Ajoutes-en une avec `{{/rewards add}}`.',
    active: '▶️ active',
    stopped: '⏹️ arrêtée : {{reason}}',
    lastSync: 'dernière synchronisation {{when}} (attributions : {{given}}, retraits : {{taken}})',
    never: 'pas encore synchronisée',
  },
  removed: 'La récompense {{id}} est supprimée. Les membres gardent les rôles qu’ils ont maintenant.',
  notFound: 'Il n’y a pas de récompense {{id}} sur ce serveur : `{{/rewards list}}` les affiche.',
  ahead: 'encore {{amount}} pour {{role}}',
};
