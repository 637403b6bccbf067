/**
 * The Four Humours table's prompt line (UI-DESIGN §6): what the player is asked now, the humour
 * choice a two-humour slot needs, the cancel button (on a phone it is in the hand tray) and the
 * walkthrough's opener. A new decision
 * moves focus here, without scrolling the page.
 */
import type { Seat } from '@boardhall/engine';
import type { FourHumoursView, Humour } from '@boardhall/four-humours';
import { useEffect, useRef } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import type { PlaceAction } from './builder.ts';
import type { FhKey } from './i18n/en.ts';
import { humourName, lower, partyName, sceneName } from './text.ts';
import { HumourIcon } from './tokens.tsx';
import type { RoundWalkthrough } from './use-round-walkthrough.ts';
import { WalkthroughOpener } from './WalkthroughOpener.tsx';

/** What the prompt says about the table now. */
export interface PromptSituation {
  view: FourHumoursView;
  /** Legal actions of this viewer now (none while busy or watching). */
  mine: boolean;
  /** A cell (or plot) to choose for a potion of mine that won or escaped. */
  myDecision: boolean;
  fiefMode: boolean;
  /** Passing is all this viewer can do: the table passes for it after a notice. */
  autoPass: boolean;
  picked: Humour | null;
  placeable: ReadonlySet<Humour>;
  readOnly: boolean;
  /** A screen played by touch alone: "tap", and no keys named. */
  touch: boolean;
  /** A phone's width: a picked potion's wording takes no more lines than the one before it. */
  phone: boolean;
  name: (seat: Seat) => string;
}

/**
 * The prompt's wording, and every wording it can take while the player picks a potion this turn:
 * laid over each other, they keep its height, so picking (a longer line, a Cancel button) does
 * not shift the page.
 */
export function promptWording(
  s: PromptSituation,
  t: Translate<FhKey>,
  locale: Locale,
): { text: string; sizes: string[] } {
  const { view } = s;
  const pending = view.pending;
  if (view.phase === 'over') return { text: t('fh.prompt.game-over'), sizes: [] };
  if (s.myDecision && pending) {
    const m = pending.move;
    const source =
      m.source === 'scene'
        ? sceneName(view.display[m.at]?.card ?? '', locale)
        : partyName(view.parties[m.at]?.party ?? '', locale);
    const humour = lower(humourName(pending.potion.humour, locale), locale);
    const key = s.fiefMode
      ? m.effect === 'win'
        ? 'fh.prompt.choose-plot-why-win'
        : 'fh.prompt.choose-plot-why-escape'
      : m.effect === 'win'
        ? 'fh.prompt.choose-cell-why-win'
        : 'fh.prompt.choose-cell-why-escape';
    return { text: t(key, { humour, source }), sizes: [] };
  }
  if (pending) return { text: t('fh.prompt.decision-of', { player: s.name(pending.owner) }), sizes: [] };
  if (s.autoPass) return { text: t('fh.prompt.no-placement'), sizes: [] };
  if (s.mine) {
    const picked = s.phone
      ? s.touch
        ? 'fh.prompt.picked-phone-touch'
        : 'fh.prompt.picked-phone'
      : s.touch
        ? 'fh.prompt.picked-touch'
        : 'fh.prompt.picked';
    const text = s.picked ? t(picked, { humour: humourName(s.picked, locale) }) : t('fh.prompt.pick-potion');
    const sizes = [
      t('fh.prompt.pick-potion'),
      ...[...s.placeable].map((h) => t(picked, { humour: humourName(h, locale) })),
    ];
    return { text, sizes };
  }
  if (s.readOnly) return { text: t('fh.prompt.spectating'), sizes: [] };
  return { text: t('fh.prompt.not-your-turn'), sizes: [] };
}

export function TablePrompt({
  situation,
  t,
  locale,
  slotChoice,
  onChoose,
  onCancel,
  walkthrough,
}: {
  situation: PromptSituation;
  t: Translate<FhKey>;
  locale: Locale;
  /** The humours a two-humour slot offers for the picked target, or null. */
  slotChoice: readonly PlaceAction[] | null;
  onChoose: (action: PlaceAction) => void;
  onCancel: () => void;
  walkthrough: RoundWalkthrough;
}) {
  const { text, sizes } = promptWording(situation, t, locale);
  const { mine, picked, view } = situation;
  const walkOpen = walkthrough.open;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mine && !walkOpen) ref.current?.focus({ preventScroll: true });
  }, [mine, walkOpen]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`fh-prompt ${mine ? 'is-mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="prompt"
    >
      <span className="fh-prompt-text">
        <span>{text}</span>
        {sizes.map((size) => (
          <span key={size} className="fh-prompt-sizer" aria-hidden="true">
            {size}
          </span>
        ))}
      </span>
      {slotChoice ? (
        <span className="fh-prompt-choice">
          {slotChoice.map((a) => (
            <button key={a.humour} type="button" className="btn btn-small" onClick={() => onChoose(a)}>
              <HumourIcon humour={a.humour} size={18} /> {humourName(a.humour, locale)}
            </button>
          ))}
        </span>
      ) : null}
      {picked || slotChoice || sizes.length > 0 ? (
        <button
          type="button"
          // Kept in place while a potion may be picked (hidden until one is), so it moves nothing.
          // On a phone the hand tray holds it instead (responsive.css).
          className={`btn btn-quiet btn-small fh-prompt-cancel ${picked || slotChoice ? '' : 'fh-hidden'}`}
          onClick={onCancel}
        >
          ✕ {t('fh.cancel-selection')}
        </button>
      ) : null}
      {walkthrough.resolutions > 0 && !walkOpen ? (
        <WalkthroughOpener walkthrough={walkthrough} round={view.round} />
      ) : null}
    </div>
  );
}
