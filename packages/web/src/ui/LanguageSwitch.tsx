import { chooseLanguage } from '../account/language.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { LOCALES, type Locale } from '../i18n/types.ts';

/** Each language in its own name (GLOSSARY app.language.names). */
const NAMES: Readonly<Record<Locale, { short: string; full: string }>> = {
  en: { short: 'EN', full: 'English' },
  uk: { short: 'УК', full: 'Українська' },
  ru: { short: 'РУ', full: 'Русский' },
};

export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div className="lang-switch" role="group" aria-label={t('app.language')}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          aria-label={NAMES[l].full}
          title={NAMES[l].full}
          onClick={() => {
            setLocale(l);
            chooseLanguage(l);
          }}
        >
          {NAMES[l].short}
        </button>
      ))}
    </div>
  );
}
