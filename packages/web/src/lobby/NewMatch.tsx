/** `/new/:game`: the create-match form (UI-DESIGN §3.1): where, game options, seats, seed. */
import type { SeatRequest } from '@boardhall/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useAccount } from '../account/store.ts';
import { HintsChoice } from '../analysis/HintsChoice.tsx';
import { navigate } from '../app/router.ts';
import { usePlugin } from '../app/usePlugin.ts';
import { useTableT } from '../clocks/i18n/index.ts';
import {
  DEFAULT_SPEED_CHOICE,
  type SpeedChoice,
  SpeedPicker,
  speedErrorText,
  speedOf,
} from '../clocks/SpeedPicker.tsx';
import { playerRange } from '../games/player-range.ts';
import { findManifest } from '../games/registry.ts';
import type { AnyGamePlugin } from '../games/types.ts';
import type { AppKey } from '../i18n/en.ts';
import { useT } from '../i18n/I18n.tsx';
import { ratedBlocker } from '../ratings/eligibility.ts';
import { ratingRefusalText } from '../ratings/errors.ts';
import { RatedChoice } from '../ratings/RatedChoice.tsx';
import { useRatingsT } from '../ratings/text/index.ts';
import { ApiError, api } from '../session/api.ts';
import { newId, newSeed, saveLocalMatch, saveOnlineMatch } from '../session/storage.ts';
import type { SeatSetup } from '../session/types.ts';
import { AppBar } from '../ui/AppBar.tsx';
import { SeatEmblem } from '../ui/seats.tsx';

/** The bots a seat can be given, weakest first. */
export const BOT_CHOICES: readonly { spec: string; label: AppKey; hint: AppKey }[] = [
  { spec: 'random', label: 'app.bot-level.random', hint: 'app.bot-level.random.hint' },
  { spec: 'greedy', label: 'app.bot-level.greedy', hint: 'app.bot-level.greedy.hint' },
  { spec: 'ismcts:level=easy', label: 'app.bot-level.easy', hint: 'app.bot-level.easy.hint' },
  { spec: 'ismcts:level=normal', label: 'app.bot-level.normal', hint: 'app.bot-level.normal.hint' },
  { spec: 'ismcts:level=hard', label: 'app.bot-level.hard', hint: 'app.bot-level.hard.hint' },
];

type Where = 'local' | 'online';

/** The one-line description of a bot seat's level, when it is one of the choices. */
function hintOf(s: SeatSetup): AppKey | undefined {
  return s.kind === 'bot' ? BOT_CHOICES.find((b) => b.spec === s.bot)?.hint : undefined;
}

/** The bot a new match's bot seats get: the game's own recommendation, else greedy. */
function defaultBotOf(plugin: AnyGamePlugin): string {
  return plugin.engine.ai?.defaultOpponent ?? 'greedy';
}

function defaultSeat(i: number, bot: string): SeatSetup {
  return i === 0 ? { kind: 'human', name: null } : { kind: 'bot', bot, name: null };
}

/**
 * The seats as an online match asks for them: the creator's own name only on seat 0, and none in
 * a rated match, where every player is known by their account's name.
 */
function seatRequests(table: readonly SeatSetup[], defaultBot: string, rated: boolean): SeatRequest[] {
  return table.map((s, i) => {
    if (s.kind === 'bot') return { kind: 'bot', bot: s.bot ?? defaultBot };
    const name = i === 0 && !rated ? s.name?.trim() : undefined;
    return { kind: 'human', ...(name ? { name } : {}) };
  });
}

/** The options of these that fix the hidden deal (practice only), as the engine names them. */
function fixedOptionsOf(plugin: AnyGamePlugin, options: Record<string, unknown>): string[] {
  const parsed = plugin.engine.optionsSchema.safeParse(options);
  return parsed.success ? (plugin.engine.fixedSetupOptions?.(parsed.data) ?? []) : [];
}

function NewMatchForm({ plugin, title }: { plugin: AnyGamePlugin; title: string }) {
  const t = useT();
  const [where, setWhere] = useState<Where>('local');
  const [options, setOptions] = useState<Record<string, unknown>>(() => plugin.defaultOptions());
  const range = playerRange(plugin.engine, options);
  const [players, setPlayers] = useState(() => Math.min(Math.max(3, range.min), range.max));
  const defaultBot = defaultBotOf(plugin);
  const [seats, setSeats] = useState<SeatSetup[]>(() =>
    Array.from({ length: 6 }, (_, i) => defaultSeat(i, defaultBot)),
  );
  const [seed, setSeed] = useState('');
  const [speed, setSpeed] = useState<SpeedChoice>(DEFAULT_SPEED_CHOICE);
  const tt = useTableT();
  const rt = useRatingsT();
  const signedIn = useAccount().status === 'signed-in';
  const [ratedWanted, setRatedWanted] = useState(true);
  const [hintsWanted, setHintsWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = Math.min(Math.max(players, range.min), range.max);
  const { SetupOptions } = plugin;

  const setSeat = (i: number, s: SeatSetup) => setSeats((all) => all.map((x, j) => (j === i ? s : x)));
  const table = seats.slice(0, count);
  const blocker = ratedBlocker({
    signedIn,
    speed: speed.kind,
    seats: seatRequests(table, defaultBot, false),
    fixedOptions: fixedOptionsOf(plugin, options),
  });
  const rated = blocker === null && ratedWanted;
  // A rated match never allows hints (the server refuses both).
  const hints = !rated && hintsWanted;

  const create = async () => {
    setBusy(true);
    setError(null);
    const chosenSeed = seed.trim();
    const opts = { ...options };
    try {
      if (where === 'local') {
        const now = Date.now();
        const id = newId();
        // Fail early on options the engine refuses, before anything is saved.
        const parsed = plugin.engine.optionsSchema.safeParse(opts);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad options');
        const problem = plugin.engine.validateSetup?.(count, parsed.data);
        if (problem) throw new Error(problem);
        const matchSeed = chosenSeed || newSeed();
        plugin.engine.setup(count, parsed.data, matchSeed);
        saveLocalMatch({
          v: 1,
          id,
          game: plugin.id,
          players: count,
          // Completed, so the record names every default of today (a content edition, say).
          options: parsed.data,
          seed: matchSeed,
          rngScheme: 'chacha20',
          seats: table.map((s) => ({ ...s, name: s.name?.trim() || null })),
          actions: [],
          createdAt: now,
          updatedAt: now,
          finished: false,
          toAct: [],
        });
        navigate({ name: 'local', id });
        return;
      }
      const chosen = speedOf(speed);
      // The picker already shows which number is wrong; nothing is sent until it is right.
      if ('error' in chosen) throw new Error(speedErrorText(chosen.error, tt));
      const res = await api.createMatch({
        game: plugin.id,
        options: opts,
        speed: chosen.speed,
        chat: speed.audience,
        seats: seatRequests(table, defaultBot, rated),
        claim: 0,
        // Said either way, so the server never rates a match the form showed as unrated.
        rated,
        hints,
      });
      saveOnlineMatch({
        v: 1,
        id: res.matchId,
        game: plugin.id,
        seat: res.claimed?.seat ?? null,
        token: res.claimed?.token ?? null,
        updatedAt: Date.now(),
      });
      navigate({ name: 'match', id: res.matchId, join: false, seat: null });
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.code === 'network') setError(t('app.error.server'));
      else setError(ratingRefusalText(e, rt) ?? (e as Error).message);
    }
  };

  return (
    <form
      className="panel"
      style={{ padding: 20, display: 'grid', gap: 18 }}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h1 style={{ fontSize: '1.4rem' }}>{t('app.new-match-of', { game: title })}</h1>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t('app.where')}</legend>
        <div className="segmented">
          {(['local', 'online'] as const).map((w) => (
            <label key={w}>
              <input type="radio" name="where" checked={where === w} onChange={() => setWhere(w)} />
              {w === 'local' ? t('app.where.local') : t('app.where.online')}
            </label>
          ))}
        </div>
      </fieldset>
      <SetupOptions options={options} players={count} onChange={setOptions} />
      {range.max > range.min ? (
        <div className="field">
          <span style={{ fontWeight: 600 }}>{t('app.player-count')}</span>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <button
              type="button"
              className="btn btn-icon"
              aria-label={t('app.players-fewer')}
              disabled={count <= range.min}
              onClick={() => setPlayers(count - 1)}
            >
              −
            </button>
            <output
              aria-live="polite"
              style={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
              data-testid="player-count"
              aria-label={t('app.player-count')}
            >
              {count}
            </output>
            <button
              type="button"
              className="btn btn-icon"
              aria-label={t('app.players-more')}
              disabled={count >= range.max}
              onClick={() => setPlayers(count + 1)}
            >
              +
            </button>
          </div>
        </div>
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t('app.players')}</legend>
        {table.map((s, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat number is the row's identity
            key={i}
            style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}
            data-testid={`seat-${i}`}
          >
            <SeatEmblem seat={i} size={22} patterned />
            <select
              aria-label={t('app.seat', { n: i + 1 })}
              value={s.kind === 'human' ? 'human' : `bot:${s.bot ?? defaultBot}`}
              onChange={(e) => {
                const v = e.target.value;
                setSeat(
                  i,
                  v === 'human' ? { kind: 'human', name: s.name } : { kind: 'bot', bot: v.slice(4), name: null },
                );
              }}
            >
              <option value="human">
                {where === 'online' && i > 0 ? t('app.seat.human-online') : t('app.seat.human-local')}
              </option>
              {BOT_CHOICES.map((b) => (
                <option key={b.spec} value={`bot:${b.spec}`}>
                  {t('app.seat.bot')} · {t(b.label)}
                </option>
              ))}
            </select>
            {hintOf(s) ? (
              <span className="hint" data-testid={`seat-${i}-bot-hint`} style={{ flexBasis: '100%', paddingLeft: 30 }}>
                {t(hintOf(s) as AppKey)}
              </span>
            ) : null}
            {s.kind === 'human' && (where === 'local' || (i === 0 && !rated)) ? (
              <input
                type="text"
                aria-label={`${t('app.your-name')} · ${t('app.seat', { n: i + 1 })}`}
                placeholder={t('app.player-n', { n: i + 1 })}
                value={s.name ?? ''}
                maxLength={24}
                onChange={(e) => setSeat(i, { ...s, name: e.target.value })}
              />
            ) : null}
          </div>
        ))}
      </fieldset>
      {where === 'online' ? <SpeedPicker value={speed} onChange={setSpeed} /> : null}
      {where === 'online' ? (
        <RatedChoice
          blocker={blocker}
          on={ratedWanted}
          onChange={setRatedWanted}
          back={{ name: 'new', game: plugin.id }}
        />
      ) : null}
      {where === 'online' ? <HintsChoice rated={rated} on={hintsWanted} onChange={setHintsWanted} /> : null}
      {where !== 'local' ? (
        <p className="hint" data-testid="seed-online">
          {t('app.seed-online')}
        </p>
      ) : (
        <details>
          <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{t('app.seed')}</summary>
          <div className="field" style={{ marginTop: 8 }}>
            <input
              type="text"
              aria-label={t('app.seed')}
              data-testid="seed"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              maxLength={100}
            />
            <span className="hint">{t('app.seed-hint')}</span>
          </div>
        </details>
      )}
      {error ? (
        <div className="banner banner-error" role="alert">
          <span className="icon" aria-hidden="true">
            ⚠
          </span>
          {error}
        </div>
      ) : null}
      <div className="dialog-foot" style={{ marginTop: 0 }}>
        <button type="button" className="btn" onClick={() => navigate({ name: 'home' })}>
          {t('app.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="create">
          {t('app.create-match')}
        </button>
      </div>
    </form>
  );
}

export function NewMatch({ game }: { game: string }) {
  const t = useT();
  const manifest = findManifest(game);
  const plugin = usePlugin(manifest ? game : null);
  const title = manifest ? t(manifest.titleKey) : game;
  useEffect(() => {
    document.title = `${t('app.new-match')} · ${title}`;
  }, [t, title]);
  const body = useMemo(() => {
    if (!manifest) return <p className="center-note">{t('app.error.unknown-game')}</p>;
    if (plugin.state === 'error') return <p className="center-note">{plugin.error.message}</p>;
    if (plugin.state === 'loading') return <p className="center-note">{t('app.loading')}</p>;
    return <NewMatchForm plugin={plugin.value} title={title} />;
  }, [manifest, plugin, t, title]);
  return (
    <>
      <AppBar title={title} />
      <main className="page" style={{ maxWidth: 720 }}>
        {body}
      </main>
    </>
  );
}
