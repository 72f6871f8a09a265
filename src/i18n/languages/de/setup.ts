import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Servereinrichtung',
    key: {
      environmentStored:
        '🔑 Die Umgebung des Bots (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) enthält den Schlüssel dieses Servers, und der hat Vorrang; gespeichert ist ein Schlüssel, der auf `…{{last4}}` endet.',
      environmentNone:
        '🔑 Die Umgebung des Bots (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) enthält den Schlüssel dieses Servers, und der hat Vorrang; gespeichert ist kein Schlüssel.',
      sandboxStored:
        '🔑 Die Sandbox der Konsole stellt den Schlüssel dieses Servers (den ihrer Demo-Community), und der hat Vorrang; gespeichert ist ein Schlüssel, der auf `…{{last4}}` endet.',
      sandboxNone:
        '🔑 Die Sandbox der Konsole stellt den Schlüssel dieses Servers (den ihrer Demo-Community), und der hat Vorrang; gespeichert ist kein Schlüssel.',
      stored: '🔑 Aktiv: der hier gesetzte Schlüssel, der auf `…{{last4}}` endet.',
      none: '🔑 Noch kein Schlüssel: Der Bot erreicht deine Community erst, wenn du mit **API-Schlüssel setzen** einen Schlüssel setzt.',
    },
    roles: '🛡️ Moderatorenrollen: {{roles}} („Server verwalten“ zählt immer)',
    rolesNone: 'keine',
    audit: '📜 Protokollkanal: {{channel}}',
    auditDefault: '{{channel}} (Standard des Bots)',
    auditNone: 'keiner',
    system: '🏆 Standard-Punktesystem: {{system}}',
    systemNone: 'keines (das erste aktive)',
    language: '🌐 Sprache: {{language}}',
    timeZone: '🕒 Zeitzone: {{zone}} (jetzt {{time}}) · `{{/setup timezone:}}` ändert sie',
    timeZoneDefault: 'UTC (Standard)',
    languageChosen: '{{language}}, hier gewählt',
    languageFromDiscord: '{{language}}, die Discord-Sprache des Servers (hier keine gewählt)',
    languageFallback: 'Englisch: Für die Discord-Sprache des Servers ({{locale}}) gibt es keine Übersetzung (hier keine gewählt)',
    changed: '-# Zuletzt geändert {{when}} von {{member}}',
    setKey: 'API-Schlüssel setzen',
    replaceKey: 'API-Schlüssel ersetzen',
    removeKey: 'Gespeicherten Schlüssel entfernen',
    rolesPlaceholder: 'Moderatorenrollen (keine wählen, um alle zu entfernen)',
    auditPlaceholder: 'Protokollkanal (keinen wählen, um ihn zu entfernen)',
    systemPlaceholder: 'Standard-Punktesystem',
    systemMarked: '{{system}} ({{status}})',
    systemInactive: '{{system}} ({{status}}: Punktevorgänge nutzen es nur, solange es aktiv ist)',
    languagePlaceholder: 'Sprache öffentlicher Nachrichten',
    limits: '⌨️ Bestätigung per Eintippen bei mehr als {{usd}} oder {{points}}',
    limitPoints_one: '{{n}} Punkt',
    limitPoints_other: '{{n}} Punkten',
    limitDefault: '{{value}} (Standard)',
    limitsButton: 'Limits für die Bestätigung per Eintippen',
  },
  form: {
    title: 'Community-API-Schlüssel',
    label: 'API-Schlüssel (aus dem Community-Dashboard)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  limitsForm: {
    title: 'Limits für die Bestätigung per Eintippen',
    usd: 'US-Dollar',
    usdPlaceholder: 'z. B. 250; leer lassen für den Standard ({{value}})',
    points: 'Punkte',
    pointsPlaceholder: 'z. B. 50000; leer lassen für den Standard ({{value}})',
  },
  done: {
    timeZoneSaved:
      '✅ Zeitzone auf {{zone}} gesetzt: Alle Zeitangaben des Bots und alle Zeitpläne richten sich jetzt nach dieser Zeitzone.',
    keySaved: '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}); der Bot nutzt ihn jetzt für diesen Server.',
    keySavedEnvironment:
      '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}). Die Umgebung des Bots nennt ebenfalls einen Schlüssel für diesen Server, und der bleibt aktiv, bis der Betreiber ihn entfernt.',
    keySavedSandbox:
      '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}). Die Sandbox der Konsole stellt ebenfalls einen Schlüssel für diesen Server (den ihrer Demo-Community), und der bleibt aktiv, solange die Konsole mit der Sandbox läuft.',
    noKeyStored: 'Für diesen Server ist kein Schlüssel gespeichert.',
    keyRemoved: '🗑️ Der gespeicherte Schlüssel wurde entfernt.',
    rolesSet: '✅ Moderatorenrollen gesetzt: {{roles}}.',
    rolesCleared: '✅ Moderatorenrollen entfernt.',
    auditCleared: '✅ Protokollkanal entfernt.',
    auditDenied:
      '⚠️ Der Bot kann in {{channel}} nicht posten, daher wurde der Kanal nicht gespeichert: Gib dem Bot dort „Kanal ansehen“ und „Nachrichten senden“ und wähle ihn dann noch einmal.',
    auditSet: '✅ Das Protokoll wird ab jetzt in {{channel}} gepostet.',
    systemSaved: '✅ Standard-Punktesystem gespeichert.',
    languageSaved: '✅ Sprache gespeichert ({{language}}).',
    limitsSaved: '✅ Gespeichert: Bei mehr als {{usd}} oder {{points}} muss man zur Bestätigung die Menge eintippen.',
  },
  auditHello:
    '📜 Änderungen an den Einstellungen des Bots und die Vorgänge, die er für die Community ausführt, werden hier gepostet (gewählt von {{member}} mit `{{/setup}}`).',
  refusals: {
    timeZone:
      'Die Zeitzone {{zone}} ist unbekannt. Wähle beim Tippen eine aus der Liste, z. B. `Europe/Berlin`, `America/New_York` oder `UTC`.',
    notInGuild: 'Das funktioniert nur auf einem Server.',
    keyRefused:
      'Die Community-API hat diesen Schlüssel abgelehnt, daher wurde nichts gespeichert. Kopiere den Schlüssel erneut aus deinem Community-Dashboard (er sieht aus wie xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) und versuche es noch einmal.',
    keyFormat: 'Das ist kein Community-API-Schlüssel (er sieht aus wie xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); es wurde nichts gespeichert.',
    keyUnchecked:
      'Der Schlüssel konnte gerade nicht geprüft werden (die Community-API hat nicht geantwortet), daher wurde nichts gespeichert. Versuche es gleich noch einmal.',
    cannotStore:
      'Der Schlüssel ist in Ordnung, aber der Bot kann noch keine Schlüssel speichern, daher wurde nichts gespeichert: {{reason}}.',
    systemGone: 'Dieses Punktesystem gibt es in dieser Community nicht mehr; wähle ein anderes.',
    limitUsd:
      'Das Dollarlimit muss ein Betrag wie 250 oder 99,50 sein (Komma oder Punkt vor den Cent, kein Tausendertrennzeichen); es wurde nichts gespeichert.',
    limitPoints: 'Das Punktelimit muss eine ganze Zahl wie 50000 sein (kein Tausendertrennzeichen); es wurde nichts gespeichert.',
  },
  grace: {
    panel:
      '⏳ Geplante Vorgänge, die der Bot verpasst hat, werden bis zu {{minutes}} nach ihrem Zeitpunkt nachgeholt · `{{/setup grace:}}` ändert das',
    saved:
      '✅ Geplante Vorgänge werden jetzt bis zu {{minutes}} nach ihrem Zeitpunkt nachgeholt, wenn der Bot zu ihrer Zeit offline war; später werden sie als verpasst abgelehnt.',
  },
  /** The most writes that may wait for their time at once (`/setup max-scheduled:`). */
  scheduled: {
    panel_one: '🗓️ Höchstens {{n}} Vorgang darf auf seine geplante Zeit warten · `{{/setup max-scheduled:}}` ändert das',
    panel_other: '🗓️ Höchstens {{n}} Vorgänge dürfen auf ihre geplante Zeit warten · `{{/setup max-scheduled:}}` ändert das',
    saved_one:
      '✅ Jetzt darf höchstens {{n}} Vorgang auf seine geplante Zeit warten; weitere Bestätigungen werden abgelehnt, solange diese Zahl erreicht ist. Bereits geplante Vorgänge bleiben bestehen.',
    saved_other:
      '✅ Jetzt dürfen höchstens {{n}} Vorgänge auf ihre geplante Zeit warten; weitere Bestätigungen werden abgelehnt, solange diese Zahl erreicht ist. Bereits geplante Vorgänge bleiben bestehen.',
  },
};
