/**
 * What the table asks of you now, built from the legal actions and the selection so far: the
 * prompt, which things are targets, what is selected, and the buttons beside the prompt. Taking
 * your turn is guided here; a decision while effects resolve, in guide-decision.tsx.
 */
import type { Seat } from '@boardhall/engine';
import type { AbilityId, TotwAction, TotwView } from '@boardhall/tribes-of-the-wind';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import type { Target } from './Board.tsx';
import {
  byCell,
  cellsForSlot,
  discardAction,
  discardCandidates,
  discardCount,
  find,
  type NodeKey,
  ofType,
  playableCards,
  skipAction,
  slotsOf,
  templeActions,
} from './builder.ts';
import { CardDetail } from './Hand.tsx';
import { hintsOf } from './hints.ts';
import type { TotwKey } from './i18n/en.ts';
import { type Confirm, NONE, type Sel } from './selection.ts';
import { cellName, namedId } from './text.ts';

export interface Guide {
  readonly boardTargets: Map<NodeKey, Target>;
  readonly slotTargets: Map<number, Target>;
  readonly marketTargets: Map<number, Target>;
  readonly vrowTargets: Map<number, Target>;
  readonly rowTargets: Map<number, Target>;
  readonly abilityTargets: Map<AbilityId, Target>;
  readonly tuckTargets: Map<number, Target>;
  deckTarget: Target | null;
  handSelectable: Set<string>;
  handSelected: Set<string>;
  boardSelected: NodeKey | null;
  marketSelected: number | null;
  vrowSelected: number | null;
  slotSelected: number | null;
  prompt: string;
  progress: string;
  readonly buttons: ReactNode[];
  detail: ReactNode;
}

export function emptyGuide(): Guide {
  return {
    boardTargets: new Map(),
    slotTargets: new Map(),
    marketTargets: new Map(),
    vrowTargets: new Map(),
    rowTargets: new Map(),
    abilityTargets: new Map(),
    tuckTargets: new Map(),
    deckTarget: null,
    handSelectable: new Set(),
    handSelected: new Set(),
    boardSelected: null,
    marketSelected: null,
    vrowSelected: null,
    slotSelected: null,
    prompt: '',
    progress: '',
    buttons: [],
    detail: null,
  };
}

export interface GuideContext {
  readonly view: TotwView;
  readonly usable: readonly TotwAction[];
  readonly sel: Sel;
  /** The board your decisions act on. */
  readonly own: TotwView['boards'][number];
  readonly me: Seat | null;
  readonly t: Translate<TotwKey>;
  readonly locale: Locale;
  readonly send: (a: TotwAction) => void;
  readonly setSel: (sel: Sel) => void;
  readonly setConfirm: (confirm: Confirm) => void;
}

export function cancelButton({ t, setSel }: GuideContext): ReactNode {
  return (
    <button
      key="cancel"
      type="button"
      className="btn btn-quiet btn-small"
      onClick={() => setSel(NONE)}
      data-testid="cancel"
    >
      ✕ {t('totw.cancel')}
    </button>
  );
}

export function skipButton({ usable, send }: GuideContext, label: string): ReactNode {
  const skip = skipAction(usable);
  return skip ? (
    <button key="skip" type="button" className="btn btn-small" onClick={() => send(skip)} data-testid="skip">
      {label} <kbd>S</kbd>
    </button>
  ) : null;
}

/** Your turn: play a card, build a temple or a village, discard, or pass. */
export function guideTurn(ctx: GuideContext, g: Guide): void {
  const { view, usable, sel, me, t, locale, send, setSel, setConfirm } = ctx;
  const templeNeed = discardCount(usable, 'temple');
  const discardNeed = discardCount(usable, 'discard');
  if (sel.k === 'temple' || sel.k === 'discard') {
    const type = sel.k;
    const need = type === 'temple' ? templeNeed : discardNeed;
    const candidates = discardCandidates(usable, type, sel.cards);
    g.handSelectable = new Set([...candidates, ...sel.cards]);
    g.handSelected = new Set(sel.cards);
    const complete = sel.cards.length === need;
    if (type === 'temple' && sel.k === 'temple') {
      const acts = complete ? templeActions(usable, sel.cards) : [];
      if (!complete) g.prompt = t('totw.prompt.temple-cards', { n: sel.cards.length, max: need });
      else if (sel.slot === null) {
        g.prompt = t('totw.prompt.temple-slot');
        for (const slot of slotsOf(acts)) {
          g.slotTargets.set(slot, {
            label: t('totw.temple-slot', { n: slot + 1 }),
            onPick: () => setSel({ ...sel, slot }),
          });
        }
      } else {
        g.slotSelected = sel.slot;
        g.prompt = t('totw.prompt.temple-cell', { n: sel.slot + 1 });
        for (const [cell, a] of cellsForSlot(acts, sel.slot)) {
          g.boardTargets.set(cell, { label: cellName(cell), onPick: () => setConfirm({ kind: 'temple', action: a }) });
        }
      }
    } else {
      g.prompt = t('totw.prompt.discard-cards', { n: sel.cards.length, max: need });
      if (complete) {
        const a = discardAction(usable, sel.cards);
        if (a) {
          g.buttons.push(
            <button
              key="go"
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => setConfirm({ kind: 'discard', action: a })}
              data-testid="discard-go"
            >
              {t('totw.action.discard', { count: need })}
            </button>,
          );
        }
      }
    }
    g.progress = `${sel.cards.length}/${need}`;
    g.buttons.push(cancelButton(ctx));
  } else {
    g.handSelectable = playableCards(usable);
    for (const [cell, a] of byCell(ofType(usable, 'village'))) {
      g.boardTargets.set(cell, {
        label: t('totw.action.build-village'),
        onPick: () => setConfirm({ kind: 'village', action: a }),
      });
    }
    if (sel.k === 'card') {
      g.handSelected = new Set([sel.card]);
      g.prompt = t('totw.prompt.pick-row', { card: namedId(sel.card, locale) });
      const hint = hintsOf(view).hand?.find((h) => h.id === sel.card);
      g.detail = (
        <CardDetail id={sel.card} hint={hint} backs={view.holders[me ?? 0]?.backs ?? []} legal={usable} send={send} />
      );
      g.buttons.push(cancelButton(ctx));
    } else {
      const pass = find(usable, 'pass');
      g.prompt = pass && usable.length === 1 ? t('totw.prompt.pass-only') : t('totw.prompt.your-turn');
    }
  }
}
