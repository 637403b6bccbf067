/** "Learn to play" (or "Resume the lesson") for a game, on its lobby card and its rules page. */
import { href } from '../app/router.ts';
import { loadProgress } from './progress.ts';
import { useTutorialT } from './text/index.ts';

/** A game's lesson is stored under the game's id (one lesson per game). */
export function LearnLink({ game, primary = false }: { game: string; primary?: boolean }) {
  const tt = useTutorialT();
  const progress = loadProgress(game);
  const started = progress !== null && !progress.finished && (progress.chapter > 0 || progress.step > 0);
  return (
    <a
      className={primary ? 'btn btn-primary' : 'btn'}
      href={href({ name: 'learn', game })}
      title={tt('tutorial.learn-hint')}
      data-testid={`learn-${game}`}
    >
      {started ? tt('tutorial.resume') : tt('tutorial.learn')}
      {progress?.finished ? <span className="learn-done"> ✓</span> : null}
    </a>
  );
}
