/** `/match/:id`: an online match. With `?join`, first takes a free seat (name optional). */
import { useEffect, useState } from 'react';
import { findManifest } from '../games/registry.ts';
import { useT } from '../i18n/I18n.tsx';
import { ApiError, api } from '../session/api.ts';
import { OnlineSession } from '../session/online.ts';
import { loadOnlineMatch, type OnlineMatchRecord, saveOnlineMatch } from '../session/storage.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { downloadText } from './download.ts';
import { MatchView } from './MatchView.tsx';
import { absoluteLink, navigate } from './router.ts';
import { usePlugin } from './usePlugin.ts';
import { useSessionState } from './useSession.ts';

type Stage =
  | { kind: 'loading' }
  | { kind: 'join'; game: string }
  | { kind: 'ready'; game: string; record: OnlineMatchRecord | null }
  | { kind: 'error'; message: string };

function JoinLink({ id, session }: { id: string; session: OnlineSession }) {
  const t = useT();
  const st = useSessionState(session);
  const [copied, setCopied] = useState(false);
  const free = st.seats.filter((s) => s.kind === 'human' && !s.claimed).length;
  if (st.status !== 'waiting' && free === 0) return null;
  const link = absoluteLink({ name: 'match', id, join: true, seat: null });
  return (
    <div className="banner banner-info">
      <span className="icon" aria-hidden="true">
        ℹ
      </span>
      <span style={{ flex: 1, minWidth: 0 }}>
        {t('app.waiting-for-players')} {t('app.share-hint')}{' '}
        <code style={{ wordBreak: 'break-all' }} data-testid="join-link">
          {link}
        </code>
      </span>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? t('app.link-copied') : t('app.copy-link')}
      </button>
    </div>
  );
}

function JoinForm({
  id,
  seat,
  onJoined,
}: {
  id: string;
  seat: number | null;
  onJoined: (r: OnlineMatchRecord) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <main className="page" style={{ maxWidth: 520 }}>
      <form
        className="panel"
        style={{ padding: 20, display: 'grid', gap: 14 }}
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          api
            .join(id, { ...(seat !== null ? { seat } : {}), ...(name.trim() ? { name: name.trim() } : {}) })
            .then((r) => {
              onJoined({ v: 1, id, game: '', seat: r.seat, token: r.token, updatedAt: Date.now() });
            })
            .catch((err: unknown) => {
              setBusy(false);
              setError(err instanceof Error ? err.message : String(err));
            });
        }}
      >
        <h1 style={{ fontSize: '1.3rem' }}>{t('app.join')}</h1>
        <label className="field">
          {t('app.your-name')}
          <input type="text" value={name} maxLength={24} onChange={(e) => setName(e.target.value)} />
        </label>
        {error ? <div className="banner banner-error">{error}</div> : null}
        <div className="dialog-foot" style={{ marginTop: 0 }}>
          <button
            type="button"
            className="btn"
            onClick={() => navigate({ name: 'match', id, join: false, seat: null })}
          >
            {t('app.watch')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('app.join')}
          </button>
        </div>
      </form>
    </main>
  );
}

export default function OnlineGame({ id, join, seat }: { id: string; join: boolean; seat: number | null }) {
  const t = useT();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const game = stage.kind === 'join' || stage.kind === 'ready' ? stage.game : null;
  const plugin = usePlugin(game);
  const [session, setSession] = useState<OnlineSession | null>(null);

  useEffect(() => {
    let live = true;
    api.publicMatch(id).then(
      (m) => {
        if (!live) return;
        const record = loadOnlineMatch(id);
        if (join && !record && m.freeSeats.length > 0) setStage({ kind: 'join', game: m.game });
        else setStage({ kind: 'ready', game: m.game, record });
      },
      (e: unknown) => {
        if (!live) return;
        const notFound = e instanceof ApiError && e.status === 404;
        setStage({ kind: 'error', message: notFound ? t('app.error.no-match') : t('app.error.server') });
      },
    );
    return () => {
      live = false;
    };
  }, [id, join, t]);

  useEffect(() => {
    if (stage.kind !== 'ready') return;
    const s = new OnlineSession({ matchId: id, game: stage.game, token: stage.record?.token ?? null });
    setSession(s);
    if (stage.record) saveOnlineMatch({ ...stage.record, game: stage.game, updatedAt: Date.now() });
    return () => {
      s.dispose();
      setSession(null);
    };
  }, [id, stage]);

  const manifest = game ? findManifest(game) : undefined;
  const title = manifest ? t(manifest.titleKey) : '';
  if (stage.kind === 'error' || plugin.state === 'error') {
    return (
      <>
        <AppBar />
        <div className="center-note">
          <p>{stage.kind === 'error' ? stage.message : t('app.error.unknown-game')}</p>
          <button type="button" className="btn" onClick={() => navigate({ name: 'home' })}>
            {t('app.lobby')}
          </button>
        </div>
      </>
    );
  }
  if (stage.kind === 'join') {
    return (
      <>
        <AppBar title={title} />
        <JoinForm
          id={id}
          seat={seat}
          onJoined={(r) => {
            const record = { ...r, game: stage.game };
            saveOnlineMatch(record);
            setStage({ kind: 'ready', game: stage.game, record });
          }}
        />
      </>
    );
  }
  if (stage.kind !== 'ready' || plugin.state !== 'ready' || !session) {
    return (
      <>
        <AppBar title={title} />
        <div className="center-note">{t('app.loading')}</div>
      </>
    );
  }
  return (
    <MatchView
      plugin={plugin.value}
      session={session}
      title={title}
      banner={<JoinLink id={id} session={session} />}
      onReplay={() => navigate({ name: 'replay', match: id, local: null })}
      onDownload={() => {
        api.replayText(id).then(
          (text) => downloadText(`boardhall-${stage.game}-${id}.json`, text),
          () => undefined,
        );
      }}
      onRematch={null}
    />
  );
}
