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

function useVerdict(matchId: string, def: AnyGameDefinition, shuffle: ShuffleInfo, finished: boolean): ShuffleVerdict {
  const [verdict, setVerdict] = useState<ShuffleVerdict>(() => initialVerdict(shuffle, finished));
  const { commitment, seed } = shuffle;
  useEffect(() => {
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

const CHIP: Readonly<Record<ShuffleVerdict['kind'], { icon: string; key: AppKey; tone: string }>> = {
  pending: { icon: '🔒', key: 'app.shuffle.chip', tone: '' },
  checking: { icon: '⏳', key: 'app.shuffle.checking', tone: '' },
  private: { icon: '🔒', key: 'app.shuffle.chip', tone: '' },
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

export function ShuffleCheck({
  matchId,
  def,
  shuffle,
  finished,
}: {
  matchId: string;
  def: AnyGameDefinition;
  shuffle: ShuffleInfo;
  finished: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const verdict = useVerdict(matchId, def, shuffle, finished);
  const chip = CHIP[verdict.kind];
  return (
    <>
      <button
        type="button"
        className={`btn btn-quiet btn-small shuffle-chip ${chip.tone}`}
        onClick={() => setOpen(true)}
        data-testid="shuffle-check"
        data-verdict={verdict.kind}
      >
        <span aria-hidden="true">{chip.icon}</span> {t(chip.key)}
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
