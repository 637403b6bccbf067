import type { ReactNode } from 'react';
import { AccountEntry } from '../account/AccountEntry.tsx';
import { href } from '../app/router.ts';
import { useT } from '../i18n/I18n.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The top bar: home link, a title, a status area, and extra buttons, the account entry and the language switch. */
export function AppBar({ title, status, end }: { title?: string; status?: ReactNode; end?: ReactNode }) {
  const t = useT();
  return (
    <header className="appbar">
      <a className="appbar-brand" href={href({ name: 'home' })} aria-label={`${t('app.name')} · ${t('app.lobby')}`}>
        <svg width="22" height="22" viewBox="-12 -12 24 24" aria-hidden="true">
          <rect x="-10" y="-10" width="20" height="20" rx="4" fill="var(--ink)" />
          <path
            d="M-5,5V-5H1.5A3,3 0 0 1 1.5,0.5H-5M1.5,0.5A3.2,3.2 0 0 1 1.5,5H-5"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
          />
        </svg>
        <span>{t('app.name')}</span>
      </a>
      {title ? <span className="appbar-title">· {title}</span> : null}
      <div className="appbar-status">{status}</div>
      <div className="appbar-end">
        {end}
        <AccountEntry />
        <LanguageSwitch />
      </div>
    </header>
  );
}
