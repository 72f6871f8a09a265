import type { Language } from '../locales.js';

const en = {};

export const raid: Readonly<Record<Language, typeof en>> = { en, de: {}, es: {}, fr: {}, 'pt-BR': {}, ru: {}, ja: {} };
