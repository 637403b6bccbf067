import type { MessageCatalogue } from '@boardhall/engine';
import { en } from './en.ts';
import { errors } from './errors.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

/** Every message of Four Humours in every language. */
export const messages: MessageCatalogue = {
  en: { ...en, ...errors.en },
  uk: { ...uk, ...errors.uk },
  ru: { ...ru, ...errors.ru },
};
