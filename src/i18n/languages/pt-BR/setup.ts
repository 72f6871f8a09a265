import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
  panel: {
    title: 'Configuração do servidor',
    key: {
      environmentStored:
        '🔑 O ambiente do bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) tem a chave deste servidor, e ela tem prioridade; há uma chave salva que termina em `…{{last4}}`.',
      environmentNone: '🔑 O ambiente do bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) tem a chave deste servidor, e ela tem prioridade; nenhuma chave está salva.',
      stored: '🔑 Em uso: a chave definida aqui, que termina em `…{{last4}}`.',
      none: '🔑 Ainda sem chave: o bot não consegue acessar sua comunidade até você definir uma (Definir a chave da API).',
    },
    roles: '🛡️ Cargos de moderador: {{roles}} ("Gerenciar servidor" sempre conta)',
    rolesNone: 'nenhum',
    audit: '📜 Canal de auditoria: {{channel}}',
    auditDefault: '{{channel}} (o padrão do bot)',
    auditNone: 'nenhum',
    system: '🏆 Sistema de pontos padrão: {{system}}',
    systemNone: 'nenhum (o primeiro ativo)',
    language: '🌐 Idioma: {{language}}',
    languageDefault: 'English (padrão)',
    changed: '-# Última alteração {{when}} por {{member}}',
    setKey: 'Definir a chave da API',
    replaceKey: 'Substituir a chave da API',
    removeKey: 'Remover a chave salva',
    rolesPlaceholder: 'Cargos de moderador (não escolha nenhum para limpar)',
    auditPlaceholder: 'Canal de auditoria (não escolha nenhum para remover)',
    systemPlaceholder: 'Sistema de pontos padrão',
    languagePlaceholder: 'Idioma das mensagens públicas',
  },
  form: {
    title: 'Chave da Community API',
    label: 'Chave da API (do painel da sua comunidade)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Chave verificada e salva (termina em …{{last4}}); o bot agora a usa para este servidor.',
    keySavedEnvironment:
      '✅ Chave verificada e salva (termina em …{{last4}}). O ambiente do bot também indica uma chave para este servidor, e essa continua em uso até o operador removê-la.',
    noKeyStored: 'Nenhuma chave está salva para este servidor.',
    keyRemoved: '🗑️ A chave salva foi removida.',
    rolesSet: '✅ Cargos de moderador definidos: {{roles}}.',
    rolesCleared: '✅ Cargos de moderador removidos.',
    auditCleared: '✅ Canal de auditoria removido.',
    auditDenied: '⚠️ Não consigo postar em {{channel}}, então ele não foi salvo: dê ao bot "Ver canal" e "Enviar mensagens" lá e escolha-o de novo.',
    auditSet: '✅ As linhas de auditoria vão para {{channel}} a partir de agora.',
    systemSaved: '✅ Sistema de pontos padrão salvo.',
    languageSaved: '✅ Idioma salvo ({{language}}).',
  },
  auditHello: '📜 As mudanças nas configurações do bot e as escritas dele serão postadas aqui (escolhido por {{member}} com /configuração).',
  refusals: {
    notInGuild: 'Isto só funciona dentro de um servidor.',
    keyRefused:
      'A Community API recusou essa chave, então nada foi salvo. Copie a chave de novo do painel da sua comunidade (ela tem o formato xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) e tente novamente.',
    keyFormat: 'Isso não é uma chave da Community API (ela tem o formato xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nada foi salvo.',
    keyUnchecked: 'Não foi possível verificar a chave agora (a Community API não respondeu), então nada foi salvo. Tente de novo em instantes.',
    cannotStore: 'A chave está certa, mas o bot ainda não consegue salvar chaves, então nada foi salvo: {{reason}}.',
    systemGone: 'Esse sistema de pontos não está mais nesta comunidade; escolha outro.',
  },
};
