/**
 * Everything around a board: the neighbours' card holders (left and right, where the rules put
 * them), the temple track, the leader's tasks and cards, the tucked village cards, the players
 * and the live score breakdown.
 */
import type { Seat } from '@boardhall/engine';
import {
  type AbilityId,
  CAT,
  type Element,
  type LeaderId,
  type ScoreBreakdown,
  type TaskHint,
  type TotwView,
} from '@boardhall/tribes-of-the-wind';
import { useLocale } from '../../i18n/I18n.tsx';
import { SeatEmblem, SeatName } from '../../ui/seats.tsx';
import type { SeatDisplay } from '../types.ts';
import type { Target } from './Board.tsx';
import { CardBack, EndTokenIcon, TempleIcon } from './glyphs.tsx';
import { hintsOf } from './hints.ts';
import { ElementCounts, VillageCardView } from './Supply.tsx';
import { abilityName, abilityText, effectsLabel, leaderName, taskLabel, useTotwT } from './text.ts';

/** A neighbour's card holder (or, with two players, the element row standing in as one). */
export function NeighbourHolder({
  side,
  seat,
  name,
  backs,
  relation,
}: {
  side: 'left' | 'right';
  /** null: the element row is this neighbour. */
  seat: Seat | null;
  name: string;
  backs: readonly (Element | null)[];
  relation: string;
}) {
  const t = useTotwT();
  const arrowL = side === 'left' ? '◀ ' : '';
  const arrowR = side === 'right' ? ' ▶' : '';
  return (
    <section
      className={`tw-neighbour tw-neighbour-${side}`}
      aria-label={`${t(side === 'left' ? 'totw.neighbour.left-long' : 'totw.neighbour.right-long')}: ${name}`}
      data-testid={`neighbour-${side}`}
    >
      <h2 className="tw-neighbour-head">
        {arrowL}
        {t(side === 'left' ? 'totw.neighbour.left' : 'totw.neighbour.right')}
        {arrowR}
      </h2>
      <div className="tw-neighbour-who">
        {seat === null ? (
          <span className="tw-row-as-neighbour">{t('totw.neighbour.row')}</span>
        ) : (
          <SeatName seat={seat} name={name} size={16} />
        )}
        {relation ? <span className="hint">{relation}</span> : null}
      </div>
      <div className="tw-neighbour-backs">
        {backs.map((e, i) =>
          e ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: backs are sorted by element
            <CardBack key={i} element={e} width={32} height={26} />
          ) : null,
        )}
      </div>
      <ElementCounts backs={backs} />
    </section>
  );
}

export function TempleTrack({
  leader,
  slotUsed,
  targets,
  selected,
}: {
  leader: LeaderId;
  slotUsed: readonly boolean[];
  targets: ReadonlyMap<number, Target>;
  selected: number | null;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const slots = CAT.leaders.get(leader)?.templeSlots ?? [];
  return (
    <div className="tw-temples" data-testid="temples">
      <h3 className="tw-subtitle">{t('totw.temples')}</h3>
      <div className="tw-temple-slots">
        {slots.map((effects, i) => {
          const used = slotUsed[i] === true;
          const target = targets.get(i);
          const label = t('totw.temple-slot-label', { n: i + 1, effects: effectsLabel(effects, locale) });
          const body = (
            <>
              <span className="tw-temple-name">
                {used ? <span className="tw-ok">✓</span> : <TempleIcon size={14} />}
                {t('totw.temple-slot', { n: i + 1 })}
              </span>
              <span className="tw-temple-bonus">{used ? t('totw.temple-built') : effectsLabel(effects, locale)}</span>
            </>
          );
          const cls = `tw-temple-slot ${used ? 'is-used' : ''} ${target ? 'is-target' : ''} ${selected === i ? 'is-selected' : ''}`;
          return target ? (
            <button
              key={label}
              type="button"
              className={cls}
              onClick={target.onPick}
              aria-label={`${target.label} — ${label}`}
              data-target="temple-slot"
              data-slot={i}
            >
              {body}
            </button>
          ) : (
            <span key={label} className={cls} title={label} data-slot={i}>
              {body}
            </span>
          );
        })}
      </div>
    </div>
  );
}

export function LeaderPanel({
  leader,
  tasks,
  abilities,
  targets,
}: {
  leader: LeaderId;
  tasks: readonly TaskHint[];
  abilities: readonly AbilityId[];
  targets: ReadonlyMap<AbilityId, Target>;
}) {
  const t = useTotwT();
  const locale = useLocale();
  const def = CAT.leaders.get(leader);
  return (
    <div className="tw-leader" data-testid="leader">
      <h3 className="tw-subtitle">
        {t('totw.leader-tasks')} <span className="hint">{leaderName(leader, locale)}</span>
      </h3>
      <ul className="tw-tasks">
        {tasks.map((task) => {
          const label = taskLabel(task.predicate, locale);
          const status = task.done
            ? t('totw.task.done')
            : task.progress.met
              ? t('totw.task.met-now')
              : task.predicate.kind === 'colourPath'
                ? t('totw.task.not-met-now')
                : t('totw.task.now', { n: task.progress.have });
          return (
            <li key={task.task} className={task.done ? 'is-done' : ''} data-task={task.task}>
              <span className="tw-task-kind">
                {t(task.task === 'colourPath' ? 'totw.task.path-label' : 'totw.task.unique-label')}
              </span>
              <span className="tw-task-text">
                {task.done ? <span className="tw-ok">✓ </span> : null}
                {task.predicate.kind === 'colourPath' ? label.replace(/^[^:]+:\s*/, '') : label}
              </span>
              <span className="hint">{status}</span>
            </li>
          );
        })}
      </ul>
      <h3 className="tw-subtitle">
        {t('totw.leader-cards')} <span className="hint">{t('totw.unlocked', { n: abilities.length })}</span>
      </h3>
      <div className="tw-abilities">
        {(def?.abilities ?? []).map((id) => {
          const chosen = abilities.includes(id);
          const target = targets.get(id);
          const text = abilityText(id, locale);
          const body = (
            <>
              <span className="tw-ability-name">
                {chosen ? <span className="tw-ok">✓ </span> : null}
                {abilityName(id, locale)}
              </span>
              <span className="tw-ability-text">{text}</span>
            </>
          );
          const cls = `tw-ability ${chosen ? 'is-chosen' : ''} ${target ? 'is-target' : ''}`;
          return target ? (
            <button
              key={id}
              type="button"
              className={cls}
              onClick={target.onPick}
              aria-label={`${target.label}: ${text}`}
              data-target="ability"
              data-ability={id}
            >
              {body}
            </button>
          ) : (
            <span key={id} className={cls} title={`${abilityName(id, locale)}: ${text}`} data-ability={id}>
              {body}
            </span>
          );
        })}
      </div>
    </div>
  );
}

export function TuckedCards({
  tucked,
  score,
  targets,
}: {
  tucked: readonly (string | null)[];
  score: ScoreBreakdown | undefined;
  targets: ReadonlyMap<number, Target>;
}) {
  const t = useTotwT();
  const locale = useLocale();
  return (
    <div className="tw-tucked" data-testid="tucked">
      <h3 className="tw-subtitle">
        {t('totw.tucked')} <span className="hint">{t('totw.tucked-max')}</span>
      </h3>
      <div className="tw-tucked-cards">
        {Array.from({ length: 4 }, (_, i) => {
          const id = tucked[i];
          if (id === undefined) {
            // biome-ignore lint/suspicious/noArrayIndexKey: tuck positions
            return <span key={i} className="tw-vcard is-empty" />;
          }
          if (id === null) {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tuck positions
              <span key={i} className="tw-vcard is-hidden">
                {t('totw.tucked-hidden')}
              </span>
            );
          }
          return (
            <VillageCardView
              // biome-ignore lint/suspicious/noArrayIndexKey: tuck positions
              key={i}
              id={id}
              target={targets.get(i) ?? null}
              selected={false}
              locale={locale}
              status={score?.detail.tucked[i]?.met ?? null}
            />
          );
        })}
      </div>
    </div>
  );
}

export function PlayersPanel({
  view,
  seats,
  activeSeats,
  viewer,
  focus,
  onFocus,
  relation,
}: {
  view: TotwView;
  seats: readonly SeatDisplay[];
  activeSeats: readonly Seat[];
  viewer: Seat | 'spectator';
  focus: Seat;
  onFocus: (seat: Seat) => void;
  relation: (seat: Seat) => string;
}) {
  const t = useTotwT();
  const locale = useLocale();
  return (
    <ul className="tw-players" data-testid="players">
      {view.boards.map((b, seat) => {
        const s = seats[seat];
        const name = s?.name ?? `#${seat + 1}`;
        const active = activeSeats.includes(seat);
        const leader = view.leaders[seat] as LeaderId;
        const score = hintsOf(view).scores[seat];
        const rel = relation(seat);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <li key={seat} className={`tw-player ${active ? 'is-active' : ''} ${focus === seat ? 'is-focus' : ''}`}>
            <button
              type="button"
              className="tw-player-btn"
              onClick={() => onFocus(seat)}
              aria-pressed={focus === seat}
              title={t('totw.view-board')}
              data-testid={`player-${seat}`}
            >
              <span className="tw-player-line">
                <SeatEmblem seat={seat} size={18} patterned />
                <strong className="tw-player-name">
                  {active ? '▶ ' : ''}
                  {name}
                </strong>
                {viewer === seat ? <span className="hint">({t('totw.you')})</span> : null}
                {s?.kind === 'bot' ? <span className="hint">{t('totw.bot')}</span> : null}
                {s?.aside}
                {view.endToken === seat ? (
                  <span title={t('totw.end-token')} role="img" aria-label={t('totw.end-token')}>
                    <EndTokenIcon size={16} />
                  </span>
                ) : null}
                <span className="tw-player-vp" title={t('totw.score-now')}>
                  {score?.total ?? 0}
                  <span className="hint"> {t('totw.vp-short')}</span>
                </span>
              </span>
              <span className="tw-player-backs" role="img" aria-label={t('totw.holder-of', { player: name })}>
                {(view.holders[seat]?.backs ?? []).map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: backs are sorted by element
                  <CardBack key={i} element={e} width={15} height={18} />
                ))}
                <span className="hint">{t('totw.stat.cards', { n: view.holders[seat]?.backs.length ?? 0 })}</span>
              </span>
              <span className="tw-player-stats hint">
                {leaderName(leader, locale).split(',')[0]}
                {rel ? ` · ${rel}` : ''} · {t('totw.stat.water', { n: b.water })} ·{' '}
                {t('totw.stat.villages', { n: 5 - b.markers })} ·{' '}
                {t('totw.stat.temples', { n: b.slotUsed.filter(Boolean).length })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
