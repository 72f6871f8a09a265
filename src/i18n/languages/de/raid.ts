import type { Translation } from '../../shape.js';
import type { raid as en } from '../en/raid.js';

export const raid: Translation<typeof en> = {
  where: { default: 'der Raid-Kanal der Community' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) auf {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (nativer Coin) auf {{chain}}',
    address: '{{amount}} des Tokens {{address}} auf {{chain}}',
    native: '{{amount}} des nativen Coins von {{chain}}',
  },
  reward: {
    random: 'Eine zufällige Belohnung aus dem Belohnungspool {{pool}}',
    randomCost: 'Bezahlt aus dem Belohnungspool {{pool}}',
    pool: 'Ein Topf von {{token}}, unter den Raidern geteilt',
    poolCost: '{{amount}} (der ganze Topf)',
    fixed: '{{token}} für jeden Raider',
    fixedCost: '{{amount}} pro Raider; die Summe hängt davon ab, wie viele Mitglieder mitmachen',
  },
  requirement: { like: 'Liken', comment: 'Kommentieren', repost: 'Reposten' },
  field: {
    where: 'Wo',
    mentions: 'Erwähnt',
    duration: 'Dauer',
    requirements: 'Bedingungen',
    reward: 'Belohnung',
    cost: 'Gesamtkosten',
    usd: 'Wert in US-Dollar',
    wallet: 'Trinkgeld-Wallet',
  },
  post: 'Beitrag: <{{url}}>',
  noRole: 'Keine Rolle',
  funding: {
    noPrice: 'kein Dollarkurs bekannt',
    usdPool: '≈ {{usd}} (der ganze Topf)',
    usdEach: '≈ {{usd}} pro Raider',
    holds: 'hat {{amount}}; daraus wird die Belohnung jedes Raiders bezahlt',
  },
  recent: {
    single:
      '⚠️ **Dieser Beitrag wurde in den letzten 24 Stunden geraidet**: **{{title}}**, {{when}}. Prüfe vor dem Bestätigen, dass es keine Wiederholung ist.',
    several_one:
      '⚠️ **Dieser Beitrag wurde in den letzten 24 Stunden geraidet**: **{{title}}** ({{when}}) und {{n}} weiterer Raid. Prüfe vor dem Bestätigen, dass es keine Wiederholung ist.',
    several_other:
      '⚠️ **Dieser Beitrag wurde in den letzten 24 Stunden geraidet**: **{{title}}** ({{when}}) und {{n}} weitere Raids. Prüfe vor dem Bestätigen, dass es keine Wiederholung ist.',
  },
  preview: {
    title: 'Raid-Vorschau',
    content:
      'Prüfe diesen Raid, bevor er erstellt wird. Erst wenn du **Bestätigen** drückst, wird etwas gesendet; diese Vorschau läuft {{when}} ab.',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  duplicate: {
    title: 'Raid-Vorschau: mögliches Duplikat',
    created:
      '⚠️ Ein identischer Raid wurde am {{when}} erstellt. Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Gesendet wird nur, wenn du **Trotzdem erstellen** drückst; diese Vorschau läuft {{expires}} ab.',
    inFlight:
      '⚠️ Ein identischer Raid wird gerade erstellt (gesendet am {{when}}). Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Gesendet wird nur, wenn du **Trotzdem erstellen** drückst; diese Vorschau läuft {{expires}} ab.',
    unknown:
      '⚠️ Ein identischer Raid wurde am {{when}} gesendet, und sein Ergebnis ist unbekannt: Vielleicht gibt es ihn schon. Prüfe zuerst den Raid-Kanal. Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Gesendet wird nur, wenn du **Trotzdem erstellen** drückst; diese Vorschau läuft {{expires}} ab.',
    scheduled:
      '⚠️ Ein identischer Raid ist von {{member}} für den {{when}} geplant. Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Gesendet wird nur, wenn du **Trotzdem erstellen** drückst; diese Vorschau läuft {{expires}} ab.',
    alsoScheduled: 'Außerdem ist ein identischer Raid von {{member}} für den {{when}} geplant.',
    anyway: 'Trotzdem erstellen',
  },
  outcome: {
    created: 'Raid erstellt: **{{title}}** für <{{url}}>, gepostet in {{channel}}.',
    createdDefault: 'Raid erstellt: **{{title}}** für <{{url}}>, gepostet im Raid-Kanal der Community.',
    createdTitle: 'Raid erstellt',
    failed: 'Der Raid wurde nicht erstellt: {{reason}}.',
    failedTitle: 'Raid nicht erstellt',
    unknown:
      'Ergebnis unbekannt: Die Anfrage hat die Community-API erreicht, aber es kam keine klare Antwort zurück (Zeitüberschreitung, abgebrochene Verbindung oder Serverfehler). Den Raid gibt es also vielleicht, vielleicht auch nicht. Prüfe den Raid-Kanal, bevor du es noch einmal versuchst. Wenn du noch einmal auf **Bestätigen** drückst, wird die Anfrage nicht erneut gesendet.',
    unknownSent:
      'Ergebnis unbekannt: Die Anfrage hat die Community-API erreicht, aber es kam keine klare Antwort zurück (Zeitüberschreitung, abgebrochene Verbindung oder Serverfehler). Den Raid gibt es also vielleicht, vielleicht auch nicht. Prüfe den Raid-Kanal, bevor du es noch einmal versuchst. Wenn du noch einmal auf **Bestätigen** drückst, wird die Anfrage nicht erneut gesendet. Gesendet wurde sie am {{when}}.',
    unknownTitle: 'Raid-Ergebnis unbekannt',
  },
  expired: {
    content:
      'Diese Vorschau ist {{when}} abgelaufen; es wurde nichts gesendet. Führe `{{/raid create}}` noch einmal aus, um den Raid zu erstellen.',
    title: 'Raid-Vorschau abgelaufen',
  },
  cancelled: 'Raid abgebrochen; es wurde nichts gesendet.',
  create: {
    tokenSpaces: 'muss eine Token-Adresse ohne Leerzeichen sein oder „{{native}}“ für den nativen Coin',
    poolRequired: 'ist für die Belohnungsart „Belohnungspool“ nötig: Gib die ID des Pools an',
    notWithPool:
      'wird bei der Belohnungsart „Belohnungspool“ nicht verwendet; lass es weg oder wähle bei {{:reward-type}} eine Token-Belohnung',
    poolOnlyForPool: 'wird nur bei der Belohnungsart „Belohnungspool“ verwendet; lass es bei „Token-Topf“ weg',
    poolOnlyForFixed: 'wird nur bei der Belohnungsart „Belohnungspool“ verwendet; lass es bei „Feste Token-Menge pro Raider“ weg',
    requiredForPool: 'ist für die Belohnungsart „Token-Topf“ nötig',
    requiredForFixed: 'ist für die Belohnungsart „Feste Token-Menge pro Raider“ nötig',
    tokenRequiredForPool:
      'ist für die Belohnungsart „Token-Topf“ nötig: Wähle einen Token oder „{{native}}“ für den nativen Coin der Blockchain',
    tokenRequiredForFixed:
      'ist für die Belohnungsart „Feste Token-Menge pro Raider“ nötig: Wähle einen Token oder „{{native}}“ für den nativen Coin der Blockchain',
    noRequirement: 'bei einem Raid muss mindestens eine der Optionen {{:like}}, {{:comment}} oder {{:repost}} eingeschaltet sein',
  },
};
