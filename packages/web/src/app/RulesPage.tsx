/** `/rules/:game`: the in-app rules summary of a game. */
import { useEffect } from 'react';
import { findManifest } from '../games/registry.ts';
import { useT } from '../i18n/I18n.tsx';
import { LearnLink } from '../tutorial/LearnLink.tsx';
import { AppBar } from '../ui/AppBar.tsx';
import { usePlugin } from './usePlugin.ts';

export default function RulesPage({ game }: { game: string }) {
  const t = useT();
  const manifest = findManifest(game);
  const plugin = usePlugin(manifest ? game : null);
  const title = manifest ? t(manifest.titleKey) : game;
  useEffect(() => {
    document.title = `${t('app.rules-summary')} · ${title}`;
  }, [t, title]);
  let body = <p>{t('app.loading')}</p>;
  if (!manifest) body = <p>{t('app.error.unknown-game')}</p>;
  else if (plugin.state === 'error') body = <p>{plugin.error.message}</p>;
  else if (plugin.state === 'ready') {
    const { RulesSummary } = plugin.value;
    body = <RulesSummary />;
  }
  return (
    <>
      <AppBar title={title} />
      <main className="page rules">
        <h1>
          {t('app.rules-summary')} · {title}
        </h1>
        {manifest ? (
          <p className="rules-learn">
            <LearnLink game={game} primary />
          </p>
        ) : null}
        {body}
      </main>
    </>
  );
}
