/**
 * The Tribes of the Wind table (UI-DESIGN §3.5, §4.3): the supply strip, your board between your
 * neighbours' card holders, the prompt and your hand; players, live score and log at the side.
 * Every highlight comes from the legal actions through the builder; multi-step effects are guided
 * one field at a time. On phones the regions become tabs and the hand a fixed tray.
 */
import type { Seat } from '@boardhall/engine';
import {
  type AbilityId,
  CAT,
  type Effect,
  type LeaderId,
  type TotwAction,
  type TotwView,
} from '@boardhall/tribes-of-the-wind';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { joinList } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { TableProps } from '../types.ts';
import { PlayerBoard, type Target } from './Board.tsx';
import {
  byCell,
  cellIndex,
  cellsForSlot,
  discardAction,
  discardCandidates,
  discardCount,
  drawDeck,
  drawRowSlots,
  find,
  moveSources,
  moveTargets,
  type NodeKey,
  type Of,
  ofType,
  plantCells,
  plantSources,
  playableCards,
  skipAction,
  slotsOf,
  templeActions,
  villageCardChoices,
  villageCardSlots,
  villagePreview,
} from './builder.ts';
import { TotwDefs } from './glyphs.tsx';
import { CardDetail, HandTray } from './Hand.tsx';
import type { TotwKey } from './i18n/en.ts';
import { LeaderPanel, NeighbourHolder, PlayersPanel, ScoreNow, TempleTrack, TuckedCards } from './Side.tsx';
import { ElementRowPanel, ForestMarket, VillageRow } from './Supply.tsx';
import {
  abilityName,
  abilityText,
  cellName,
  effectsLabel,
  elementName,
  leaderShortName,
  nodeName,
  sourceLabel,
  taskLabel,
  useTotwT,
} from './text.ts';
import './table.css';

/** Whether a media query matches, following changes (the desktop layout moves the element row). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const m = matchMedia(query);
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}

const NO_CHANGE: ReadonlySet<NodeKey> = new Set<NodeKey>();

/**
 * The nodes of the shown board that changed since the previous view of the same board (a rider
 * moved, a tile planted, a token cleansed…), so the table can flash them briefly.
 */
function useChangedNodes(seat: Seat, board: TotwView['boards'][number]): ReadonlySet<NodeKey> {
  const prev = useRef<{ seat: Seat; board: TotwView['boards'][number] } | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<NodeKey>>(NO_CHANGE);
  useEffect(() => {
    const p = prev.current;
    prev.current = { seat, board };
    if (!p || p.seat !== seat || p.board === board) return;
    const out = new Set<NodeKey>();
    for (let i = 0; i < 12; i++) {
      if (
        p.board.tiles[i] !== board.tiles[i] ||
        p.board.riders[i] !== board.riders[i] ||
        p.board.pollution[i] !== board.pollution[i] ||
        p.board.temple[i] !== board.temple[i] ||
        p.board.village[i] !== board.village[i]
      )
        out.add(i);
    }
    if (p.board.capital !== board.capital) out.add('capital');
    setChanged(out.size > 0 ? out : NO_CHANGE);
    if (out.size === 0) return;
    const timer = setTimeout(() => setChanged(NO_CHANGE), 1600);
    return () => clearTimeout(timer);
  }, [seat, board]);
  return changed;
}

type Tab = 'board' | 'supply' | 'leader' | 'players' | 'log';
const TABS: readonly Tab[] = ['board', 'supply', 'leader', 'players', 'log'];

/** What the player has picked so far for an action that takes several fields. */
type Sel =
  | { readonly k: 'none' }
  | { readonly k: 'card'; readonly card: string }
  | { readonly k: 'temple'; readonly cards: readonly string[]; readonly slot: number | null }
  | { readonly k: 'discard'; readonly cards: readonly string[] }
  | { readonly k: 'plant'; readonly source: number }
  | { readonly k: 'node'; readonly from: NodeKey }
  | { readonly k: 'freeTemple'; readonly slot: number }
  | { readonly k: 'vcard'; readonly slot: number };

const NONE: Sel = { k: 'none' };
const NO_TARGETS: ReadonlyMap<never, Target> = new Map<never, Target>();

type Confirm =
  | { readonly kind: 'temple'; readonly action: Of<'temple'> }
  | { readonly kind: 'discard'; readonly action: Of<'discard'> }
  | { readonly kind: 'village'; readonly action: Of<'village'> };

const lower = (s: string, l: string) => s.toLocaleLowerCase(l);

export function TribesTable(props: TableProps<TotwView, TotwAction>) {
  const { view, legal, send: rawSend, seats, viewer, activeSeats, busy, readOnly, chrome } = props;
  const t = useTotwT();
  const { locale, t: appT } = useI18n();
  const [sel, setSel] = useState<Sel>(NONE);
  const [tab, setTab] = useState<Tab>('board');
  const [focus, setFocus] = useState<Seat | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const promptRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 1100px)');

  const me = typeof viewer === 'number' ? viewer : null;
  const usable = busy || readOnly ? [] : legal;
  const pending = view.hints.pending;
  const over = view.phase === 'over';
  const topLevel = view.phase === 'action' && usable.length > 0;
  const decision = view.phase === 'resolve' && usable.length > 0 && pending !== null ? pending : null;
  const myTurn = topLevel || decision !== null;

  const name = useCallback((s: Seat) => seats[s]?.name ?? appT('app.player-n', { n: s + 1 }), [seats, appT]);
  const send = useCallback(
    (a: TotwAction) => {
      setSel(NONE);
      setConfirm(null);
      rawSend(a);
    },
    [rawSend],
  );

  // A new view with new legal actions clears an unsent selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the legal list itself
  useEffect(() => {
    setSel(NONE);
    setConfirm(null);
  }, [legal]);

  // Whose board is shown: yours (or, watching, the seat to act) unless you picked another one.
  const home = me ?? view.seat;
  const shown: Seat = focus ?? home;
  const board = view.boards[shown] as TotwView['boards'][number];
  /** The board your decisions act on. */
  const own = view.boards[home] as TotwView['boards'][number];
  const onOwn = shown === home;
  const leader = view.leaders[shown] as LeaderId;
  const changed = useChangedNodes(shown, board);

  // ----- neighbours of the shown board (TotW §0.2, §3.2)
  const n = view.players;
  const rowSide = n === 2 ? view.config.twoPlayerRowSide : null;
  const leftOf = (p: Seat): Seat | null => (n === 2 ? (rowSide === 'left' ? null : 1 - p) : (p + 1) % n);
  const rightOf = (p: Seat): Seat | null => (n === 2 ? (rowSide === 'right' ? null : 1 - p) : (p - 1 + n) % n);
  const leftSeat = leftOf(shown);
  const rightSeat = rightOf(shown);
  // The players list names each seat's place relative to your own board.
  const homeLeft = leftOf(home);
  const homeRight = rightOf(home);
  const relation = useCallback(
    (s: Seat) => {
      if (s === homeLeft) return lower(t('totw.neighbour.left-long'), locale);
      if (s === homeRight) return lower(t('totw.neighbour.right-long'), locale);
      return '';
    },
    [homeLeft, homeRight, t, locale],
  );
  /** Under a neighbour's name: their leader, and (on your own board, 3+ players) when they play. */
  const holderNote = (s: Seat | null, order: 'next-seat' | 'prev-seat') => {
    if (s === null) return '';
    const leaderNote = leaderShortName(view.leaders[s] as LeaderId, locale);
    return n > 2 && onOwn && me !== null ? `${leaderNote} · ${t(`totw.${order}`)}` : leaderNote;
  };
  const backsOf = (s: Seat | null) => (s === null ? view.row : (view.holders[s]?.backs ?? []));

  // ----- targets, built from the legal actions and the selection
  const boardTargets = new Map<NodeKey, Target>();
  const slotTargets = new Map<number, Target>();
  const marketTargets = new Map<number, Target>();
  const vrowTargets = new Map<number, Target>();
  const rowTargets = new Map<number, Target>();
  const abilityTargets = new Map<AbilityId, Target>();
  const tuckTargets = new Map<number, Target>();
  let deckTarget: Target | null = null;
  let handSelectable = new Set<string>();
  let handSelected = new Set<string>();
  let boardSelected: NodeKey | null = null;
  let marketSelected: number | null = null;
  let vrowSelected: number | null = null;
  let slotSelected: number | null = null;
  let prompt = '';
  let progress = '';
  const buttons: ReactNode[] = [];
  let detail: ReactNode = null;

  const nodeLabel = (k: NodeKey) => nodeName(k === 'capital' ? 'capital' : { r: Math.floor(k / 4), c: k % 4 }, locale);
  const cancelButton = (
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
  const skipButton = (label: string) => {
    const skip = skipAction(usable);
    return skip ? (
      <button key="skip" type="button" className="btn btn-small" onClick={() => send(skip)} data-testid="skip">
        {label} <kbd>S</kbd>
      </button>
    ) : null;
  };

  const templeNeed = discardCount(usable, 'temple');
  const discardNeed = discardCount(usable, 'discard');
  const villages = ofType(usable, 'village');
  const pass = find(usable, 'pass');

  const villageConfirm = (a: Of<'village'>) => setConfirm({ kind: 'village', action: a });

  if (topLevel) {
    if (sel.k === 'temple' || sel.k === 'discard') {
      const type = sel.k;
      const need = type === 'temple' ? templeNeed : discardNeed;
      const candidates = discardCandidates(usable, type, sel.cards);
      handSelectable = new Set([...candidates, ...sel.cards]);
      handSelected = new Set(sel.cards);
      const complete = sel.cards.length === need;
      if (type === 'temple' && sel.k === 'temple') {
        const acts = complete ? templeActions(usable, sel.cards) : [];
        if (!complete) prompt = t('totw.prompt.temple-cards', { n: sel.cards.length, max: need });
        else if (sel.slot === null) {
          prompt = t('totw.prompt.temple-slot');
          for (const slot of slotsOf(acts)) {
            slotTargets.set(slot, {
              label: t('totw.temple-slot', { n: slot + 1 }),
              onPick: () => setSel({ ...sel, slot }),
            });
          }
        } else {
          slotSelected = sel.slot;
          prompt = t('totw.prompt.temple-cell', { n: sel.slot + 1 });
          for (const [cell, a] of cellsForSlot(acts, sel.slot)) {
            boardTargets.set(cell, { label: cellName(cell), onPick: () => setConfirm({ kind: 'temple', action: a }) });
          }
        }
      } else {
        prompt = t('totw.prompt.discard-cards', { n: sel.cards.length, max: need });
        if (complete) {
          const a = discardAction(usable, sel.cards);
          if (a) {
            buttons.push(
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
      progress = `${sel.cards.length}/${need}`;
      buttons.push(cancelButton);
    } else {
      handSelectable = playableCards(usable);
      for (const [cell, a] of byCell(villages)) {
        boardTargets.set(cell, { label: t('totw.action.build-village'), onPick: () => villageConfirm(a) });
      }
      if (sel.k === 'card') {
        handSelected = new Set([sel.card]);
        prompt = t('totw.prompt.pick-row', { card: sel.card });
        const hint = view.hints.hand?.find((h) => h.id === sel.card);
        detail = (
          <CardDetail id={sel.card} hint={hint} backs={view.holders[me ?? 0]?.backs ?? []} legal={usable} send={send} />
        );
        buttons.push(cancelButton);
      } else {
        prompt = pass && usable.length === 1 ? t('totw.prompt.pass-only') : t('totw.prompt.your-turn');
      }
    }
  } else if (decision) {
    const src =
      decision.source && decision.source.kind !== 'drawStep' && decision.source.kind !== 'endOfTurn'
        ? sourceLabel(decision.source, locale)
        : '';
    switch (decision.kind) {
      case 'cleanse': {
        prompt = t('totw.prompt.cleanse');
        progress = `${decision.done + 1}/${decision.n}`;
        for (const [cell, a] of byCell(ofType(usable, 'cleanse'))) {
          const tokens = own.pollution[cell] ?? 0;
          boardTargets.set(cell, {
            label: `${t('totw.prompt.cleanse')}: ${cellName(cell)} (${t('totw.count.pollution', { count: tokens })})`,
            onPick: () => send(a),
          });
        }
        break;
      }
      case 'plant': {
        const costs = view.hints.plantCosts;
        if (sel.k === 'plant') {
          marketSelected = sel.source;
          const tile = sel.source < 0 ? view.stack.top : view.market[sel.source];
          prompt = t('totw.prompt.plant-cell', { tile: tile ?? '' });
          for (const [cell, a] of plantCells(usable, sel.source)) {
            boardTargets.set(cell, { label: `${tile} → ${cellName(cell)}`, onPick: () => send(a) });
          }
          buttons.push(cancelButton);
        } else {
          prompt = t('totw.prompt.plant');
        }
        for (const source of plantSources(usable)) {
          const tile = source < 0 ? view.stack.top : view.market[source];
          const cost = costs.find((c) => c.slot === source)?.cost;
          marketTargets.set(source, {
            label: `${t('totw.effect.plant')}: ${tile} (${t('totw.cost', { n: cost ?? 0 })})`,
            onPick: () => setSel({ k: 'plant', source }),
          });
        }
        buttons.push(skipButton(t('totw.prompt.skip')));
        break;
      }
      case 'move':
      case 'catapult': {
        const acts: (Of<'step'> | Of<'catapult'>)[] =
          decision.kind === 'move' ? ofType(usable, 'step') : ofType(usable, 'catapult');
        const sources = moveSources(acts);
        const from = sel.k === 'node' ? sel.from : sources.size === 1 ? ([...sources][0] as NodeKey) : null;
        if (decision.kind === 'move') {
          progress = t('totw.prompt.steps-left', { n: decision.n - decision.done });
        }
        if (from !== null && sources.has(from)) {
          boardSelected = from;
          prompt = t(decision.kind === 'move' ? 'totw.prompt.move-to' : 'totw.prompt.catapult-to', {
            from: nodeLabel(from),
          });
          for (const [to, a] of moveTargets(acts, from)) {
            boardTargets.set(to, { label: `${nodeLabel(from)} → ${nodeLabel(to)}`, onPick: () => send(a) });
          }
          if (sources.size > 1) {
            for (const s of sources) {
              if (s !== from && !boardTargets.has(s)) {
                boardTargets.set(s, { label: t('totw.prompt.move'), onPick: () => setSel({ k: 'node', from: s }) });
              }
            }
          }
        } else {
          prompt = t(decision.kind === 'move' ? 'totw.prompt.move' : 'totw.prompt.catapult');
          for (const s of sources) {
            boardTargets.set(s, {
              label: `${t('totw.prompt.move')}: ${nodeLabel(s)}`,
              onPick: () => setSel({ k: 'node', from: s }),
            });
          }
        }
        buttons.push(skipButton(decision.kind === 'move' ? t('totw.prompt.stop-moving') : t('totw.prompt.skip')));
        break;
      }
      case 'freeTemple': {
        const acts = ofType(usable, 'freeTemple');
        if (sel.k === 'freeTemple') {
          slotSelected = sel.slot;
          prompt = t('totw.prompt.temple-cell', { n: sel.slot + 1 });
          for (const [cell, a] of cellsForSlot(acts, sel.slot))
            boardTargets.set(cell, { label: cellName(cell), onPick: () => send(a) });
          buttons.push(cancelButton);
        } else {
          prompt = t('totw.prompt.free-temple');
        }
        for (const slot of slotsOf(acts)) {
          slotTargets.set(slot, {
            label: t('totw.temple-slot', { n: slot + 1 }),
            onPick: () => setSel({ k: 'freeTemple', slot }),
          });
        }
        buttons.push(skipButton(t('totw.prompt.skip')));
        break;
      }
      case 'villageCard': {
        for (const slot of villageCardSlots(usable)) {
          vrowTargets.set(slot, {
            label: t('totw.prompt.village-card'),
            onPick: () => setSel({ k: 'vcard', slot }),
          });
        }
        if (sel.k === 'vcard') {
          vrowSelected = sel.slot;
          const id = view.villageRow[sel.slot] ?? '';
          const card = CAT.villages.get(id);
          const choices = villageCardChoices(usable, sel.slot);
          const use = choices.find((a) => a.side === 'immediate');
          const tuck = choices.find((a) => a.side === 'tuck' && a.replace === undefined);
          const replaces = choices.filter((a) => a.side === 'tuck' && a.replace !== undefined);
          prompt =
            replaces.length > 0
              ? `${t('totw.prompt.village-side', { card: id })} · ${t('totw.prompt.replace')}`
              : t('totw.prompt.village-side', { card: id });
          if (card && use) {
            buttons.push(
              <button
                key="use"
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => send(use)}
                data-testid="vcard-use"
              >
                {t('totw.use-now-effects', { effects: effectsLabel(card.immediate, locale) })}
              </button>,
            );
          }
          if (card && tuck) {
            buttons.push(
              <button
                key="tuck"
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => send(tuck)}
                data-testid="vcard-tuck"
              >
                {t('totw.tuck-task', { task: taskLabel(card.task, locale), vp: card.vp })}
              </button>,
            );
          }
          for (const a of replaces) {
            const old = own.tucked[a.replace as number];
            tuckTargets.set(a.replace as number, {
              label: `${t('totw.prompt.replace')}: ${old ?? ''} → ${id}`,
              onPick: () => send(a),
            });
          }
          buttons.push(cancelButton);
        } else {
          prompt = t('totw.prompt.village-card');
        }
        break;
      }
      case 'firebreak': {
        prompt = t('totw.prompt.firebreak');
        for (const [cell, a] of byCell(ofType(usable, 'firebreak'))) {
          boardTargets.set(cell, { label: `${t('totw.prompt.firebreak')}: ${cellName(cell)}`, onPick: () => send(a) });
        }
        break;
      }
      case 'rooted': {
        const top = view.queue[view.queue.length - 1];
        const cell = top && top.t === 'rooted' ? cellName(top.cell) : '';
        prompt = t('totw.prompt.rooted', { cell });
        for (const a of ofType(usable, 'rootedRiders')) {
          buttons.push(
            <button
              key={String(a.accept)}
              type="button"
              className={`btn btn-small ${a.accept ? 'btn-primary' : ''}`}
              onClick={() => send(a)}
              data-testid={a.accept ? 'rooted-yes' : 'rooted-no'}
            >
              {a.accept ? t('totw.prompt.rooted-yes') : t('totw.prompt.rooted-no')}
            </button>,
          );
        }
        break;
      }
      case 'draw': {
        prompt = t(decision.blind ? 'totw.prompt.draw-blind' : 'totw.prompt.draw', {
          done: decision.done + 1,
          n: decision.n,
        });
        const slots = drawRowSlots(usable);
        for (const slot of slots) {
          const e = view.row[slot];
          const a = ofType(usable, 'draw').find((x) => x.source === 'row' && x.slot === slot);
          if (e && a) {
            rowTargets.set(slot, {
              label: t('totw.element-row-slot', { n: slot + 1, el: elementName(e, locale) }),
              onPick: () => send(a),
            });
          }
        }
        const deck = drawDeck(usable);
        if (deck) {
          deckTarget = {
            label: view.deck.top
              ? t('totw.deck-take', { el: lower(elementName(view.deck.top, locale), locale) })
              : t('totw.deck-take-hidden'),
            onPick: () => send(deck),
          };
        }
        break;
      }
      case 'ability': {
        prompt =
          decision.n > 1
            ? t('totw.prompt.ability-of', { done: decision.done + 1, n: decision.n })
            : t('totw.prompt.ability');
        const choices = ofType(usable, 'ability');
        for (const a of choices) {
          abilityTargets.set(a.id, { label: abilityName(a.id, locale), onPick: () => send(a) });
        }
        // The choice also sits in the prompt, with each card's text, beside your hand.
        detail = (
          <div className="tw-detail" data-testid="ability-choices">
            {choices.map((a) => (
              <div key={a.id} className="tw-detail-row">
                <div className="tw-detail-text tw-detail-ability">
                  <strong>{abilityName(a.id, locale)}</strong>
                  <span>{abilityText(a.id, locale)}</span>
                </div>
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  onClick={() => send(a)}
                  data-testid="ability-choice"
                >
                  {t('totw.prompt.choose')}
                </button>
              </div>
            ))}
          </div>
        );
        break;
      }
    }
    if (src)
      progress = progress
        ? `${progress} · ${t('totw.prompt.from', { source: src })}`
        : t('totw.prompt.from', { source: src });
  } else if (over) {
    prompt = t('totw.prompt.game-over');
  } else if (pending) {
    prompt = t('totw.prompt.deciding', {
      player: name(pending.seat),
      what: t(`totw.decision.${pending.kind}` as TotwKey),
    });
  } else if (readOnly && viewer === 'spectator') {
    prompt = `${t('totw.prompt.spectating')} ${t('totw.prompt.waiting', { player: name(view.seat) })}`;
  } else {
    prompt = t('totw.prompt.waiting', { player: name(view.seat) });
  }

  // The effects still queued after this decision (UI-DESIGN §4.3: "then: catapult, +1 water").
  const queued: Effect[] = decision ? decision.queued.flatMap((q) => q.effects) : [];
  const then = queued.length > 0 ? t('totw.prompt.then', { effects: effectsLabel(queued, locale, true) }) : '';

  // ----- top-level action buttons (in the hand tray)
  const startTemple = useCallback(() => setSel({ k: 'temple', cards: [], slot: null }), []);
  const startDiscard = useCallback(() => setSel({ k: 'discard', cards: [] }), []);
  const actionButtons: ReactNode[] = [];
  if (topLevel && sel.k !== 'temple' && sel.k !== 'discard') {
    if (templeNeed > 0) {
      actionButtons.push(
        <button key="temple" type="button" className="btn btn-small" onClick={startTemple} data-testid="temple">
          {t('totw.action.build-temple')} <kbd>T</kbd>
        </button>,
      );
    }
    if (discardNeed > 0) {
      actionButtons.push(
        <button key="discard" type="button" className="btn btn-small" onClick={startDiscard} data-testid="discard">
          {t('totw.action.discard', { count: discardNeed })} <kbd>D</kbd>
        </button>,
      );
    }
    if (villages.length > 0) {
      actionButtons.push(
        <button
          key="village"
          type="button"
          className="btn btn-small"
          onClick={() => (villages.length === 1 ? villageConfirm(villages[0] as Of<'village'>) : setTab('board'))}
          title={t('totw.prompt.village')}
          data-testid="village"
        >
          {t('totw.action.build-village')} <kbd>V</kbd>
        </button>,
      );
    }
    if (pass) {
      actionButtons.push(
        <button
          key="pass"
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => send(pass)}
          data-testid="pass"
        >
          {t('totw.action.pass')}
        </button>,
      );
    }
  }

  const onPickCard = (id: string) => {
    if (sel.k === 'temple' || sel.k === 'discard') {
      const cards = sel.cards.includes(id) ? sel.cards.filter((c) => c !== id) : [...sel.cards, id];
      setSel(sel.k === 'temple' ? { k: 'temple', cards, slot: null } : { k: 'discard', cards });
    } else {
      setSel(sel.k === 'card' && sel.card === id ? NONE : { k: 'card', card: id });
    }
  };

  // ----- phones: show the region the current step needs
  const stepKey = decision ? `${decision.kind}:${sel.k}` : topLevel ? `top:${sel.k}` : 'wait';
  const wanted: Tab | null = decision
    ? decision.kind === 'draw' || decision.kind === 'villageCard' || (decision.kind === 'plant' && sel.k !== 'plant')
      ? 'supply'
      : decision.kind === 'ability'
        ? 'leader'
        : 'board'
    : topLevel
      ? 'board'
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: switch only when the step changes
  useEffect(() => {
    if (wanted) setTab(wanted);
  }, [stepKey]);
  // A new decision moves focus to the prompt (UI-DESIGN §6).
  const decisionKey = decision ? `${decision.kind}:${decision.done}` : topLevel ? 'top' : '';
  useEffect(() => {
    if (!decisionKey) return;
    promptRef.current?.focus({ preventScroll: true });
    setFocus(null); // the decision acts on your own board
  }, [decisionKey]);

  // ----- keys (physical codes, so Cyrillic layouts work): 1–5 hand, T, D, V, S, Esc
  const handIds = (view.hints.hand ?? []).map((h) => h.id);
  const keyState = useRef({
    handIds,
    handSelectable,
    onPickCard,
    startTemple,
    startDiscard,
    villages,
    usable,
    send,
    sel,
  });
  keyState.current = { handIds, handSelectable, onPickCard, startTemple, startDiscard, villages, usable, send, sel };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (document.querySelector('.overlay')) return;
      const k = keyState.current;
      const digit = /^Digit([1-5])$/.exec(e.code);
      if (digit) {
        const id = k.handIds[Number(digit[1]) - 1];
        if (id && k.handSelectable.has(id)) k.onPickCard(id);
      } else if (e.code === 'KeyT' && discardCount(k.usable, 'temple') > 0 && k.sel.k === 'none') k.startTemple();
      else if (e.code === 'KeyD' && discardCount(k.usable, 'discard') > 0 && k.sel.k === 'none') k.startDiscard();
      else if (e.code === 'KeyV' && k.villages.length === 1)
        setConfirm({ kind: 'village', action: k.villages[0] as Of<'village'> });
      else if (e.code === 'KeyS') {
        const skip = skipAction(k.usable);
        if (skip) k.send(skip);
      } else if (e.code === 'Escape') setSel(NONE);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // ----- banners: the end trigger and the last round
  let banner: string | null = null;
  if (!over && view.triggerRound !== null) {
    const holder = view.endToken === null ? '' : name(view.endToken);
    banner = view.round === view.triggerRound ? t('totw.banner.trigger', { player: holder }) : t('totw.banner.final');
  } else if (!over && view.config.maxRounds !== null && view.round === view.config.maxRounds && !view.setup) {
    banner = t('totw.banner.limit', { n: view.config.maxRounds });
  }

  const elementRow = (
    <ElementRowPanel
      view={view}
      targets={rowTargets}
      deckTarget={deckTarget}
      neighbourSide={n === 2 ? rowSide : null}
    />
  );
  const hand = me !== null ? view.hints.hand : null;
  const myBacks = me !== null ? (view.holders[me]?.backs ?? []) : [];
  const boardTitle = shown === me ? t('totw.your-board') : t('totw.board-of', { player: name(shown) });
  const tasks = view.hints.tasks[shown] ?? [];
  const score = view.hints.scores[shown];

  return (
    <div className="tw-table" data-tab={tab} data-testid="totw-table">
      <TotwDefs />
      <nav className="tw-tabs" aria-label={t('totw.sections')}>
        {TABS.map((tb) => (
          <button
            key={tb}
            type="button"
            className={tab === tb ? 'is-current' : ''}
            aria-pressed={tab === tb}
            onClick={() => setTab(tb)}
            data-testid={`tab-${tb}`}
          >
            {t(`totw.tab.${tb}` as TotwKey)}
          </button>
        ))}
      </nav>
      <div className="tw-main">
        <div className="tw-supply" data-sec="supply">
          {wide ? null : elementRow}
          <ForestMarket view={view} costs={view.hints.plantCosts} targets={marketTargets} selected={marketSelected} />
          <VillageRow view={view} targets={vrowTargets} selected={vrowSelected} />
        </div>
        {banner ? (
          <div className="banner banner-warn tw-banner" role="status" data-testid="end-banner">
            <span className="icon" aria-hidden="true">
              ⚑
            </span>
            {banner}
          </div>
        ) : null}
        <div className="tw-center" data-sec="board">
          <NeighbourHolder
            side="left"
            seat={leftSeat}
            name={leftSeat === null ? t('totw.element-row') : name(leftSeat)}
            backs={backsOf(leftSeat)}
            relation={holderNote(leftSeat, 'next-seat')}
          />
          <section className="tw-panel tw-board-panel" aria-label={boardTitle}>
            <h2 className="tw-title">
              {boardTitle}
              <span className="hint">{leaderShortName(leader, locale)}</span>
              {!onOwn ? (
                <button
                  type="button"
                  className="btn btn-quiet btn-small"
                  onClick={() => setFocus(null)}
                  data-testid="back-to-mine"
                >
                  ↩ {me !== null ? t('totw.back-to-mine') : name(home)}
                </button>
              ) : null}
            </h2>
            <div className="tw-board-wrap">
              <PlayerBoard
                board={board}
                seat={shown}
                label={boardTitle}
                targets={onOwn ? boardTargets : NO_TARGETS}
                selected={onOwn ? boardSelected : null}
                changed={changed}
              />
              <div className="tw-board-side">
                <TempleTrack
                  leader={leader}
                  slotUsed={board.slotUsed}
                  targets={onOwn ? slotTargets : NO_TARGETS}
                  selected={onOwn ? slotSelected : null}
                />
                <div className="tw-leader-inline">
                  <LeaderPanel
                    leader={leader}
                    tasks={tasks}
                    abilities={board.abilities}
                    targets={onOwn ? abilityTargets : NO_TARGETS}
                  />
                </div>
              </div>
            </div>
            <TuckedCards tucked={board.tucked} score={score} targets={onOwn ? tuckTargets : NO_TARGETS} />
          </section>
          <NeighbourHolder
            side="right"
            seat={rightSeat}
            name={rightSeat === null ? t('totw.element-row') : name(rightSeat)}
            backs={backsOf(rightSeat)}
            relation={holderNote(rightSeat, 'prev-seat')}
          />
        </div>
        <div className="tw-bottom">
          <div
            ref={promptRef}
            tabIndex={-1}
            className={`tw-prompt ${myTurn ? 'is-mine' : ''}`}
            role="status"
            aria-live="polite"
            data-testid="prompt"
            data-kind={decision?.kind ?? (topLevel ? 'action' : 'wait')}
          >
            <div className="tw-prompt-line">
              <span className="tw-prompt-text">
                <strong>{prompt}</strong>
                {progress ? <span className="tw-prompt-progress"> · {progress}</span> : null}
                {then ? <span className="tw-prompt-then"> · {then}</span> : null}
              </span>
              <span className="tw-prompt-buttons">
                {buttons}
                {actionButtons}
                {chrome.undo}
              </span>
            </div>
            {detail}
          </div>
          {hand ? (
            <HandTray
              hand={hand}
              backs={myBacks}
              selectable={handSelectable}
              selected={handSelected}
              onPick={onPickCard}
              inert={decision !== null}
            />
          ) : null}
        </div>
      </div>
      <aside className="tw-side">
        {wide ? <div data-sec="supply">{elementRow}</div> : null}
        <section className="tw-panel tw-leader-tab" data-sec="leader" aria-label={t('totw.leader')}>
          <LeaderPanel
            leader={leader}
            tasks={tasks}
            abilities={board.abilities}
            targets={onOwn ? abilityTargets : NO_TARGETS}
          />
        </section>
        <section className="tw-panel" data-sec="players" aria-label={t('totw.players')}>
          <h2 className="tw-title">{t('totw.players')}</h2>
          <PlayersPanel
            view={view}
            seats={seats}
            activeSeats={activeSeats}
            viewer={viewer}
            focus={shown}
            onFocus={(s) => {
              setFocus(s === home ? null : s);
              setTab('board');
            }}
            relation={relation}
          />
          {score ? <ScoreNow breakdown={score} title={`${t('totw.score-now')} · ${name(shown)}`} /> : null}
        </section>
        <section className="tw-panel tw-log" data-sec="log">
          {chrome.logPanel}
        </section>
      </aside>
      {confirm ? (
        <ConfirmDialog
          confirm={confirm}
          view={view}
          seat={me ?? view.seat}
          onCancel={() => setConfirm(null)}
          onConfirm={() => send(confirm.action)}
          cancelLabel={appT('app.cancel')}
        />
      ) : null}
    </div>
  );
}

function ConfirmDialog({
  confirm,
  view,
  seat,
  onCancel,
  onConfirm,
  cancelLabel,
}: {
  confirm: Confirm;
  view: TotwView;
  seat: Seat;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
}) {
  const t = useTotwT();
  const { locale } = useI18n();
  const board = view.boards[seat] as TotwView['boards'][number];
  let title = '';
  const lines: string[] = [];
  if (confirm.kind === 'temple') {
    const a = confirm.action;
    const slots = CAT.leaders.get(view.leaders[seat] as LeaderId)?.templeSlots ?? [];
    title = t('totw.action.build-temple');
    lines.push(
      t('totw.confirm.temple', {
        cards: joinList(a.discard, locale),
        slot: a.slot + 1,
        cell: cellName(a.cell),
        effects: effectsLabel(slots[a.slot] ?? [], locale, true),
      }),
      t('totw.confirm.blind'),
    );
  } else if (confirm.kind === 'discard') {
    title = t('totw.action.discard', { count: confirm.action.discard.length });
    lines.push(t('totw.confirm.discard', { cards: joinList(confirm.action.discard, locale) }), t('totw.confirm.blind'));
  } else {
    const cell = cellIndex(confirm.action.cell);
    const tile = board.tiles[cell] ?? '';
    const def = CAT.forest.get(tile);
    title = t('totw.action.build-village');
    lines.push(t('totw.confirm.village', { tile, cell: cellName(cell) }));
    if (def) {
      const turbine = CAT.turbine.has(tile);
      const preview = villagePreview(
        board,
        def.slots,
        turbine,
        view.config.buildPollutionStacks,
        board.pollution,
        cell,
      );
      lines.push(t('totw.confirm.village-riders', { count: preview.riders }));
      lines.push(
        turbine
          ? t('totw.confirm.village-turbine')
          : preview.polluted.length > 0
            ? t('totw.confirm.village-pollution', { cells: joinList(preview.polluted.map(cellName), locale) })
            : t('totw.confirm.village-no-pollution'),
      );
      const bonuses = def.bonuses.filter((b) => b.kind !== 'turbine');
      if (bonuses.length > 0)
        lines.push(t('totw.confirm.village-bonus', { effects: effectsLabel(bonuses, locale, true) }));
    }
    if (board.markers === 1 && view.endToken === null) lines.push(t('totw.confirm.fifth'));
    lines.push(t('totw.confirm.village-card'));
  }
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="confirm">
            {title}
          </button>
        </>
      }
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Dialog>
  );
}
