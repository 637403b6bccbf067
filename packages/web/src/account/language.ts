/** The player chose a language: a signed-in account keeps it, so every device follows. */
import type { Language } from '@boardhall/protocol';
import { accountApi } from './api.ts';
import { accountState, setAccountLanguage } from './store.ts';

export function chooseLanguage(language: Language): void {
  const { account } = accountState();
  if (!account || account.language === language) return;
  setAccountLanguage(language);
  // Kept by the server when it can be; the page already speaks it either way.
  accountApi.update({ language }).catch(() => undefined);
}
