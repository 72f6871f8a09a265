import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Server-Einrichtung',
    key: {
      environmentStored:
        '🔑 Die Umgebung des Bots (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) enthält den Schlüssel dieses Servers, und der hat Vorrang; gespeichert ist ein Schlüssel, der auf `…{{last4}}` endet.',
      environmentNone: '🔑 Die Umgebung des Bots (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) enthält den Schlüssel dieses Servers, und der hat Vorrang; gespeichert ist kein Schlüssel.',
      stored: '🔑 Aktiv: der hier gesetzte Schlüssel, endet auf `…{{last4}}`.',
      none: '🔑 Noch kein Schlüssel: Der Bot erreicht deine Community erst, wenn du einen setzt (API-Schlüssel setzen).',
    },
    roles: '🛡️ Moderatorrollen: {{roles}} („Server verwalten“ zählt immer)',
    rolesNone: 'keine',
    audit: '📜 Audit-Kanal: {{channel}}',
    auditDefault: '{{channel}} (Standard des Bots)',
    auditNone: 'keiner',
    system: '🏆 Standard-Punktesystem: {{system}}',
    systemNone: 'keins (das erste aktive)',
    language: '🌐 Sprache: {{language}}',
    languageDefault: 'English (Standard)',
    changed: '-# Zuletzt geändert {{when}} von {{member}}',
    setKey: 'API-Schlüssel setzen',
    replaceKey: 'API-Schlüssel ersetzen',
    removeKey: 'Gespeicherten Schlüssel entfernen',
    rolesPlaceholder: 'Moderatorrollen (keine wählen, um sie zu leeren)',
    auditPlaceholder: 'Audit-Kanal (keinen wählen, um ihn zu entfernen)',
    systemPlaceholder: 'Standard-Punktesystem',
    languagePlaceholder: 'Sprache öffentlicher Nachrichten',
  },
  form: {
    title: 'Community-API-Schlüssel',
    label: 'API-Schlüssel (aus dem Community-Dashboard)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}); der Bot nutzt ihn jetzt für diesen Server.',
    keySavedEnvironment:
      '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}). Die Umgebung des Bots nennt ebenfalls einen Schlüssel für diesen Server, und der bleibt aktiv, bis der Betreiber ihn entfernt.',
    noKeyStored: 'Für diesen Server ist kein Schlüssel gespeichert.',
    keyRemoved: '🗑️ Der gespeicherte Schlüssel ist entfernt.',
    rolesSet: '✅ Moderatorrollen gesetzt: {{roles}}.',
    rolesCleared: '✅ Moderatorrollen geleert.',
    auditCleared: '✅ Audit-Kanal entfernt.',
    auditDenied: '⚠️ Ich kann in {{channel}} nicht posten, daher ist er nicht gespeichert: Gib dem Bot dort „Kanal ansehen“ und „Nachrichten senden“ und wähle ihn dann noch einmal.',
    auditSet: '✅ Audit-Zeilen gehen ab jetzt an {{channel}}.',
    systemSaved: '✅ Standard-Punktesystem gespeichert.',
    languageSaved: '✅ Sprache gespeichert ({{language}}).',
  },
  auditHello: '📜 Änderungen an den Einstellungen des Bots und seine Schreibvorgänge werden hier gepostet (gewählt von {{member}} mit /einrichtung).',
  refusals: {
    notInGuild: 'Das funktioniert nur in einem Server.',
    keyRefused:
      'Die Community API hat diesen Schlüssel abgelehnt, daher wurde nichts gespeichert. Kopiere den Schlüssel noch einmal aus deinem Community-Dashboard (er sieht aus wie xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) und versuche es erneut.',
    keyFormat: 'Das ist kein Community-API-Schlüssel (er sieht aus wie xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nichts wurde gespeichert.',
    keyUnchecked: 'Der Schlüssel konnte gerade nicht geprüft werden (die Community API hat nicht geantwortet), daher wurde nichts gespeichert. Versuche es gleich noch einmal.',
    cannotStore: 'Der Schlüssel ist in Ordnung, aber der Bot kann noch keine Schlüssel speichern, daher wurde nichts gespeichert: {{reason}}.',
    systemGone: 'Dieses Punktesystem gibt es in dieser Community nicht mehr; wähle ein anderes.',
  },
};
