import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  spanUnits: { week: 'wo', day: 't', hour: 'std', minute: 'min' },
  more: '… und {{n}} weitere',
  count: {
    holders_one: '{{n}} Inhaber',
    holders_other: '{{n}} Inhaber',
    members_one: '{{n}} Mitglied',
    members_other: '{{n}} Mitglieder',
    requests_one: '{{n}} Anfrage',
    requests_other: '{{n}} Anfragen',
    minutes_one: '{{n}} Minute',
    minutes_other: '{{n}} Minuten',
    weeks_one: '{{n}} Woche',
    weeks_other: '{{n}} Wochen',
    points_one: '{{n}} Punkt',
    points_other: '{{n}} Punkte',
    characters_one: '{{n}} Zeichen',
    characters_other: '{{n}} Zeichen',
  },
  every: {
    minute: 'jede Minute',
    minutes_one: 'alle {{n}} Minuten',
    minutes_other: 'alle {{n}} Minuten',
    hour: 'jede Stunde',
    hours_one: 'alle {{n}} Stunden',
    hours_other: 'alle {{n}} Stunden',
    day: 'jeden Tag',
    days_one: 'alle {{n}} Tage',
    days_other: 'alle {{n}} Tage',
    week: 'jede Woche',
    weeks_one: 'alle {{n}} Wochen',
    weeks_other: 'alle {{n}} Wochen',
  },
  pager: { first: 'Erste', previous: 'Zurück', next: 'Weiter', last: 'Letzte' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social-Media-Beitrag',
      CHAT_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      DISCORD_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      CHANNEL_MESSAGE: 'Nachricht in einem Kanal',
    },
    questStatus: {
      DRAFT: 'Entwurf',
      TEMPLATE: 'Vorlage',
      ACTIVE: 'Aktiv',
      PAUSED: 'Pausiert',
      REVIEW: 'In Prüfung',
      ENDED: 'Beendet',
      ARCHIVED: 'Archiviert',
    },
    recurrence: { ONCE: 'Einmalig', DAILY: 'Täglich', WEEKLY: 'Wöchentlich', MONTHLY: 'Monatlich', CUSTOM: 'Eigener Rhythmus' },
    visibility: { PRIVATE: 'Privat', PUBLIC: 'Öffentlich', SHARED: 'Mit Partner-Communitys geteilt' },
    rewardType: { FIXED: 'Fest', RANDOM: 'Zufällig', SHARED: 'Geteilt' },
    strategy: { RAFFLE: 'Verlosung' },
    itemType: { TOKEN: 'Token', NFT: 'NFT', POINTS: 'Punkte', ROLE: 'Rolle' },
    pointSystemStatus: { ACTIVE: 'Aktiv', ARCHIVED: 'Archiviert', SUSPENDED: 'Ausgesetzt' },
    permission: {
      VIEW: 'Guthaben sehen',
      TRANSFER: 'Punkte zwischen Mitgliedern verschieben',
      SPEND: 'Punkte ausgeben',
      PRINT: 'neue Punkte erzeugen',
    },
    balanceOrder: { 'balance-desc': 'Höchste zuerst', 'balance-asc': 'Niedrigste zuerst' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_one:
      '⏳ Export von {{n}} Zeile: {{requests}} an die Community-API, etwa {{minutes}}. Diese Nachricht zeigt den Fortschritt und danach die Datei.',
    started_other:
      '⏳ Export von {{n}} Zeilen: {{requests}} an die Community-API, etwa {{minutes}}. Diese Nachricht zeigt den Fortschritt und danach die Datei.',
    progress_one: '⏳ Export läuft … {{done}} von {{n}} Zeile abgerufen.',
    progress_other: '⏳ Export läuft … {{done}} von {{n}} Zeilen abgerufen.',
    done_one: '📄 {{file}}: {{n}} Zeile.',
    done_other: '📄 {{file}}: {{n}} Zeilen.',
    zones: 'Zeiten in UTC und in der Zeitzone des Servers ({{zone}}).',
    named_one: 'Namen (Anzeigename auf diesem Server; ehemalige Mitglieder haben keinen): {{named}} von {{n}} Zeile.',
    named_other: 'Namen (Anzeigename auf diesem Server; ehemalige Mitglieder haben keinen): {{named}} von {{n}} Zeilen.',
    namesNoIntent:
      'Discord gibt dem Bot die Mitgliederliste des Servers nicht (der Server Members Intent ist im Developer Portal aus), daher hat der Bot höchstens {{max}} einzeln mit Namen versehen; schalte den Intent ein, damit jede Zeile einen Namen bekommt.',
    namesNoList:
      'Die Mitgliederliste des Servers konnte nicht vollständig abgerufen werden (Discord hat nicht geantwortet, oder der Server hat mehr als {{max}}), daher haben manche Zeilen keinen Namen.',
    fileDescription_one: 'CSV-Export, {{n}} Zeile',
    fileDescription_other: 'CSV-Export, {{n}} Zeilen',
    tooManyRows_one:
      'Dieser Export hat {{n}} Zeile, mehr als die {{max}}, die eine Datei fassen darf. Grenze ihn mit den anderen Optionen des Befehls ein.',
    tooManyRows_other:
      'Dieser Export hat {{n}} Zeilen, mehr als die {{max}}, die eine Datei fassen darf. Grenze ihn mit den anderen Optionen des Befehls ein.',
    tooLarge: 'Die Datei wäre größer als {{size}} MB, die Obergrenze, die Discord dem Bot hier erlaubt. Es wurde nichts angehängt.',
    tooSlow_one:
      'Für {{n}} Zeile braucht der Bot {{requests}}, das dauert etwa {{minutes}} – länger als die 15 Minuten, die Discord für eine Antwort lässt. Grenze den Export ein und versuche es noch einmal.',
    tooSlow_other:
      'Für {{n}} Zeilen braucht der Bot {{requests}}, das dauert etwa {{minutes}} – länger als die 15 Minuten, die Discord für eine Antwort lässt. Grenze den Export ein und versuche es noch einmal.',
    timedOut_one:
      'Der Export wurde nicht innerhalb der 15 Minuten fertig, die Discord für eine Antwort lässt ({{done}} von {{n}} Zeile abgerufen). Es wurde nichts angehängt; versuche es später noch einmal oder grenze ihn ein.',
    timedOut_other:
      'Der Export wurde nicht innerhalb der 15 Minuten fertig, die Discord für eine Antwort lässt ({{done}} von {{n}} Zeilen abgerufen). Es wurde nichts angehängt; versuche es später noch einmal oder grenze ihn ein.',
    failed:
      'Der Export konnte nicht abgeschlossen werden: Die Community-API oder Discord hat nicht geantwortet. Es wurde nichts angehängt; versuche es noch einmal.',
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'heute', tomorrow: 'morgen', last: 'letzter', weekdays: 'mo di mi do fr sa so' },
  boolean: { true: 'Ja', false: 'Nein' },
};
