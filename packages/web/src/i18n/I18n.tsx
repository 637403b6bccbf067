import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { detectLocale, LANG_STORAGE_KEY } from './detect.ts';
import { type AppKey, en } from './en.ts';
import { ru } from './ru.ts';
import { type Translate, translator } from './translator.ts';
import type { Locale } from './types.ts';
import { uk } from './uk.ts';

const APP_DICTS = { en, uk, ru };

interface I18nValue {
  readonly locale: Locale;
  readonly setLocale: (l: Locale) => void;
  readonly t: Translate<AppKey>;
}

const I18nContext = createContext<I18nValue | null>(null);

function readStored(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language at start-up: `?lang=`, then the remembered choice, then the browser. */
export function initialLocale(): Locale {
  return detectLocale({ search: location.search, stored: readStored(), languages: navigator.languages ?? [] });
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((l: Locale) => {
    setLocaleState(l);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, l);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    // A shared `?lang=` link is remembered, so the next visit speaks the same language.
    const param = new URLSearchParams(location.search).get('lang');
    if (param === locale) setLocale(locale);
  }, [locale, setLocale]);
  const value = useMemo(() => ({ locale, setLocale, t: translator(APP_DICTS, locale) }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useI18n outside I18nProvider');
  return v;
}

export const useT = (): Translate<AppKey> => useI18n().t;
export const useLocale = (): Locale => useI18n().locale;
