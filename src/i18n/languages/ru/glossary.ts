import type { Term } from '../../glossary.js';

/** This language's word for each concept members meet often, and the words no text may use instead (src/i18n/glossary.ts). */
export const glossary: readonly Term[] = [
  { concept: 'points', word: /балл/, not: [/(?<!\p{L})очк(и|ов|ам)/u] },
  { concept: 'balance', word: /баланс/i, not: [/остат(ок|ки|ков)/i] },
  { concept: 'leaderboard', word: /рейтинг/i, not: [/таблиц[аеуы]? (лидеров|рекордов)|таблиц[аеуы]\b/i, /лидерборд/i] },
  { concept: 'period board', word: /рейтинг\p{L}* за период/iu, not: [/недельн\p{L}* рейтинг|месячн\p{L}* рейтинг/iu] },
  { concept: 'member (also a holder)', word: /участник/i, not: [/владел/i, /держател/i, /пользовател\p{L}* (?!Discord)/iu] },
  { concept: 'moderator', word: /модератор/i, not: [/\bмоды\b/i] },
  { concept: 'confirm', word: /Подтвердить/, not: [/Одобрить/] },
  { concept: 'snapshot', word: /снимк|снимок/i, not: [/снапшот/i, /слепок/i] },
  { concept: 'paused (feed, schedule, quest, point system)', word: /приостановлен/i, not: [/на паузе/i] },
  { concept: "the server's time zone", word: /в часовом поясе сервера/i, not: [/по часовому поясу/i, /(?<!часовом )поясе сервера/i] },
  { concept: 'the most allowed', word: /максимум/i, not: [/(?<!\p{L})предел(?!ах)\p{L}*/iu] },
  { concept: 'tip wallet (the community treasury, /treasury)', word: /казн/i, not: [/кошел\p{L}* для чаевых/iu] },
  { concept: 'scheduled action', word: /запланированн\p{L}* операци/iu, not: [/запланированн\p{L}* (действи|запис|задани)/iu] },
];
