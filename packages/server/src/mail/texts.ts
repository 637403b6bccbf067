/**
 * What the e-mails and the pages their links open say, in the account's language (English,
 * Ukrainian, Russian; the game titles as in the glossary). Plain text: the e-mails carry no HTML.
 */
import type { Language } from '@boardhall/protocol';

/** The games' titles by language (GLOSSARY.md `fh.title`, `totw.title`); another game keeps its own name. */
const GAME_TITLES: Record<string, Record<Language, string>> = {
  'four-humours': { en: 'Four Humours', uk: 'Чотири темпераменти', ru: 'Четыре темперамента' },
  'tribes-of-the-wind': { en: 'Tribes of the Wind', uk: 'Племена вітру', ru: 'Племена ветра' },
};

export function gameTitle(game: string, fallback: string, language: Language): string {
  return GAME_TITLES[game]?.[language] ?? fallback;
}

export interface TurnMailText {
  name: string;
  game: string;
  tableUrl: string;
  unsubscribeUrl: string;
}

export function turnMail(language: Language, t: TurnMailText): { subject: string; text: string } {
  switch (language) {
    case 'uk':
      return {
        subject: `Ваш хід у грі «${t.game}»`,
        text:
          `Вітаємо, ${t.name}!\n\nВаш хід у грі «${t.game}». Стіл партії: ${t.tableUrl}\n\n` +
          `Такий лист надходить не частіше ніж раз на 12 годин для кожної партії. ` +
          `Щоб більше не отримувати листів про ваш хід: ${t.unsubscribeUrl}\n`,
      };
    case 'ru':
      return {
        subject: `Ваш ход в игре «${t.game}»`,
        text:
          `Здравствуйте, ${t.name}!\n\nВаш ход в игре «${t.game}». Стол партии: ${t.tableUrl}\n\n` +
          `Такое письмо приходит не чаще раза в 12 часов для каждой партии. ` +
          `Чтобы больше не получать писем о вашем ходе: ${t.unsubscribeUrl}\n`,
      };
    default:
      return {
        subject: `Your turn in ${t.game}`,
        text:
          `Hello, ${t.name}!\n\nIt is your turn in ${t.game}. The table: ${t.tableUrl}\n\n` +
          `You get at most one such e-mail per match every 12 hours. ` +
          `To get no more turn e-mails: ${t.unsubscribeUrl}\n`,
      };
  }
}

export function confirmationMail(language: Language, name: string, url: string): { subject: string; text: string } {
  switch (language) {
    case 'uk':
      return {
        subject: 'Підтвердьте адресу електронної пошти для Boardhall',
        text:
          `Вітаємо, ${name}!\n\nВідкрийте це посилання, щоб підтвердити цю адресу для вашого облікового запису Boardhall: ${url}\n\n` +
          'Посилання діє один раз протягом 24 годин. Якщо ви цього не просили, просто не зважайте на цей лист: інших листів не буде.\n',
      };
    case 'ru':
      return {
        subject: 'Подтвердите адрес электронной почты для Boardhall',
        text:
          `Здравствуйте, ${name}!\n\nОткройте эту ссылку, чтобы подтвердить этот адрес для вашей учётной записи Boardhall: ${url}\n\n` +
          'Ссылка действует один раз в течение 24 часов. Если вы этого не запрашивали, просто не обращайте внимания на это письмо: других писем не будет.\n',
      };
    default:
      return {
        subject: 'Confirm your e-mail address for Boardhall',
        text:
          `Hello, ${name}!\n\nOpen this link to confirm this address for your Boardhall account: ${url}\n\n` +
          'The link works once, for 24 hours. If you did not ask for this, ignore this e-mail: nothing else will be sent to you.\n',
      };
  }
}

/** The pages the links open: a title, a sentence, and the words of their button or link. */
export interface PageText {
  title: string;
  text: string;
}

type PageKey = 'confirmed' | 'unsubscribe' | 'unsubscribed' | 'broken-link';

const PAGES: Record<PageKey, Record<Language, PageText>> = {
  confirmed: {
    en: { title: 'E-mail address confirmed', text: 'You can now turn on turn e-mails in your account.' },
    uk: {
      title: 'Адресу підтверджено',
      text: 'Тепер у вашому обліковому записі можна ввімкнути листи про ваш хід.',
    },
    ru: { title: 'Адрес подтверждён', text: 'Теперь в вашей учётной записи можно включить письма о вашем ходе.' },
  },
  unsubscribe: {
    en: { title: 'Turn e-mails', text: 'Stop the e-mails that tell you it is your turn?' },
    uk: { title: 'Листи про ваш хід', text: 'Більше не надсилати листів про те, що настав ваш хід?' },
    ru: { title: 'Письма о вашем ходе', text: 'Больше не присылать писем о том, что настал ваш ход?' },
  },
  unsubscribed: {
    en: {
      title: 'Unsubscribed',
      text: 'You will get no more turn e-mails. You can turn them on again in your account.',
    },
    uk: {
      title: 'Ви відписалися',
      text: 'Листів про ваш хід більше не буде. Увімкнути їх знову можна у вашому обліковому записі.',
    },
    ru: {
      title: 'Вы отписались',
      text: 'Писем о вашем ходе больше не будет. Включить их снова можно в вашей учётной записи.',
    },
  },
  'broken-link': {
    en: { title: 'This link does not work', text: 'The link is unknown, used already, or expired.' },
    uk: { title: 'Посилання не діє', text: 'Посилання невідоме, уже використане або застаріле.' },
    ru: { title: 'Ссылка не действует', text: 'Ссылка неизвестна, уже использована или устарела.' },
  },
};

export const pageText = (key: PageKey, language: Language): PageText => PAGES[key][language];

const WORDS: Record<'unsubscribe' | 'open-site', Record<Language, string>> = {
  unsubscribe: { en: 'Unsubscribe', uk: 'Відписатися', ru: 'Отписаться' },
  'open-site': { en: 'Open Boardhall', uk: 'Відкрити Boardhall', ru: 'Открыть Boardhall' },
};

export const word = (key: keyof typeof WORDS, language: Language): string => WORDS[key][language];

/** The language a browser asks for first among ours (its `Accept-Language`), else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((r) => r.q > 0 && (r.lang === 'en' || r.lang === 'uk' || r.lang === 'ru'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as Language | undefined) ?? 'en';
}
