import type { MessageCatalogue } from '@boardhall/engine';
import { en } from './en.ts';
import { errors } from './errors.ts';
import { names } from './names.ts';
import { ru } from './ru.ts';
import { tutorial } from './tutorial.ts';
import { uk } from './uk.ts';

export type { TotwMessageKey } from './en.ts';

/** Every message of Tribes of the Wind in every language, with the names of its ids, cards and tiles. */
export const messages: MessageCatalogue = {
  en: { ...en, ...errors.en, ...names.en, ...tutorial.en },
  uk: { ...uk, ...errors.uk, ...names.uk, ...tutorial.uk },
  ru: { ...ru, ...errors.ru, ...names.ru, ...tutorial.ru },
};
