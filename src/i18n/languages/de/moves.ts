import type { Translation } from '../../shape.js';
import type { moves as en } from '../en/moves.js';

/** German. */
export const moves: Translation<typeof en> = {
  title: {
    pointsGive: 'Punkte geben',
    pointsTake: 'Punkte abziehen',
    tip: 'Trinkgeld',
    transfer: 'Überweisung',
    airdrop: 'Airdrop',
    raffle: 'Verlosung',
    burn: 'Verbrennen',
  },
  done: {
    pointsGive: 'Punkte gegeben',
    pointsTake: 'Punkte abgezogen',
    tip: 'Trinkgeld gesendet',
    transfer: 'Überweisung gesendet',
    airdrop: 'Airdrop erstellt',
    raffle: 'Verlosung erstellt',
    burn: 'Verbrannt',
  },
  heading: {
    preview: 'Vorschau: {{move}}',
    repeat: 'Vorschau: {{move}} (mögliche Wiederholung)',
    failed: '{{move}}: nicht ausgeführt',
    unknown: '{{move}}: Ergebnis unbekannt',
    cancelled: '{{move}}: abgebrochen',
    expired: 'Vorschau abgelaufen: {{move}}',
  },
  prize: {
    dollars: '{{symbol}} im Wert von {{amount}} $ (etwa {{tokens}} {{symbol}})',
    roleFor: 'die Rolle {{role}} für {{span}}',
    roleForGood: 'die Rolle {{role}} dauerhaft',
  },
  headline: {
    give: {
      member: '{{prize}} an {{member}} geben.',
      members_one: '{{prize}} an {{n}} Mitglied geben.',
      members_other: '{{prize}} an jedes der {{n}} Mitglieder geben.',
    },
    take: {
      member: '{{prize}} von {{member}} abziehen.',
      members_one: '{{prize}} von {{n}} Mitglied abziehen.',
      members_other: '{{prize}} von jedem der {{n}} Mitglieder abziehen.',
    },
    tipPoints: {
      member: '{{member}} ein Trinkgeld von {{prize}} geben (vom Punktesystem neu erzeugt).',
      members_one: '{{n}} Mitglied ein Trinkgeld von {{prize}} geben (vom Punktesystem neu erzeugt).',
      members_other: 'Jedem der {{n}} Mitglieder ein Trinkgeld von {{prize}} geben (vom Punktesystem neu erzeugt).',
    },
    tipWallet: {
      member: '{{member}} ein Trinkgeld von {{prize}} aus der Trinkgeld-Wallet geben.',
      members_one: '{{n}} Mitglied ein Trinkgeld von {{prize}} aus der Trinkgeld-Wallet geben.',
      members_other: 'Jedem der {{n}} Mitglieder ein Trinkgeld von {{prize}} aus der Trinkgeld-Wallet geben.',
    },
    transfer: '{{prize}} aus der Trinkgeld-Wallet an {{address}} auf {{chain}} überweisen.',
    airdrop_one: 'Airdrop starten: ein Topf von {{prize}}, aufgeteilt unter bis zu {{n}} teilnehmendem Mitglied.',
    airdrop_other: 'Airdrop starten: ein Topf von {{prize}}, aufgeteilt unter bis zu {{n}} teilnehmenden Mitgliedern.',
    raffle: '{{prize}} unter {{entrants}} verlosen; {{winners}}.',
    raffleEach: '{{prize}} unter {{entrants}} verlosen; {{winners}}, {{each}}.',
    raffleEntrants_one: 'bis zu {{n}} teilnehmendem Mitglied',
    raffleEntrants_other: 'bis zu {{n}} teilnehmenden Mitgliedern',
    raffleWinners_one: '{{n}} Gewinner',
    raffleWinners_other: '{{n}} Gewinner',
    burn: '{{prize}} aus der Trinkgeld-Wallet verbrennen: Diese Menge ist danach unwiderruflich vernichtet.',
  },
  doneHeadline: {
    give: {
      member: '{{prize}} an {{member}} gegeben.',
      members_one: '{{prize}} an {{n}} Mitglied gegeben.',
      members_other: '{{prize}} an jedes der {{n}} Mitglieder gegeben.',
    },
    take: {
      member: '{{prize}} von {{member}} abgezogen.',
      members_one: '{{prize}} von {{n}} Mitglied abgezogen.',
      members_other: '{{prize}} von jedem der {{n}} Mitglieder abgezogen.',
    },
    tipPoints: {
      member: '{{member}} hat ein Trinkgeld von {{prize}} erhalten (vom Punktesystem neu erzeugt).',
      members_one: '{{n}} Mitglied hat ein Trinkgeld von {{prize}} erhalten (vom Punktesystem neu erzeugt).',
      members_other: 'Jedes der {{n}} Mitglieder hat ein Trinkgeld von {{prize}} erhalten (vom Punktesystem neu erzeugt).',
    },
    tipWallet: {
      member: '{{member}} hat ein Trinkgeld von {{prize}} aus der Trinkgeld-Wallet erhalten.',
      members_one: '{{n}} Mitglied hat ein Trinkgeld von {{prize}} aus der Trinkgeld-Wallet erhalten.',
      members_other: 'Jedes der {{n}} Mitglieder hat ein Trinkgeld von {{prize}} aus der Trinkgeld-Wallet erhalten.',
    },
    transfer: '{{prize}} aus der Trinkgeld-Wallet an {{address}} auf {{chain}} überwiesen.',
    airdrop_one: 'Airdrop gestartet: ein Topf von {{prize}}, aufgeteilt unter bis zu {{n}} teilnehmendem Mitglied.',
    airdrop_other: 'Airdrop gestartet: ein Topf von {{prize}}, aufgeteilt unter bis zu {{n}} teilnehmenden Mitgliedern.',
    raffle: 'Verlosung gestartet: {{prize}} unter {{entrants}}; {{winners}}.',
    raffleEach: 'Verlosung gestartet: {{prize}} unter {{entrants}}; {{winners}}, {{each}}.',
    burn: '{{prize}} aus der Trinkgeld-Wallet verbrannt: Diese Menge ist unwiderruflich vernichtet.',
  },
  where: {
    nativeCoin: 'nativer Coin',
    token: '{{which}} auf {{chain}}',
    nft: '{{which}} · Token-ID {{id}} auf {{chain}}',
  },
  /** What each winner of a raffle gets: `{{each}}` is a prize (`33.33 QUEST`), `{{prize}}` the whole pool. */
  each: { each: 'je {{each}}', uneven: '{{prize}} insgesamt, was sich nicht gleichmäßig aufteilen lässt' },
  field: {
    member: 'Mitglied',
    members: 'Mitglieder ({{n}})',
    address: 'Empfängeradresse',
    addressNoChecksum:
      'Diese Adresse ist durchgehend klein (oder groß) geschrieben und trägt daher keine Prüfsumme: Ein Tippfehler darin ist nicht erkennbar. Vergleiche sie Zeichen für Zeichen mit der Wallet des Empfängers.',
    amount: 'Menge',
    estimate: '{{amount}} (Schätzung: Die Plattform rechnet die Dollar zu ihrem eigenen Kurs um)',
    usd: 'Wert in US-Dollar',
    noPrice: 'kein Dollarkurs bekannt',
    wallet: 'Trinkgeld-Wallet',
    nft: 'NFT',
    nftHeld: '{{now}} → {{after}} Exemplare dieses NFTs',
    system: 'Punktesystem',
    ends: 'Endet',
    endsAfter: '{{span}} nach deiner Bestätigung',
    entries: 'Teilnehmer',
    entriesAtMost: 'höchstens {{n}}',
    winners: 'Gewinner',
    eachWinner: 'Jeder Gewinner erhält',
    onlyFor: 'Nur für',
    notFor: 'Nicht für',
    postedIn: 'Gepostet in',
    postedBy: '{{channel}}, von der Plattform',
    noChannel: 'kein Kanal',
    comment: 'Kommentar',
    reason: 'Grund (wird gespeichert)',
    irreversible: 'Unumkehrbar',
    irreversibleText: 'Nach der Bestätigung lässt sich das weder rückgängig machen noch erstatten.',
  },
  button: { confirm: 'Bestätigen', anyway: 'Trotzdem senden', cancel: 'Abbrechen' },
  preview: {
    check:
      'Prüfe das, bevor es gesendet wird. Erst wenn du **Bestätigen** drückst, wird etwas gesendet; diese Vorschau läuft {{expires}} ab.',
    repeat:
      '⚠️ {{earlier}} Wenn du diese hier sendest, wird sie womöglich ein zweites Mal ausgeführt. Gesendet wird nur, wenn du **Trotzdem senden** drückst; diese Vorschau läuft {{expires}} ab.',
    earlierDone: 'Eine identische Anfrage ({{move}}) wurde am {{when}} gesendet und ausgeführt.',
    earlierSending: 'Eine identische Anfrage ({{move}}) wird gerade gesendet (seit dem {{when}}).',
    earlierUnknown:
      'Eine identische Anfrage ({{move}}) wurde am {{when}} gesendet, und ihr Ergebnis ist unbekannt: Sie wurde vielleicht ausgeführt. Prüfe zuerst die Guthaben.',
    earlierScheduled: 'Eine identische Anfrage ({{move}}) ist von {{member}} für den {{when}} geplant.',
  },
  outcome: {
    done: '{{done}}. {{headline}}.',
    donePosted: '{{done}}. {{headline}}; die Plattform postet in {{channel}}.',
    failed: 'Es wurde nichts übertragen: {{reason}}.',
    unknown:
      'Ergebnis unbekannt: Die Anfrage hat die Community-API erreicht, aber es kam keine klare Antwort zurück (Zeitüberschreitung, abgebrochene Verbindung oder Serverfehler), daher wurde sie vielleicht ausgeführt. ' +
      'Prüfe die Guthaben ({{/treasury balance}}, {{/points balance}}), bevor du es erneut versuchst; erneutes Drücken auf „Bestätigen“ sendet sie nicht noch einmal.',
    sentAt: 'Gesendet am {{when}}.',
    cancelled: 'Abgebrochen; es wurde nichts gesendet.',
    expired: 'Diese Vorschau ist {{when}} abgelaufen; es wurde nichts gesendet. Führe den Befehl erneut aus.',
  },
  check: {
    comma:
      '„{{typed}}“ ist so keine Zahl. Hier gilt die deutsche Schreibweise: Das Komma trennt die Nachkommastellen (0,5), der Punkt nur Tausender in Dreiergruppen (1.000,5).',
    ambiguous:
      '„{{typed}}“ kann {{a}} oder {{b}} bedeuten, daher wurde nichts übernommen: Tippe {{a}} oder {{b}}, so wie hier geschrieben, dann ist es eindeutig.',
    notNumber: 'muss eine Zahl wie 12 oder 0,5 sein',
    negative: 'darf nicht negativ sein',
    tooLarge: 'ist viel zu groß',
    tooSmall: 'ist viel zu klein',
    notPositive: 'muss größer als 0 sein',
    cents_one: 'darf in US-Dollar höchstens {{n}} Nachkommastelle (Cent) haben',
    cents_other: 'darf in US-Dollar höchstens {{n}} Nachkommastellen (Cent) haben',
    noPrice: '{{symbol}} hat keinen Dollarkurs; gib die Menge in {{symbol}} an',
    notConvertible: 'lässt sich nicht zum Kurs von {{symbol}} umrechnen',
    belowUnit: '{{dollars}} $ ist weniger als die kleinste Einheit von {{symbol}}',
    overDollars: 'entspricht etwa {{tokens}} {{symbol}}, mehr als das Guthaben der Trinkgeld-Wallet ({{held}} {{symbol}})',
    tooPrecise_one: '{{amount}} hat {{n}} Nachkommastelle; {{symbol}} hat höchstens {{decimals}}',
    tooPrecise_other: '{{amount}} hat {{n}} Nachkommastellen; {{symbol}} hat höchstens {{decimals}}',
    over: '{{amount}} {{symbol}} ist mehr als das Guthaben der Trinkgeld-Wallet ({{held}} {{symbol}})',
    overTimes: '{{amount}} × {{times}} = {{total}} {{symbol}} ist mehr als das Guthaben der Trinkgeld-Wallet ({{held}} {{symbol}})',
    points: '{{amount}} lässt sich nicht exakt als Punkte speichern; nutze weniger Stellen',
    tokenAmbiguous_one: '„{{typed}}“ passt zu {{n}} Token auf {{chain}}; wähle einen aus der Liste',
    tokenAmbiguous_other: '„{{typed}}“ passt zu {{n}} Token auf {{chain}}; wähle einen aus der Liste',
    tokenMissing: '„{{typed}}“ ist nicht in der Trinkgeld-Wallet auf {{chain}}; sie enthält {{held}}',
    tokenMissingEmpty: '„{{typed}}“ ist nicht in der Trinkgeld-Wallet auf {{chain}}; dort enthält sie keine Token',
    nftAmbiguous_one: '„{{typed}}“ passt zu {{n}} NFT auf {{chain}}; wähle eines aus der Liste',
    nftAmbiguous_other: '„{{typed}}“ passt zu {{n}} NFTs auf {{chain}}; wähle eines aus der Liste',
    nftMissing: '„{{typed}}“ ist nicht im Inventar der Trinkgeld-Wallet auf {{chain}}',
    nftCount: 'muss eine ganze Zahl von mindestens 1 sein',
    nftOver: '{{editions}} ist mehr, als die Trinkgeld-Wallet von {{nft}} hat ({{held}})',
    systemInactive: '{{system}} hat den Status „{{status}}“; Guthaben lassen sich nur in aktiven Punktesystemen ändern',
  },
  toSelf: '(an den Moderator selbst)',
  role: {
    everyone: '@everyone haben bereits alle Mitglieder; diese Rolle kann kein Preis sein.',
    unknown: 'Discord hat keine Angaben zu {{role}} geliefert, daher kann die Rolle nicht geprüft werden; es wurde nichts gesendet.',
    unreadable:
      'Der Bot konnte die Rollen dieses Servers nicht von Discord abrufen, um {{role}} zu prüfen; versuche es gleich noch einmal. Es wurde nichts gesendet.',
    managed: '{{role}} wird von einer Integration verwaltet (einem Bot, Boosts oder einem Abo); niemand kann sie vergeben.',
    dangerous:
      '{{role}} gewährt diese Berechtigungen: {{permissions}}. Eine Rolle, mit der man den Server steuern kann, kann kein Preis sein.',
    manageRoles: 'Um eine Rolle als Preis zu vergeben, brauchst du die Berechtigung „{{permission}}“, die du nicht hast.',
    aboveYou: '{{role}} liegt nicht unter deiner höchsten Rolle; du kannst nur Rollen unter deiner vergeben.',
    aboveBot:
      '{{role}} liegt nicht unter der höchsten Rolle des Bots; zieh in den Servereinstellungen unter „Rollen“ die Rolle des Bots darüber.',
  },
  permission: {
    Administrator: 'Administrator',
    ManageGuild: 'Server verwalten',
    ManageRoles: 'Rollen verwalten',
    ManageChannels: 'Kanäle verwalten',
    ManageWebhooks: 'Webhooks verwalten',
    BanMembers: 'Mitglieder bannen',
    KickMembers: 'Mitglieder kicken',
    MentionEveryone: '@everyone, @here und alle Rollen erwähnen',
  },
  recipient: {
    bot: '{{member}} ist ein Bot; Bots können kein Trinkgeld und keine Punkte erhalten.',
    notUser: '{{id}} ist kein Mitglied (kein Discord-Benutzer hat diese ID; vielleicht eine Rolle, ein Kanal oder der Server).',
  },
  changed: {
    token:
      'Es wurde nichts gesendet: Seit der Vorschau ist das {{symbol}}-Guthaben der Trinkgeld-Wallet von {{before}} auf {{now}} gesunken, weniger als die {{needed}} {{symbol}}, die hierfür nötig sind.',
    nft: 'Es wurde nichts gesendet: Seit der Vorschau ist die Zahl der Exemplare von {{nft}} in der Trinkgeld-Wallet von {{before}} auf {{now}} gesunken, weniger als die {{needed}}, die hierfür nötig sind.',
    gone: 'Es wurde nichts gesendet: Seit der Vorschau ist {{item}} nicht mehr in der Trinkgeld-Wallet.',
    points: 'Die Guthaben haben sich seit der Vorschau geändert. {{detail}}',
  },
  refuse: {
    noActiveSystem: 'Diese Community hat kein aktives Punktesystem; wähle eines mit der Option {{:system}}.',
    noPrint:
      'Der Community-API-Schlüssel dieses Servers darf die Guthaben von {{system}} nicht ändern: Er darf {{may}}, aber ihm fehlt die Berechtigung „{{print}}“.',
    noPrintNothing:
      'Der Community-API-Schlüssel dieses Servers darf die Guthaben von {{system}} nicht ändern: Er hat dafür keine Berechtigungen, auch nicht „{{print}}“.',
    noChannel: 'Führe {{command}} in einem Kanal aus oder gib die Option {{:channel}} an.',
    sameRole: 'ist dieselbe Rolle wie bei {{:only-role}}; niemand könnte teilnehmen',
    moreWinners:
      '{{n}} Gewinner sind mehr als {{:entries}} ({{m}}): Es können höchstens {{members}} teilnehmen, also auch höchstens so viele gewinnen; es wurde nichts gesendet.',
    tooManyMembers_one: 'höchstens {{n}} Mitglied auf einmal (angegeben: {{got}})',
    tooManyMembers_other: 'höchstens {{n}} Mitglieder auf einmal (angegeben: {{got}})',
  },
  choice: {
    token: '{{symbol}} · {{amount}} vorhanden',
    native: '{{symbol}} · {{amount}} vorhanden (nativ)',
  },
  roleMove: {
    headline: {
      give: 'Jedem Mitglied mit {{role}} {{prize}} geben (insgesamt {{n}}).',
      take: 'Jedem Mitglied mit {{role}} {{prize}} abziehen (insgesamt {{n}}).',
    },
    doneHeadline: {
      give: 'Jedem Mitglied mit {{role}} {{prize}} gegeben (insgesamt {{n}}).',
      take: 'Jedem Mitglied mit {{role}} {{prize}} abgezogen (insgesamt {{n}}).',
    },
    field: {
      holders: 'Mitglieder mit der Rolle ({{n}})',
      more: '{{names}} und {{n}} weitere',
      bots: 'Ausgelassene Bots',
      total: 'Punkte insgesamt',
      parts: 'Teile',
      partsValue: '{{n}} (je höchstens 1.000 Mitglieder)',
    },
    progress: 'Teile: {{done}} von {{parts}} · erledigt: {{membersDone}} · insgesamt: {{membersAll}}',
    sending: 'Wird gesendet, ein Teil nach dem anderen; diese Nachricht zeigt den Fortschritt.',
    done: 'Fertig: Alle Teile wurden ausgeführt.',
    partly: 'Abgeschlossen, aber nicht alle Teile wurden ausgeführt:',
    part: {
      refused:
        'Teil {{index}} ({{partMembers}}) wurde nicht ausgeführt, bei diesen Mitgliedern hat sich nichts geändert. Grund: {{reason}}.',
      unknown:
        'Teil {{index}} ({{partMembers}}): Ergebnis unbekannt, möglicherweise wurde er ausgeführt; er wird nicht erneut gesendet. Prüfe einige Guthaben mit {{/points balance}}.',
      expired: 'Teil {{index}} ({{partMembers}}) wurde nicht gesendet: Er hat zu lange gewartet (der Bot war zu lange offline).',
      left_one: 'Teil {{index}}: {{n}} Mitglied, das die Rolle nicht mehr hat, wurde ausgelassen.',
      left_other: 'Teil {{index}}: {{n}} Mitglieder, die die Rolle nicht mehr haben, wurden ausgelassen.',
      stopped: 'Teil {{index}} ({{partMembers}}) wurde nicht gesendet: Das Abziehen wurde beim ersten fehlgeschlagenen Teil angehalten.',
      halted: 'Teil {{index}} ({{partMembers}}) wurde nicht gesendet: {{reason}}.',
    },
    tooMany_one:
      'Ein Vorgang für eine ganze Rolle verarbeitet höchstens {{n}} Mitglied des Servers, und dieser Server hat mehr, daher wurde nichts gesendet. Vergib die Punkte stattdessen an kleinere Gruppen von Mitgliedern.',
    tooMany_other:
      'Ein Vorgang für eine ganze Rolle verarbeitet höchstens {{n}} Mitglieder des Servers, und dieser Server hat mehr, daher wurde nichts gesendet. Vergib die Punkte stattdessen an kleinere Gruppen von Mitgliedern.',
    allLeft: 'alle Mitglieder dieses Teils haben die Rolle seit der Vorschau verloren',
    stop: {
      botLeft: 'der Bot ist nicht mehr auf diesem Server',
      left: 'der Moderator, der es bestätigt hat, ist nicht mehr Mitglied dieses Servers',
      notModerator: 'der Moderator, der es bestätigt hat, ist hier kein Moderator mehr',
      keyChanged: 'der Community-API-Schlüssel dieses Servers wurde seit der Vorschau geändert',
    },
    tookFrom_one: 'Abgezogen bei {{n}} Mitglied (Teile {{parts}}): {{who}}',
    tookFrom_other: 'Abgezogen bei {{n}} Mitgliedern (Teile {{parts}}): {{who}}',
    gaveTo_one: 'Gutgeschrieben bei {{n}} Mitglied (Teile {{parts}}): {{who}}',
    gaveTo_other: 'Gutgeschrieben bei {{n}} Mitgliedern (Teile {{parts}}): {{who}}',
    heading: {
      sending: '{{move}}: wird gesendet',
      done: '{{move}}: fertig',
      partly: '{{move}}: nicht vollständig ausgeführt',
    },
    summaryPart: '(Teil {{index}} von {{parts}}: {{partMembers}})',
    nobody: 'Niemand hat {{role}} (Bots ausgenommen), also gibt es nichts zu ändern.',
    intent:
      'Discord hat dem Bot die Mitgliederliste dieses Servers nicht gezeigt, daher wurde nichts gesendet. Der Bot braucht den Server Members Intent: Öffne im Discord Developer Portal die Anwendung des Bots → Bot → Privileged Gateway Intents, schalte Server Members Intent ein, speichere und führe den Befehl erneut aus.',
    memberOrRole: 'Gib entweder {{:member}} oder {{:role}} an, nicht beides.',
    noOne: 'Nenne ein Mitglied mit {{:member}} oder alle Mitglieder einer Rolle mit {{:role}}.',
    notLater: 'Punkte für eine ganze Rolle werden gleich nach dem Bestätigen gesendet und lassen sich nicht für später planen.',
    noJobs:
      'Dieser Bot ist nicht dafür eingerichtet, Punkte an eine ganze Rolle zu senden (wer ihn betreibt, hat das abgeschaltet), daher wurde nichts gesendet. Nenne stattdessen die Mitglieder oder frag den Betreiber des Bots.',
  },
};
