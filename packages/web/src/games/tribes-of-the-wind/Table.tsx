/**
 * The Tribes of the Wind table (UI-DESIGN §3.5, §4.3): the supply strip, your board between your
 * neighbours' card holders, the prompt and your hand; players, live score and log at the side.
 * Every highlight comes from the legal actions through the builder; multi-step effects are guided
 * one field at a time. On phones the regions become tabs and the hand a fixed tray.
 */
import type { Seat } from '@boardhall/engine';
import { type Effect, type LeaderId, neighbourOf, type TotwAction, type TotwView } from '@boardhall/tribes-of-the-wind';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { useFleetingNotice } from '../../ui/fleeting-notice.ts';
import { useMarkedSections } from '../../ui/marked-sections.ts';
import { useMediaQuery } from '../../ui/media.ts';
import { TabFlag } from '../../ui/TabFlag.tsx';
import type { TableProps } from '../types.ts';
import { type Of, ofType } from './builder.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ElementPatternDefs } from './card-art.tsx';
import { TotwDefs } from './glyphs.tsx';
import { emptyGuide, type GuideContext, guideTurn } from './guide.tsx';
import { guideDecision } from './guide-decision.tsx';
import { HandTray } from './Hand.tsx';
import { useChangedNodes, useTableKeys } from './hooks.ts';
import { Prompt, TurnActions } from './Prompt.tsx';
import { ScoreNow } from './ScoreNow.tsx';
import { NO_TARGETS, ShownBoard } from './ShownBoard.tsx';
import { LeaderPanel, PlayersPanel } from './Side.tsx';
import { ElementRowPanel, ForestMarket, VillageRow } from './Supply.tsx';
import { type Confirm, NONE, type Sel } from './selection.ts';
import { effectsLabel, lower, useTotwT } from './text.ts';
import './table.css';
import { EditionProvider } from './edition.tsx';
import { hintsOf } from './hints.ts';

type Tab = 'board' | 'supply' | 'leader' | 'players' | 'log';
const TABS: readonly Tab[] = ['board', 'supply', 'leader', 'players', 'log'];

export function TribesTable(props: TableProps<TotwView, TotwAction>) {
  const { view, legal, send: rawSend, seats, viewer, activeSeats, busy, readOnly, chrome, lastMoves } = props;
  const t = useTotwT();
  const { locale, t: appT } = useI18n();
  const [sel, setSel] = useState<Sel>(NONE);
  const [tab, setTab] = useState<Tab>('board');
  const [focus, setFocus] = useState<Seat | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const promptRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const marked = useMarkedSections(tableRef, lastMoves);
  const wide = useMediaQuery('(min-width: 1100px)');

  const me = typeof viewer === 'number' ? viewer : null;
  const usable = busy || readOnly ? [] : legal;
  const pending = hintsOf(view).pending;
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
  const own = view.boards[home] as TotwView['boards'][number];
  const onOwn = shown === home;
  const leader = view.leaders[shown] as LeaderId;
  const changed = useChangedNodes(shown, board);

  // The players list names each seat's place relative to your own board.
  const homeLeft = neighbourOf(view.players, view.config.twoPlayerRowSide, home, 'left');
  const homeRight = neighbourOf(view.players, view.config.twoPlayerRowSide, home, 'right');
  const relation = useCallback(
    (s: Seat) => {
      if (s === homeLeft) return lower(t('totw.neighbour.left-long'), locale);
      if (s === homeRight) return lower(t('totw.neighbour.right-long'), locale);
      return '';
    },
    [homeLeft, homeRight, t, locale],
  );

  const ctx: GuideContext = { view, usable, sel, own, me, t, locale, send, setSel, setConfirm };
  const guide = emptyGuide();
  if (topLevel) guideTurn(ctx, guide);
  else if (decision) guideDecision(ctx, guide, decision);
  else if (over) guide.prompt = t('totw.prompt.game-over');
  else if (pending) {
    guide.prompt = t('totw.prompt.deciding', {
      player: name(pending.seat),
      what: t(`totw.decision.${pending.kind}`),
    });
  } else if (readOnly && viewer === 'spectator') {
    guide.prompt = `${t('totw.prompt.spectating')} ${t('totw.prompt.waiting', { player: name(view.seat) })}`;
  } else {
    guide.prompt = t('totw.prompt.waiting', { player: name(view.seat) });
  }

  // The effects still queued after this decision (UI-DESIGN §4.3: "then: catapult, +1 water").
  const queued: Effect[] = decision ? decision.queued.flatMap((q) => q.effects) : [];
  const then = queued.length > 0 ? t('totw.prompt.then', { effects: effectsLabel(queued, locale, true) }) : '';

  const startTemple = useCallback(() => setSel({ k: 'temple', cards: [], slot: null }), []);
  const startDiscard = useCallback(() => setSel({ k: 'discard', cards: [] }), []);
  const confirmVillage = (a: Of<'village'>) => setConfirm({ kind: 'village', action: a });
  const choosingCards = sel.k === 'temple' || sel.k === 'discard';

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
  // A new decision moves focus to where it is answered (UI-DESIGN §6, issue #39 item 4): its first
  // target on screen, so that Tab goes on through the others, or the prompt (read aloud either way)
  // when it has none. After a frame: a phone's tab switch for the step has rendered by then.
  const decisionKey = decision ? `${decision.kind}:${decision.done}` : topLevel ? 'top' : '';
  useEffect(() => {
    if (!decisionKey) return;
    setFocus(null); // the decision acts on your own board
    const frame = requestAnimationFrame(() => {
      const targets =
        decisionKey === 'top' ? [] : [...(tableRef.current?.querySelectorAll<HTMLElement>('[data-target]') ?? [])];
      const first = targets.find((el) => el.getClientRects().length > 0);
      if (first) first.focus();
      else promptRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [decisionKey]);

  // A number key that picks nothing says why, under the prompt, for a few seconds (issue #39 item 4).
  const [refusedKey, refuseKey] = useFleetingNotice<number>();
  useTableKeys({
    handIds: (hintsOf(view).hand ?? []).map((h) => h.id),
    handSelectable: guide.handSelectable,
    onPickCard,
    onRefusedKey: refuseKey,
    startTemple,
    startDiscard,
    villages: ofType(usable, 'village'),
    usable,
    send,
    sel,
    confirmVillage,
    cancel: () => setSel(NONE),
  });

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
      targets={guide.rowTargets}
      deckTarget={guide.deckTarget}
      neighbourSide={view.players === 2 ? view.config.twoPlayerRowSide : null}
    />
  );
  const hand = me !== null ? hintsOf(view).hand : null;
  const myBacks = me !== null ? (view.holders[me]?.backs ?? []) : [];
  const score = hintsOf(view).scores[shown];

  return (
    <EditionProvider config={view.config}>
      <div className="tw-table" data-tab={tab} data-testid="totw-table" ref={tableRef}>
        <TotwDefs />
        <ElementPatternDefs />
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
              {t(`totw.tab.${tb}`)}
              <TabFlag on={tab !== tb && marked.has(tb)} />
            </button>
          ))}
        </nav>
        <div className="tw-main">
          <div className="tw-supply" data-sec="supply">
            {wide ? null : elementRow}
            <ForestMarket
              view={view}
              costs={hintsOf(view).plantCosts}
              targets={guide.marketTargets}
              selected={guide.marketSelected}
            />
            <VillageRow view={view} targets={guide.vrowTargets} selected={guide.vrowSelected} />
          </div>
          {banner ? (
            <div className="banner banner-warn tw-banner" role="status" data-testid="end-banner">
              <span className="icon" aria-hidden="true">
                ⚑
              </span>
              {banner}
            </div>
          ) : null}
          <ShownBoard
            view={view}
            shown={shown}
            home={home}
            me={me}
            name={name}
            guide={guide}
            changed={changed}
            onBackHome={() => setFocus(null)}
          />
          <div className="tw-bottom">
            <Prompt
              ref={promptRef}
              mine={myTurn}
              kind={decision?.kind ?? (topLevel ? 'action' : 'wait')}
              prompt={guide.prompt}
              progress={guide.progress}
              then={then}
              buttons={
                <>
                  {guide.buttons}
                  {topLevel && !choosingCards ? (
                    <TurnActions
                      usable={usable}
                      send={send}
                      onTemple={startTemple}
                      onDiscard={startDiscard}
                      onVillage={confirmVillage}
                      onShowBoard={() => setTab('board')}
                    />
                  ) : null}
                  {chrome.undo}
                </>
              }
              detail={guide.detail}
            />
            {hand ? (
              <HandTray
                hand={hand}
                backs={myBacks}
                selectable={guide.handSelectable}
                selected={guide.handSelected}
                onPick={onPickCard}
                refusedKey={refusedKey}
                myTurn={myTurn}
                inert={decision !== null}
                tuck={decision !== null || guide.detail !== null}
              />
            ) : null}
          </div>
        </div>
        <aside className="tw-side">
          {wide ? <div data-sec="supply">{elementRow}</div> : null}
          <section className="tw-panel tw-leader-tab" data-sec="leader" aria-label={t('totw.leader')}>
            <LeaderPanel
              leader={leader}
              tasks={hintsOf(view).tasks[shown] ?? []}
              abilities={board.abilities}
              targets={onOwn ? guide.abilityTargets : NO_TARGETS}
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
            {score ? (
              <ScoreNow breakdown={score} title={`${t('totw.score-now')} · ${name(shown)}`} folded={wide} />
            ) : null}
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
    </EditionProvider>
  );
}
