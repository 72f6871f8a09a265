import type { Language } from '../locales.js';

const en = {};

export const common: Readonly<Record<Language, typeof en>> = { en, de: {}, es: {}, fr: {}, 'pt-BR': {}, ru: {}, ja: {} };
