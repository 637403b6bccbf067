/**
 * Why a slot refused a click, said under that slot's row (`SlotNotesContext`): kept as the
 * reason, not its text, so a language switch re-words it; dismissed by the next click anywhere,
 * a new choice or a new turn.
 */
import type { FourHumoursAction, FourHumoursView, Humour, SlotDef, SlotView } from '@boardhall/four-humours';
import { slotHumours } from '@boardhall/four-humours';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import { type SlotRefusal, slotRefusal } from './builder.ts';
import type { FhKey } from './i18n/en.ts';
import type { SlotNotes } from './SlotRow.tsx';
import { humourName, lower, slotLabel } from './text.ts';

export interface SlotNotesInput {
  usable: readonly FourHumoursAction[];
  view: FourHumoursView;
  readOnly: boolean;
  picked: Humour | null;
  /** The round's walkthrough is open: opening or closing it clears the note. */
  walkOpen: boolean;
  locale: Locale;
  t: Translate<FhKey>;
}

export function useSlotNotes({ usable, view, readOnly, picked, walkOpen, locale, t }: SlotNotesInput): {
  slotNotes: SlotNotes;
  clear: () => void;
} {
  const [refusal, setRefusal] = useState<{ key: string; def: SlotDef; why: SlotRefusal } | null>(null);
  const clear = useCallback(() => setRefusal(null), []);
  // A new choice or a new turn makes the old reason stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on change, not read
  useEffect(() => setRefusal(null), [picked, usable, walkOpen]);
  useEffect(() => {
    if (!refusal) return;
    // Any other click dismisses it (a refused slot's own click sets the next one after this).
    window.addEventListener('pointerdown', clear);
    return () => window.removeEventListener('pointerdown', clear);
  }, [refusal, clear]);
  const refuse = useCallback(
    (key: string, def: SlotDef, slot: SlotView) => {
      const why = slotRefusal({
        legal: usable,
        phase: view.phase,
        readOnly,
        key,
        occupied: slot.occupied,
        humours: slotHumours(def),
        hand: view.me?.hand,
        picked,
      });
      setRefusal({ key, def, why });
    },
    [usable, view.phase, view.me, readOnly, picked],
  );
  const note = useMemo<SlotNotes['note']>(() => {
    if (!refusal) return null;
    const { key, def, why } = refusal;
    const [a = '', b = ''] = slotHumours(def).map((h) => lower(humourName(h, locale), locale));
    const text = t(`fh.refuse.${why.kind}`, {
      citizen: lower(slotLabel(def, locale), locale),
      a,
      b,
      humour: why.kind === 'wrong-humour' ? lower(humourName(why.humour, locale), locale) : '',
      n: view.partyLimit,
    });
    return { key, text };
  }, [refusal, locale, t, view.partyLimit]);
  const slotNotes = useMemo<SlotNotes>(() => ({ note, refuse: readOnly ? null : refuse }), [note, refuse, readOnly]);
  return { slotNotes, clear };
}
