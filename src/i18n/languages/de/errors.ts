import type { Translation } from '../../shape.js';
import type { errors as en } from '../en/errors.js';

export const errors: Translation<typeof en> = {
  stale: 'Dieser Button oder dieses Menü ist nicht mehr gültig (vielleicht aus einer älteren Nachricht). Führe den Befehl noch einmal aus.',
  noKey:
    'Dieser Server ist noch nicht mit seiner Community verbunden: Ein Administrator fügt mit {{/setup}} den Community-API-Schlüssel hinzu (als Mitglied frage einen Administrator).',
  keyUnreadable:
    'Der Bot kann den gespeicherten Community-API-Schlüssel dieses Servers gerade nicht lesen (sein SETTINGS_SECRET fehlt oder hat sich geändert): Sage dem Betreiber des Bots Bescheid, oder ein Administrator setzt den Schlüssel mit {{/setup}} neu.',
  unexpected: 'Beim Bot ist etwas schiefgelaufen (Referenz {{reference}}).',
  storeUnavailable: 'Der Speicher des Bots ist gerade nicht erreichbar; versuche es in einer Minute noch einmal (Referenz {{reference}}).',
  upstream: 'Bei der Community-API ist ein Fehler aufgetreten; versuche es später noch einmal (Referenz {{reference}}).',
  unreachable: {
    outcomeUnknown:
      'Die Community-API hat die Änderung nicht bestätigt, daher ist das Ergebnis unbekannt: Prüfe es, bevor du es noch einmal versuchst (Referenz {{reference}}).',
    timeout: 'Die Community-API hat nicht rechtzeitig geantwortet; versuche es gleich noch einmal (Referenz {{reference}}).',
    notSent:
      'Die Community-API war nicht erreichbar, daher wurde nichts gesendet; versuche es gleich noch einmal (Referenz {{reference}}).',
    heldBack:
      'Der Bot konnte die Anfrage gerade nicht absenden, es wurde also nichts übertragen; versuche es gleich noch einmal (Referenz {{reference}}).',
    heldBackRead: 'Der Bot konnte die Community-API gerade nicht abfragen; versuche es gleich noch einmal (Referenz {{reference}}).',
    unreachable: 'Die Community-API war nicht erreichbar; versuche es gleich noch einmal (Referenz {{reference}}).',
  },
  channel: {
    invokerCannotPost:
      'Du kannst in {{channel}} selbst nicht posten (dir fehlt „Kanal ansehen“ oder „Nachrichten senden“), daher postet der Bot dort auch nicht für dich. Wähle einen Kanal, in dem du posten kannst.',
  },
  router: {
    notInGuild: 'Dieser Befehl funktioniert nur auf einem Server: Eine Direktnachricht hat keine Community.',
    notModerator: 'Das dürfen nur Moderatoren („Server verwalten“, „Administrator“ oder eine Moderatorenrolle).',
    notAdmin: 'Das dürfen nur Serveradministratoren („Server verwalten“ oder „Administrator“).',
    unknownCommand: 'Dieser Befehl ist nicht mehr verfügbar. Vielleicht wurde er entfernt oder umbenannt.',
    restarting: 'Der Bot startet gerade neu; versuche es gleich noch einmal.',
    empty: 'Erledigt.',
    failedPublicly: 'Bei diesem Befehl ist etwas schiefgelaufen. Versuche es gleich noch einmal.',
  },
  api: {
    forbidden:
      'Der Community-API-Schlüssel dieses Servers wurde für diese Funktion abgelehnt (403): Vielleicht gehört sie nicht zum Tarif der Community, oder der Schlüssel ist falsch; frage einen Administrator.',
    unauthorized: 'Der Community-API-Schlüssel dieses Servers wurde abgelehnt (401); frage einen Administrator.',
    notFound: 'Nicht gefunden: Die Community-API kennt diese ID nicht. Prüfe die ID und versuche es noch einmal.',
    busy: 'Die Community-API ist ausgelastet; versuche es in {{wait}} noch einmal.',
    rejectedWith: 'Die Community-API hat die Anfrage abgelehnt: {{message}}',
    rejected: 'Die Community-API hat die Anfrage abgelehnt.',
  },
  write: {
    noKey: 'Der Server hat keinen funktionierenden Community-API-Schlüssel (mit {{/setup}} festlegen)',
    refusedStatus: 'Die Community-API hat das abgelehnt (Status {{status}})',
    refused: 'Die Community-API hat das abgelehnt',
    notSent: 'Die Community-API war nicht erreichbar, daher wurde nichts gesendet; versuche es gleich noch einmal',
    heldBack: 'Der Bot konnte die Anfrage gerade nicht absenden, es wurde also nichts übertragen; versuche es gleich noch einmal',
    upstream: 'Bei der Community-API ist ein Fehler aufgetreten; versuche es später noch einmal',
    keyChanged:
      'Der Community-API-Schlüssel dieses Servers wurde seit dieser Vorschau geändert, deshalb wurde nichts gesendet: Führe den Befehl noch einmal aus, um den Vorgang mit dem neuen Schlüssel neu zu prüfen.',
  },
  lookup: {
    pointSystem: {
      ambiguous: '„{{typed}}“ passt zu mehreren Punktesystemen: {{list}}; gib die ID ein oder wähle eines aus den Vorschlägen',
      none: 'kein Punktesystem „{{typed}}“ in dieser Community; wähle eines aus den Vorschlägen oder sieh in {{/points systems}} nach',
      close:
        'kein Punktesystem „{{typed}}“ in dieser Community; meintest du {{names}}? Wähle eines aus den Vorschlägen oder sieh in {{/points systems}} nach',
    },
    quest: {
      ambiguous: '„{{typed}}“ passt zu mehreren Quests: {{list}}; gib die ID ein oder wähle eine aus den Vorschlägen',
      none: 'keine Quest „{{typed}}“ in dieser Community; wähle eine aus den Vorschlägen',
      close: 'keine Quest „{{typed}}“ in dieser Community; meintest du {{names}}? Wähle eine aus den Vorschlägen',
    },
    pointSystemGone:
      'Dieses Punktesystem gibt es in dieser Community nicht mehr; {{/leaderboard}} oder {{/points systems}} zeigen die aktuellen.',
  },
  option: {
    line: '{{option}}: {{message}}',
    notAChoice: '„{{value}}“ ist keine der Möglichkeiten: {{choices}}',
    notText: 'muss Text sein',
    tooShort: 'muss mindestens {{min}} lang sein',
    tooLong: 'darf höchstens {{max}} lang sein',
    whole: 'muss eine ganze Zahl sein',
    wholeBetween: 'muss eine ganze Zahl zwischen {{min}} und {{max}} sein',
    wholeAtLeast: 'muss eine ganze Zahl von mindestens {{min}} sein',
    wholeAtMost: 'muss eine ganze Zahl von höchstens {{max}} sein',
    number: 'muss eine Zahl sein',
    numberBetween: 'muss eine Zahl zwischen {{min}} und {{max}} sein',
    numberAtLeast: 'muss eine Zahl von mindestens {{min}} sein',
    numberAtMost: 'muss eine Zahl von höchstens {{max}} sein',
    rangeBetween: 'muss zwischen {{min}} und {{max}} liegen',
    rangeAtLeast: 'muss mindestens {{min}} sein',
    rangeAtMost: 'darf höchstens {{max}} sein',
    notBoolean: 'muss an oder aus sein',
    notUser: '„{{value}}“ ist keine Benutzer-ID: Eine Discord-Benutzer-ID hat 16 bis 20 Ziffern; wähle das Mitglied aus der Liste',
    notChannel: '„{{value}}“ ist keine Kanal-ID: Eine Discord-ID hat 16 bis 20 Ziffern; wähle den Kanal aus der Liste',
    notRole: '„{{value}}“ ist keine Rollen-ID: Eine Discord-ID hat 16 bis 20 Ziffern; wähle die Rolle aus der Liste',
    unsupported: 'wird nicht unterstützt',
    unknownSubcommand: 'unbekannter Unterbefehl; nutze {{list}}',
    blank: 'darf nicht leer sein (nur Leerzeichen oder unsichtbare Zeichen zählen nicht); gib einen Text ein',
    required: 'ist erforderlich',
    invalid: 'ist ungültig',
  },
  parse: {
    durationBounds: 'muss mindestens 1 Minute und höchstens {{max}} ({{minutes}}) lang sein',
    notDurationMinutes:
      '„{{typed}}“ ist keine Dauer; nutze Minuten (90) oder eine Zeitspanne wie 45min, 2std, 3t, 1wo oder 1t12std (min = Minuten, std = Stunden, t = Tage, wo = Wochen; m, h, d und w gehen auch)',
    notDuration:
      '„{{typed}}“ ist keine Dauer; nutze eine Zeitspanne wie 30min, 2std, 1t12std oder 2wo (min = Minuten, std = Stunden, t = Tage, wo = Wochen; m, h, d und w gehen auch)',
    unitTwice: '„{{typed}}“ enthält die Einheit „{{unit}}“ zweimal',
    spanBounds: 'muss mindestens {{min}} und höchstens {{max}} lang sein',
    postUrl: 'muss ein https-Link zu einem Beitrag auf X sein, etwa {{example}}',
    notMember: '„{{typed}}“ ist kein Mitglied: Tippe @ und wähle das Mitglied aus der Liste von Discord oder füge seine ID ein',
    noMembers: 'kein Mitglied angegeben; erwähne die Mitglieder, z. B. @alice @bob',
    tooManyMembers: 'höchstens {{max}} auf einmal (angegeben: {{got}})',
  },
  chain: {
    unknown:
      '„{{typed}}“ ist keine von der Community-API unterstützte Blockchain; {{/chains}} listet sie auf (Namen, Chain-IDs wie 1 oder osmosis-1 und Kurzformen wie eth sind möglich)',
    unknownHint:
      '„{{typed}}“ ist keine von der Community-API unterstützte Blockchain; meintest du {{suggestion}}? {{/chains}} listet sie auf (Namen, Chain-IDs wie 1 oder osmosis-1 und Kurzformen wie eth sind möglich)',
    tokens: 'die Community-API unterstützt auf {{chain}} keine eigenen Token',
    balance:
      'die Community-API führt auf {{chain}} kein Guthaben der Trinkgeld-Wallet; sie führt es nur auf den Blockchains, die {{/chains}} auflistet',
    inventory: 'die Community-API hat auf {{chain}} kein NFT-Inventar',
    inventoryTry: 'die Community-API hat auf {{chain}} kein NFT-Inventar; {{/treasury balance}} zeigt die Token auf {{chain}}',
  },
  address: {
    length: 'muss 1 bis 128 Zeichen lang sein',
    evm: 'muss auf {{chain}} 0x gefolgt von 40 Hexadezimalzeichen sein',
    bech32: 'muss eine Adresse auf {{chain}} sein: {{prefix}}1 gefolgt von 38 bis 58 kleingeschriebenen Bech32-Zeichen',
    solana: 'muss eine Solana-Adresse sein: 32 bis 44 Base58-Zeichen (kein 0, O, I oder l)',
    nano: 'muss eine Nano-Adresse sein (nano_ gefolgt von 60 Zeichen)',
    pepecoin: 'muss eine Pepecoin-Adresse sein (P gefolgt von 25 bis 34 Base58-Zeichen)',
    atto: 'muss eine Atto-Adresse sein (atto://…)',
    spaces: 'darf keine Leerzeichen enthalten',
    hyperCoreToken: 'muss eine HyperCore-Token-ID sein: 0x gefolgt von 32 Hexadezimalzeichen',
    solanaMint: 'muss eine Solana-Mint-Adresse sein: 32 bis 44 Base58-Zeichen (kein 0, O, I oder l)',
    cosmosToken:
      'muss ein Token auf {{chain}} sein: ibc/ gefolgt von 64 Hexadezimalzeichen, factory/{{prefix}}1…/name oder eine Vertragsadresse {{prefix}}1…',
    evmChecksum:
      '„{{typed}}“ besteht die Prüfsumme (EIP-55) nicht: Ein Buchstabe hat die falsche Groß-/Kleinschreibung, die Adresse enthält also sehr wahrscheinlich einen Tippfehler. Kopiere sie erneut aus der Wallet; es wurde nichts gesendet.',
    bech32Checksum:
      '„{{typed}}“ ist keine gültige {{chain}}-Adresse: Ihre Bech32-Prüfsumme stimmt nicht, sie enthält also sehr wahrscheinlich einen Tippfehler. Kopiere sie erneut aus der Wallet; es wurde nichts gesendet.',
    bech32Prefix: '„{{typed}}“ ist keine {{chain}}-Adresse: {{chain}}-Adressen beginnen mit {{prefix}}1',
    solanaBytes:
      '„{{typed}}“ ist keine Solana-Adresse: Sie ergibt dekodiert keinen 32-Byte-Schlüssel, enthält also sehr wahrscheinlich einen Tippfehler. Kopiere sie erneut aus der Wallet; es wurde nichts gesendet.',
    burn: '„{{typed}}“ ist eine Null- oder Burn-Adresse: Was dorthin gesendet wird, ist für immer verloren. Gib die Wallet-Adresse des Empfängers an.',
  },
};
