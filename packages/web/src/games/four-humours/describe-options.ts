/**
 * A Four Humours match's options for the online join page, in the create form's words (mode,
 * players, first player or the Rival's difficulty), then what the rules make of them at this table
 * (scenes on display, full cards that end a round, the party limit), read from the spectator's view.
 */
import type { FourHumoursView } from '@boardhall/four-humours';
import type { Locale } from '../../i18n/types.ts';
import type { OptionLine } from '../types.ts';
import { difficultyName, fhTranslator } from './text.ts';

export function describeOptions(view: FourHumoursView, locale: Locale): OptionLine[] {
  const t = fhTranslator(locale);
  const o = view.options;
  const solo = o.mode === 'solo';
  const lines: OptionLine[] = [
    { label: t('fh.mode'), value: t(`fh.mode.${o.mode}`) },
    // In Solo the view counts the Rival's seat too; the match has one player.
    { label: t('fh.option.players'), value: solo ? 1 : view.seats },
  ];
  if (solo) lines.push({ label: t('fh.difficulty'), value: difficultyName(o.soloDifficulty, locale) });
  else
    lines.push({
      label: t('fh.option.first-player'),
      value: o.firstPlayer === 'random' ? t('fh.option.random') : t('fh.option.seat', { n: o.firstPlayer + 1 }),
    });
  lines.push({ label: t('fh.option.display-size'), value: view.displaySize });
  lines.push({ label: t('fh.option.full-cards'), value: o.fullCardsToEndRound });
  lines.push({ label: t('fh.option.party-limit'), value: view.partyLimit });
  return lines;
}
