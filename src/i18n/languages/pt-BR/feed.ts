import type { feed as en } from '../en/feed.js';

export const feed: typeof en = {
  announce: {
    title: '🏁 **Novas missões concluídas**',
    line: '{{member}} concluiu {{quest}} (rodada {{round}}) {{when}}',
  },
  reason: {
    moderator: 'por um moderador',
    channel: 'o bot não consegue publicar nesse canal (precisa das permissões “Ver canal” e “Enviar mensagens” lá)',
    quest: 'a missão não existe mais',
    key: 'o servidor não tem uma chave da Community API que funcione (defina uma com `{{/setup}}`)',
    hidden:
      'a missão está oculta para os membros (rascunho, modelo ou missão privada) e o feed não foi criado para anunciá-la publicamente',
  },
  list: {
    title: 'Feeds deste servidor',
    none: 'Nenhum feed ainda. Crie um com `{{/feed quests}}`.',
    all: 'todas as missões',
    quest: 'missão {{quest}}',
    active: '▶️ ativo',
    paused: '⏸️ pausado: {{reason}}',
    every: 'verificado {{every}}',
    lastPoll: 'última verificação {{when}}',
    neverPolled: 'ainda não verificado',
    announced: 'anunciadas: {{n}}',
  },
  created: {
    all: 'Feed {{id}}: a partir de agora, cada missão concluída é anunciada em {{channel}}, com verificação {{every}}.',
    quest: 'Feed {{id}}: a partir de agora, quem concluir a missão {{quest}} é anunciado em {{channel}}, com verificação {{every}}.',
  },
  hello: {
    all: '🏁 Cada missão concluída será anunciada aqui (configurado por {{member}}).',
    quest: '🏁 Quem concluir a missão {{quest}} será anunciado aqui (configurado por {{member}}).',
  },
  exists: {
    all: '{{channel}} já tem um feed de todas as missões: veja `{{/feed list}}`.',
    quest: '{{channel}} já tem um feed da missão {{quest}}: veja `{{/feed list}}`.',
  },
  full_one: 'Este servidor já tem {{n}} feed, o máximo permitido. Remova-o primeiro com `{{/feed remove}}`.',
  full_other: 'Este servidor já tem {{n}} feeds, o máximo permitido. Remova um primeiro com `{{/feed remove}}`.',
  cannotPost:
    'O bot não consegue publicar em {{channel}}. Dê ao bot as permissões “Ver canal” e “Enviar mensagens” nesse canal e tente de novo.',
  paused: 'O feed {{id}} está pausado. `{{/feed resume}}` o retoma de onde parou.',
  resumed: 'O feed {{id}} está ativo de novo: na próxima verificação, ele anuncia o que tiver perdido.',
  removed: 'O feed {{id}} foi removido.',
  notFound: 'Não há nenhum feed {{id}} neste servidor: `{{/feed list}}` mostra os feeds.',
  stopped: 'O feed {{id}} em {{channel}} foi pausado: {{reason}}. `{{/feed resume}}` o retoma quando isso for resolvido.',
  hidden: {
    warning:
      '⚠️ {{quest}} está oculta para os membros (um rascunho, um modelo ou uma missão privada). Um feed dela anuncia cada conclusão publicamente em {{channel}}, com quem a concluiu. Criar mesmo assim?',
    confirm: 'Criar mesmo assim',
  },
};
