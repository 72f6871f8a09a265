import type { Translation } from '../../shape.js';
import type { schedule as en } from '../en/schedule.js';

export const schedule: Translation<typeof en> = {
  every: {
    hour: 'toutes les heures, à xx:{{minute}}',
    day: 'tous les jours à {{time}}',
    weekday: {
      mon: 'chaque lundi à {{time}}',
      tue: 'chaque mardi à {{time}}',
      wed: 'chaque mercredi à {{time}}',
      thu: 'chaque jeudi à {{time}}',
      fri: 'chaque vendredi à {{time}}',
      sat: 'chaque samedi à {{time}}',
      sun: 'chaque dimanche à {{time}}',
    },
    month: 'le {{day}} de chaque mois à {{time}}',
    monthFirst: 'le 1er de chaque mois à {{time}}',
    withZone: '{{when}} ({{zone}})',
    monthLast: 'le dernier jour de chaque mois à {{time}}',
  },
  post: {
    updated: '📊 Mis à jour {{when}} · prochaine mise à jour le {{next}}',
    next: '📊 Prochain classement le {{next}}',
    final: { week: '🏁 Classement final de {{label}}', month: '🏁 Classement final de {{month}}' },
    finalTitle: { week: 'Classement final de {{label}}', month: 'Classement final de {{month}}' },
  },
  reason: {
    channel: 'le bot ne peut pas publier dans ce salon (il lui faut « Voir le salon » et « Envoyer des messages »)',
    system: 'le système de points n’existe plus',
    key: 'le serveur n’a pas de clé de la Community API valide (à définir avec `{{/setup}}`)',
  },
  list: {
    title: 'Planifications de ce serveur',
    none: 'Aucune planification pour l’instant. Crées-en une avec `{{/schedule leaderboard}}`.',
    board: 'classement {{system}}',
    next: '▶️ prochain passage le {{when}} ({{server}})',
    paused: '⏸️ en pause : {{reason}}',
    update: 'modifie le même message',
    new: 'publie un nouveau message à chaque fois',
    by: 'créée par {{member}} · publications jusqu’ici : {{n}}',
    missed_one: '{{n}} passage manqué pendant l’arrêt du bot ; rattrapé en une seule publication',
    missed_other: '{{n}} passages manqués pendant l’arrêt du bot ; rattrapés en une seule publication',
    zone: 'Heures dans le fuseau du serveur : {{zone}} ({{/setup}})',
  },
  badAt: {
    hour: 'avec « toutes les heures », tape la minute, p. ex. `:15`',
    day: 'avec « tous les jours », tape une heure, p. ex. `18:00`',
    week: 'avec « chaque semaine », tape un jour et une heure, p. ex. `lun 18:00`',
    month: 'avec « chaque mois », tape un jour (1–31, ou `dernier`) et une heure, p. ex. `1 09:00` ou `dernier 23:30`',
  },
  hello: '📊 Configuré par {{member}} : le classement {{system}} sera publié ici {{when}}.',
  created: 'Planification {{id}} : le classement {{system}} dans {{channel}}, {{when}}. Prochain passage : {{next}} ({{server}}).',
  createdNow:
    'Planification {{id}} : le classement {{system}} dans {{channel}}, publié maintenant et modifié {{when}}. Prochaine mise à jour : {{next}} ({{server}}).',
  finalWeek: 'À la fin de chaque semaine, le classement final est également publié.',
  finalMonth: 'À la fin de chaque mois, le classement final est également publié.',
  full_one: 'Ce serveur a déjà {{n}} planification, le maximum. Supprime-la d’abord avec `{{/schedule remove}}`.',
  full_other: 'Ce serveur a déjà {{n}} planifications, le maximum. Supprimes-en une d’abord avec `{{/schedule remove}}`.',
  cannotPost:
    'Le bot ne peut pas publier dans {{channel}}. Donne-lui « Voir le salon » et « Envoyer des messages » dans ce salon, puis réessaie.',
  removed: 'La planification {{id}} est supprimée. Ce qu’elle a publié reste.',
  resumed: 'La planification {{id}} est de nouveau active. Prochain passage : {{next}} ({{server}}).',
  notFound: 'Il n’y a pas de planification {{id}} sur ce serveur : `{{/schedule list}}` les affiche.',
  stopped:
    'La planification {{id}} dans {{channel}} a été mise en pause : {{reason}}. `{{/schedule resume}}` la fait repartir une fois le problème réglé.',
  writes: {
    title: 'Opérations programmées',
    line: '{{id}} · {{what}} · {{when}} ({{server}}) · par {{member}} · {{state}}',
    state: {
      scheduled: '⏳ en attente',
      created: '✅ envoyée',
      refused: '⛔ non envoyée : {{reason}}',
      unknown: '❓ envoyée, résultat inconnu',
      cancelled: '✖️ annulée',
      sending: '📤 en cours d’envoi',
    },
    cancelled: 'L’opération programmée {{id}} est annulée ; rien n’a été envoyé.',
    tooLate:
      'L’opération programmée {{id}} ne peut plus être annulée : elle est en cours d’envoi ou déjà faite. `{{/schedule list}}` montre ce qu’elle est devenue.',
    count_one: '{{n}} en attente · listées : {{total}} · page {{page}} sur {{pages}}',
    count_other: '{{n}} en attente · listées : {{total}} · page {{page}} sur {{pages}}',
  },
};
