/**
 * A match's speed in words, as the lobby rows, the join page and the table header show it:
 * "Real time · normal", "Real time · 10 min + 5 s", "2 days per move", "No limit".
 */
import type { Speed } from '@boardhall/protocol';
import type { Translate } from '../i18n/translator.ts';
import type { TableKey } from './i18n/index.ts';

/** A custom bank in words: whole minutes as "10 min", anything else as m:ss ("1:30"). */
function bankText(seconds: number, t: Translate<TableKey>): string {
  if (seconds % 60 === 0) return t('speed.minutes', { n: seconds / 60 });
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function speedLabel(speed: Speed, t: Translate<TableKey>): string {
  switch (speed.kind) {
    case 'realtime':
      return t('speed.realtime-label', { preset: t(`speed.preset.${speed.preset}`) });
    case 'custom':
      return t('speed.custom-label', { bank: bankText(speed.bankSeconds, t), increment: speed.incrementSeconds });
    case 'turn-based':
      return t('speed.days-per-move', { count: speed.days });
    case 'none':
      return t('speed.kind.none');
  }
}
