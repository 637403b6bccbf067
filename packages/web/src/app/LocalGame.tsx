/** `/play/local/:id`: a match played in this browser (hotseat and/or against bots). */
import { useEffect, useMemo, useState } from 'react';
import { findManifest } from '../games/registry.ts';
import { useT } from '../i18n/I18n.tsx';
import { workerRunner } from '../session/bots.ts';
import { LocalSession } from '../session/local.ts';
import {
  botPauseMs,
  type LocalMatchRecord,
  loadLocalMatch,
  loadSettings,
  newId,
  newSeed,
  saveLocalMatch,
} from '../session/storage.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { downloadText } from './download.ts';
import { MatchView } from './MatchView.tsx';
import { navigate } from './router.ts';
import { usePlugin } from './usePlugin.ts';

/** A new match with the same table and a fresh seed. */
export function rematchOf(rec: LocalMatchRecord): LocalMatchRecord {
  const now = Date.now();
  return {
    ...rec,
    id: newId(),
    seed: newSeed(),
    rngScheme: 'chacha20',
    actions: [],
    createdAt: now,
    updatedAt: now,
    finished: false,
    toAct: [],
  };
}

export function LocalGame({ id }: { id: string }) {
  const t = useT();
  const record = useMemo(() => loadLocalMatch(id), [id]);
  const plugin = usePlugin(record?.game ?? null);
  const [session, setSession] = useState<LocalSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!record || plugin.state !== 'ready') return;
    const runner = workerRunner();
    let s: LocalSession;
    try {
      s = new LocalSession(plugin.value.engine, record, {
        bots: runner,
        botPause: () => botPauseMs(loadSettings().animations),
        ...(plugin.value.studyAfter ? { studyAfter: plugin.value.studyAfter } : {}),
        ...(plugin.value.interlude ? { interlude: plugin.value.interlude } : {}),
      });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      runner.dispose();
      return;
    }
    setSession(s);
    return () => {
      s.dispose();
      runner.dispose();
      setSession(null);
    };
  }, [record, plugin]);

  const manifest = record ? findManifest(record.game) : undefined;
  const title = manifest ? t(manifest.titleKey) : '';
  if (!record || failure || plugin.state === 'error') {
    return (
      <>
        <AppBar />
        <div className="center-note">
          <p>{!record ? t('app.error.no-match') : (failure ?? t('app.error.generic'))}</p>
          <button type="button" className="btn" onClick={() => navigate({ name: 'home' })}>
            {t('app.lobby')}
          </button>
        </div>
      </>
    );
  }
  if (plugin.state !== 'ready' || !session) {
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
      hints
      onReplay={() => navigate({ name: 'replay', match: null, local: record.id })}
      onDownload={() => {
        const text = session.replayText();
        if (text) downloadText(`${record.game}-${record.id}.json`, text);
      }}
      onRematch={() => {
        const next = rematchOf(loadLocalMatch(record.id) ?? record);
        saveLocalMatch(next);
        navigate({ name: 'local', id: next.id });
      }}
    />
  );
}
