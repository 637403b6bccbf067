import type { MessageCatalogue } from '@boardhall/engine';
import { en } from './en.ts';
import { errors } from './errors.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

export type { TotwMessageKey } from './en.ts';

/** Every message of Tribes of the Wind in every language, with the names of its ids. */
export const messages: MessageCatalogue = {
  en: { ...en, ...errors.en },
  uk: { ...uk, ...errors.uk },
  ru: { ...ru, ...errors.ru },
};
