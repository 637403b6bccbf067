/** `/learn/:game`: "Learn to play", the game's lesson on the real table with its coach. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MatchView } from '../app/MatchView.tsx';
import { navigate } from '../app/router.ts';
import { usePlugin } from '../app/usePlugin.ts';
import { findManifest } from '../games/registry.ts';
import type { AnyGamePlugin } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { botPauseMs, loadSettings } from '../session/storage.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { Coach } from './Coach.tsx';
import { createFirstGame } from './first-game.ts';
import type { Lesson } from './lesson.ts';
import { clearProgress, loadProgress } from './progress.ts';
import { TutorialSession } from './session.ts';
import { useTutorialT } from './text/index.ts';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; lesson: Lesson }
  | { state: 'none' }
  | { state: 'error'; message: string };

function useLesson(plugin: AnyGamePlugin | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!plugin) return;
    if (!plugin.loadLesson) {
      setLoaded({ state: 'none' });
      return;
    }
    let live = true;
    plugin.loadLesson().then(
      (lesson) => live && setLoaded({ state: 'ready', lesson }),
      (e: unknown) => live && setLoaded({ state: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [plugin]);
  return loaded;
}

/** Opponents move a little slower than in a game, so the learner sees each move land; at once with animations off. */
const lessonPause = () => {
  const animations = loadSettings().animations;
  return animations === 'off' ? 100 : Math.max(600, botPauseMs(animations));
};

function LessonTable({ plugin, lesson, title }: { plugin: AnyGamePlugin; lesson: Lesson; title: string }) {
  // A new session when the learner starts over: `generation` keys it. Made in an effect, so a
  // development double mount disposes of the first and keeps the second.
  const [generation, setGeneration] = useState(0);
  const [session, setSession] = useState<TutorialSession | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (starting over) is a new session
  useEffect(() => {
    const s = new TutorialSession(plugin.engine, lesson, loadProgress(lesson.id), { botPause: lessonPause });
    setSession(s);
    return () => {
      s.dispose();
      setSession(null);
    };
  }, [plugin, lesson, generation]);
  if (!session) return null;
  return (
    <Running
      plugin={plugin}
      lesson={lesson}
      title={title}
      session={session}
      generation={generation}
      onRestart={() => {
        clearProgress(lesson.id);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

function Running(props: {
  plugin: AnyGamePlugin;
  lesson: Lesson;
  title: string;
  session: TutorialSession;
  generation: number;
  onRestart: () => void;
}) {
  const { plugin, lesson, title, session, generation } = props;
  const tt = useTutorialT();
  const { locale } = useI18n();
  useEffect(() => {
    const names = [null, ...lesson.opponents.map((o) => plugin.renderMessage(o, locale, () => ''))];
    session.setNames(names);
  }, [session, lesson, plugin, locale]);
  const coach = useSyncExternalStore(
    useCallback((l: () => void) => session.subscribeCoach(l), [session]),
    () => session.getCoach(),
  );
  return (
    <MatchView
      // A new chapter is a new table: nothing of the last one's walkthroughs or selections stays.
      key={`${generation}/${coach.chapter}`}
      plugin={plugin}
      session={session}
      title={tt('tutorial.page-title', { game: title })}
      onReplay={null}
      onDownload={null}
      onRematch={null}
      noUndo
      endOnRequest
      footer={
        <Coach
          plugin={plugin}
          lesson={lesson}
          coach={coach}
          onNext={() => session.next()}
          onRestartPart={() => session.restartChapter()}
          onRestart={props.onRestart}
          onLeave={() => navigate({ name: 'home' })}
          onPlayEasy={() => navigate({ name: 'local', id: createFirstGame(plugin, null) })}
        />
      }
    />
  );
}

export default function TutorialPage({ game }: { game: string }) {
  const { t } = useI18n();
  const tt = useTutorialT();
  const manifest = findManifest(game);
  const plugin = usePlugin(manifest ? game : null);
  const lesson = useLesson(plugin.state === 'ready' ? plugin.value : null);
  const title = manifest ? t(manifest.titleKey) : game;
  useEffect(() => {
    document.title = `${tt('tutorial.page-title', { game: title })} · ${t('app.name')}`;
  }, [t, tt, title]);
  if (plugin.state === 'ready' && lesson.state === 'ready') {
    return <LessonTable plugin={plugin.value} lesson={lesson.lesson} title={title} />;
  }
  const note = !manifest
    ? t('app.error.unknown-game')
    : plugin.state === 'error'
      ? plugin.error.message
      : lesson.state === 'none'
        ? tt('tutorial.no-lesson')
        : lesson.state === 'error'
          ? lesson.message
          : t('app.loading');
  return (
    <>
      <AppBar title={title} />
      <div className="center-note">
        <p>{note}</p>
        <button type="button" className="btn" onClick={() => navigate({ name: 'home' })}>
          {t('app.lobby')}
        </button>
      </div>
    </>
  );
}
