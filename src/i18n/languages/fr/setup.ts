import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Configuration du serveur',
    key: {
      environmentStored:
        '🔑 L’environnement du bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contient la clé de ce serveur, et elle l’emporte ; une clé se terminant par `…{{last4}}` est enregistrée.',
      environmentNone:
        '🔑 L’environnement du bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contient la clé de ce serveur, et elle l’emporte ; aucune clé n’est enregistrée.',
      sandboxStored:
        '🔑 Le bac à sable de la console fournit la clé de ce serveur (celle de sa communauté de démonstration), et elle l’emporte ; une clé se terminant par `…{{last4}}` est enregistrée.',
      sandboxNone:
        '🔑 Le bac à sable de la console fournit la clé de ce serveur (celle de sa communauté de démonstration), et elle l’emporte ; aucune clé n’est enregistrée.',
      stored: '🔑 En vigueur : la clé définie ici, se terminant par `…{{last4}}`.',
      none: '🔑 Pas encore de clé : le bot ne peut pas joindre ta communauté tant que tu n’en as pas défini une avec le bouton **Définir la clé de la Community API**.',
    },
    roles: '🛡️ Rôles de modérateur : {{roles}} (« Gérer le serveur » compte toujours)',
    rolesNone: 'aucun',
    audit: '📜 Salon d’audit : {{channel}}',
    auditDefault: '{{channel}} (salon par défaut du bot)',
    auditNone: 'aucun',
    system: '🏆 Système de points par défaut : {{system}}',
    systemNone: 'aucun (le premier actif)',
    language: '🌐 Langue : {{language}}',
    timeZone: '🕒 Fuseau horaire : {{zone}} (il est {{time}}) · modifiable avec `{{/setup timezone:}}`',
    timeZoneDefault: 'UTC (par défaut)',
    languageChosen: '{{language}}, choisie ici',
    languageFromDiscord: '{{language}}, la langue Discord du serveur (aucune choisie ici)',
    languageFallback:
      'English : le bot n’est pas traduit dans la langue Discord du serveur ({{locale}}), et aucune langue n’est choisie ici',
    changed: '-# Dernière modification {{when}} par {{member}}',
    setKey: 'Définir la clé de la Community API',
    replaceKey: 'Remplacer la clé de la Community API',
    removeKey: 'Supprimer la clé enregistrée',
    rolesPlaceholder: 'Rôles de modérateur (n’en choisis aucun pour tous les retirer)',
    auditPlaceholder: 'Salon d’audit (n’en choisis aucun pour le retirer)',
    systemPlaceholder: 'Système de points par défaut',
    systemMarked: '{{system}} ({{status}})',
    systemInactive: '{{system}} ({{status}} : les opérations sur les points ne l’utilisent que tant qu’il est actif)',
    languagePlaceholder: 'Langue des messages publics',
    limits: '⌨️ Confirmation par saisie au-delà de {{usd}} ou {{points}}',
    limitPoints_one: '{{n}} point',
    limitPoints_other: '{{n}} points',
    limitDefault: '{{value}} (par défaut)',
    limitsButton: 'Seuils de confirmation par saisie',
  },
  form: {
    title: 'Clé de la Community API',
    label: 'Clé (tableau de bord de ta communauté)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  limitsForm: {
    title: 'Seuils de confirmation par saisie',
    usd: 'Dollars',
    usdPlaceholder: 'p. ex. 250 ; laisse vide pour la valeur par défaut ({{value}})',
    points: 'Points',
    pointsPlaceholder: 'p. ex. 50000 ; laisse vide pour la valeur par défaut ({{value}})',
  },
  done: {
    timeZoneSaved:
      '✅ Fuseau horaire réglé sur {{zone}} : toutes les heures affichées ou saisies sont désormais exprimées dans ce fuseau, et les planifications le suivent.',
    keySaved: '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}) ; le bot l’utilise désormais pour ce serveur.',
    keySavedEnvironment:
      '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}). L’environnement du bot indique aussi une clé pour ce serveur, et celle-ci reste en vigueur jusqu’à ce que l’opérateur la retire.',
    keySavedSandbox:
      '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}). Le bac à sable de la console fournit aussi une clé pour ce serveur (celle de sa communauté de démonstration), et celle-ci reste en vigueur tant que la console tourne sur le bac à sable.',
    noKeyStored: 'Aucune clé n’est enregistrée pour ce serveur.',
    keyRemoved: '🗑️ La clé enregistrée est supprimée.',
    rolesSet: '✅ Rôles de modérateur définis : {{roles}}.',
    rolesCleared: '✅ Plus aucun rôle de modérateur n’est défini.',
    auditCleared: '✅ Salon d’audit retiré.',
    auditDenied:
      '⚠️ Le bot ne peut pas publier dans {{channel}}, ce salon n’a donc pas été enregistré : donne au bot « Voir le salon » et « Envoyer des messages » dans ce salon, puis choisis-le à nouveau.',
    auditSet: '✅ Le journal d’audit est désormais publié dans {{channel}}.',
    systemSaved: '✅ Système de points par défaut enregistré.',
    languageSaved: '✅ Langue enregistrée ({{language}}).',
    limitsSaved: '✅ Enregistré : au-delà de {{usd}} ou {{points}}, une opération demande de taper le montant.',
  },
  auditHello:
    '📜 Les modifications des réglages du bot et les opérations qu’il effectue pour la communauté seront publiées ici (salon choisi par {{member}} avec `{{/setup}}`).',
  refusals: {
    timeZone:
      'Le fuseau horaire {{zone}} est inconnu. Choisis-en un dans la liste en tapant, p. ex. `Europe/Paris`, `America/Montreal` ou `UTC`.',
    notInGuild: 'Cela ne fonctionne que dans un serveur.',
    keyRefused:
      'La Community API a refusé cette clé, donc rien n’a été enregistré. Copie à nouveau la clé depuis le tableau de bord de ta communauté (elle ressemble à xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) et réessaie.',
    keyFormat:
      'Ce n’est pas une clé de la Community API (elle ressemble à xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) ; rien n’a été enregistré.',
    keyUnchecked:
      'La clé n’a pas pu être vérifiée pour l’instant (la Community API n’a pas répondu), donc rien n’a été enregistré. Réessaie dans un instant.',
    cannotStore: 'La clé est valide, mais le bot ne peut pas encore enregistrer de clés, donc rien n’a été enregistré : {{reason}}.',
    systemGone: 'Ce système de points n’est plus dans cette communauté ; choisis-en un autre.',
    limitUsd:
      'Le seuil en dollars doit être un montant comme 250 ou 99,50 (virgule ou point pour les centimes, sans séparateur de milliers) ; rien n’a été enregistré.',
    limitPoints: 'Le seuil en points doit être un nombre entier comme 50000 (sans séparateur de milliers) ; rien n’a été enregistré.',
  },
  grace: {
    panel:
      '⏳ Les opérations programmées manquées par le bot sont encore envoyées jusqu’à {{minutes}} en retard · modifiable avec `{{/setup grace:}}`',
    saved:
      '✅ Les opérations programmées sont désormais envoyées jusqu’à {{minutes}} en retard si le bot était arrêté à leur heure ; au-delà, elles sont abandonnées comme manquées.',
  },
  /** The most writes that may wait for their time at once (`/setup max-scheduled:`). */
  scheduled: {
    panel_one: '🗓️ Au plus {{n}} opération peut attendre son heure programmée · modifiable avec `{{/setup max-scheduled:}}`',
    panel_other: '🗓️ Au plus {{n}} opérations peuvent attendre leur heure programmée · modifiable avec `{{/setup max-scheduled:}}`',
    saved_one:
      '✅ Au plus {{n}} opération peut désormais attendre son heure programmée ; au-delà, toute nouvelle confirmation est refusée. Les opérations déjà en attente sont conservées.',
    saved_other:
      '✅ Au plus {{n}} opérations peuvent désormais attendre leur heure programmée ; au-delà, toute nouvelle confirmation est refusée. Les opérations déjà en attente sont conservées.',
  },
};
