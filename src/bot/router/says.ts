import { ENGLISH, type Text } from '../../i18n/reader.js';
import { STALE } from '../error-reply.js';

/** The router's own answers, by key in `errors.router` (STALE is error-reply.ts's). */
export const SAYS = {
  notInGuild: (s) => s.t('errors.router.notInGuild'),
  notModerator: (s) => s.t('errors.router.notModerator'),
  notAdmin: (s) => s.t('errors.router.notAdmin'),
  unknownCommand: (s) => s.t('errors.router.unknownCommand'),
  stale: STALE,
  restarting: (s) => s.t('errors.router.restarting'),
  empty: (s) => s.t('errors.router.empty'),
  failedPublicly: (s) => s.t('errors.router.failedPublicly'),
} as const satisfies Record<string, Text>;

/** The same answers in English, as tests read them. */
export const MESSAGES = Object.fromEntries(Object.entries(SAYS).map(([k, text]) => [k, text(ENGLISH)])) as Record<
  keyof typeof SAYS,
  string
>;
