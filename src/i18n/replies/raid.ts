import type { Language } from '../locales.js';
import { plural } from '../plural.js';

/**
 * /raid create (src/views/raid.ts, commands/raid.ts): the preview, its outcomes (created, not
 * created with a reason, unknown: stored and shown again later, in the reader's language), and
 * the refusals of the create options. `{{when}}`/`{{expires}}` are Discord timestamps (the
 * reader's client writes them out: `<t:…:R>` reads "in 10 minutes" / "5 minutes ago", `<t:…:f>`
 * a date and time); `{{token}}` is one of `token.*`; `{{name}}`, `{{type}}`, `{{like}}`… are
 * option names as the reader sees them in Discord; `{{command}}` is `/raid create` likewise.
 */
const en = {
  where: { default: "the community's default raid channel" },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) on {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (native coin) on {{chain}}',
    address: '{{amount}} of token {{address}} on {{chain}}',
    native: '{{amount}} of the native coin of {{chain}}',
  },
  reward: {
    random: 'A random reward from reward pool {{pool}}',
    randomCost: 'Paid from reward pool {{pool}}',
    pool: 'A pool of {{token}}, shared by the raiders',
    poolCost: '{{amount}} (the whole pool)',
    fixed: '{{token}} for each raider',
    fixedCost: '{{amount}} per raider; the total depends on how many members take part',
  },
  requirement: { like: 'Like', comment: 'Comment', repost: 'Repost' },
  field: {
    where: 'Where',
    mentions: 'Mentions',
    duration: 'Duration',
    requirements: 'Requirements',
    reward: 'Reward',
    cost: 'Total cost',
    usd: 'Dollar value',
    wallet: 'Tipping wallet',
  },
  post: 'Post: <{{url}}>',
  noRole: 'No role',
  funding: {
    noPrice: 'no dollar price known',
    usdPool: '≈ {{usd}} (the whole pool)',
    usdEach: '≈ {{usd}} per raider',
    holds: "holds {{amount}}; each raider's reward is paid from it",
  },
  recent: {
    single: '⚠️ **This post was raided in the last 24 hours**: **{{title}}**, {{when}}. Check it is not a repeat before you confirm.',
    several: plural({
      one: '⚠️ **This post was raided in the last 24 hours**: **{{title}}**, {{when}} and {{n}} more. Check it is not a repeat before you confirm.',
      other: '⚠️ **This post was raided in the last 24 hours**: **{{title}}**, {{when}} and {{n}} more. Check it is not a repeat before you confirm.',
    }),
  },
  preview: {
    title: 'Raid preview',
    content: 'Check this raid before it is created. Nothing is sent until you press **Confirm**; this preview expires {{when}}.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  duplicate: {
    title: 'Raid preview: possible duplicate',
    created:
      '⚠️ An identical raid was created {{when}}. Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    inFlight:
      '⚠️ An identical raid is being created right now (sent {{when}}). Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    unknown:
      '⚠️ An identical raid was sent {{when}} and its outcome is unknown: it may exist already. Check the raid channel first. Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    anyway: 'Create anyway',
  },
  outcome: {
    created: 'Raid created: **{{title}}** for <{{url}}>, posted in {{channel}}.',
    createdDefault: "Raid created: **{{title}}** for <{{url}}>, posted in the community's default raid channel.",
    createdTitle: 'Raid created',
    failed: 'The raid was not created: {{reason}}',
    failedTitle: 'Raid not created',
    unknown:
      'Outcome unknown — the request was sent to the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so the raid may or may not exist. Check the raid channel before trying again. Pressing Confirm again will not resend it.',
    unknownSent:
      'Outcome unknown — the request was sent to the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so the raid may or may not exist. Check the raid channel before trying again. Pressing Confirm again will not resend it. It was sent {{when}}.',
    unknownTitle: 'Raid outcome unknown',
  },
  expired: {
    content: 'This preview expired {{when}}; nothing was sent. Run `{{command}}` again to create the raid.',
    title: 'Raid preview expired',
  },
  cancelled: 'Raid cancelled, nothing was sent.',
  notYours: 'Only the moderator who created this preview can confirm it.',
  inFlight: 'This raid is being created already; the preview will show the result in a moment.',
  create: {
    tokenOrNative: '{{problem}}, or "{{native}}" for the native coin',
    tokenSpaces: '{{name}} must be a token address without spaces, or "{{native}}" for the native coin',
    poolRequired: '{{name}} is required for a reward pool raid: give the pool id',
    notWithPool: '{{name}} is not used with a reward pool; leave it out or pick a token {{type}}',
    poolOnlyForPool: '{{name}} is only used with the reward pool type; leave it out for a token pool',
    poolOnlyForFixed: '{{name}} is only used with the reward pool type; leave it out for a fixed reward',
    requiredForPool: '{{name}} is required for a token pool',
    requiredForFixed: '{{name}} is required for a fixed reward',
    tokenRequiredForPool: `{{name}} is required for a token pool: pick a token, or "{{native}}" for the chain's native coin`,
    tokenRequiredForFixed: `{{name}} is required for a fixed reward: pick a token, or "{{native}}" for the chain's native coin`,
    noRequirement: 'a raid needs at least one of {{like}}, {{comment}} or {{repost}} turned on',
  },
};

const de: typeof en = {
  where: { default: 'der Standard-Raid-Kanal der Community' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) auf {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (native Coin) auf {{chain}}',
    address: '{{amount}} des Tokens {{address}} auf {{chain}}',
    native: '{{amount}} der nativen Coin von {{chain}}',
  },
  reward: {
    random: 'Eine zufällige Belohnung aus dem Belohnungs-Pool {{pool}}',
    randomCost: 'Bezahlt aus dem Belohnungs-Pool {{pool}}',
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
    usd: 'Wert in Dollar',
    wallet: 'Trinkgeld-Wallet',
  },
  post: 'Beitrag: <{{url}}>',
  noRole: 'Keine Rolle',
  funding: {
    noPrice: 'kein Dollarpreis bekannt',
    usdPool: '≈ {{usd}} (der ganze Topf)',
    usdEach: '≈ {{usd}} pro Raider',
    holds: 'hat {{amount}}; daraus wird die Belohnung jedes Raiders bezahlt',
  },
  recent: {
    single: '⚠️ **Dieser Beitrag wurde in den letzten 24 Stunden geraidet**: **{{title}}**, {{when}}. Prüfe vor dem Bestätigen, dass es keine Wiederholung ist.',
    several: plural({
      one: '⚠️ **Dieser Beitrag wurde in den letzten 24 Stunden geraidet**: **{{title}}**, {{when}} und {{n}} weiterer. Prüfe vor dem Bestätigen, dass es keine Wiederholung ist.',
      other: '⚠️ **Dieser Beitrag wurde in den letzten 24 Stunden geraidet**: **{{title}}**, {{when}} und {{n}} weitere. Prüfe vor dem Bestätigen, dass es keine Wiederholung ist.',
    }),
  },
  preview: {
    title: 'Raid-Vorschau',
    content: 'Prüfe diesen Raid, bevor er erstellt wird. Nichts wird gesendet, bis du **Bestätigen** drückst; diese Vorschau läuft {{when}} ab.',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  duplicate: {
    title: 'Raid-Vorschau: mögliches Duplikat',
    created:
      '⚠️ Ein identischer Raid wurde am {{when}} erstellt. Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Nichts wird gesendet, außer du drückst **Trotzdem erstellen**; diese Vorschau läuft {{expires}} ab.',
    inFlight:
      '⚠️ Ein identischer Raid wird gerade erstellt (gesendet am {{when}}). Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Nichts wird gesendet, außer du drückst **Trotzdem erstellen**; diese Vorschau läuft {{expires}} ab.',
    unknown:
      '⚠️ Ein identischer Raid wurde am {{when}} gesendet und sein Ergebnis ist unbekannt: Vielleicht gibt es ihn schon. Prüfe zuerst den Raid-Kanal. Wenn du diesen erstellst, entsteht vielleicht ein Duplikat. Nichts wird gesendet, außer du drückst **Trotzdem erstellen**; diese Vorschau läuft {{expires}} ab.',
    anyway: 'Trotzdem erstellen',
  },
  outcome: {
    created: 'Raid erstellt: **{{title}}** für <{{url}}>, gepostet in {{channel}}.',
    createdDefault: 'Raid erstellt: **{{title}}** für <{{url}}>, gepostet im Standard-Raid-Kanal der Community.',
    createdTitle: 'Raid erstellt',
    failed: 'Der Raid wurde nicht erstellt: {{reason}}',
    failedTitle: 'Raid nicht erstellt',
    unknown:
      'Ergebnis unbekannt – die Anfrage ging an die Community API, aber es kam keine klare Antwort zurück (Zeitüberschreitung, abgebrochene Verbindung oder Serverfehler). Den Raid gibt es also vielleicht, vielleicht auch nicht. Prüfe den Raid-Kanal, bevor du es noch einmal versuchst. Wenn du noch einmal auf Bestätigen drückst, wird er nicht erneut gesendet.',
    unknownSent:
      'Ergebnis unbekannt – die Anfrage ging an die Community API, aber es kam keine klare Antwort zurück (Zeitüberschreitung, abgebrochene Verbindung oder Serverfehler). Den Raid gibt es also vielleicht, vielleicht auch nicht. Prüfe den Raid-Kanal, bevor du es noch einmal versuchst. Wenn du noch einmal auf Bestätigen drückst, wird er nicht erneut gesendet. Gesendet wurde er am {{when}}.',
    unknownTitle: 'Raid-Ergebnis unbekannt',
  },
  expired: {
    content: 'Diese Vorschau ist {{when}} abgelaufen; nichts wurde gesendet. Führe `{{command}}` noch einmal aus, um den Raid zu erstellen.',
    title: 'Raid-Vorschau abgelaufen',
  },
  cancelled: 'Raid abgebrochen, nichts wurde gesendet.',
  notYours: 'Nur der Moderator, der diese Vorschau erstellt hat, kann sie bestätigen.',
  inFlight: 'Dieser Raid wird schon erstellt; die Vorschau zeigt gleich das Ergebnis.',
  create: {
    tokenOrNative: '{{problem}}, oder „{{native}}“ für die native Coin',
    tokenSpaces: '{{name}} muss eine Token-Adresse ohne Leerzeichen sein, oder „{{native}}“ für die native Coin',
    poolRequired: '{{name}} ist für einen Raid mit Belohnungs-Pool nötig: Gib die ID des Pools an',
    notWithPool: '{{name}} wird bei einem Belohnungs-Pool nicht verwendet; lass es weg oder wähle bei {{type}} eine Token-Belohnung',
    poolOnlyForPool: '{{name}} wird nur bei der Art Belohnungs-Pool verwendet; lass es bei einem Token-Topf weg',
    poolOnlyForFixed: '{{name}} wird nur bei der Art Belohnungs-Pool verwendet; lass es bei einer festen Belohnung weg',
    requiredForPool: '{{name}} ist für einen Token-Topf nötig',
    requiredForFixed: '{{name}} ist für eine feste Belohnung nötig',
    tokenRequiredForPool: '{{name}} ist für einen Token-Topf nötig: Wähle einen Token, oder „{{native}}“ für die native Coin der Blockchain',
    tokenRequiredForFixed: '{{name}} ist für eine feste Belohnung nötig: Wähle einen Token, oder „{{native}}“ für die native Coin der Blockchain',
    noRequirement: 'ein Raid braucht mindestens eine der Optionen {{like}}, {{comment}} oder {{repost}} eingeschaltet',
  },
};

const es: typeof en = {
  where: { default: 'el canal de raids predeterminado de la comunidad' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) en {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (moneda nativa) en {{chain}}',
    address: '{{amount}} del token {{address}} en {{chain}}',
    native: '{{amount}} de la moneda nativa de {{chain}}',
  },
  reward: {
    random: 'Una recompensa aleatoria del fondo de recompensas {{pool}}',
    randomCost: 'Se paga del fondo de recompensas {{pool}}',
    pool: 'Un fondo de {{token}}, repartido entre los raiders',
    poolCost: '{{amount}} (todo el fondo)',
    fixed: '{{token}} para cada raider',
    fixedCost: '{{amount}} por raider; el total depende de cuántos miembros participen',
  },
  requirement: { like: 'Me gusta', comment: 'Comentario', repost: 'Repost' },
  field: {
    where: 'Dónde',
    mentions: 'Menciona',
    duration: 'Duración',
    requirements: 'Requisitos',
    reward: 'Recompensa',
    cost: 'Coste total',
    usd: 'Valor en dólares',
    wallet: 'Billetera de propinas',
  },
  post: 'Publicación: <{{url}}>',
  noRole: 'Ningún rol',
  funding: {
    noPrice: 'no se conoce el precio en dólares',
    usdPool: '≈ {{usd}} (todo el fondo)',
    usdEach: '≈ {{usd}} por raider',
    holds: 'tiene {{amount}}; de ahí se paga la recompensa de cada raider',
  },
  recent: {
    single: '⚠️ **Esta publicación recibió un raid en las últimas 24 horas**: **{{title}}**, {{when}}. Comprueba que no sea una repetición antes de confirmar.',
    several: plural({
      one: '⚠️ **Esta publicación recibió un raid en las últimas 24 horas**: **{{title}}**, {{when}} y {{n}} más. Comprueba que no sea una repetición antes de confirmar.',
      other: '⚠️ **Esta publicación recibió un raid en las últimas 24 horas**: **{{title}}**, {{when}} y {{n}} más. Comprueba que no sea una repetición antes de confirmar.',
    }),
  },
  preview: {
    title: 'Vista previa del raid',
    content: 'Revisa este raid antes de crearlo. No se envía nada hasta que pulses **Confirmar**; esta vista previa caduca {{when}}.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  duplicate: {
    title: 'Vista previa del raid: posible duplicado',
    created:
      '⚠️ Ya se creó un raid idéntico el {{when}}. Crear este puede dar un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    inFlight:
      '⚠️ Ahora mismo se está creando un raid idéntico (enviado el {{when}}). Crear este puede dar un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    unknown:
      '⚠️ Se envió un raid idéntico el {{when}} y no se sabe el resultado: puede que ya exista. Revisa primero el canal de raids. Crear este puede dar un duplicado. No se envía nada salvo que pulses **Crear de todos modos**; esta vista previa caduca {{expires}}.',
    anyway: 'Crear de todos modos',
  },
  outcome: {
    created: 'Raid creado: **{{title}}** para <{{url}}>, publicado en {{channel}}.',
    createdDefault: 'Raid creado: **{{title}}** para <{{url}}>, publicado en el canal de raids predeterminado de la comunidad.',
    createdTitle: 'Raid creado',
    failed: 'El raid no se creó: {{reason}}',
    failedTitle: 'Raid no creado',
    unknown:
      'Resultado desconocido: la solicitud se envió a la Community API, pero no llegó una respuesta clara (tiempo de espera agotado, conexión cortada o error del servidor), así que el raid puede existir o no. Revisa el canal de raids antes de volver a intentarlo. Pulsar Confirmar otra vez no la volverá a enviar.',
    unknownSent:
      'Resultado desconocido: la solicitud se envió a la Community API, pero no llegó una respuesta clara (tiempo de espera agotado, conexión cortada o error del servidor), así que el raid puede existir o no. Revisa el canal de raids antes de volver a intentarlo. Pulsar Confirmar otra vez no la volverá a enviar. Se envió el {{when}}.',
    unknownTitle: 'Resultado del raid desconocido',
  },
  expired: {
    content: 'Esta vista previa caducó {{when}}; no se envió nada. Vuelve a usar `{{command}}` para crear el raid.',
    title: 'Vista previa del raid caducada',
  },
  cancelled: 'Raid cancelado, no se envió nada.',
  notYours: 'Solo el moderador que creó esta vista previa puede confirmarla.',
  inFlight: 'Este raid ya se está creando; la vista previa mostrará el resultado en un momento.',
  create: {
    tokenOrNative: '{{problem}}, o "{{native}}" para la moneda nativa',
    tokenSpaces: '{{name}} debe ser una dirección de token sin espacios, o "{{native}}" para la moneda nativa',
    poolRequired: '{{name}} es obligatorio para un raid con fondo de recompensas: indica el id del fondo',
    notWithPool: '{{name}} no se usa con un fondo de recompensas; quítalo o elige una recompensa en tokens en {{type}}',
    poolOnlyForPool: '{{name}} solo se usa con el tipo fondo de recompensas; quítalo para un fondo de tokens',
    poolOnlyForFixed: '{{name}} solo se usa con el tipo fondo de recompensas; quítalo para una recompensa fija',
    requiredForPool: '{{name}} es obligatorio para un fondo de tokens',
    requiredForFixed: '{{name}} es obligatorio para una recompensa fija',
    tokenRequiredForPool: '{{name}} es obligatorio para un fondo de tokens: elige un token, o "{{native}}" para la moneda nativa de la blockchain',
    tokenRequiredForFixed: '{{name}} es obligatorio para una recompensa fija: elige un token, o "{{native}}" para la moneda nativa de la blockchain',
    noRequirement: 'un raid necesita al menos una de {{like}}, {{comment}} o {{repost}} activada',
  },
};

const fr: typeof en = {
  where: { default: 'le salon des raids par défaut de la communauté' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) sur {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (monnaie native) sur {{chain}}',
    address: '{{amount}} du token {{address}} sur {{chain}}',
    native: '{{amount}} de la monnaie native de {{chain}}',
  },
  reward: {
    random: 'Une récompense aléatoire de la cagnotte de récompenses {{pool}}',
    randomCost: 'Payé par la cagnotte de récompenses {{pool}}',
    pool: 'Une cagnotte de {{token}}, partagée entre les raiders',
    poolCost: '{{amount}} (toute la cagnotte)',
    fixed: '{{token}} pour chaque raider',
    fixedCost: '{{amount}} par raider ; le total dépend du nombre de membres qui participent',
  },
  requirement: { like: 'Like', comment: 'Commentaire', repost: 'Repost' },
  field: {
    where: 'Où',
    mentions: 'Mentions',
    duration: 'Durée',
    requirements: 'Conditions',
    reward: 'Récompense',
    cost: 'Coût total',
    usd: 'Valeur en dollars',
    wallet: 'Portefeuille de pourboires',
  },
  post: 'Publication : <{{url}}>',
  noRole: 'Aucun rôle',
  funding: {
    noPrice: 'aucun prix en dollars connu',
    usdPool: '≈ {{usd}} (toute la cagnotte)',
    usdEach: '≈ {{usd}} par raider',
    holds: 'contient {{amount}} ; la récompense de chaque raider est payée avec',
  },
  recent: {
    single: '⚠️ **Cette publication a reçu un raid ces dernières 24 heures** : **{{title}}**, {{when}}. Vérifie que ce n’est pas une répétition avant de confirmer.',
    several: plural({
      one: '⚠️ **Cette publication a reçu un raid ces dernières 24 heures** : **{{title}}**, {{when}} et {{n}} autre. Vérifie que ce n’est pas une répétition avant de confirmer.',
      other: '⚠️ **Cette publication a reçu un raid ces dernières 24 heures** : **{{title}}**, {{when}} et {{n}} autres. Vérifie que ce n’est pas une répétition avant de confirmer.',
    }),
  },
  preview: {
    title: 'Aperçu du raid',
    content: 'Vérifie ce raid avant qu’il soit créé. Rien n’est envoyé tant que tu n’appuies pas sur **Confirmer** ; cet aperçu expire {{when}}.',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  duplicate: {
    title: 'Aperçu du raid : doublon possible',
    created:
      '⚠️ Un raid identique a été créé le {{when}}. Créer celui-ci peut faire un doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    inFlight:
      '⚠️ Un raid identique est en cours de création (envoyé le {{when}}). Créer celui-ci peut faire un doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    unknown:
      '⚠️ Un raid identique a été envoyé le {{when}} et son résultat est inconnu : il existe peut-être déjà. Vérifie d’abord le salon des raids. Créer celui-ci peut faire un doublon. Rien n’est envoyé sauf si tu appuies sur **Créer quand même** ; cet aperçu expire {{expires}}.',
    anyway: 'Créer quand même',
  },
  outcome: {
    created: 'Raid créé : **{{title}}** pour <{{url}}>, publié dans {{channel}}.',
    createdDefault: 'Raid créé : **{{title}}** pour <{{url}}>, publié dans le salon des raids par défaut de la communauté.',
    createdTitle: 'Raid créé',
    failed: 'Le raid n’a pas été créé : {{reason}}',
    failedTitle: 'Raid non créé',
    unknown:
      'Résultat inconnu : la requête a été envoyée à la Community API mais aucune réponse claire n’est revenue (délai dépassé, connexion coupée ou erreur du serveur), donc le raid existe peut-être, ou pas. Vérifie le salon des raids avant de réessayer. Appuyer encore sur Confirmer ne la renverra pas.',
    unknownSent:
      'Résultat inconnu : la requête a été envoyée à la Community API mais aucune réponse claire n’est revenue (délai dépassé, connexion coupée ou erreur du serveur), donc le raid existe peut-être, ou pas. Vérifie le salon des raids avant de réessayer. Appuyer encore sur Confirmer ne la renverra pas. Elle a été envoyée le {{when}}.',
    unknownTitle: 'Résultat du raid inconnu',
  },
  expired: {
    content: 'Cet aperçu a expiré {{when}} ; rien n’a été envoyé. Relance `{{command}}` pour créer le raid.',
    title: 'Aperçu du raid expiré',
  },
  cancelled: 'Raid annulé, rien n’a été envoyé.',
  notYours: 'Seul le modérateur qui a créé cet aperçu peut le confirmer.',
  inFlight: 'Ce raid est déjà en cours de création ; l’aperçu affichera le résultat dans un instant.',
  create: {
    tokenOrNative: '{{problem}}, ou « {{native}} » pour la monnaie native',
    tokenSpaces: '{{name}} doit être une adresse de token sans espaces, ou « {{native}} » pour la monnaie native',
    poolRequired: '{{name}} est requis pour un raid avec cagnotte de récompenses : indique l’id de la cagnotte',
    notWithPool: '{{name}} ne sert pas avec une cagnotte de récompenses ; retire-le ou choisis une récompense en tokens dans {{type}}',
    poolOnlyForPool: '{{name}} ne sert qu’avec le type cagnotte de récompenses ; retire-le pour une cagnotte de tokens',
    poolOnlyForFixed: '{{name}} ne sert qu’avec le type cagnotte de récompenses ; retire-le pour une récompense fixe',
    requiredForPool: '{{name}} est requis pour une cagnotte de tokens',
    requiredForFixed: '{{name}} est requis pour une récompense fixe',
    tokenRequiredForPool: '{{name}} est requis pour une cagnotte de tokens : choisis un token, ou « {{native}} » pour la monnaie native de la blockchain',
    tokenRequiredForFixed: '{{name}} est requis pour une récompense fixe : choisis un token, ou « {{native}} » pour la monnaie native de la blockchain',
    noRequirement: 'un raid doit activer au moins {{like}}, {{comment}} ou {{repost}}',
  },
};

const ptBR: typeof en = {
  where: { default: 'o canal de raids padrão da comunidade' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) em {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (moeda nativa) em {{chain}}',
    address: '{{amount}} do token {{address}} em {{chain}}',
    native: '{{amount}} da moeda nativa de {{chain}}',
  },
  reward: {
    random: 'Uma recompensa aleatória do fundo de recompensas {{pool}}',
    randomCost: 'Pago pelo fundo de recompensas {{pool}}',
    pool: 'Um fundo de {{token}}, dividido entre os raiders',
    poolCost: '{{amount}} (o fundo inteiro)',
    fixed: '{{token}} para cada raider',
    fixedCost: '{{amount}} por raider; o total depende de quantos membros participarem',
  },
  requirement: { like: 'Curtir', comment: 'Comentar', repost: 'Repostar' },
  field: {
    where: 'Onde',
    mentions: 'Menciona',
    duration: 'Duração',
    requirements: 'Requisitos',
    reward: 'Recompensa',
    cost: 'Custo total',
    usd: 'Valor em dólares',
    wallet: 'Carteira de gorjetas',
  },
  post: 'Post: <{{url}}>',
  noRole: 'Nenhum cargo',
  funding: {
    noPrice: 'preço em dólares desconhecido',
    usdPool: '≈ {{usd}} (o fundo inteiro)',
    usdEach: '≈ {{usd}} por raider',
    holds: 'tem {{amount}}; a recompensa de cada raider é paga daí',
  },
  recent: {
    single: '⚠️ **Este post recebeu um raid nas últimas 24 horas**: **{{title}}**, {{when}}. Confira se não é uma repetição antes de confirmar.',
    several: plural({
      one: '⚠️ **Este post recebeu um raid nas últimas 24 horas**: **{{title}}**, {{when}} e mais {{n}}. Confira se não é uma repetição antes de confirmar.',
      other: '⚠️ **Este post recebeu um raid nas últimas 24 horas**: **{{title}}**, {{when}} e mais {{n}}. Confira se não é uma repetição antes de confirmar.',
    }),
  },
  preview: {
    title: 'Prévia do raid',
    content: 'Confira este raid antes de ele ser criado. Nada é enviado até você clicar em **Confirmar**; esta prévia expira {{when}}.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  duplicate: {
    title: 'Prévia do raid: possível duplicata',
    created:
      '⚠️ Um raid idêntico foi criado em {{when}}. Criar este pode gerar uma duplicata. Nada é enviado a menos que você clique em **Criar mesmo assim**; esta prévia expira {{expires}}.',
    inFlight:
      '⚠️ Um raid idêntico está sendo criado agora (enviado em {{when}}). Criar este pode gerar uma duplicata. Nada é enviado a menos que você clique em **Criar mesmo assim**; esta prévia expira {{expires}}.',
    unknown:
      '⚠️ Um raid idêntico foi enviado em {{when}} e o resultado é desconhecido: talvez ele já exista. Confira primeiro o canal de raids. Criar este pode gerar uma duplicata. Nada é enviado a menos que você clique em **Criar mesmo assim**; esta prévia expira {{expires}}.',
    anyway: 'Criar mesmo assim',
  },
  outcome: {
    created: 'Raid criado: **{{title}}** para <{{url}}>, postado em {{channel}}.',
    createdDefault: 'Raid criado: **{{title}}** para <{{url}}>, postado no canal de raids padrão da comunidade.',
    createdTitle: 'Raid criado',
    failed: 'O raid não foi criado: {{reason}}',
    failedTitle: 'Raid não criado',
    unknown:
      'Resultado desconhecido: a solicitação foi enviada à Community API, mas não voltou uma resposta clara (tempo esgotado, conexão perdida ou erro do servidor), então o raid pode existir ou não. Confira o canal de raids antes de tentar de novo. Clicar em Confirmar de novo não vai reenviá-la.',
    unknownSent:
      'Resultado desconhecido: a solicitação foi enviada à Community API, mas não voltou uma resposta clara (tempo esgotado, conexão perdida ou erro do servidor), então o raid pode existir ou não. Confira o canal de raids antes de tentar de novo. Clicar em Confirmar de novo não vai reenviá-la. Ela foi enviada em {{when}}.',
    unknownTitle: 'Resultado do raid desconhecido',
  },
  expired: {
    content: 'Esta prévia expirou {{when}}; nada foi enviado. Use `{{command}}` de novo para criar o raid.',
    title: 'Prévia do raid expirada',
  },
  cancelled: 'Raid cancelado, nada foi enviado.',
  notYours: 'Só o moderador que criou esta prévia pode confirmá-la.',
  inFlight: 'Este raid já está sendo criado; a prévia vai mostrar o resultado em instantes.',
  create: {
    tokenOrNative: '{{problem}}, ou "{{native}}" para a moeda nativa',
    tokenSpaces: '{{name}} deve ser um endereço de token sem espaços, ou "{{native}}" para a moeda nativa',
    poolRequired: '{{name}} é obrigatório para um raid com fundo de recompensas: informe o id do fundo',
    notWithPool: '{{name}} não é usado com um fundo de recompensas; deixe de fora ou escolha uma recompensa em tokens em {{type}}',
    poolOnlyForPool: '{{name}} só é usado com o tipo fundo de recompensas; deixe de fora para um fundo de tokens',
    poolOnlyForFixed: '{{name}} só é usado com o tipo fundo de recompensas; deixe de fora para uma recompensa fixa',
    requiredForPool: '{{name}} é obrigatório para um fundo de tokens',
    requiredForFixed: '{{name}} é obrigatório para uma recompensa fixa',
    tokenRequiredForPool: '{{name}} é obrigatório para um fundo de tokens: escolha um token, ou "{{native}}" para a moeda nativa da blockchain',
    tokenRequiredForFixed: '{{name}} é obrigatório para uma recompensa fixa: escolha um token, ou "{{native}}" para a moeda nativa da blockchain',
    noRequirement: 'um raid precisa de pelo menos uma das opções {{like}}, {{comment}} ou {{repost}} ativada',
  },
};

const ru: typeof en = {
  where: { default: 'канал рейдов сообщества по умолчанию' },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) в сети {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (нативная монета) в сети {{chain}}',
    address: '{{amount}} токена {{address}} в сети {{chain}}',
    native: '{{amount}} нативной монеты сети {{chain}}',
  },
  reward: {
    random: 'Случайная награда из фонда наград {{pool}}',
    randomCost: 'Оплачивается из фонда наград {{pool}}',
    pool: 'Фонд: {{token}}, делится между рейдерами',
    poolCost: '{{amount}} (весь фонд)',
    fixed: '{{token}} каждому рейдеру',
    fixedCost: '{{amount}} каждому рейдеру; итог зависит от того, сколько участников присоединится',
  },
  requirement: { like: 'Лайк', comment: 'Комментарий', repost: 'Репост' },
  field: {
    where: 'Где',
    mentions: 'Упоминание',
    duration: 'Длительность',
    requirements: 'Условия',
    reward: 'Награда',
    cost: 'Общая стоимость',
    usd: 'Стоимость в долларах',
    wallet: 'Кошелёк для чаевых',
  },
  post: 'Пост: <{{url}}>',
  noRole: 'Без роли',
  funding: {
    noPrice: 'цена в долларах неизвестна',
    usdPool: '≈ {{usd}} (весь фонд)',
    usdEach: '≈ {{usd}} каждому рейдеру',
    holds: 'на нём {{amount}}; из него оплачивается награда каждого рейдера',
  },
  recent: {
    single: '⚠️ **На этот пост уже был рейд за последние 24 часа**: **{{title}}**, {{when}}. Перед подтверждением убедитесь, что это не повтор.',
    several: plural({
      one: '⚠️ **На этот пост уже был рейд за последние 24 часа**: **{{title}}**, {{when}} и ещё {{n}}. Перед подтверждением убедитесь, что это не повтор.',
      few: '⚠️ **На этот пост уже был рейд за последние 24 часа**: **{{title}}**, {{when}} и ещё {{n}}. Перед подтверждением убедитесь, что это не повтор.',
      many: '⚠️ **На этот пост уже был рейд за последние 24 часа**: **{{title}}**, {{when}} и ещё {{n}}. Перед подтверждением убедитесь, что это не повтор.',
      other: '⚠️ **На этот пост уже был рейд за последние 24 часа**: **{{title}}**, {{when}} и ещё {{n}}. Перед подтверждением убедитесь, что это не повтор.',
    }),
  },
  preview: {
    title: 'Предпросмотр рейда',
    content: 'Проверьте рейд перед созданием. Ничего не будет отправлено, пока вы не нажмёте **Подтвердить**; предпросмотр истекает {{when}}.',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
  },
  duplicate: {
    title: 'Предпросмотр рейда: возможен дубликат',
    created:
      '⚠️ Такой же рейд был создан {{when}}. Если создать этот, может получиться дубликат. Ничего не будет отправлено, пока вы не нажмёте **Всё равно создать**; предпросмотр истекает {{expires}}.',
    inFlight:
      '⚠️ Такой же рейд создаётся прямо сейчас (отправлен {{when}}). Если создать этот, может получиться дубликат. Ничего не будет отправлено, пока вы не нажмёте **Всё равно создать**; предпросмотр истекает {{expires}}.',
    unknown:
      '⚠️ Такой же рейд был отправлен {{when}}, и его результат неизвестен: возможно, он уже существует. Сначала проверьте канал рейдов. Если создать этот, может получиться дубликат. Ничего не будет отправлено, пока вы не нажмёте **Всё равно создать**; предпросмотр истекает {{expires}}.',
    anyway: 'Всё равно создать',
  },
  outcome: {
    created: 'Рейд создан: **{{title}}** для <{{url}}>, публикуется в {{channel}}.',
    createdDefault: 'Рейд создан: **{{title}}** для <{{url}}>, публикуется в канале рейдов сообщества по умолчанию.',
    createdTitle: 'Рейд создан',
    failed: 'Рейд не создан: {{reason}}',
    failedTitle: 'Рейд не создан',
    unknown:
      'Результат неизвестен: запрос отправлен в Community API, но ясного ответа не пришло (истекло время ожидания, оборвалось соединение или произошла ошибка сервера), поэтому рейд может существовать, а может и нет. Проверьте канал рейдов, прежде чем пробовать снова. Повторное нажатие «Подтвердить» не отправит запрос ещё раз.',
    unknownSent:
      'Результат неизвестен: запрос отправлен в Community API, но ясного ответа не пришло (истекло время ожидания, оборвалось соединение или произошла ошибка сервера), поэтому рейд может существовать, а может и нет. Проверьте канал рейдов, прежде чем пробовать снова. Повторное нажатие «Подтвердить» не отправит запрос ещё раз. Запрос был отправлен {{when}}.',
    unknownTitle: 'Результат рейда неизвестен',
  },
  expired: {
    content: 'Предпросмотр истёк {{when}}; ничего не отправлено. Чтобы создать рейд, снова выполните `{{command}}`.',
    title: 'Предпросмотр рейда истёк',
  },
  cancelled: 'Рейд отменён, ничего не отправлено.',
  notYours: 'Подтвердить предпросмотр может только модератор, который его создал.',
  inFlight: 'Этот рейд уже создаётся; результат скоро появится в предпросмотре.',
  create: {
    tokenOrNative: '{{problem}}, или «{{native}}» для нативной монеты',
    tokenSpaces: '{{name}}: нужен адрес токена без пробелов или «{{native}}» для нативной монеты',
    poolRequired: 'для рейда с фондом наград нужно указать {{name}}: id фонда',
    notWithPool: '{{name}} не используется с фондом наград; уберите его или выберите награду в токенах в {{type}}',
    poolOnlyForPool: '{{name}} используется только с типом «фонд наград»; уберите его для фонда токенов',
    poolOnlyForFixed: '{{name}} используется только с типом «фонд наград»; уберите его для фиксированной награды',
    requiredForPool: 'для фонда токенов нужно указать {{name}}',
    requiredForFixed: 'для фиксированной награды нужно указать {{name}}',
    tokenRequiredForPool: 'для фонда токенов нужно указать {{name}}: выберите токен или «{{native}}» для нативной монеты блокчейна',
    tokenRequiredForFixed: 'для фиксированной награды нужно указать {{name}}: выберите токен или «{{native}}» для нативной монеты блокчейна',
    noRequirement: 'для рейда нужно включить хотя бы одно из условий: {{like}}, {{comment}} или {{repost}}',
  },
};

const ja: typeof en = {
  where: { default: 'コミュニティの既定のレイド用チャンネル' },
  token: {
    symbolAddress: '{{amount}} {{symbol}}（{{address}}、{{chain}}）',
    symbolNative: '{{amount}} {{symbol}}（ネイティブコイン、{{chain}}）',
    address: '{{amount}}（{{chain}} のトークン {{address}}）',
    native: '{{amount}}（{{chain}} のネイティブコイン）',
  },
  reward: {
    random: '報酬プール {{pool}} からのランダムな報酬',
    randomCost: '報酬プール {{pool}} から支払い',
    pool: '{{token}} のプール（レイダーで分け合います）',
    poolCost: '{{amount}}（プール全体）',
    fixed: 'レイダー1人あたり {{token}}',
    fixedCost: 'レイダー1人あたり {{amount}}。合計は参加するメンバーの人数によります',
  },
  requirement: { like: 'いいね', comment: 'コメント', repost: 'リポスト' },
  field: {
    where: '投稿先',
    mentions: 'メンション',
    duration: '期間',
    requirements: '条件',
    reward: '報酬',
    cost: '総コスト',
    usd: 'ドル換算',
    wallet: 'チップ用ウォレット',
  },
  post: '投稿：<{{url}}>',
  noRole: 'ロールなし',
  funding: {
    noPrice: 'ドル価格は不明です',
    usdPool: '≈ {{usd}}（プール全体）',
    usdEach: '≈ {{usd}}（レイダー1人あたり）',
    holds: '残高 {{amount}}。各レイダーの報酬はここから支払われます',
  },
  recent: {
    single: '⚠️ **この投稿は過去24時間以内にレイドされています**：**{{title}}**、{{when}}。確定する前に、重複でないか確認してください。',
    several: plural({
      other: '⚠️ **この投稿は過去24時間以内にレイドされています**：**{{title}}**、{{when}} ほか {{n}} 件。確定する前に、重複でないか確認してください。',
    }),
  },
  preview: {
    title: 'レイドのプレビュー',
    content: '作成する前にこのレイドを確認してください。**確定** を押すまで何も送信されません。このプレビューは {{when}} に期限切れになります。',
    confirm: '確定',
    cancel: 'キャンセル',
  },
  duplicate: {
    title: 'レイドのプレビュー：重複の可能性',
    created:
      '⚠️ 同じレイドが {{when}} に作成されています。これを作成すると重複するかもしれません。**それでも作成** を押さない限り何も送信されません。このプレビューは {{expires}} に期限切れになります。',
    inFlight:
      '⚠️ 同じレイドを現在作成中です（{{when}} に送信）。これを作成すると重複するかもしれません。**それでも作成** を押さない限り何も送信されません。このプレビューは {{expires}} に期限切れになります。',
    unknown:
      '⚠️ 同じレイドが {{when}} に送信されましたが、結果は不明です。すでに存在するかもしれません。まずレイド用チャンネルを確認してください。これを作成すると重複するかもしれません。**それでも作成** を押さない限り何も送信されません。このプレビューは {{expires}} に期限切れになります。',
    anyway: 'それでも作成',
  },
  outcome: {
    created: 'レイドを作成しました：<{{url}}> の **{{title}}**。投稿先は {{channel}} です。',
    createdDefault: 'レイドを作成しました：<{{url}}> の **{{title}}**。投稿先はコミュニティの既定のレイド用チャンネルです。',
    createdTitle: 'レイドを作成しました',
    failed: 'レイドは作成されませんでした：{{reason}}',
    failedTitle: 'レイドは作成されませんでした',
    unknown:
      '結果不明：リクエストは Community API に送信されましたが、明確な応答が返ってきませんでした（タイムアウト、接続の切断、またはサーバーエラー）。レイドは存在するかもしれませんし、存在しないかもしれません。再試行する前にレイド用チャンネルを確認してください。もう一度「確定」を押しても再送信はされません。',
    unknownSent:
      '結果不明：リクエストは Community API に送信されましたが、明確な応答が返ってきませんでした（タイムアウト、接続の切断、またはサーバーエラー）。レイドは存在するかもしれませんし、存在しないかもしれません。再試行する前にレイド用チャンネルを確認してください。もう一度「確定」を押しても再送信はされません。送信日時：{{when}}。',
    unknownTitle: 'レイドの結果は不明です',
  },
  expired: {
    content: 'このプレビューは {{when}} に期限切れになりました。何も送信されていません。レイドを作成するには、もう一度 `{{command}}` を実行してください。',
    title: 'レイドのプレビューは期限切れです',
  },
  cancelled: 'レイドをキャンセルしました。何も送信されていません。',
  notYours: 'このプレビューを確定できるのは、作成したモデレーターだけです。',
  inFlight: 'このレイドはすでに作成中です。まもなくプレビューに結果が表示されます。',
  create: {
    tokenOrNative: '{{problem}}（ネイティブコインの場合は「{{native}}」）',
    tokenSpaces: '{{name}} にはスペースを含まないトークンアドレスを指定してください（ネイティブコインの場合は「{{native}}」）',
    poolRequired: '報酬プールのレイドには {{name}} が必要です。プールの ID を指定してください',
    notWithPool: '{{name}} は報酬プールでは使いません。外すか、{{type}} でトークン報酬を選んでください',
    poolOnlyForPool: '{{name}} は報酬プール方式でのみ使います。トークンプールでは外してください',
    poolOnlyForFixed: '{{name}} は報酬プール方式でのみ使います。固定報酬では外してください',
    requiredForPool: 'トークンプールには {{name}} が必要です',
    requiredForFixed: '固定報酬には {{name}} が必要です',
    tokenRequiredForPool: 'トークンプールには {{name}} が必要です。トークンを選ぶか、チェーンのネイティブコインの場合は「{{native}}」を指定してください',
    tokenRequiredForFixed: '固定報酬には {{name}} が必要です。トークンを選ぶか、チェーンのネイティブコインの場合は「{{native}}」を指定してください',
    noRequirement: 'レイドには {{like}}、{{comment}}、{{repost}} のうち少なくとも1つをオンにする必要があります',
  },
};

export const raid: Readonly<Record<Language, typeof en>> = { en, de, es, fr, 'pt-BR': ptBR, ru, ja };
