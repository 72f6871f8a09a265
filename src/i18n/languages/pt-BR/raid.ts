import type { Translation } from '../../shape.js';
import type { raid as en } from '../en/raid.js';

export const raid: Translation<typeof en> = {
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
    mentions: 'Menções',
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
    holds: 'tem {{amount}}; a recompensa de cada raider sai desse saldo',
  },
  recent: {
    single:
      '⚠️ **Este post recebeu um raid nas últimas 24 horas**: **{{title}}**, {{when}}. Confira se não é uma duplicata antes de confirmar.',
    several_one:
      '⚠️ **Este post recebeu um raid nas últimas 24 horas**: **{{title}}**, {{when}}, e mais {{n}} raid. Confira se não é uma duplicata antes de confirmar.',
    several_other:
      '⚠️ **Este post recebeu um raid nas últimas 24 horas**: **{{title}}**, {{when}}, e mais {{n}} raids. Confira se não é uma duplicata antes de confirmar.',
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
    scheduled:
      '⚠️ Um raid idêntico foi agendado por {{member}} para {{when}}. Criar este pode gerar uma duplicata. Nada é enviado a menos que você clique em **Criar mesmo assim**; esta prévia expira {{expires}}.',
    alsoScheduled: 'Além disso, um raid idêntico foi agendado por {{member}} para {{when}}.',
    anyway: 'Criar mesmo assim',
  },
  outcome: {
    created: 'Raid criado: **{{title}}** para <{{url}}>, publicado em {{channel}}.',
    createdDefault: 'Raid criado: **{{title}}** para <{{url}}>, publicado no canal de raids padrão da comunidade.',
    createdTitle: 'Raid criado',
    failed: 'O raid não foi criado: {{reason}}.',
    failedTitle: 'Raid não criado',
    unknown:
      'Resultado desconhecido: a solicitação foi enviada à Community API, mas não houve uma resposta clara (tempo esgotado, conexão perdida ou erro do servidor), então o raid pode existir ou não. Confira o canal de raids antes de tentar de novo. Clicar em **Confirmar** de novo não vai reenviar a solicitação.',
    unknownSent:
      'Resultado desconhecido: a solicitação foi enviada à Community API, mas não houve uma resposta clara (tempo esgotado, conexão perdida ou erro do servidor), então o raid pode existir ou não. Confira o canal de raids antes de tentar de novo. Clicar em **Confirmar** de novo não vai reenviar a solicitação. Ela foi enviada em {{when}}.',
    unknownTitle: 'Resultado do raid desconhecido',
  },
  expired: {
    content: 'Esta prévia expirou {{when}}; nada foi enviado. Use `{{/raid create}}` de novo para criar o raid.',
    title: 'Prévia do raid expirada',
  },
  cancelled: 'Raid cancelado; nada foi enviado.',
  create: {
    tokenSpaces: 'deve ser um endereço de token sem espaços, ou “{{native}}” para a moeda nativa',
    poolRequired: 'é obrigatório para um raid com fundo de recompensas: informe o ID do fundo',
    notWithPool:
      'não é usado com um fundo de recompensas; deixe esta opção em branco ou escolha uma recompensa em tokens em {{:reward-type}}',
    poolOnlyForPool: 'só é usado com o tipo “fundo de recompensas”; deixe esta opção em branco para um fundo de tokens',
    poolOnlyForFixed: 'só é usado com o tipo “fundo de recompensas”; deixe esta opção em branco para uma recompensa fixa',
    requiredForPool: 'é obrigatório para um fundo de tokens',
    requiredForFixed: 'é obrigatório para uma recompensa fixa',
    tokenRequiredForPool: 'é obrigatório para um fundo de tokens: escolha um token, ou “{{native}}” para a moeda nativa da blockchain',
    tokenRequiredForFixed: 'é obrigatório para uma recompensa fixa: escolha um token, ou “{{native}}” para a moeda nativa da blockchain',
    noRequirement: 'um raid precisa de pelo menos uma das opções {{:like}}, {{:comment}} ou {{:repost}} ativada',
  },
};
