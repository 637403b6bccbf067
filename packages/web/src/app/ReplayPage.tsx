/** `/replay`: steps through a finished (or running) match from the server, this browser, or a dropped file. */

import type { DecisionAnalysis } from '@boardhall/bots/core';
import {
  type AnyGameDefinition,
  BoardhallError,
  createRegistry,
  type LogEntry,
  parseReplay,
  type ReplayFile,
  replayMatch,
  type Seat,
  toReplay,
  type Viewer,
  visibleLog,
} from '@boardhall/engine';
import type { MatchSummary } from '@boardhall/protocol';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AnalyseControl, AnalysisPanel } from '../analysis/AnalysisPanel.tsx';
import { DecisionMarksStyle } from '../analysis/DecisionMarksStyle.tsx';
import { decisionMarks } from '../analysis/decision-marks.ts';
import { useReplayAnalysis } from '../analysis/use-replay-analysis.ts';
import { findManifest, loadPlugin } from '../games/registry.ts';
import type { AnyGamePlugin, LogLine, SeatDisplay } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../session/api.ts';
import { rebuild } from '../session/local.ts';
import { replaySeatOf, replaySessionSeats } from '../session/replay-seats.ts';
import { loadLocalMatch } from '../session/storage.ts';
import type { SessionSeat, ShuffleInfo } from '../session/types.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { LogPanel } from '../ui/LogPanel.tsx';
import { lastMoves } from '../ui/last-moves.ts';
import { MarksStyle } from '../ui/MarksStyle.tsx';
import { ShuffleCheck, useShuffleVerdict } from '../ui/ShuffleCheck.tsx';
import { displaySeats } from '../ui/seats.tsx';
import { useElementHeight } from '../ui/use-height.ts';
import { ReplayBar } from './ReplayBar.tsx';
import { href } from './router.ts';

interface Loaded {
  readonly plugin: AnyGamePlugin;
  readonly file: ReplayFile;
  /** states[i]: the state after i actions. */
  readonly states: readonly unknown[];
  readonly logs: readonly (readonly LogEntry[])[];
  readonly seats: readonly SessionSeat[];
}

type Phase =
  | { kind: 'pick' }
  | { kind: 'loading' }
  | { kind: 'ready'; data: Loaded }
  | { kind: 'error'; message: string };

async function load(file: ReplayFile): Promise<Loaded> {
  if (!findManifest(file.game)) throw new BoardhallError('unknown-game', file.game);
  const plugin = await loadPlugin(file.game);
  const def = plugin.engine as AnyGameDefinition;
  const states: unknown[] = [];
  const { match } = replayMatch(createRegistry([def]), file, true, (before) => states.push(before));
  states.push(match.state);
  return { plugin, file, states, logs: match.actionLogs, seats: replaySessionSeats(file.players, file.seats) };
}

/**
 * The shuffle check of a match on the server (issue #39 item 5): its commitment and revealed seed
 * from its public page, verified as on the match page. null for a local match or a file.
 */
function useServerShuffle(matchId: string | null, def: AnyGameDefinition): ReactNode {
  const [info, setInfo] = useState<{ shuffle: ShuffleInfo; finished: boolean } | null>(null);
  useEffect(() => {
    if (!matchId) return;
    let live = true;
    api.publicMatch(matchId).then(
      (m) =>
        live &&
        setInfo({ shuffle: { commitment: m.seedCommitment, seed: m.seed ?? null }, finished: m.outcome !== null }),
      // Without its public page there is nothing to check against; the moves are still verified.
      () => live && setInfo(null),
    );
    return () => {
      live = false;
    };
  }, [matchId]);
  const verdict = useShuffleVerdict(matchId ?? '', def, info?.shuffle ?? null, info?.finished ?? false);
  return info && verdict ? <ShuffleCheck shuffle={info.shuffle} verdict={verdict} /> : null;
}

function Viewer_({ data, match }: { data: Loaded; match: string | null }) {
  const { t, locale } = useI18n();
  const { plugin, file, states, logs } = data;
  const shuffle = useServerShuffle(match, plugin.engine as AnyGameDefinition);
  const total = file.actions.length;
  const [index, setIndex] = useState(total);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [playing, setPlaying] = useState(false);
  // The table's hand and prompt stick to the bottom: they sit above the controls, not under them.
  const [barRef, barHeight] = useElementHeight<HTMLDivElement>();
  const seats: readonly SeatDisplay[] = useMemo(() => displaySeats(data.seats, t), [data.seats, t]);
  const state = states[index];
  const view = useMemo(() => plugin.engine.view(state, viewer), [plugin, state, viewer]);
  const log: LogLine[] = useMemo(() => {
    const out: LogLine[] = [];
    for (let i = 0; i < index; i++) {
      const messages = visibleLog(logs[i] ?? [], viewer);
      if (messages.length) out.push({ index: i + 1, seat: file.actions[i]?.seat ?? 0, messages });
    }
    return out;
  }, [logs, index, viewer, file]);

  // The step just taken stands out on the board, whoever made it (as a spectator sees the last move).
  const marksOf = plugin.marks;
  const moves = useMemo(() => (marksOf ? lastMoves(log, 'spectator', marksOf) : []), [marksOf, log]);
  // A finished game's analysis; a decision selected on its chart shows at its position, in place
  // of the last move, until the viewer steps away.
  const analysis = useReplayAnalysis(file, plugin.engine as AnyGameDefinition);
  const [selected, setSelected] = useState<DecisionAnalysis | null>(null);
  const shown = selected?.index === index && analysis.phase.kind === 'done' ? selected : null;
  const judged = useMemo(() => (shown && marksOf ? decisionMarks(marksOf, shown) : null), [shown, marksOf]);
  const select = useCallback((d: DecisionAnalysis) => {
    setPlaying(false);
    setSelected(d);
    setIndex(d.index);
    setViewer(d.seat);
  }, []);
  const selectors = useMemo(
    () => (judged ? [...judged.played, ...judged.better] : moves).map((m) => m.selector),
    [moves, judged],
  );
  const step = useCallback((d: number) => setIndex((i) => Math.max(0, Math.min(total, i + d))), [total]);
  useEffect(() => {
    if (!playing) return;
    if (index >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => step(1), 700);
    return () => clearTimeout(timer);
  }, [playing, index, total, step]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.tagName === 'SELECT') return;
      if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'Home') setIndex(0);
      else if (e.key === 'End') setIndex(total);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, total]);

  const seatName = (s: Seat) => seats[s]?.name ?? plugin.extraSeatName?.(s, locale) ?? t('app.player-n', { n: s + 1 });
  const last = index > 0 ? file.actions[index - 1] : undefined;
  const lastText =
    last !== undefined
      ? plugin.renderMessage(plugin.engine.describe(states[index - 1], last.seat, last.action), locale, seatName)
      : t('app.replay.start-position');
  const { Table, HeaderStatus } = plugin;
  const summary = t('app.replay.summary', {
    players: t('app.count.players', { count: file.players }),
    actions: t('app.count.actions', { count: total }),
  });
  const manifest = findManifest(file.game);
  const title = manifest ? t(manifest.titleKey) : file.game;
  return (
    <div className="game-screen" style={{ '--table-bottom-inset': `${barHeight}px` } as CSSProperties}>
      <AppBar
        title={`${t('app.replay')} · ${title}`}
        status={
          <>
            {/* A narrow bar cuts the status with an ellipsis: the title keeps the whole text. */}
            <span title={summary}>{summary}</span>
            <HeaderStatus view={view} />
          </>
        }
        end={file.outcome === null ? null : <AnalyseControl analysis={analysis} />}
      />
      <AnalysisPanel
        analysis={analysis}
        plugin={plugin}
        seatName={seatName}
        index={index}
        shown={shown}
        select={select}
      />
      <main className="game-body">
        <Table
          view={view}
          legal={[]}
          send={() => undefined}
          seats={seats}
          viewer={viewer}
          activeSeats={plugin.engine.activeSeats(state)}
          busy={false}
          readOnly
          log={log}
          chrome={{ logPanel: <LogPanel log={log} plugin={plugin} seats={seats} viewer={viewer} />, undo: null }}
          hold={() => undefined}
          lastMoves={selectors}
        />
      </main>
      {judged ? <DecisionMarksStyle marks={judged} /> : <MarksStyle marks={moves} kind="last" />}
      <ReplayBar
        ref={barRef}
        index={index}
        total={total}
        setIndex={setIndex}
        step={step}
        playing={playing}
        setPlaying={setPlaying}
        viewer={viewer}
        setViewer={setViewer}
        seats={seats}
        lastText={lastText}
        shuffle={shuffle}
      />
    </div>
  );
}

/** The rendered height of an element, followed as it wraps or the window changes. */
/** Finished matches on the server, newest first, to replay. */
function FinishedMatches() {
  const { t } = useI18n();
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    api.listMatches('finished').then(
      (r) => live && setMatches(r.matches),
      () => live && setMatches([]),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!matches || matches.length === 0) return null;
  return (
    <section>
      <h2 className="section-title">{t('app.replay.finished')}</h2>
      <ul className="match-list panel" data-testid="finished-matches">
        {matches.slice(0, 20).map((m) => {
          const manifest = findManifest(m.game);
          return (
            <li key={m.matchId}>
              <div className="what">
                <strong>{manifest ? t(manifest.titleKey) : m.gameName}</strong>
                <span>
                  {t('app.count.players', { count: m.players })} · {new Date(m.createdAt).toLocaleString()}
                </span>
              </div>
              <a className="btn btn-small" href={href({ name: 'replay', match: m.matchId, local: null })}>
                {t('app.replay')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Picker({ onFile }: { onFile: (text: string) => void }) {
  const { t } = useI18n();
  const [over, setOver] = useState(false);
  return (
    <>
      <AppBar title={t('app.replay')} />
      <main className="page" style={{ maxWidth: 640 }}>
        <h1>{t('app.replay')}</h1>
        <label
          className={`drop-zone ${over ? 'over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            const f = e.dataTransfer.files[0];
            if (f) void f.text().then(onFile);
          }}
        >
          <span>{t('app.replay.drop')}</span>
          <span className="btn">{t('app.replay.open-file')}</span>
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            data-testid="replay-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void f.text().then(onFile);
            }}
          />
        </label>
        <FinishedMatches />
      </main>
    </>
  );
}

export default function ReplayPage({ match, local }: { match: string | null; local: string | null }) {
  const { t } = useI18n();
  const [phase, setPhase] = useState<Phase>(match || local ? { kind: 'loading' } : { kind: 'pick' });

  const fromText = useCallback(
    (text: string) => {
      setPhase({ kind: 'loading' });
      let file: ReplayFile;
      try {
        file = parseReplay(text);
      } catch (e) {
        setPhase({ kind: 'error', message: `${t('app.error.bad-replay')} ${(e as Error).message}` });
        return;
      }
      load(file).then(
        (data) => setPhase({ kind: 'ready', data }),
        (e: unknown) => setPhase({ kind: 'error', message: `${t('app.error.bad-replay')} ${(e as Error).message}` }),
      );
    },
    [t],
  );

  // Load once per source: switching the language must not reload the replay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fromText and t change with the language
  useEffect(() => {
    if (local) {
      const rec = loadLocalMatch(local);
      if (!rec) {
        setPhase({ kind: 'error', message: t('app.error.no-match') });
        return;
      }
      loadPlugin(rec.game).then(
        (plugin) => {
          const m = rebuild(plugin.engine as AnyGameDefinition, rec);
          fromText(JSON.stringify(toReplay(m, rec.seats.map(replaySeatOf))));
        },
        (e: unknown) => setPhase({ kind: 'error', message: String(e) }),
      );
    } else if (match) {
      api.replayText(match).then(
        (text) => fromText(text),
        (e: unknown) => setPhase({ kind: 'error', message: `${t('app.error.server')} ${(e as Error).message}` }),
      );
    }
  }, [local, match]);

  if (phase.kind === 'pick') return <Picker onFile={(text) => fromText(text)} />;
  if (phase.kind === 'ready') return <Viewer_ data={phase.data} match={match} />;
  return (
    <>
      <AppBar title={t('app.replay')} />
      <div className="center-note">
        {phase.kind === 'loading' ? (
          <p>{t('app.loading')}</p>
        ) : (
          <>
            <div className="banner banner-error" role="alert">
              ⚠ {phase.message}
            </div>
            <button type="button" className="btn" onClick={() => setPhase({ kind: 'pick' })}>
              {t('app.replay.open-file')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
