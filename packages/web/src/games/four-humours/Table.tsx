/**
 * The Four Humours table (UI-DESIGN §3.2): map and objectives | scenes, parties, prompt and hand |
 * players and log. Renders the view and offers the legal actions; no rules here.
 */
import type { Seat } from '@boardhall/engine';
import type { FourHumoursAction, FourHumoursView, Humour } from '@boardhall/four-humours';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useMarkedSections } from '../../ui/marked-sections.ts';
import { usePhone, useTouchOnly } from '../../ui/media.ts';
import { TabFlag } from '../../ui/TabFlag.tsx';
import type { TableProps } from '../types.ts';
import {
  chooseCells,
  choosePlots,
  findMulligan,
  findPass,
  handList,
  onlyPass,
  type PlaceAction,
  placeableHumours,
  placeTargets,
} from './builder.ts';
import { FiefBoard } from './FiefBoard.tsx';
import { HandTray } from './HandTray.tsx';
import { LadderKeyButton } from './LadderKey.tsx';
import { MapPanel } from './MapPanel.tsx';
import { ObjectiveCard } from './ObjectiveCard.tsx';
import { PartyTile } from './PartyTile.tsx';
import { PlayersPanel } from './PlayersPanel.tsx';
import { RivalPanel } from './RivalPanel.tsx';
import { SceneCard } from './SceneCard.tsx';
import { SlotNotesContext } from './SlotRow.tsx';
import { type PromptSituation, TablePrompt } from './TablePrompt.tsx';
import { humourName, lower, partyName, sceneName, slotDefOf, slotLabel, useFhT } from './text.ts';
import { useRoundWalkthrough } from './use-round-walkthrough.ts';
import { useSlotNotes } from './use-slot-notes.ts';
import { WalkthroughPanel } from './Walkthrough.tsx';
import './table.css';

type Tab = 'scenes' | 'map' | 'parties' | 'goals' | 'players' | 'log';
const TABS: readonly Tab[] = ['scenes', 'map', 'parties', 'goals', 'players', 'log'];

export function FourHumoursTable(props: TableProps<FourHumoursView, FourHumoursAction>) {
  const { view, legal, send, seats, activeSeats, busy, readOnly, log, chrome, lastMoves } = props;
  const t = useFhT();
  const { locale, t: appT } = useI18n();
  const touch = useTouchOnly();
  const phone = usePhone();
  const [picked, setPicked] = useState<Humour | null>(null);
  const [slotChoice, setSlotChoice] = useState<PlaceAction[] | null>(null);
  const [hoverScene, setHoverScene] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('scenes');
  const [confirmRedraw, setConfirmRedraw] = useState(false);
  const name = useCallback(
    (s: Seat) => seats[s]?.name ?? (s >= seats.length ? t('fh.rival') : appT('app.player-n', { n: s + 1 })),
    [seats, t, appT],
  );
  const disabled = busy || readOnly;
  const usable = disabled ? [] : legal;

  // ----- walkthrough: opens when a new round reaches its resolution (in a player's first games)
  const walkthrough = useRoundWalkthrough(log, readOnly);
  const { walk, open: walkOpen, showLatest } = walkthrough;

  // ----- a pending decision of mine: show the map (or my fief)
  const cells = useMemo(() => chooseCells(usable), [usable]);
  const plots = useMemo(() => choosePlots(usable), [usable]);
  const myDecision = cells.size > 0 || plots.size > 0;
  const fiefMode = view.fiefs !== undefined;
  // On a phone the decision opens the map (or fief) tab, and going back shows the walkthrough again.
  const hadDecision = useRef(false);
  const mapRef = useRef<HTMLElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const marked = useMarkedSections(tableRef, lastMoves);
  useEffect(() => {
    if (myDecision) {
      setTab('map');
      // The question comes mid-resolution: show the walkthrough's page that asks it (its last,
      // which grows with the log) instead of the page the player was on, and bring the map into view.
      showLatest(Number.MAX_SAFE_INTEGER);
      mapRef.current?.scrollIntoView({ block: 'nearest' });
    } else if (hadDecision.current) setTab('scenes');
    hadDecision.current = myDecision;
  }, [myDecision, showLatest]);

  // ----- selection resets when it no longer fits the legal actions
  const placeable = useMemo(() => placeableHumours(usable), [usable]);
  useEffect(() => {
    if (picked && !placeable.has(picked)) setPicked(null);
    setSlotChoice(null);
  }, [placeable, picked]);

  const targets = useMemo(() => placeTargets(usable, picked), [usable, picked]);
  const targetKeys = useMemo(() => new Set(targets.keys()), [targets]);

  const place = useCallback(
    (key: string) => {
      const acts = targets.get(key) ?? [];
      if (acts.length === 1) {
        send(acts[0] as PlaceAction);
        setPicked(null);
      } else if (acts.length > 1) setSlotChoice(acts);
    },
    [targets, send],
  );

  const targetLabel = useCallback(
    (key: string) => {
      const [kind, id = '', slotText = '0'] = key.split(':');
      const slot = Number(slotText);
      const def = slotDefOf(kind === 'scene' ? { scene: id } : { party: id }, slot);
      const acts = targets.get(key) ?? [];
      const humours = acts.map((a) => lower(humourName(a.humour, locale), locale)).join(' / ');
      return t('fh.slot-target', {
        humour: humours,
        where: kind === 'scene' ? sceneName(id, locale) : partyName(id, locale),
        slot: slot + 1,
        citizen: def ? lower(slotLabel(def, locale), locale) : '',
      });
    },
    [targets, t, locale],
  );

  // ----- a click on a slot that is not a target says why, under that slot's row
  const { slotNotes, clear: clearRefusal } = useSlotNotes({ usable, view, readOnly, picked, walkOpen, locale, t });

  // ----- pass automatically when it is the only legal action (FH §4.5), after a notice
  const autoPass = onlyPass(usable);
  useEffect(() => {
    if (!autoPass) return;
    const pass = findPass(usable);
    const timer = setTimeout(() => pass && send(pass), 1500);
    return () => clearTimeout(timer);
  }, [autoPass, usable, send]);

  // ----- keys: 1–4 hand, P pass, R redraw, Esc cancel (physical key codes: Cyrillic layouts work)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (walkOpen) return;
      const hand = view.me ? handList(view.me.hand) : [];
      const digit = /^Digit([1-4])$/.exec(e.code);
      if (digit) {
        const h = hand[Number(digit[1]) - 1];
        if (h && placeable.has(h)) setPicked((p) => (p === h ? null : h));
      } else if (e.code === 'KeyP') {
        const pass = findPass(usable);
        if (pass) send(pass);
      } else if (e.code === 'KeyR') {
        if (findMulligan(usable)) setConfirmRedraw(true);
      } else if (e.code === 'Escape') {
        clearRefusal();
        setPicked(null);
        setSlotChoice(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view.me, placeable, usable, send, walkOpen, clearRefusal]);

  const situation: PromptSituation = {
    view,
    mine: usable.length > 0,
    myDecision,
    fiefMode,
    autoPass,
    picked,
    placeable,
    readOnly,
    touch,
    phone,
    name,
  };

  const cancelSelection = () => {
    setPicked(null);
    setSlotChoice(null);
  };

  const mulliganHumour = view.me ? handList(view.me.hand)[0] : undefined;
  const tabLabel = (tb: Tab) => t(fiefMode && tb === 'map' ? 'fh.tab.fief' : `fh.tab.${tb}`);
  const fiefSeats = (view.fiefs ?? []).map((f) => f.seat);
  const ownFief = view.viewer !== 'spectator' && fiefSeats.includes(view.viewer) ? view.viewer : null;

  return (
    <SlotNotesContext.Provider value={slotNotes}>
      <div className="fh-table" data-tab={tab} ref={tableRef}>
        <nav className="fh-tabs" aria-label={t('fh.sections')}>
          {TABS.map((tb) => (
            <button
              key={tb}
              type="button"
              className={tab === tb ? 'is-current' : ''}
              aria-pressed={tab === tb}
              onClick={() => setTab(tb)}
              data-testid={`tab-${tb}`}
            >
              {tabLabel(tb)}
              <TabFlag on={tab !== tb && marked.has(tb)} />
            </button>
          ))}
          {/* Only on a phone (the bar is hidden on wider screens): the app bar has no room for them there. */}
          <span className="fh-tabs-status" data-testid="round-phase">
            {t('fh.round', { n: view.round })} · {t(`fh.phase.${view.phase}`)}
          </span>
        </nav>
        <div className="fh-col fh-col-left">
          <MapPanel
            view={view}
            panelRef={mapRef}
            cells={cells}
            plots={plots}
            send={send}
            name={name}
            ownFief={ownFief}
            hoverScene={hoverScene}
            onHoverScene={setHoverScene}
            t={t}
          />
          <section className="fh-panel fh-panel-goals" data-sec="goals" aria-label={t('fh.objectives-in-play')}>
            <h2 className="fh-section-title">{t('fh.objectives-in-play')}</h2>
            <div className="fh-objectives">
              {view.objectives.map((o) => (
                <ObjectiveCard key={o.objective} objective={o} seats={seats} />
              ))}
            </div>
          </section>
        </div>
        <div className="fh-col fh-col-center">
          <TablePrompt
            situation={situation}
            t={t}
            locale={locale}
            slotChoice={slotChoice}
            onChoose={(a) => {
              send(a);
              setSlotChoice(null);
            }}
            onCancel={cancelSelection}
            walkthrough={walkthrough}
          />
          {walk ? (
            <div className="fh-panel fh-panel-scenes" data-sec="scenes">
              <WalkthroughPanel
                walk={walk}
                page={Math.min(walkthrough.page, walk.pages.length - 1)}
                setPage={walkthrough.setPage}
                onClose={walkthrough.close}
                auto={walkthrough.auto}
                view={view}
                name={name}
              />
            </div>
          ) : null}
          {/* The round's walkthrough covers the scene cards, except when it is my turn to place on them. */}
          {walk && placeable.size === 0 ? null : (
            <section className="fh-panel fh-panel-scenes" data-sec="scenes" aria-label={t('fh.display')}>
              <div className="fh-section-head">
                <h2 className="fh-section-title">
                  {t('fh.display')}{' '}
                  <span className="hint">{t('fh.display-hint', { n: view.options.fullCardsToEndRound })}</span>
                </h2>
                <LadderKeyButton />
              </div>
              <div className="fh-display" data-testid="display">
                {view.display.map((_, i) => (
                  <SceneCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: display positions
                    key={i}
                    view={view}
                    position={i}
                    targets={targetKeys}
                    onPick={place}
                    targetLabel={targetLabel}
                    ownerName={name}
                    onHover={setHoverScene}
                    linked={hoverScene === i}
                  />
                ))}
              </div>
            </section>
          )}
          <section className="fh-panel fh-panel-parties" data-sec="parties" aria-label={t('fh.parties')}>
            <div className="fh-section-head">
              <h2 className="fh-section-title">
                {t('fh.parties')} <span className="hint">{t('fh.parties-hint', { n: view.partyLimit })}</span>
              </h2>
              <LadderKeyButton />
            </div>
            <div className="fh-parties">
              {view.parties.map((p, i) => (
                <PartyTile
                  key={p.party}
                  view={view}
                  index={i}
                  targets={targetKeys}
                  onPick={place}
                  targetLabel={targetLabel}
                  ownerName={name}
                />
              ))}
            </div>
          </section>
          {view.me && view.phase !== 'over' ? (
            <div className="fh-tray-wrap">
              <HandTray
                view={view}
                legal={usable}
                picked={picked}
                onPick={setPicked}
                onSend={send}
                onRedraw={() => setConfirmRedraw(true)}
                onCancel={cancelSelection}
                cancelable={picked !== null || slotChoice !== null}
                disabled={disabled}
                undo={chrome.undo}
              />
            </div>
          ) : null}
        </div>
        <div className="fh-col fh-col-right">
          <section className="fh-panel fh-panel-players" data-sec="players">
            <h2 className="fh-section-title">{t('fh.players')}</h2>
            <PlayersPanel view={view} seats={seats} activeSeats={activeSeats} extraName={name} />
            <RivalPanel view={view} />
            {ownFief !== null
              ? fiefSeats
                  .filter((s) => s !== ownFief)
                  .map((seat) => (
                    <FiefBoard
                      key={seat}
                      view={view}
                      seat={seat}
                      compact
                      title={t('fh.fief-of', { player: name(seat) })}
                      targets={new Set()}
                      onPick={() => undefined}
                    />
                  ))
              : null}
          </section>
          <section className="fh-panel fh-panel-log" data-sec="log">
            {chrome.logPanel}
          </section>
        </div>
        {confirmRedraw && mulliganHumour ? (
          <Dialog
            title={t('fh.action.mulligan')}
            onClose={() => setConfirmRedraw(false)}
            footer={
              <>
                <button type="button" className="btn" onClick={() => setConfirmRedraw(false)}>
                  {appT('app.cancel')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    const m = findMulligan(usable);
                    if (m) send(m);
                    setConfirmRedraw(false);
                  }}
                >
                  {appT('app.confirm')}
                </button>
              </>
            }
          >
            <p>{t('fh.prompt.redraw-confirm', { humour: lower(humourName(mulliganHumour, locale), locale) })}</p>
          </Dialog>
        ) : null}
      </div>
    </SlotNotesContext.Provider>
  );
}
