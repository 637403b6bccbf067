/** The prompt under the board: what to do now, how far along, what follows, and its buttons. */
import type { TotwAction } from '@boardhall/tribes-of-the-wind';
import type { ReactNode, Ref } from 'react';
import { discardCount, find, type Of, ofType } from './builder.ts';
import { useTotwT } from './text.ts';

export function Prompt({
  ref,
  mine,
  kind,
  prompt,
  progress,
  then,
  buttons,
  detail,
}: {
  /** Focused when a new decision starts (UI-DESIGN §6). */
  ref: Ref<HTMLDivElement>;
  mine: boolean;
  kind: string;
  prompt: string;
  progress: string;
  then: string;
  buttons: ReactNode;
  detail: ReactNode;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`tw-prompt ${mine ? 'is-mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="prompt"
      data-kind={kind}
    >
      <div className="tw-prompt-line">
        <span className="tw-prompt-text">
          <strong>{prompt}</strong>
          {progress ? <span className="tw-prompt-progress"> · {progress}</span> : null}
          {then ? <span className="tw-prompt-then"> · {then}</span> : null}
        </span>
        <span className="tw-prompt-buttons">{buttons}</span>
      </div>
      {detail}
    </div>
  );
}

/** The turn's actions that do not start from a card in the hand, each offered only when legal. */
export function TurnActions({
  usable,
  send,
  onTemple,
  onDiscard,
  onVillage,
  onShowBoard,
}: {
  usable: readonly TotwAction[];
  send: (a: TotwAction) => void;
  onTemple: () => void;
  onDiscard: () => void;
  onVillage: (a: Of<'village'>) => void;
  /** With several places to build, the board is where you choose one. */
  onShowBoard: () => void;
}) {
  const t = useTotwT();
  const templeNeed = discardCount(usable, 'temple');
  const discardNeed = discardCount(usable, 'discard');
  const villages = ofType(usable, 'village');
  const pass = find(usable, 'pass');
  return (
    <>
      {templeNeed > 0 ? (
        <button key="temple" type="button" className="btn btn-small" onClick={onTemple} data-testid="temple">
          {t('totw.action.build-temple')} <kbd>T</kbd>
        </button>
      ) : null}
      {discardNeed > 0 ? (
        <button key="discard" type="button" className="btn btn-small" onClick={onDiscard} data-testid="discard">
          {t('totw.action.discard', { count: discardNeed })} <kbd>D</kbd>
        </button>
      ) : null}
      {villages.length > 0 ? (
        <button
          key="village"
          type="button"
          className="btn btn-small"
          onClick={() => (villages.length === 1 ? onVillage(villages[0] as Of<'village'>) : onShowBoard())}
          title={t('totw.prompt.village')}
          data-testid="village"
        >
          {t('totw.action.build-village')} <kbd>V</kbd>
        </button>
      ) : null}
      {pass ? (
        <button
          key="pass"
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => send(pass)}
          data-testid="pass"
        >
          {t('totw.action.pass')}
        </button>
      ) : null}
    </>
  );
}
