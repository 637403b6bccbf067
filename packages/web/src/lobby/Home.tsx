/** `/`: choose a game, continue your matches, join or watch open ones. */
import { useEffect, useState } from 'react';
import { href, navigate } from '../app/router.ts';
import { findManifest, GAMES } from '../games/registry.ts';
import { useT } from '../i18n/I18n.tsx';
import { useRatingsT } from '../ratings/text/index.ts';
import { type AnimationSetting, loadSettings, saveSettings } from '../session/storage.ts';
import { LearnLink } from '../tutorial/LearnLink.tsx';
import { AppBar } from '../ui/AppBar.tsx';
import { MatchLists } from './MatchLists.tsx';

function Settings() {
  const t = useT();
  const [animations, setAnimations] = useState<AnimationSetting>(() => loadSettings().animations);
  return (
    <section>
      <h2 className="section-title">{t('app.settings')}</h2>
      <label className="field" style={{ maxWidth: 320 }}>
        {t('app.settings.animations')}
        <select
          value={animations}
          onChange={(e) => {
            const a = e.target.value as AnimationSetting;
            setAnimations(a);
            saveSettings({ ...loadSettings(), animations: a });
            document.documentElement.dataset.animations = a;
          }}
        >
          <option value="full">{t('app.settings.full')}</option>
          <option value="fast">{t('app.settings.fast')}</option>
          <option value="off">{t('app.settings.off')}</option>
        </select>
        <span className="hint">{t('app.settings.animations-hint')}</span>
      </label>
    </section>
  );
}

export function Home() {
  const t = useT();
  const rt = useRatingsT();
  useEffect(() => {
    document.title = `${t('app.name')} · ${t('app.lobby')}`;
  }, [t]);
  return (
    <>
      <AppBar
        end={
          <a className="btn btn-quiet btn-small" href={href({ name: 'replay', match: null, local: null })}>
            {t('app.replay')}
          </a>
        }
      />
      <main className="page">
        <h1>{t('app.choose-game')}</h1>
        <p className="page-lead">{t('app.tagline')}</p>
        <div className="game-cards">
          {GAMES.map((g) => (
            <section className="panel game-card" key={g.id} data-testid={`game-${g.id}`}>
              <g.Crest size={64} />
              <div>
                <h2>{t(g.titleKey)}</h2>
                <p>{t(g.blurbKey)}</p>
                <p className="hint">{t('app.players-range', { min: g.minPlayers, max: g.maxPlayers })}</p>
              </div>
              <div className="actions">
                <button type="button" className="btn btn-primary" onClick={() => navigate({ name: 'new', game: g.id })}>
                  {t('app.new-match')}
                </button>
                <LearnLink game={g.id} />
                <a className="btn" href={href({ name: 'rules', game: g.id })}>
                  {t('app.rules')}
                </a>
                <a className="btn" href={href({ name: 'leaderboard', game: g.id })} data-testid="leaderboard-link">
                  {rt('ratings.leaderboard')}
                </a>
              </div>
            </section>
          ))}
        </div>
        <MatchLists
          gameTitle={(id) => {
            const m = findManifest(id);
            return m ? t(m.titleKey) : id;
          }}
        />
        <Settings />
      </main>
    </>
  );
}
