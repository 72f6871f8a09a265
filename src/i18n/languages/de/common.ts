import type { Translation } from '../../shape.js';
import type { common as en } from '../en/common.js';

export const common: Translation<typeof en> = {
  more: '…und {{n}} weitere',
  pager: { first: 'Erste', previous: 'Zurück', next: 'Weiter', last: 'Letzte' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social-Media-Beitrag',
      CHAT_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      DISCORD_ACCOUNT_AGE: 'Alter des Discord-Kontos',
      CHANNEL_MESSAGE: 'Nachricht in einem Kanal',
    },
    questStatus: { DRAFT: 'Entwurf', TEMPLATE: 'Vorlage', ACTIVE: 'Aktiv', PAUSED: 'Pausiert', REVIEW: 'In Prüfung', ENDED: 'Beendet', ARCHIVED: 'Archiviert' },
    recurrence: { ONCE: 'Einmalig', DAILY: 'Täglich', WEEKLY: 'Wöchentlich', MONTHLY: 'Monatlich', CUSTOM: 'Eigener Rhythmus' },
    visibility: { PRIVATE: 'Privat', PUBLIC: 'Öffentlich', SHARED: 'Mit Partner-Communitys geteilt' },
    rewardType: { FIXED: 'Fest', RANDOM: 'Zufällig', SHARED: 'Geteilt' },
    strategy: { RAFFLE: 'Verlosung' },
    itemType: { TOKEN: 'Token', NFT: 'NFT', POINTS: 'Punkte', ROLE: 'Rolle' },
    pointSystemStatus: { ACTIVE: 'Aktiv', ARCHIVED: 'Archiviert', SUSPENDED: 'Ausgesetzt' },
    permission: { VIEW: 'Guthaben sehen', TRANSFER: 'Punkte zwischen Mitgliedern verschieben', SPEND: 'Punkte ausgeben', PRINT: 'neue Punkte erzeugen' },
    balanceOrder: { 'balance-desc': 'höchste zuerst', 'balance-asc': 'niedrigste zuerst' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started: "⏳ Export von {{rows}} Zeilen: {{requests}} Anfragen an die Community API, etwa {{minutes}} Min. Diese Nachricht zeigt den Fortschritt und danach die Datei.",
    progress: "⏳ Export läuft… {{done}} von {{rows}} Zeilen gelesen.",
    done: "📄 {{file}}: {{rows}} Zeilen. Zeiten in UTC und in der Zeitzone des Servers ({{zone}}).",
    namedOnly: "Namen stehen nur bei den ersten {{n}} Mitgliedern (Discord wird nach jedem Mitglied einzeln gefragt); die übrigen Zeilen haben die Mitglieds-ID und keinen Namen.",
    fileDescription: "CSV-Export, {{rows}} Zeilen",
    tooManyRows: "Dieser Export hat {{rows}} Zeilen, mehr als die {{max}}, die eine Datei fassen darf. Grenze ihn mit den anderen Optionen des Befehls ein.",
    tooLarge: "Die Datei wäre größer als {{size}} MB, das Höchste, was Discord den Bot hier anhängen lässt. Es wurde nichts angehängt.",
    tooSlow: "{{rows}} Zeilen zu lesen braucht {{requests}} Anfragen, etwa {{minutes}} Minuten: länger als die 15 Minuten, die Discord für eine Antwort lässt. Grenze den Export ein und versuche es erneut.",
    timedOut: "Der Export wurde nicht innerhalb der 15 Minuten fertig, die Discord für eine Antwort lässt ({{done}} von {{rows}} Zeilen gelesen). Es wurde nichts angehängt; versuche es später erneut oder grenze ihn ein.",
    failed: "Der Export konnte nicht abgeschlossen werden: Die Community API oder Discord hat nicht geantwortet. Es wurde nichts angehängt; versuche es erneut.",
  },
  /** A True/False option's two values as the member picks them. */
  timeWords: { today: 'heute', tomorrow: 'morgen', last: 'letzter', weekdays: 'mo di mi do fr sa so' },
  boolean: { true: 'Ja', false: 'Nein' },
};
