import type { Translation } from '../../shape.js';
import type { errors as en } from '../en/errors.js';

export const errors: Translation<typeof en> = {
  stale: 'Ce bouton ou ce menu n’est plus valide (il vient peut-être d’un ancien message). Relance la commande.',
  noKey:
    'Ce serveur n’est pas encore relié à sa communauté : un administrateur doit ajouter la clé de la Community API avec `{{/setup}}` (si tu es membre, demande à l’un d’eux).',
  keyUnreadable:
    'Pour l’instant, le bot ne peut pas lire la clé de la Community API enregistrée pour ce serveur (son SETTINGS_SECRET manque ou a changé) : préviens l’opérateur du bot, ou un administrateur peut redéfinir la clé avec `{{/setup}}`.',
  unexpected: 'Un problème est survenu du côté du bot (référence {{reference}}).',
  storeUnavailable: 'Le stockage du bot est indisponible pour le moment ; réessaie dans une minute (référence {{reference}}).',
  upstream: 'La Community API a eu un problème pour répondre ; réessaie plus tard (référence {{reference}}).',
  unreachable: {
    outcomeUnknown:
      'La Community API n’a pas confirmé le changement, le résultat est donc inconnu : vérifie avant de réessayer (référence {{reference}}).',
    timeout: 'La Community API n’a pas répondu à temps ; réessaie dans un instant (référence {{reference}}).',
    notSent: 'Impossible de joindre la Community API, donc rien n’a été envoyé ; réessaie dans un instant (référence {{reference}}).',
    heldBack: 'Le bot n’a pas pu envoyer la requête pour l’instant ; réessaie dans un instant (référence {{reference}}).',
    heldBackRead: 'Le bot n’a pas pu interroger la Community API pour l’instant ; réessaie dans un instant (référence {{reference}}).',
    unreachable: 'Impossible de joindre la Community API ; réessaie dans un instant (référence {{reference}}).',
  },
  channel: {
    invokerCannotPost:
      'Tu ne peux pas publier toi-même dans {{channel}} (il te faut « Voir le salon » et « Envoyer des messages ») : le bot n’y publiera donc pas pour toi. Choisis un salon où tu peux publier.',
  },
  router: {
    notInGuild: 'Cette commande ne fonctionne que dans un serveur : un message privé n’a pas de communauté.',
    notModerator: 'C’est réservé aux modérateurs (« Gérer le serveur », « Administrateur » ou un rôle de modérateur).',
    notAdmin: 'C’est réservé aux administrateurs du serveur (« Gérer le serveur » ou « Administrateur »).',
    unknownCommand: 'Cette commande n’est plus disponible. Elle a peut-être été supprimée ou renommée.',
    restarting: 'Le bot redémarre ; réessaie dans un instant.',
    empty: 'C’est fait.',
    failedPublicly: 'Un problème est survenu avec cette commande. Réessaie dans un instant.',
  },
  api: {
    forbidden:
      'La clé de la Community API de ce serveur a été refusée pour cette fonction (403) : l’offre de la communauté ne l’inclut peut-être pas, ou la clé est erronée ; demande à un administrateur.',
    unauthorized: 'La clé de la Community API de ce serveur a été refusée (401) ; demande à un administrateur.',
    notFound: 'Introuvable : la Community API n’a pas cet élément. Vérifie l’ID et réessaie.',
    busy: 'La Community API est occupée ; réessaie dans {{wait}}.',
    rejectedWith: 'La Community API a refusé la requête : {{message}}',
    rejected: 'La Community API a refusé la requête.',
  },
  write: {
    noKey: 'le serveur n’a pas de clé de la Community API valide (à définir avec {{/setup}})',
    refusedStatus: 'refus de la Community API (statut {{status}})',
    refused: 'refus de la Community API',
    notSent: 'impossible de joindre la Community API, donc rien n’a été envoyé ; réessaie dans un instant',
    heldBack: 'le bot n’a pas pu envoyer la requête pour l’instant ; réessaie dans un instant',
    upstream: 'la Community API a eu un problème pour répondre ; réessaie plus tard',
    keyChanged:
      'La clé de la Community API de ce serveur a changé depuis cet aperçu, donc rien n’a été envoyé : relance la commande pour le revoir avec la nouvelle clé.',
  },
  lookup: {
    pointSystem: {
      ambiguous: '« {{typed}} » correspond à plusieurs systèmes de points : {{list}} ; tape l’ID ou choisis-en un dans les suggestions',
      none: 'aucun système de points « {{typed}} » dans cette communauté ; choisis-en un dans les suggestions, ou consulte {{/points systems}}',
      close:
        'aucun système de points « {{typed}} » dans cette communauté ; voulais-tu dire {{names}} ? Choisis-en un dans les suggestions, ou consulte {{/points systems}}',
    },
    quest: {
      ambiguous: '« {{typed}} » correspond à plusieurs quêtes : {{list}} ; tape l’ID ou choisis-en une dans les suggestions',
      none: 'aucune quête « {{typed}} » dans cette communauté ; choisis-en une dans les suggestions',
      close: 'aucune quête « {{typed}} » dans cette communauté ; voulais-tu dire {{names}} ? Choisis-en une dans les suggestions',
    },
    pointSystemGone:
      'Ce système de points n’existe plus dans cette communauté ; lance `{{/leaderboard}}` ou `{{/points systems}}` pour voir les systèmes actuels.',
  },
  option: {
    line: '{{option}} : {{message}}',
    notAChoice: '« {{value}} » ne fait pas partie des choix : {{choices}}',
    notText: 'doit être du texte',
    tooShort: 'doit faire au moins {{min}}',
    tooLong: 'doit faire au plus {{max}}',
    whole: 'doit être un nombre entier',
    wholeBetween: 'doit être un nombre entier entre {{min}} et {{max}}',
    wholeAtLeast: 'doit être un nombre entier supérieur ou égal à {{min}}',
    wholeAtMost: 'doit être un nombre entier inférieur ou égal à {{max}}',
    number: 'doit être un nombre',
    numberBetween: 'doit être un nombre entre {{min}} et {{max}}',
    numberAtLeast: 'doit être un nombre supérieur ou égal à {{min}}',
    numberAtMost: 'doit être un nombre inférieur ou égal à {{max}}',
    rangeBetween: 'doit être compris entre {{min}} et {{max}}',
    rangeAtLeast: 'doit valoir au moins {{min}}',
    rangeAtMost: 'doit valoir au plus {{max}}',
    notBoolean: 'doit être vrai ou faux',
    notUser:
      '« {{value}} » n’est pas un ID d’utilisateur : un ID d’utilisateur Discord compte de 16 à 20 chiffres ; choisis le membre dans la liste',
    notChannel: '« {{value}} » n’est pas un ID de salon : un ID Discord compte de 16 à 20 chiffres ; choisis le salon dans la liste',
    notRole: '« {{value}} » n’est pas un ID de rôle : un ID Discord compte de 16 à 20 chiffres ; choisis le rôle dans la liste',
    unsupported: 'n’est pas pris en charge',
    unknownSubcommand: 'sous-commande inconnue ; utilise {{list}}',
    blank: 'ne doit pas être vide : rien ne s’affiche (seulement des espaces ou des caractères invisibles) ; tape du texte',
    required: 'est obligatoire',
    invalid: 'n’est pas valide',
  },
  parse: {
    durationBounds: 'doit être compris entre 1 minute et {{max}} ({{minutes}})',
    notDurationMinutes: '« {{typed}} » n’est pas une durée ; utilise des minutes (90) ou une durée comme 45min, 2h, 3j, 1sem ou 1j12h',
    notDuration: '« {{typed}} » n’est pas une durée ; utilise une durée comme 30min, 2h, 1j12h ou 2sem',
    unitTwice: '« {{typed}} » indique deux fois l’unité « {{unit}} »',
    spanBounds: 'doit être compris entre {{min}} et {{max}}',
    postUrl: 'doit être un lien https vers une publication X, p. ex. {{example}}',
    notMember: '« {{typed}} » n’est pas un membre : tape @ et choisis le membre dans la liste de Discord, ou colle son ID',
    noMembers: 'aucun membre indiqué ; mentionne les membres, p. ex. @alice @bob',
    tooManyMembers: '{{max}} au plus à la fois (reçus : {{got}})',
  },
  chain: {
    unknown:
      '« {{typed}} » n’est pas une blockchain prise en charge par la Community API ; {{/chains}} les liste (noms, ID de chaîne comme 1 ou osmosis-1, et formes courtes comme eth)',
    unknownHint:
      '« {{typed}} » n’est pas une blockchain prise en charge par la Community API ; voulais-tu dire {{suggestion}} ? {{/chains}} les liste (noms, ID de chaîne comme 1 ou osmosis-1, et formes courtes comme eth)',
    tokens: '{{chain}} n’a pas de tokens de la communauté',
    balance:
      'la Community API n’a pas de solde du portefeuille de pourboires sur {{chain}} ; elle n’en tient que sur les blockchains que liste {{/chains}}',
    inventory: 'la Community API n’a pas d’inventaire de NFT sur {{chain}}',
    inventoryTry: 'la Community API n’a pas d’inventaire de NFT sur {{chain}} ; {{/treasury balance}} montre les tokens sur {{chain}}',
  },
  address: {
    length: 'doit faire entre 1 et 128 caractères',
    evm: 'doit être une adresse {{chain}} : 0x suivi de 40 caractères hexadécimaux',
    bech32: 'doit être une adresse {{chain}} : {{prefix}}1 suivi de 38 à 58 caractères bech32 en minuscules',
    solana: 'doit être une adresse Solana : de 32 à 44 caractères base58 (sans 0, O, I ni l)',
    nano: 'doit être une adresse Nano (nano_ suivi de 60 caractères)',
    pepecoin: 'doit être une adresse Pepecoin (P suivi de 25 à 34 caractères base58)',
    atto: 'doit être une adresse Atto (atto://…)',
    spaces: 'ne doit pas contenir d’espaces',
    hyperCoreToken: 'doit être un ID de token HyperCore : 0x suivi de 32 caractères hexadécimaux',
    solanaMint: 'doit être une adresse de mint Solana : de 32 à 44 caractères base58 (sans 0, O, I ni l)',
    cosmosToken:
      'doit être un token sur {{chain}} : ibc/ suivi de 64 caractères hexadécimaux, factory/{{prefix}}1…/nom, ou une adresse de contrat {{prefix}}1…',
    evmChecksum:
      '« {{typed}} » ne passe pas la vérification de somme de contrôle (EIP-55) : une lettre n’a pas la bonne casse, l’adresse contient donc très probablement une faute de frappe. Copie-la à nouveau depuis le portefeuille ; rien n’a été envoyé.',
    bech32Checksum:
      '« {{typed}} » n’est pas une adresse {{chain}} valide : sa somme de contrôle bech32 ne correspond pas, elle contient donc très probablement une faute de frappe. Copie-la à nouveau depuis le portefeuille ; rien n’a été envoyé.',
    bech32Prefix: '« {{typed}} » n’est pas une adresse {{chain}} : les adresses {{chain}} commencent par {{prefix}}1',
    solanaBytes:
      '« {{typed}} » n’est pas une adresse Solana : elle ne se décode pas en une clé de 32 octets, elle contient donc très probablement une faute de frappe. Copie-la à nouveau depuis le portefeuille ; rien n’a été envoyé.',
    burn: '« {{typed}} » est une adresse nulle ou de destruction : ce qui y est envoyé est perdu définitivement. Donne l’adresse de portefeuille du destinataire.',
  },
};
