/**
 * The resolution walkthrough (UI-DESIGN §3.3): a round's resolution as pages, so a player sees why
 * each scene resolved as it did — which step fired, with what count, and where every potion went.
 */
import type { Seat } from '@boardhall/engine';
import {
  type CitizenType,
  type FourHumoursView,
  type Humour,
  PARTIES,
  SCENES,
  type Step,
} from '@boardhall/four-humours';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useTouchOnly } from '../../ui/media.ts';
import type { FhKey } from './i18n/en.ts';
import { caseInWords } from './Ladder.tsx';
import {
  cellName,
  citizenName,
  humourName,
  ladderName,
  lower,
  objectiveName,
  partyName,
  renderFhMessage,
  sceneName,
  slotLabel,
  useFhT,
  zoneName,
} from './text.ts';
import { HumourIcon, PotionToken } from './tokens.tsx';
import type { CardPage, MoveRow, StepRow, WalkPage, Walkthrough } from './walkthrough.ts';
import type { WalkthroughAuto } from './walkthrough-auto.ts';

const OUTCOME_MARK: Readonly<Record<string, string>> = {
  win: '★',
  escape: '↗',
  'discard-bag': '↩',
  'leftover-bag': '↩',
  'discard-removed': '✕',
  'leftover-removed': '✕',
};

function pageTitle(p: WalkPage, t: (k: FhKey, params?: Record<string, string | number>) => string): string {
  switch (p.kind) {
    case 'reveal':
      return t('fh.step.reveal');
    case 'scene':
      return t('fh.step.scene', { n: p.number });
    case 'party':
      return `${t('fh.step.parties')} ${p.number}`;
    case 'to-map':
      return p.fiefs ? t('fh.step.to-fief') : t('fh.step.to-map');
    case 'objectives':
      return t('fh.step.objective-check');
    case 'end':
      return t('fh.step.cleanup');
  }
}

function StepLine({ step, index, row }: { step: Step; index: number; row: StepRow | undefined }) {
  const t = useFhT();
  const locale = useLocale();
  const status = row?.status ?? 'unreached';
  let result: string;
  if (status === 'unreached') result = t('fh.walk.unreached');
  else if (status === 'none') result = t('fh.walk.none');
  else if (status === 'no-case') result = t('fh.walk.no-case', { k: row?.count ?? 0 });
  else if (status === 'matched')
    result = t('fh.walk.matched', { k: row?.count ?? 0, effect: t(`fh.effect.${row?.effect ?? 'discard'}`) });
  else result = `${t('fh.walk.fired')} · ${row?.count ?? 0} → ${t(`fh.effect.${row?.effect ?? 'win'}`)}`;
  return (
    <tr className={`fh-step is-${status}`}>
      <td className="num">{index + 1}</td>
      <td>
        <span className="fh-inline">
          <HumourIcon humour={step.humour} size={16} />
          {lower(humourName(step.humour, locale), locale)}
        </span>
      </td>
      <td className="fh-step-cases">{step.cases.map((c) => caseInWords(c, index + 2, t)).join('; ')}</td>
      <td className="fh-step-result">{result}</td>
    </tr>
  );
}

function MoveLine({ m, name }: { m: MoveRow; name: (s: Seat) => string }) {
  const t = useFhT();
  const locale = useLocale();
  const who = `${humourName(m.humour, locale)} (${name(m.seat)})`;
  const where = m.cellId
    ? cellName(m.cellId, locale)
    : m.plot
      ? t('fh.plot-label', {
          row: m.plot[0],
          col: m.plot[1],
          citizen: m.citizen ? citizenName(m.citizen as CitizenType, locale) : '',
        })
      : t('fh.rival.ledger');
  const text =
    m.kind === 'to-cell' || m.kind === 'to-plot' || m.kind === 'to-ledger'
      ? `${who} → ${where}`
      : m.kind === 'escape' || m.kind === 'escape-plot' || m.kind === 'escape-ledger'
        ? `${who} ↗ ${where}`
        : `${who}: ${m.kind.endsWith('bag') ? t('fh.outcome.back-to-bag') : t('fh.outcome.removed')}`;
  return (
    <li className="fh-inline">
      <svg width="22" height="22" viewBox="-11 -11 22 22" aria-hidden="true">
        <PotionToken owner={m.seat} humour={m.humour} look="public" r={9} />
      </svg>
      {text}
    </li>
  );
}

function CardBody({ page, name }: { page: CardPage; name: (s: Seat) => string }) {
  const t = useFhT();
  const locale = useLocale();
  const def = page.kind === 'scene' ? SCENES.find((s) => s.id === page.id) : PARTIES.find((p) => p.id === page.id);
  const steps = def?.steps ?? [];
  const title = page.kind === 'scene' ? sceneName(page.id, locale) : partyName(page.id, locale);
  const where =
    page.whereId === null
      ? def
        ? zoneName(def.zone, locale)
        : ''
      : page.whereId.length === 1
        ? zoneName(page.whereId, locale)
        : `${page.whereId} · ${zoneName(page.whereId.charAt(0), locale)}`;
  const occupied = page.slots.filter((s) => s.seat !== null);
  return (
    <div className="fh-walk-card">
      <h3>
        {page.number} · {title}{' '}
        <span className="fh-sub">
          · {where} · {ladderName(page.ladderId, locale)}
        </span>
      </h3>
      {occupied.length === 0 ? (
        <p className="hint">{t('fh.walk.empty-card')}</p>
      ) : (
        <ul className="fh-walk-potions" aria-label={t('fh.walk.potions')}>
          {occupied.map((s) => {
            const slotDef = def?.slots[s.slot];
            return (
              <li key={s.slot} className={`is-${s.outcome ?? 'none'}`}>
                <span className="fh-walk-who">{slotDef ? slotLabel(slotDef, locale) : ''}</span>
                <svg width="30" height="30" viewBox="-15 -15 30 30" aria-hidden="true">
                  <PotionToken owner={s.seat as number} humour={s.humour as Humour} look="public" r={12} />
                </svg>
                <span>{name(s.seat as number)}</span>
                <span className="fh-walk-outcome">
                  {s.outcome ? OUTCOME_MARK[s.outcome] : ''}{' '}
                  {s.outcome === 'win'
                    ? t('fh.outcome.win')
                    : s.outcome === 'escape'
                      ? t('fh.outcome.escape')
                      : s.outcome?.endsWith('removed')
                        ? t('fh.outcome.removed')
                        : s.outcome?.startsWith('leftover')
                          ? t('fh.outcome.leftover')
                          : t('fh.outcome.discard')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <table className="fh-walk-steps">
        <tbody>
          {steps.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's steps never change
            <StepLine key={i} step={s} index={i} row={page.steps.find((r) => r.step === i + 1)} />
          ))}
        </tbody>
      </table>
      {page.nobodyWins && occupied.length > 0 ? <p className="fh-walk-note">{t('fh.outcome.nobody-wins')}</p> : null}
      {page.moves.length > 0 ? (
        <ul className="fh-walk-moves">
          {page.moves.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: moves happen in order
            <MoveLine key={i} m={m} name={name} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The line that asks for the player's choice: a cell on the map, or a plot of their fief (Fiefdom, Solo). */
const YOUR_CHOICE = {
  cell: { pointer: 'fh.walk.your-choice', touch: 'fh.walk.your-choice-touch' },
  plot: { pointer: 'fh.walk.your-choice-plot', touch: 'fh.walk.your-choice-plot-touch' },
} as const satisfies Record<string, Record<'pointer' | 'touch', FhKey>>;

export function WalkthroughPanel({
  walk,
  page,
  setPage,
  onClose,
  auto,
  view,
  name,
}: {
  walk: Walkthrough;
  page: number;
  setPage: (n: number) => void;
  onClose: () => void;
  /** Whether it opens by itself after each round: a switch at its foot. */
  auto: WalkthroughAuto;
  view: FourHumoursView;
  name: (s: Seat) => string;
}) {
  const t = useFhT();
  const locale = useLocale();
  const touch = useTouchOnly();
  const total = walk.pages.length;
  const current = walk.pages[Math.min(page, total - 1)] as WalkPage;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
      if (e.key === 'ArrowRight' || (e.key === ' ' && tag !== 'BUTTON')) {
        e.preventDefault();
        setPage(Math.min(total - 1, page + 1));
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        setPage(Math.max(0, page - 1));
      } else if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, total, setPage, onClose]);
  const pending = view.pending;
  const isLastMovePage = current.kind === 'to-map' || current.kind === 'party';
  let body: ReactNode = null;
  switch (current.kind) {
    case 'reveal':
      body = (
        <div>
          <h3>{t('fh.walk.why-ended')}</h3>
          <ul>
            {current.triggers.map((tr) => (
              <li key={tr}>{t(`fh.round-end.${tr}` as FhKey)}</li>
            ))}
          </ul>
          <p className="hint">{t('fh.walk.revealed')}</p>
        </div>
      );
      break;
    case 'scene':
    case 'party':
      body = <CardBody page={current} name={name} />;
      break;
    case 'to-map':
      body =
        current.moves.length === 0 && current.decisions.length === 0 ? (
          <p className="hint">{t('fh.walk.nothing')}</p>
        ) : (
          <ul className="fh-walk-moves">
            {current.moves.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: moves happen in order
              <MoveLine key={i} m={m} name={name} />
            ))}
          </ul>
        );
      break;
    case 'objectives':
      body = (
        <div>
          {current.claims.length === 0 ? (
            <p>{t('fh.walk.no-parties')}</p>
          ) : (
            <ul>
              {current.claims.map((c) => (
                <li key={`${c.seat}-${c.objectiveId}`}>
                  <strong>{name(c.seat)}</strong>: {objectiveName(c.objectiveId, locale)}
                  {c.cellIds.length + c.plots.length > 0 ? ' — ' : ''}
                  {[
                    ...c.cellIds.map((id) => cellName(id, locale)),
                    ...c.plots.map((plot) => renderFhMessage(plot, locale, name)),
                  ].join(', ')}
                </li>
              ))}
            </ul>
          )}
          {current.partyIds.length > 0 ? (
            <p>
              {t('fh.step.parties')}: {current.partyIds.map((id) => partyName(id, locale)).join(', ')}
            </p>
          ) : null}
        </div>
      );
      break;
    case 'end':
      body = (
        <ul>
          {current.messages.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: messages in order
            <li key={i}>{renderFhMessage(m, locale, name)}</li>
          ))}
        </ul>
      );
      break;
  }
  return (
    <section className="fh-walk panel" aria-labelledby="fh-walk-title" data-testid="walkthrough">
      <header className="fh-walk-head">
        <h2 id="fh-walk-title" ref={heading}>
          {t('fh.walk.title', { round: walk.round, n: Math.min(page, total - 1) + 1, total })}
        </h2>
        <div className="fh-walk-buttons">
          <button type="button" className="btn btn-small" disabled={page <= 0} onClick={() => setPage(page - 1)}>
            <Icon name="prev" size={12} /> {t('fh.walk.back')}
          </button>
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={page >= total - 1}
            onClick={() => setPage(page + 1)}
            data-testid="walk-next"
          >
            {t('fh.walk.next')} <Icon name="next" size={12} />
          </button>
          <button type="button" className="btn btn-small" onClick={onClose} data-testid="walk-close">
            {t('fh.walk.skip')} <Icon name="skip" size={12} />
          </button>
        </div>
      </header>
      <nav className="fh-walk-steps-nav" aria-label={t('fh.phase.resolution')}>
        {walk.pages.map((p, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: pages in order
            key={i}
            type="button"
            className={`fh-walk-chip ${i === page ? 'is-current' : ''} ${i < page ? 'is-done' : ''}`}
            aria-current={i === page ? 'step' : undefined}
            onClick={() => setPage(i)}
          >
            {i < page ? '✓ ' : ''}
            {pageTitle(p, t)}
          </button>
        ))}
      </nav>
      <div className="fh-walk-body">{body}</div>
      {pending && isLastMovePage && page === total - 1 ? (
        <div className="banner banner-info" role="status">
          <span className="icon" aria-hidden="true">
            ℹ
          </span>
          {pending.owner === view.viewer
            ? t(YOUR_CHOICE[view.fiefs !== undefined ? 'plot' : 'cell'][touch ? 'touch' : 'pointer'])
            : t('fh.walk.waiting-choice', { player: name(pending.owner) })}
        </div>
      ) : null}
      <div className="fh-walk-foot">
        <label className="fh-walk-auto">
          <input
            type="checkbox"
            checked={auto.on}
            onChange={(e) => auto.set(e.target.checked)}
            data-testid="walk-auto"
          />{' '}
          {t('fh.walk.auto')}
        </label>
        <p className="hint fh-walk-keys keys-hint">{t('fh.walk.keys')}</p>
      </div>
    </section>
  );
}
