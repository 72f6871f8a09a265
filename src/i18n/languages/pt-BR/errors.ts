import type { Translation } from '../../shape.js';
import type { errors as en } from '../en/errors.js';

export const errors: Translation<typeof en> = {
  stale: 'Este botão ou menu não é mais válido (pode ser de uma mensagem antiga). Use o comando de novo.',
  noKey:
    'Este servidor ainda não está conectado a nenhuma comunidade: um administrador precisa usar `{{/setup}}` para adicionar a chave da Community API (se você for membro, peça a um deles).',
  keyUnreadable:
    'No momento, o bot não consegue ler a chave da Community API salva para este servidor (o SETTINGS_SECRET do bot está faltando ou mudou): avise o operador do bot, ou um administrador pode definir a chave de novo com `{{/setup}}`.',
  unexpected: 'Algo deu errado no bot (referência {{reference}}).',
  storeUnavailable: 'O armazenamento do bot está indisponível no momento; tente de novo em um minuto (referência {{reference}}).',
  upstream: 'A Community API teve um problema ao responder; tente de novo mais tarde (referência {{reference}}).',
  unreachable: {
    outcomeUnknown:
      'A Community API não confirmou a alteração, então o resultado é desconhecido: confira antes de tentar de novo (referência {{reference}}).',
    timeout: 'A Community API não respondeu a tempo; tente de novo em instantes (referência {{reference}}).',
    notSent: 'Não foi possível acessar a Community API, então nada foi enviado; tente de novo em instantes (referência {{reference}}).',
    heldBack:
      'O bot não conseguiu enviar a solicitação agora, então nada foi enviado; tente de novo em instantes (referência {{reference}}).',
    heldBackRead: 'O bot não conseguiu consultar a Community API agora; tente de novo em instantes (referência {{reference}}).',
    unreachable: 'Não foi possível acessar a Community API; tente de novo em instantes (referência {{reference}}).',
  },
  channel: {
    invokerCannotPost:
      'Você não pode publicar em {{channel}} (é preciso ter as permissões “Ver canal” e “Enviar mensagens”), então o bot também não vai publicar lá por você. Escolha um canal em que você possa publicar.',
  },
  router: {
    notInGuild: 'Este comando só funciona dentro de um servidor: uma mensagem direta não tem comunidade.',
    notModerator: 'Só moderadores podem usar isso (quem tem “Gerenciar servidor”, “Administrador” ou um cargo de moderador).',
    notAdmin: 'Só administradores do servidor podem usar isso (quem tem “Gerenciar servidor” ou “Administrador”).',
    unknownCommand: 'Este comando não está mais disponível. Ele pode ter sido removido ou renomeado.',
    restarting: 'O bot está reiniciando; tente de novo em instantes.',
    empty: 'Pronto.',
    failedPublicly: 'Algo deu errado com este comando. Tente de novo em instantes.',
  },
  api: {
    forbidden:
      'A chave da Community API deste servidor foi recusada para este recurso (403): o plano da comunidade pode não incluí-lo, ou a chave pode estar errada; fale com um administrador do servidor.',
    unauthorized: 'A chave da Community API deste servidor foi recusada (401); fale com um administrador do servidor.',
    notFound: 'Não encontrado: a Community API não tem esse item. Confira o ID e tente de novo.',
    busy: 'A Community API está ocupada; tente de novo em {{wait}}.',
    rejectedWith: 'A Community API recusou a solicitação: {{message}}',
    rejected: 'A Community API recusou a solicitação.',
  },
  write: {
    noKey: 'o servidor não tem uma chave da Community API que funcione (defina uma com {{/setup}})',
    refusedStatus: 'a Community API recusou a solicitação (status {{status}})',
    refused: 'a Community API recusou a solicitação',
    notSent: 'não foi possível acessar a Community API, então nada foi enviado; tente de novo em instantes',
    heldBack: 'o bot não conseguiu enviar a solicitação agora, então nada foi enviado; tente de novo em instantes',
    upstream: 'a Community API teve um problema ao responder; tente de novo mais tarde',
    keyChanged:
      'A chave da Community API deste servidor mudou desde esta prévia, então nada foi enviado: use o comando de novo para ver a prévia com a nova chave.',
  },
  lookup: {
    pointSystem: {
      ambiguous: '“{{typed}}” corresponde a mais de um sistema de pontos: {{list}}; digite o ID ou escolha uma das sugestões',
      none: 'não há sistema de pontos “{{typed}}” nesta comunidade; escolha uma das sugestões ou veja {{/points systems}}',
      close:
        'não há sistema de pontos “{{typed}}” nesta comunidade; você quis dizer {{names}}? Escolha uma das sugestões ou veja {{/points systems}}',
    },
    quest: {
      ambiguous: '“{{typed}}” corresponde a mais de uma missão: {{list}}; digite o ID ou escolha uma das sugestões',
      none: 'não há missão “{{typed}}” nesta comunidade; escolha uma das sugestões',
      close: 'não há missão “{{typed}}” nesta comunidade; você quis dizer {{names}}? Escolha uma das sugestões',
    },
    pointSystemGone:
      'Este sistema de pontos não existe mais nesta comunidade; use `{{/leaderboard}}` ou `{{/points systems}}` para ver os atuais.',
  },
  option: {
    line: '{{option}}: {{message}}',
    notAChoice: '“{{value}}” não é uma destas opções: {{choices}}',
    notText: 'deve ser texto',
    tooShort: 'deve ter pelo menos {{min}}',
    tooLong: 'deve ter no máximo {{max}}',
    whole: 'deve ser um número inteiro',
    wholeBetween: 'deve ser um número inteiro entre {{min}} e {{max}}',
    wholeAtLeast: 'deve ser um número inteiro maior ou igual a {{min}}',
    wholeAtMost: 'deve ser um número inteiro menor ou igual a {{max}}',
    number: 'deve ser um número',
    numberBetween: 'deve ser um número entre {{min}} e {{max}}',
    numberAtLeast: 'deve ser um número maior ou igual a {{min}}',
    numberAtMost: 'deve ser um número menor ou igual a {{max}}',
    rangeBetween: 'deve estar entre {{min}} e {{max}}',
    rangeAtLeast: 'deve ser pelo menos {{min}}',
    rangeAtMost: 'deve ser no máximo {{max}}',
    notBoolean: 'deve ser verdadeiro ou falso',
    notUser: '“{{value}}” não é um ID de usuário: um ID de usuário do Discord tem de 16 a 20 dígitos; escolha o membro na lista',
    notChannel: '“{{value}}” não é um ID de canal: um ID do Discord tem de 16 a 20 dígitos; escolha o canal na lista',
    notRole: '“{{value}}” não é um ID de cargo: um ID do Discord tem de 16 a 20 dígitos; escolha o cargo na lista',
    unsupported: 'não é aceito',
    unknownSubcommand: 'subcomando desconhecido; use {{list}}',
    blank: 'não pode ficar em branco: o texto só tem espaços ou caracteres invisíveis; digite algum texto',
    required: 'é obrigatório',
    invalid: 'não é válido',
  },
  parse: {
    durationBounds: 'deve estar entre 1 minuto e {{max}} ({{minutes}})',
    notDurationMinutes: '“{{typed}}” não é uma duração; use minutos (90) ou um intervalo como 45min, 2h, 3d, 1sem ou 1d12h',
    notDuration: '“{{typed}}” não é uma duração; use um intervalo como 30min, 2h, 1d 12h ou 2sem',
    unitTwice: '“{{typed}}” usa a unidade {{unit}} duas vezes',
    spanBounds: 'deve estar entre {{min}} e {{max}}',
    postUrl: 'deve ser um link https para um post no X, como {{example}}',
    notMember: '“{{typed}}” não é um membro: digite @ e escolha o membro na lista do Discord, ou cole o ID dele',
    noMembers: 'nenhum membro indicado; mencione os membros, por exemplo @alice @bob',
    tooManyMembers: 'no máximo {{max}} de uma vez (recebidos: {{got}})',
  },
  chain: {
    unknown:
      '“{{typed}}” não é uma blockchain aceita pela Community API; veja todas com {{/chains}} (funcionam nomes, IDs de rede como 1 ou osmosis-1 e formas curtas como eth)',
    unknownHint:
      '“{{typed}}” não é uma blockchain aceita pela Community API; você quis dizer {{suggestion}}? Veja todas com {{/chains}} (funcionam nomes, IDs de rede como 1 ou osmosis-1 e formas curtas como eth)',
    tokens: 'não há tokens próprios em {{chain}}',
    balance:
      'a Community API não tem saldo da carteira de gorjetas em {{chain}}; ela só mantém saldos nas blockchains mostradas por {{/chains}}',
    inventory: 'a Community API não tem inventário de NFT em {{chain}}',
    inventoryTry: 'a Community API não tem inventário de NFT em {{chain}}; {{/treasury balance}} mostra os tokens em {{chain}}',
  },
  address: {
    length: 'deve ter de 1 a 128 caracteres',
    evm: 'deve ser um endereço de {{chain}}: 0x seguido de 40 caracteres hexadecimais',
    bech32: 'deve ser um endereço de {{chain}}: {{prefix}}1 seguido de 38 a 58 caracteres bech32 minúsculos',
    solana: 'deve ser um endereço de Solana: de 32 a 44 caracteres base58 (sem 0, O, I ou l)',
    nano: 'deve ser um endereço de Nano (nano_ seguido de 60 caracteres)',
    pepecoin: 'deve ser um endereço de Pepecoin (P seguido de 25 a 34 caracteres base58)',
    atto: 'deve ser um endereço de Atto (atto://…)',
    spaces: 'não pode conter espaços',
    hyperCoreToken: 'deve ser um ID de token HyperCore: 0x seguido de 32 caracteres hexadecimais',
    solanaMint: 'deve ser um endereço de mint de Solana: de 32 a 44 caracteres base58 (sem 0, O, I ou l)',
    cosmosToken:
      'deve ser um token em {{chain}}: ibc/ seguido de 64 caracteres hexadecimais, factory/{{prefix}}1…/nome ou um endereço de contrato {{prefix}}1…',
    evmChecksum:
      '“{{typed}}” falha na soma de verificação (EIP-55): há uma letra com maiúscula/minúscula trocada, então o endereço muito provavelmente tem um erro de digitação. Copie-o de novo da carteira; nada foi enviado',
    bech32Checksum:
      '“{{typed}}” não é um endereço válido de {{chain}}: a soma de verificação bech32 não confere, então muito provavelmente tem um erro de digitação. Copie-o de novo da carteira; nada foi enviado',
    bech32Prefix: '“{{typed}}” não é um endereço de {{chain}}: endereços de {{chain}} começam com {{prefix}}1',
    solanaBytes:
      '“{{typed}}” não é um endereço de Solana: decodificado, não resulta em uma chave de 32 bytes, então muito provavelmente tem um erro de digitação. Copie-o de novo da carteira; nada foi enviado',
    burn: '“{{typed}}” é um endereço zero ou de queima: o que for enviado para lá se perde para sempre. Informe o endereço da carteira de quem deve receber',
  },
};
