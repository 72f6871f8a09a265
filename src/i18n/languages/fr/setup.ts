import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Configuration du serveur',
    key: {
      environmentStored:
        '🔑 L’environnement du bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contient la clé de ce serveur, et elle l’emporte ; une clé se terminant par `…{{last4}}` est enregistrée.',
      environmentNone: '🔑 L’environnement du bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contient la clé de ce serveur, et elle l’emporte ; aucune clé n’est enregistrée.',
      stored: '🔑 En vigueur : la clé définie ici, se terminant par `…{{last4}}`.',
      none: '🔑 Pas encore de clé : le bot ne peut pas joindre ta communauté tant que tu n’en as pas défini une (Définir la clé API).',
    },
    roles: '🛡️ Rôles de modérateur : {{roles}} (« Gérer le serveur » compte toujours)',
    rolesNone: 'aucun',
    audit: '📜 Salon d’audit : {{channel}}',
    auditDefault: '{{channel}} (celui du bot par défaut)',
    auditNone: 'aucun',
    system: '🏆 Système de points par défaut : {{system}}',
    systemNone: 'aucun (le premier actif)',
    language: '🌐 Langue : {{language}}',
    languageDefault: 'English (par défaut)',
    changed: '-# Dernière modification {{when}} par {{member}}',
    setKey: 'Définir la clé API',
    replaceKey: 'Remplacer la clé API',
    removeKey: 'Supprimer la clé enregistrée',
    rolesPlaceholder: 'Rôles de modérateur (n’en choisis aucun pour vider)',
    auditPlaceholder: 'Salon d’audit (n’en choisis aucun pour le retirer)',
    systemPlaceholder: 'Système de points par défaut',
    languagePlaceholder: 'Langue des messages publics',
  },
  form: {
    title: 'Clé de la Community API',
    label: 'Clé API (tableau de bord de ta communauté)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}) ; le bot l’utilise désormais pour ce serveur.',
    keySavedEnvironment:
      '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}). L’environnement du bot indique aussi une clé pour ce serveur, et celle-ci reste en vigueur jusqu’à ce que l’opérateur la retire.',
    noKeyStored: 'Aucune clé n’est enregistrée pour ce serveur.',
    keyRemoved: '🗑️ La clé enregistrée est supprimée.',
    rolesSet: '✅ Rôles de modérateur définis : {{roles}}.',
    rolesCleared: '✅ Rôles de modérateur vidés.',
    auditCleared: '✅ Salon d’audit retiré.',
    auditDenied: '⚠️ Je ne peux pas publier dans {{channel}}, il n’est donc pas enregistré : donne au bot « Voir le salon » et « Envoyer des messages » dans ce salon, puis choisis-le à nouveau.',
    auditSet: '✅ Les lignes d’audit vont désormais dans {{channel}}.',
    systemSaved: '✅ Système de points par défaut enregistré.',
    languageSaved: '✅ Langue enregistrée ({{language}}).',
  },
  auditHello: '📜 Les changements des réglages du bot et ses écritures seront publiés ici (choisi par {{member}} avec /configuration).',
  refusals: {
    notInGuild: 'Cela ne fonctionne que dans un serveur.',
    keyRefused:
      'La Community API a refusé cette clé, donc rien n’a été enregistré. Copie à nouveau la clé depuis le tableau de bord de ta communauté (elle ressemble à xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) et réessaie.',
    keyFormat: 'Ce n’est pas une clé de la Community API (elle ressemble à xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) ; rien n’a été enregistré.',
    keyUnchecked: 'La clé n’a pas pu être vérifiée pour l’instant (la Community API n’a pas répondu), donc rien n’a été enregistré. Réessaie dans un instant.',
    cannotStore: 'La clé est valide, mais le bot ne peut pas encore enregistrer de clés, donc rien n’a été enregistré : {{reason}}.',
    systemGone: 'Ce système de points n’est plus dans cette communauté ; choisis-en un autre.',
  },
};
