import type { Translation } from '../../shape.js';
import type { setup as en } from '../en/setup.js';

export const setup: Translation<typeof en> = {
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
