import type { Language } from '../locales.js';

const en = {};

export const info: Readonly<Record<Language, typeof en>> = { en, de: {}, es: {}, fr: {}, 'pt-BR': {}, ru: {}, ja: {} };
