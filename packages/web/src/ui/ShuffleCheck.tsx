/**
 * The fair-shuffle chip of an online match: shows the seed commitment published at the start,
 * and after the end checks the revealed seed against it and replays every move from it.
 */
import type { AnyGameDefinition } from '@boardhall/engine';
import { useEffect, useState } from 'react';
import type { AppKey } from '../i18n/en.ts';
import { useT } from '../i18n/I18n.tsx';
import { api } from '../session/api.ts';
import { initialVerdict, type ShuffleVerdict, verifyShuffle } from '../session/shuffle-check.ts';
import type { ShuffleInfo } from '../session/types.ts';
import { Dialog } from './Dialog.tsx';

/**
 * Where the shuffle check of an online match stands; once the match is over and its seed
 * revealed, fetches the replay and verifies it (once per seed). null in local play.
 */
export function useShuffleVerdict(
  matchId: string,
  def: AnyGameDefinition,
  shuffle: ShuffleInfo | null,
  finished: boolean,
): ShuffleVerdict | null {
  const commitment = shuffle?.commitment ?? null;
  const seed = shuffle?.seed ?? null;
  const [verdict, setVerdict] = useState<ShuffleVerdict | null>(null);
  useEffect(() => {
    if (commitment === null) {
      setVerdict(null);
      return;
    }
    const start = initialVerdict({ commitment, seed }, finished);
    setVerdict(start);
    if (start.kind !== 'checking') return;
    let live = true;
    api.replayText(matchId).then(
      (text) => live && setVerdict(verifyShuffle(def, { commitment, seed }, text)),
      (e: unknown) => live && setVerdict({ kind: 'bad-replay', reason: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [matchId, def, commitment, seed, finished]);
  return verdict;
}

/** A padlock drawn in SVG: emoji padlocks are missing from many fonts. */
function ChipIcon({ icon }: { icon: string }) {
  if (icon !== 'lock') return <span aria-hidden="true">{icon}</span>;
  return (
    <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true" style={{ flex: 'none', verticalAlign: '-2px' }}>
      <path d="M6.5,9 V6.5 A3.5,3.5 0 0 1 13.5,6.5 V9" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="4" y="9" width="12" height="9" rx="1.5" fill="currentColor" />
    </svg>
  );
}

const CHIP: Readonly<Record<ShuffleVerdict['kind'], { icon: string; key: AppKey; tone: string }>> = {
  pending: { icon: 'lock', key: 'app.shuffle.chip', tone: '' },
  checking: { icon: 'lock', key: 'app.shuffle.checking', tone: '' },
  private: { icon: 'lock', key: 'app.shuffle.chip', tone: '' },
  verified: { icon: '✓', key: 'app.shuffle.verified', tone: 'ok' },
  mismatch: { icon: '⚠', key: 'app.shuffle.failed', tone: 'bad' },
  'bad-replay': { icon: '⚠', key: 'app.shuffle.failed', tone: 'bad' },
};

function verdictText(t: ReturnType<typeof useT>, verdict: ShuffleVerdict): string {
  switch (verdict.kind) {
    case 'pending':
      return t('app.shuffle.pending');
    case 'checking':
      return t('app.shuffle.checking');
    case 'private':
      return t('app.shuffle.private');
    case 'verified':
      return t('app.shuffle.ok', { n: verdict.actions });
    case 'mismatch':
      return t('app.shuffle.mismatch');
    case 'bad-replay':
      return t('app.shuffle.bad-replay', { reason: verdict.reason });
  }
}

/** The verdict as one line, for the end screen. */
export function ShuffleVerdictLine({ verdict }: { verdict: ShuffleVerdict }) {
  const t = useT();
  const chip = CHIP[verdict.kind];
  return (
    <p className={`shuffle-verdict ${chip.tone}`} data-testid="shuffle-line" data-verdict={verdict.kind}>
      <ChipIcon icon={chip.icon} /> {verdictText(t, verdict)}
    </p>
  );
}

/** The header chip; opens a dialog with the commitment, the revealed seed and the verdict. */
export function ShuffleCheck({ shuffle, verdict }: { shuffle: ShuffleInfo; verdict: ShuffleVerdict }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const chip = CHIP[verdict.kind];
  return (
    <>
      <button
        type="button"
        className={`btn btn-quiet btn-small shuffle-chip ${chip.tone}`}
        onClick={() => setOpen(true)}
        data-testid="shuffle-check"
        data-verdict={verdict.kind}
        aria-label={t(chip.key)}
        title={t(chip.key)}
      >
        <ChipIcon icon={chip.icon} /> <span className="shuffle-chip-text">{t(chip.key)}</span>
      </button>
      {open ? (
        <Dialog title={t('app.shuffle.title')} onClose={() => setOpen(false)}>
          <div className="shuffle-dialog">
            <p>{t('app.shuffle.explain')}</p>
            <div className="field">
              <span>{t('app.shuffle.commitment')}</span>
              <code className="shuffle-hex" data-testid="seed-commitment">
                {shuffle.commitment}
              </code>
            </div>
            {shuffle.seed !== null ? (
              <div className="field">
                <span>{t('app.shuffle.seed')}</span>
                <code className="shuffle-hex" data-testid="revealed-seed">
                  {shuffle.seed}
                </code>
              </div>
            ) : null}
            <p className={`shuffle-verdict ${chip.tone}`} role="status" data-testid="shuffle-verdict">
              {verdictText(t, verdict)}
            </p>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
