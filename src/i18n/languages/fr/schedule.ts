import type { schedule as en } from '../en/schedule.js';

export const schedule: typeof en = {
  every: {
    hour: 'chaque heure à :{{minute}}',
    day: 'chaque jour à {{time}}',
    week: 'chaque {{weekday}} à {{time}}',
    month: 'le {{day}} de chaque mois à {{time}}',
    monthLast: 'le dernier jour de chaque mois à {{time}}',
  },
  period: {
    week: 'la semaine {{week}}',
  },
  post: {
    updated: '📊 Mis à jour {{when}} · prochaine mise à jour {{next}}',
    next: '📊 Prochain classement {{next}}',
    final: '🏁 Classement final de {{period}}',
    finalTitle: 'Classement final, {{period}}',
  },
  reason: {
    channel: 'le bot ne peut pas publier dans ce salon (il lui faut Voir le salon et Envoyer des messages)',
    system: 'le système de points n’existe plus',
    key: 'le serveur n’a pas de clé Community API valide (à régler avec /configuration)',
  },
  list: {
    title: 'Planifications de ce serveur',
    none: 'Aucune planification pour l’instant. Crée-en une avec {{command}}.',
    board: 'classement de {{system}}',
    next: '▶️ prochain passage {{when}} ({{server}})',
    paused: '⏸️ en pause : {{reason}}',
    update: 'modifie un message',
    new: 'un nouveau message à chaque fois',
    by: 'créée par {{member}} · {{n}} publiés',
    zone: 'Heures dans le fuseau du serveur : {{zone}} (/configuration)',
  },
  badAt: {
    hour: 'Pour chaque heure, `à` est la minute, p. ex. `:15`.',
    day: 'Pour chaque jour, `à` est une heure, p. ex. `18:00`.',
    week: 'Pour chaque semaine, `à` est un jour et une heure, p. ex. `mon 18:00`.',
    month: 'Pour chaque mois, `à` est un jour (1–31, ou `last`) et une heure, p. ex. `1 09:00` ou `last 23:30`.',
  },
  hello: '📊 Le classement de {{system}} sera publié ici {{when}} (configuré par {{member}}).',
  created: 'Planification {{id}} : le classement de {{system}} dans {{channel}}, {{when}}. Prochain passage : {{next}} ({{server}}).',
  createdNow: 'Planification {{id}} : le classement de {{system}} dans {{channel}}, publié maintenant et modifié {{when}}. Prochaine mise à jour : {{next}} ({{server}}).',
  final: 'À la fin de chaque {{period}}, le classement final est publié aussi.',
  finalWeek: 'semaine',
  finalMonth: 'mois',
  full: 'Ce serveur a déjà {{n}} planifications, le maximum. Supprimes-en une d’abord avec {{command}}.',
  cannotPost: 'Je ne peux pas publier dans {{channel}}. Donne-moi Voir le salon et Envoyer des messages, puis réessaie.',
  removed: 'La planification {{id}} est supprimée. Ce qu’elle a publié reste.',
  resumed: 'La planification {{id}} est de nouveau active. Prochain passage : {{next}} ({{server}}).',
  notFound: 'Il n’y a pas de planification {{id}} sur ce serveur : {{command}} les montre.',
  stopped: 'La planification {{id}} dans {{channel}} a été mise en pause : {{reason}}. {{command}} la relance une fois le problème réglé.',
};
