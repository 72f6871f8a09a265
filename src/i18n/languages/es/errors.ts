import type { Translation } from '../../shape.js';
import type { errors as en } from '../en/errors.js';

export const errors: Translation<typeof en> = {
  stale: 'Este botón o menú ya no es válido (puede ser de un mensaje anterior). Vuelve a ejecutar el comando.',
  noKey:
    'Este servidor aún no está conectado a su comunidad: un administrador debe usar `{{/setup}}` para añadir la clave de la Community API (si eres miembro, pídeselo a uno).',
  keyUnreadable:
    'El bot no puede leer ahora la clave de la Community API guardada para este servidor (falta su SETTINGS_SECRET o ha cambiado): avisa al operador del bot, o un administrador puede volver a configurar la clave con `{{/setup}}`.',
  unexpected: 'Algo ha salido mal en el bot (referencia: {{reference}}).',
  storeUnavailable:
    'El almacenamiento del bot no está disponible en este momento; inténtalo de nuevo en un minuto (referencia: {{reference}}).',
  upstream: 'La Community API ha tenido un problema al responder; inténtalo más tarde (referencia: {{reference}}).',
  unreachable: {
    outcomeUnknown:
      'La Community API no ha confirmado el cambio, así que no se sabe el resultado: compruébalo antes de volver a intentarlo (referencia: {{reference}}).',
    timeout: 'La Community API no ha respondido a tiempo; inténtalo de nuevo en un momento (referencia: {{reference}}).',
    notSent:
      'No se ha podido contactar con la Community API, así que no se ha enviado nada; inténtalo de nuevo en un momento (referencia: {{reference}}).',
    heldBack:
      'El bot no ha podido enviar la solicitud ahora mismo, así que no se ha enviado nada; inténtalo de nuevo en un momento (referencia: {{reference}}).',
    heldBackRead:
      'El bot no ha podido consultar la Community API ahora mismo; inténtalo de nuevo en un momento (referencia: {{reference}}).',
    unreachable: 'No se ha podido contactar con la Community API; inténtalo de nuevo en un momento (referencia: {{reference}}).',
  },
  channel: {
    invokerCannotPost:
      'No puedes publicar en {{channel}} (necesitas «Ver canal» y «Enviar mensajes»), así que el bot tampoco publicará allí por ti. Elige un canal en el que puedas publicar.',
  },
  router: {
    notInGuild: 'Este comando solo funciona dentro de un servidor: un mensaje directo no tiene comunidad.',
    notModerator: 'Esto es para moderadores («Gestionar servidor», «Administrador» o un rol de moderador).',
    notAdmin: 'Esto es para administradores del servidor («Gestionar servidor» o «Administrador»).',
    unknownCommand: 'Este comando ya no está disponible. Puede que se haya quitado o renombrado.',
    restarting: 'El bot se está reiniciando; inténtalo de nuevo en un momento.',
    empty: 'Hecho.',
    failedPublicly: 'Algo ha salido mal con este comando. Inténtalo de nuevo en un momento.',
  },
  api: {
    forbidden:
      'La Community API ha rechazado la clave de este servidor para esta función (403): puede que el plan de la comunidad no la incluya o que la clave sea incorrecta; pregunta a un administrador.',
    unauthorized: 'La Community API ha rechazado la clave de este servidor (401); pregunta a un administrador.',
    notFound: 'No encontrado: la Community API no tiene ese elemento. Comprueba el ID e inténtalo de nuevo.',
    busy: 'La Community API está ocupada; inténtalo de nuevo en {{wait}}.',
    rejectedWith: 'La Community API ha rechazado la solicitud: {{message}}',
    rejected: 'La Community API ha rechazado la solicitud.',
  },
  write: {
    noKey: 'el servidor no tiene una clave de la Community API que funcione (configúrala con {{/setup}})',
    refusedStatus: 'la Community API lo ha rechazado (estado {{status}})',
    refused: 'la Community API lo ha rechazado',
    notSent: 'no se ha podido contactar con la Community API, así que no se ha enviado nada; inténtalo de nuevo en un momento',
    heldBack: 'el bot no ha podido enviar la solicitud ahora mismo, así que no se ha enviado nada; inténtalo de nuevo en un momento',
    upstream: 'la Community API ha tenido un problema al responder; inténtalo más tarde',
    keyChanged:
      'La clave de la Community API de este servidor ha cambiado desde esta vista previa, así que no se ha enviado nada: vuelve a ejecutar el comando para verla con la nueva clave.',
  },
  lookup: {
    pointSystem: {
      ambiguous: '«{{typed}}» coincide con más de un sistema de puntos: {{list}}; escribe el ID o elige uno de los sugeridos',
      none: 'no hay ningún sistema de puntos llamado «{{typed}}» en esta comunidad; elige uno de los sugeridos o consulta {{/points systems}}',
      close:
        'no hay ningún sistema de puntos llamado «{{typed}}» en esta comunidad; ¿querías decir {{names}}? Elige uno de los sugeridos o consulta {{/points systems}}.',
    },
    quest: {
      ambiguous: '«{{typed}}» coincide con más de una misión: {{list}}; escribe el ID o elige una de las sugerencias',
      none: 'no hay ninguna misión llamada «{{typed}}» en esta comunidad; elige una de las sugerencias',
      close: 'no hay ninguna misión llamada «{{typed}}» en esta comunidad; ¿querías decir {{names}}? Elige una de las sugerencias.',
    },
    pointSystemGone:
      'Este sistema de puntos ya no existe en esta comunidad; usa `{{/leaderboard}}` o `{{/points systems}}` para ver los actuales.',
  },
  option: {
    line: '{{option}}: {{message}}',
    notAChoice: '«{{value}}» no es ninguna de estas opciones: {{choices}}',
    notText: 'debe ser texto',
    tooShort: 'debe tener al menos {{min}}',
    tooLong: 'debe tener como máximo {{max}}',
    whole: 'debe ser un número entero',
    wholeBetween: 'debe ser un número entero entre {{min}} y {{max}}',
    wholeAtLeast: 'debe ser un número entero, como mínimo {{min}}',
    wholeAtMost: 'debe ser un número entero, como máximo {{max}}',
    number: 'debe ser un número',
    numberBetween: 'debe ser un número entre {{min}} y {{max}}',
    numberAtLeast: 'debe ser un número, como mínimo {{min}}',
    numberAtMost: 'debe ser un número, como máximo {{max}}',
    rangeBetween: 'debe estar entre {{min}} y {{max}}',
    rangeAtLeast: 'debe ser como mínimo {{min}}',
    rangeAtMost: 'debe ser como máximo {{max}}',
    notBoolean: 'debe ser verdadero o falso',
    notUser: '«{{value}}» no es un ID de usuario: un ID de usuario de Discord tiene de 16 a 20 dígitos; elige al miembro de la lista',
    notChannel: '«{{value}}» no es un ID de canal: un ID de Discord tiene de 16 a 20 dígitos; elige el canal de la lista',
    notRole: '«{{value}}» no es un ID de rol: un ID de Discord tiene de 16 a 20 dígitos; elige el rol de la lista',
    unsupported: 'no es compatible',
    unknownSubcommand: 'subcomando desconocido; usa {{list}}',
    blank: 'no puede estar vacío: no muestra nada (solo espacios o caracteres invisibles); escribe algún texto',
    required: 'es obligatorio',
    invalid: 'no es válido',
  },
  parse: {
    durationBounds: 'debe estar entre 1 minuto y {{max}} ({{minutes}})',
    notDurationMinutes: '«{{typed}}» no es una duración; usa minutos (90) o un intervalo como 45min, 2h, 3d, 2sem o 1d12h',
    notDuration: '«{{typed}}» no es una duración; usa un intervalo como 30min, 2h, 1d 12h o 2sem',
    unitTwice: '«{{typed}}» repite la unidad {{unit}}',
    spanBounds: 'debe estar entre {{min}} y {{max}}',
    postUrl: 'debe ser un enlace https a una publicación en X, como {{example}}',
    notMember: '«{{typed}}» no es un miembro: escribe @ y elige al miembro de la lista de Discord, o pega su ID',
    noMembers: 'no indica ningún miembro; menciónalos, p. ej. @alice @bob',
    tooManyMembers: 'como máximo {{max}} a la vez (recibidos: {{got}})',
  },
  chain: {
    unknown:
      '«{{typed}}» no es una blockchain que admita la Community API; {{/chains}} las lista (sirven nombres, ID de cadena como 1 u osmosis-1 y formas cortas como eth)',
    unknownHint:
      '«{{typed}}» no es una blockchain que admita la Community API; ¿querías decir {{suggestion}}? {{/chains}} las lista (sirven nombres, ID de cadena como 1 u osmosis-1 y formas cortas como eth).',
    tokens: '{{chain}} no tiene tokens propios',
    balance:
      'la Community API no tiene saldo de la billetera de propinas en {{chain}}; solo lo tiene en las blockchains que lista {{/chains}}',
    inventory: 'la Community API no tiene inventario de NFT en {{chain}}',
    inventoryTry: 'la Community API no tiene inventario de NFT en {{chain}}; {{/treasury balance}} muestra los tokens en {{chain}}',
  },
  address: {
    length: 'debe tener de 1 a 128 caracteres',
    evm: 'debe ser una dirección de {{chain}}: 0x seguido de 40 caracteres hexadecimales',
    bech32: 'debe ser una dirección de {{chain}}: {{prefix}}1 seguido de 38 a 58 caracteres bech32 en minúsculas',
    solana: 'debe ser una dirección de Solana: de 32 a 44 caracteres base58 (sin 0, O, I ni l)',
    nano: 'debe ser una dirección de Nano (nano_ seguido de 60 caracteres)',
    pepecoin: 'debe ser una dirección de Pepecoin (P seguida de 25 a 34 caracteres base58)',
    atto: 'debe ser una dirección de Atto (atto://…)',
    spaces: 'no debe contener espacios',
    hyperCoreToken: 'debe ser un ID de token de HyperCore: 0x seguido de 32 caracteres hexadecimales',
    solanaMint: 'debe ser una dirección de mint de Solana: de 32 a 44 caracteres base58 (sin 0, O, I ni l)',
    cosmosToken:
      'debe ser un token en {{chain}}: ibc/ seguido de 64 caracteres hexadecimales, factory/{{prefix}}1…/nombre o una dirección de contrato {{prefix}}1…',
    evmChecksum:
      '«{{typed}}» no supera su suma de verificación (EIP-55): alguna letra está en mayúscula o minúscula donde no corresponde, así que es casi seguro que la dirección tiene un error. Cópiala de nuevo desde la billetera; no se ha enviado nada.',
    bech32Checksum:
      '«{{typed}}» no es una dirección válida de {{chain}}: su suma de verificación bech32 no coincide, así que casi seguro tiene un error. Cópiala de nuevo desde la billetera; no se ha enviado nada.',
    bech32Prefix: '«{{typed}}» no es una dirección de {{chain}}: las direcciones de {{chain}} empiezan por {{prefix}}1',
    solanaBytes:
      '«{{typed}}» no es una dirección de Solana: no se decodifica en una clave de 32 bytes, así que casi seguro tiene un error. Cópiala de nuevo desde la billetera; no se ha enviado nada.',
    burn: '«{{typed}}» es una dirección cero o de quema: lo que se envíe ahí se pierde para siempre. Indica la dirección de billetera de quien debe recibirlo.',
  },
};
