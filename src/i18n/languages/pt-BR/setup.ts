import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Configuração do servidor',
    key: {
      environmentStored:
        '🔑 O ambiente do bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) tem a chave deste servidor, e ela tem prioridade; há uma chave salva que termina em `…{{last4}}`.',
      environmentNone:
        '🔑 O ambiente do bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) tem a chave deste servidor, e ela tem prioridade; nenhuma chave está salva.',
      sandboxStored:
        '🔑 O sandbox do console fornece a chave deste servidor (a da comunidade de demonstração dele), e ela tem prioridade; há uma chave salva que termina em `…{{last4}}`.',
      sandboxNone:
        '🔑 O sandbox do console fornece a chave deste servidor (a da comunidade de demonstração dele), e ela tem prioridade; nenhuma chave está salva.',
      stored: '🔑 Em uso: a chave definida aqui, que termina em `…{{last4}}`.',
      none: '🔑 Ainda sem chave: o bot não consegue acessar sua comunidade até você definir uma com o botão **Definir a chave da Community API**.',
    },
    roles: '🛡️ Cargos de moderador: {{roles}} (“Gerenciar servidor” sempre conta)',
    rolesNone: 'nenhum',
    audit: '📜 Canal de auditoria: {{channel}}',
    auditDefault: '{{channel}} (o padrão do bot)',
    auditNone: 'nenhum',
    system: '🏆 Sistema de pontos padrão: {{system}}',
    systemNone: 'nenhum (o primeiro ativo)',
    language: '🌐 Idioma: {{language}}',
    timeZone: '🕒 Fuso horário: {{zone}} (agora {{time}}) · para mudar, use `{{/setup timezone:}}`',
    timeZoneDefault: 'UTC (padrão)',
    languageChosen: '{{language}}, escolhido aqui',
    languageFromDiscord: '{{language}}, o idioma do Discord do servidor (nenhum escolhido aqui)',
    languageFallback: 'English: o idioma do Discord do servidor ({{locale}}) não tem tradução (nenhum escolhido aqui)',
    changed: '-# Última alteração {{when}}, por {{member}}',
    setKey: 'Definir a chave da Community API',
    replaceKey: 'Substituir a chave da Community API',
    removeKey: 'Remover a chave salva',
    rolesPlaceholder: 'Cargos de moderador (deixe vazio para remover todos)',
    auditPlaceholder: 'Canal de auditoria (deixe vazio para remover)',
    systemPlaceholder: 'Sistema de pontos padrão',
    systemMarked: '{{system}} ({{status}})',
    systemInactive: '{{system}} ({{status}}: as operações com pontos só o usam enquanto estiver ativo)',
    languagePlaceholder: 'Idioma das mensagens públicas',
    limits: '⌨️ Confirmação digitada acima de {{usd}} ou {{points}}',
    limitPoints_one: '{{n}} ponto',
    limitPoints_other: '{{n}} pontos',
    limitDefault: '{{value}} (padrão)',
    limitsButton: 'Limites da confirmação digitada',
  },
  form: {
    title: 'Chave da Community API',
    label: 'Chave (do painel da sua comunidade)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  limitsForm: {
    title: 'Limites da confirmação digitada',
    usd: 'Dólares',
    usdPlaceholder: 'ex.: 250; deixe vazio para o padrão ({{value}})',
    points: 'Pontos',
    pointsPlaceholder: 'ex.: 50000; deixe vazio para o padrão ({{value}})',
  },
  done: {
    timeZoneSaved:
      '✅ Fuso horário definido como {{zone}}: todos os horários que o bot mostra ou recebe ficam nele, e os agendamentos o seguem.',
    keySaved: '✅ Chave verificada e salva (termina em …{{last4}}); o bot agora a usa para este servidor.',
    keySavedEnvironment:
      '✅ Chave verificada e salva (termina em …{{last4}}). O ambiente do bot também indica uma chave para este servidor, e essa continua em uso até o operador removê-la.',
    keySavedSandbox:
      '✅ Chave verificada e salva (termina em …{{last4}}). O sandbox do console também fornece uma chave para este servidor (a da comunidade de demonstração dele), e essa continua em uso enquanto o console estiver no modo sandbox.',
    noKeyStored: 'Nenhuma chave está salva para este servidor.',
    keyRemoved: '🗑️ A chave salva foi removida.',
    rolesSet: '✅ Cargos de moderador definidos: {{roles}}.',
    rolesCleared: '✅ Cargos de moderador removidos.',
    auditCleared: '✅ Canal de auditoria removido.',
    auditDenied:
      '⚠️ O bot não consegue publicar em {{channel}}, então o canal não foi salvo: dê ao bot “Ver canal” e “Enviar mensagens” lá e escolha-o de novo.',
    auditSet: '✅ O registro de auditoria será publicado em {{channel}} a partir de agora.',
    systemSaved: '✅ Sistema de pontos padrão salvo.',
    languageSaved: '✅ Idioma salvo ({{language}}).',
    limitsSaved: '✅ Salvo: acima de {{usd}} ou {{points}}, uma operação pede que a quantia seja digitada.',
  },
  auditHello:
    '📜 As mudanças nas configurações do bot e as operações que ele faz para a comunidade serão publicadas aqui (escolhido por {{member}} com `{{/setup}}`).',
  refusals: {
    timeZone:
      'O fuso horário {{zone}} não é reconhecido. Escolha um da lista enquanto digita, ex.: `America/Sao_Paulo`, `Europe/Lisbon` ou `UTC`.',
    notInGuild: 'Este comando só funciona dentro de um servidor.',
    keyRefused:
      'A Community API recusou essa chave, então nada foi salvo. Copie a chave de novo do painel da sua comunidade (ela tem o formato xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) e tente de novo.',
    keyFormat: 'Isso não é uma chave da Community API (ela tem o formato xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nada foi salvo.',
    keyUnchecked:
      'Não foi possível verificar a chave agora (a Community API não respondeu), então nada foi salvo. Tente de novo em instantes.',
    cannotStore: 'A chave está certa, mas o bot ainda não consegue salvar chaves, então nada foi salvo: {{reason}}.',
    systemGone: 'Esse sistema de pontos não está mais nesta comunidade; escolha outro.',
    limitUsd:
      'O limite em dólares deve ser uma quantia como 250 ou 99,50 (vírgula ou ponto antes dos centavos, sem separador de milhares); nada foi salvo.',
    limitPoints: 'O limite de pontos deve ser um número inteiro como 50000 (sem separador de milhares); nada foi salvo.',
  },
  grace: {
    panel: '⏳ Operações agendadas que o bot perdeu ainda são enviadas com até {{minutes}} de atraso · para mudar, use `{{/setup grace:}}`',
    saved:
      '✅ Se o bot estiver fora do ar no horário marcado, as operações agendadas ainda serão enviadas com até {{minutes}} de atraso; depois disso, são descartadas como perdidas.',
  },
  /** The most writes that may wait for their time at once (`/setup max-scheduled:`). */
  scheduled: {
    panel_one: '🗓️ No máximo {{n}} operação pode aguardar o horário marcado · para mudar, use `{{/setup max-scheduled:}}`',
    panel_other: '🗓️ No máximo {{n}} operações podem aguardar o horário marcado · para mudar, use `{{/setup max-scheduled:}}`',
    saved_one:
      '✅ Agora no máximo {{n}} operação pode aguardar o horário marcado; novas confirmações acima desse limite serão recusadas. As que já estão aguardando continuam agendadas.',
    saved_other:
      '✅ Agora no máximo {{n}} operações podem aguardar o horário marcado; novas confirmações acima desse limite serão recusadas. As que já estão aguardando continuam agendadas.',
  },
};
