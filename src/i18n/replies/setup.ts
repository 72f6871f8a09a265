import type { Language } from '../locales.js';

/**
 * /setup (src/views/setup.ts, commands/setup.ts): the private panel an administrator sees, the
 * key form, the lines on what just changed, and the refusals. The key itself never appears:
 * `{{last4}}` is its last 4 characters. Discord's own words (its permissions, as Discord names
 * them in each language) and the environment variables stay as they are.
 */
const en = {
  panel: {
    title: 'Server setup',
    key: {
      environmentStored:
        "🔑 The bot's environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) holds this server's key, and it wins; a key ending in `…{{last4}}` is stored.",
      environmentNone: "🔑 The bot's environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) holds this server's key, and it wins; no key is stored.",
      stored: '🔑 In force: the key set here, ending in `…{{last4}}`.',
      none: '🔑 No key yet: the bot cannot reach your community until you set one (Set the API key).',
    },
    roles: '🛡️ Moderator roles: {{roles}} (Manage Server always counts)',
    rolesNone: 'none',
    audit: '📜 Audit channel: {{channel}}',
    auditDefault: "{{channel}} (the bot's default)",
    auditNone: 'none',
    system: '🏆 Default point system: {{system}}',
    systemNone: 'none (the first active one)',
    language: '🌐 Language: {{language}}',
    languageDefault: 'English (default)',
    changed: '-# Last changed {{when}} by {{member}}',
    setKey: 'Set the API key',
    replaceKey: 'Replace the API key',
    removeKey: 'Remove the stored key',
    rolesPlaceholder: 'Moderator roles (choose none to clear)',
    auditPlaceholder: 'Audit channel (choose none to clear)',
    systemPlaceholder: 'Default point system',
    languagePlaceholder: 'Language of public messages',
  },
  form: {
    title: 'Community API key',
    label: 'API key (from your community dashboard)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Key checked and saved (ending …{{last4}}); the bot now uses it for this server.',
    keySavedEnvironment:
      "✅ Key checked and saved (ending …{{last4}}). The bot's environment also names a key for this server, and that one stays in force until the operator removes it.",
    noKeyStored: 'No key is stored for this server.',
    keyRemoved: '🗑️ The stored key is removed.',
    rolesSet: '✅ Moderator roles set to {{roles}}.',
    rolesCleared: '✅ Moderator roles cleared.',
    auditCleared: '✅ Audit channel cleared.',
    auditDenied: "⚠️ I can't post in {{channel}}, so it is not saved: give the bot View Channel and Send Messages there, then choose it again.",
    auditSet: '✅ Audit lines go to {{channel}} from now on.',
    systemSaved: '✅ Default point system saved.',
    languageSaved: '✅ Language saved ({{language}}).',
  },
  /** Posted in the chosen audit channel (in the server's language) to check the bot may post there. */
  auditHello: "📜 Changes to the bot's settings and its writes will be posted here (chosen by {{member}} with /setup).",
  refusals: {
    notInGuild: 'This works only inside a server.',
    keyRefused:
      'The Community API refused that key, so nothing was saved. Copy the key again from your community dashboard (it looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) and try again.',
    keyFormat: 'That is not a Community API key (it looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nothing was saved.',
    keyUnchecked: 'The key could not be checked right now (the Community API did not answer), so nothing was saved. Try again in a moment.',
    /** `{{reason}}`: the store's own message for the bot's operator (English: it names SETTINGS_SECRET and how to set it). */
    cannotStore: 'The key is fine, but the bot cannot store keys yet, so nothing was saved: {{reason}}.',
    systemGone: 'That point system is not in this community any more; pick another.',
  },
};

const de: typeof en = {
  panel: {
    title: 'Server-Einrichtung',
    key: {
      environmentStored:
        '🔑 Die Umgebung des Bots (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) enthält den Schlüssel dieses Servers, und der hat Vorrang; gespeichert ist ein Schlüssel, der auf `…{{last4}}` endet.',
      environmentNone: '🔑 Die Umgebung des Bots (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) enthält den Schlüssel dieses Servers, und der hat Vorrang; gespeichert ist kein Schlüssel.',
      stored: '🔑 Aktiv: der hier gesetzte Schlüssel, endet auf `…{{last4}}`.',
      none: '🔑 Noch kein Schlüssel: Der Bot erreicht deine Community erst, wenn du einen setzt (API-Schlüssel setzen).',
    },
    roles: '🛡️ Moderatorrollen: {{roles}} („Server verwalten“ zählt immer)',
    rolesNone: 'keine',
    audit: '📜 Audit-Kanal: {{channel}}',
    auditDefault: '{{channel}} (Standard des Bots)',
    auditNone: 'keiner',
    system: '🏆 Standard-Punktesystem: {{system}}',
    systemNone: 'keins (das erste aktive)',
    language: '🌐 Sprache: {{language}}',
    languageDefault: 'English (Standard)',
    changed: '-# Zuletzt geändert {{when}} von {{member}}',
    setKey: 'API-Schlüssel setzen',
    replaceKey: 'API-Schlüssel ersetzen',
    removeKey: 'Gespeicherten Schlüssel entfernen',
    rolesPlaceholder: 'Moderatorrollen (keine wählen, um sie zu leeren)',
    auditPlaceholder: 'Audit-Kanal (keinen wählen, um ihn zu entfernen)',
    systemPlaceholder: 'Standard-Punktesystem',
    languagePlaceholder: 'Sprache öffentlicher Nachrichten',
  },
  form: {
    title: 'Community-API-Schlüssel',
    label: 'API-Schlüssel (aus dem Community-Dashboard)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}); der Bot nutzt ihn jetzt für diesen Server.',
    keySavedEnvironment:
      '✅ Schlüssel geprüft und gespeichert (endet auf …{{last4}}). Die Umgebung des Bots nennt ebenfalls einen Schlüssel für diesen Server, und der bleibt aktiv, bis der Betreiber ihn entfernt.',
    noKeyStored: 'Für diesen Server ist kein Schlüssel gespeichert.',
    keyRemoved: '🗑️ Der gespeicherte Schlüssel ist entfernt.',
    rolesSet: '✅ Moderatorrollen gesetzt: {{roles}}.',
    rolesCleared: '✅ Moderatorrollen geleert.',
    auditCleared: '✅ Audit-Kanal entfernt.',
    auditDenied: '⚠️ Ich kann in {{channel}} nicht posten, daher ist er nicht gespeichert: Gib dem Bot dort „Kanal ansehen“ und „Nachrichten senden“ und wähle ihn dann noch einmal.',
    auditSet: '✅ Audit-Zeilen gehen ab jetzt an {{channel}}.',
    systemSaved: '✅ Standard-Punktesystem gespeichert.',
    languageSaved: '✅ Sprache gespeichert ({{language}}).',
  },
  auditHello: '📜 Änderungen an den Einstellungen des Bots und seine Schreibvorgänge werden hier gepostet (gewählt von {{member}} mit /einrichtung).',
  refusals: {
    notInGuild: 'Das funktioniert nur in einem Server.',
    keyRefused:
      'Die Community API hat diesen Schlüssel abgelehnt, daher wurde nichts gespeichert. Kopiere den Schlüssel noch einmal aus deinem Community-Dashboard (er sieht aus wie xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) und versuche es erneut.',
    keyFormat: 'Das ist kein Community-API-Schlüssel (er sieht aus wie xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nichts wurde gespeichert.',
    keyUnchecked: 'Der Schlüssel konnte gerade nicht geprüft werden (die Community API hat nicht geantwortet), daher wurde nichts gespeichert. Versuche es gleich noch einmal.',
    cannotStore: 'Der Schlüssel ist in Ordnung, aber der Bot kann noch keine Schlüssel speichern, daher wurde nichts gespeichert: {{reason}}.',
    systemGone: 'Dieses Punktesystem gibt es in dieser Community nicht mehr; wähle ein anderes.',
  },
};

const es: typeof en = {
  panel: {
    title: 'Configuración del servidor',
    key: {
      environmentStored:
        '🔑 El entorno del bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contiene la clave de este servidor, y esa tiene prioridad; hay guardada una clave que termina en `…{{last4}}`.',
      environmentNone: '🔑 El entorno del bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contiene la clave de este servidor, y esa tiene prioridad; no hay ninguna clave guardada.',
      stored: '🔑 En uso: la clave configurada aquí, que termina en `…{{last4}}`.',
      none: '🔑 Aún no hay clave: el bot no puede llegar a tu comunidad hasta que configures una (Configurar la clave API).',
    },
    roles: '🛡️ Roles de moderador: {{roles}} («Gestionar servidor» siempre cuenta)',
    rolesNone: 'ninguno',
    audit: '📜 Canal de auditoría: {{channel}}',
    auditDefault: '{{channel}} (el predeterminado del bot)',
    auditNone: 'ninguno',
    system: '🏆 Sistema de puntos predeterminado: {{system}}',
    systemNone: 'ninguno (el primero activo)',
    language: '🌐 Idioma: {{language}}',
    languageDefault: 'English (predeterminado)',
    changed: '-# Último cambio {{when}} por {{member}}',
    setKey: 'Configurar la clave API',
    replaceKey: 'Reemplazar la clave API',
    removeKey: 'Quitar la clave guardada',
    rolesPlaceholder: 'Roles de moderador (no elijas ninguno para vaciar)',
    auditPlaceholder: 'Canal de auditoría (no elijas ninguno para quitarlo)',
    systemPlaceholder: 'Sistema de puntos predeterminado',
    languagePlaceholder: 'Idioma de los mensajes públicos',
  },
  form: {
    title: 'Clave de la Community API',
    label: 'Clave API (del panel de tu comunidad)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Clave comprobada y guardada (termina en …{{last4}}); el bot ya la usa para este servidor.',
    keySavedEnvironment:
      '✅ Clave comprobada y guardada (termina en …{{last4}}). El entorno del bot también indica una clave para este servidor, y esa sigue en uso hasta que el operador la quite.',
    noKeyStored: 'No hay ninguna clave guardada para este servidor.',
    keyRemoved: '🗑️ Se ha quitado la clave guardada.',
    rolesSet: '✅ Roles de moderador configurados: {{roles}}.',
    rolesCleared: '✅ Se han quitado los roles de moderador.',
    auditCleared: '✅ Se ha quitado el canal de auditoría.',
    auditDenied: '⚠️ No puedo publicar en {{channel}}, así que no se ha guardado: dale al bot «Ver canal» y «Enviar mensajes» allí y vuelve a elegirlo.',
    auditSet: '✅ Las líneas de auditoría irán a {{channel}} a partir de ahora.',
    systemSaved: '✅ Sistema de puntos predeterminado guardado.',
    languageSaved: '✅ Idioma guardado ({{language}}).',
  },
  auditHello: '📜 Los cambios en los ajustes del bot y sus escrituras se publicarán aquí (elegido por {{member}} con /configuración).',
  refusals: {
    notInGuild: 'Esto solo funciona dentro de un servidor.',
    keyRefused:
      'La Community API ha rechazado esa clave, así que no se ha guardado nada. Vuelve a copiar la clave del panel de tu comunidad (tiene este aspecto: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) e inténtalo de nuevo.',
    keyFormat: 'Eso no es una clave de la Community API (tiene este aspecto: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); no se ha guardado nada.',
    keyUnchecked: 'No se ha podido comprobar la clave ahora (la Community API no ha respondido), así que no se ha guardado nada. Inténtalo de nuevo en un momento.',
    cannotStore: 'La clave es correcta, pero el bot aún no puede guardar claves, así que no se ha guardado nada: {{reason}}.',
    systemGone: 'Ese sistema de puntos ya no está en esta comunidad; elige otro.',
  },
};

const fr: typeof en = {
  panel: {
    title: 'Configuration du serveur',
    key: {
      environmentStored:
        '🔑 L’environnement du bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contient la clé de ce serveur, et elle l’emporte ; une clé se terminant par `…{{last4}}` est enregistrée.',
      environmentNone: '🔑 L’environnement du bot (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) contient la clé de ce serveur, et elle l’emporte ; aucune clé n’est enregistrée.',
      stored: '🔑 En vigueur : la clé définie ici, se terminant par `…{{last4}}`.',
      none: '🔑 Pas encore de clé : le bot ne peut pas joindre ta communauté tant que tu n’en as pas défini une (Définir la clé API).',
    },
    roles: '🛡️ Rôles de modérateur : {{roles}} (« Gérer le serveur » compte toujours)',
    rolesNone: 'aucun',
    audit: '📜 Salon d’audit : {{channel}}',
    auditDefault: '{{channel}} (celui du bot par défaut)',
    auditNone: 'aucun',
    system: '🏆 Système de points par défaut : {{system}}',
    systemNone: 'aucun (le premier actif)',
    language: '🌐 Langue : {{language}}',
    languageDefault: 'English (par défaut)',
    changed: '-# Dernière modification {{when}} par {{member}}',
    setKey: 'Définir la clé API',
    replaceKey: 'Remplacer la clé API',
    removeKey: 'Supprimer la clé enregistrée',
    rolesPlaceholder: 'Rôles de modérateur (n’en choisis aucun pour vider)',
    auditPlaceholder: 'Salon d’audit (n’en choisis aucun pour le retirer)',
    systemPlaceholder: 'Système de points par défaut',
    languagePlaceholder: 'Langue des messages publics',
  },
  form: {
    title: 'Clé de la Community API',
    label: 'Clé API (tableau de bord de ta communauté)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}) ; le bot l’utilise désormais pour ce serveur.',
    keySavedEnvironment:
      '✅ Clé vérifiée et enregistrée (se termine par …{{last4}}). L’environnement du bot indique aussi une clé pour ce serveur, et celle-ci reste en vigueur jusqu’à ce que l’opérateur la retire.',
    noKeyStored: 'Aucune clé n’est enregistrée pour ce serveur.',
    keyRemoved: '🗑️ La clé enregistrée est supprimée.',
    rolesSet: '✅ Rôles de modérateur définis : {{roles}}.',
    rolesCleared: '✅ Rôles de modérateur vidés.',
    auditCleared: '✅ Salon d’audit retiré.',
    auditDenied: '⚠️ Je ne peux pas publier dans {{channel}}, il n’est donc pas enregistré : donne au bot « Voir le salon » et « Envoyer des messages » dans ce salon, puis choisis-le à nouveau.',
    auditSet: '✅ Les lignes d’audit vont désormais dans {{channel}}.',
    systemSaved: '✅ Système de points par défaut enregistré.',
    languageSaved: '✅ Langue enregistrée ({{language}}).',
  },
  auditHello: '📜 Les changements des réglages du bot et ses écritures seront publiés ici (choisi par {{member}} avec /configuration).',
  refusals: {
    notInGuild: 'Cela ne fonctionne que dans un serveur.',
    keyRefused:
      'La Community API a refusé cette clé, donc rien n’a été enregistré. Copie à nouveau la clé depuis le tableau de bord de ta communauté (elle ressemble à xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) et réessaie.',
    keyFormat: 'Ce n’est pas une clé de la Community API (elle ressemble à xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) ; rien n’a été enregistré.',
    keyUnchecked: 'La clé n’a pas pu être vérifiée pour l’instant (la Community API n’a pas répondu), donc rien n’a été enregistré. Réessaie dans un instant.',
    cannotStore: 'La clé est valide, mais le bot ne peut pas encore enregistrer de clés, donc rien n’a été enregistré : {{reason}}.',
    systemGone: 'Ce système de points n’est plus dans cette communauté ; choisis-en un autre.',
  },
};

const ptBR: typeof en = {
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

const ru: typeof en = {
  panel: {
    title: 'Настройка сервера',
    key: {
      environmentStored:
        '🔑 Окружение бота (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) содержит ключ этого сервера, и он имеет приоритет; сохранён ключ, оканчивающийся на `…{{last4}}`.',
      environmentNone: '🔑 Окружение бота (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) содержит ключ этого сервера, и он имеет приоритет; сохранённого ключа нет.',
      stored: '🔑 Действует ключ, заданный здесь; он оканчивается на `…{{last4}}`.',
      none: '🔑 Ключа пока нет: бот не сможет обращаться к вашему сообществу, пока вы его не зададите (Задать ключ API).',
    },
    roles: '🛡️ Роли модераторов: {{roles}} (право «Управлять сервером» учитывается всегда)',
    rolesNone: 'нет',
    audit: '📜 Канал аудита: {{channel}}',
    auditDefault: '{{channel}} (канал бота по умолчанию)',
    auditNone: 'нет',
    system: '🏆 Система баллов по умолчанию: {{system}}',
    systemNone: 'нет (первая активная)',
    language: '🌐 Язык: {{language}}',
    languageDefault: 'English (по умолчанию)',
    changed: '-# Последнее изменение {{when}} ({{member}})',
    setKey: 'Задать ключ API',
    replaceKey: 'Заменить ключ API',
    removeKey: 'Удалить сохранённый ключ',
    rolesPlaceholder: 'Роли модераторов (ничего не выбирайте, чтобы очистить)',
    auditPlaceholder: 'Канал аудита (ничего не выбирайте, чтобы убрать)',
    systemPlaceholder: 'Система баллов по умолчанию',
    languagePlaceholder: 'Язык публичных сообщений',
  },
  form: {
    title: 'Ключ Community API',
    label: 'Ключ API (из панели вашего сообщества)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ Ключ проверен и сохранён (оканчивается на …{{last4}}); теперь бот использует его для этого сервера.',
    keySavedEnvironment:
      '✅ Ключ проверен и сохранён (оканчивается на …{{last4}}). В окружении бота тоже указан ключ для этого сервера, и действует именно он, пока оператор его не уберёт.',
    noKeyStored: 'Для этого сервера ключ не сохранён.',
    keyRemoved: '🗑️ Сохранённый ключ удалён.',
    rolesSet: '✅ Роли модераторов заданы: {{roles}}.',
    rolesCleared: '✅ Роли модераторов очищены.',
    auditCleared: '✅ Канал аудита убран.',
    auditDenied: '⚠️ Я не могу писать в {{channel}}, поэтому он не сохранён: дайте боту там права «Просматривать канал» и «Отправлять сообщения», затем выберите его снова.',
    auditSet: '✅ Теперь записи аудита отправляются в {{channel}}.',
    systemSaved: '✅ Система баллов по умолчанию сохранена.',
    languageSaved: '✅ Язык сохранён ({{language}}).',
  },
  auditHello: '📜 Сюда будут приходить изменения настроек бота и его операции записи (канал выбрал {{member}} командой /настройка).',
  refusals: {
    notInGuild: 'Это работает только на сервере.',
    keyRefused:
      'Community API отклонил этот ключ, поэтому ничего не сохранено. Скопируйте ключ ещё раз из панели вашего сообщества (он выглядит так: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) и попробуйте снова.',
    keyFormat: 'Это не ключ Community API (он выглядит так: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); ничего не сохранено.',
    keyUnchecked: 'Сейчас не удалось проверить ключ (Community API не ответил), поэтому ничего не сохранено. Попробуйте чуть позже.',
    cannotStore: 'Ключ в порядке, но бот пока не может сохранять ключи, поэтому ничего не сохранено: {{reason}}.',
    systemGone: 'Этой системы баллов больше нет в сообществе; выберите другую.',
  },
};

const ja: typeof en = {
  panel: {
    title: 'サーバー設定',
    key: {
      environmentStored:
        '🔑 ボットの環境変数（COMMUNITY_API_KEY / COMMUNITY_API_KEYS）にこのサーバーのキーがあり、そちらが優先されます。末尾が `…{{last4}}` のキーが保存されています。',
      environmentNone: '🔑 ボットの環境変数（COMMUNITY_API_KEY / COMMUNITY_API_KEYS）にこのサーバーのキーがあり、そちらが優先されます。保存されたキーはありません。',
      stored: '🔑 使用中：ここで設定した、末尾が `…{{last4}}` のキー',
      none: '🔑 キーがまだありません：キーを設定するまで、ボットはコミュニティにアクセスできません（「API キーを設定」）。',
    },
    roles: '🛡️ モデレーターロール：{{roles}}（「サーバー管理」権限は常に有効）',
    rolesNone: 'なし',
    audit: '📜 監査チャンネル：{{channel}}',
    auditDefault: '{{channel}}（ボットの既定）',
    auditNone: 'なし',
    system: '🏆 既定のポイントシステム：{{system}}',
    systemNone: 'なし（最初の有効なもの）',
    language: '🌐 言語：{{language}}',
    languageDefault: 'English（既定）',
    changed: '-# 最終変更：{{when}}（{{member}}）',
    setKey: 'API キーを設定',
    replaceKey: 'API キーを置き換え',
    removeKey: '保存したキーを削除',
    rolesPlaceholder: 'モデレーターロール（何も選ばなければ解除）',
    auditPlaceholder: '監査チャンネル（何も選ばなければ解除）',
    systemPlaceholder: '既定のポイントシステム',
    languagePlaceholder: '公開メッセージの言語',
  },
  form: {
    title: 'Community API キー',
    label: 'API キー（コミュニティのダッシュボードから）',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  done: {
    keySaved: '✅ キーを確認して保存しました（末尾 …{{last4}}）。このサーバーでは今後このキーを使います。',
    keySavedEnvironment:
      '✅ キーを確認して保存しました（末尾 …{{last4}}）。ボットの環境変数にもこのサーバーのキーが指定されているため、運営者が削除するまではそちらが使われます。',
    noKeyStored: 'このサーバーにはキーが保存されていません。',
    keyRemoved: '🗑️ 保存したキーを削除しました。',
    rolesSet: '✅ モデレーターロールを設定しました：{{roles}}。',
    rolesCleared: '✅ モデレーターロールを解除しました。',
    auditCleared: '✅ 監査チャンネルを解除しました。',
    auditDenied: '⚠️ {{channel}} に投稿できないため、保存していません。そのチャンネルでボットに「チャンネルを見る」と「メッセージを送信」の権限を与えてから、もう一度選んでください。',
    auditSet: '✅ 今後、監査ログは {{channel}} に投稿されます。',
    systemSaved: '✅ 既定のポイントシステムを保存しました。',
    languageSaved: '✅ 言語を保存しました（{{language}}）。',
  },
  auditHello: '📜 ボットの設定の変更と書き込み操作をここに投稿します（{{member}} が /設定 で選択しました）。',
  refusals: {
    notInGuild: 'これはサーバー内でのみ使えます。',
    keyRefused:
      'Community API がこのキーを拒否したため、何も保存していません。コミュニティのダッシュボードからキーをもう一度コピーして（形式：xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx）、やり直してください。',
    keyFormat: 'これは Community API キーではありません（形式：xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx）。何も保存していません。',
    keyUnchecked: '今はキーを確認できなかったため（Community API が応答しませんでした）、何も保存していません。少し待ってからやり直してください。',
    cannotStore: 'キーは正しいですが、ボットはまだキーを保存できないため、何も保存していません：{{reason}}。',
    systemGone: 'そのポイントシステムはこのコミュニティにもうありません。別のものを選んでください。',
  },
};

export const setup: Readonly<Record<Language, typeof en>> = { en, de, es, fr, 'pt-BR': ptBR, ru, ja };
