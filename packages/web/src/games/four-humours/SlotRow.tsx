/** The row of slots on a scene card or party tile; each slot is keyed so the table can target it. */
import type { Seat } from '@boardhall/engine';
import type { FourHumoursView, SlotDef, SlotView } from '@boardhall/four-humours';
import { createContext, useContext } from 'react';
import { SlotCell } from './Slot.tsx';

/**
 * Clicking a slot that is not a target says why, in a line under the slot row (issue #15: no dead
 * ends). The table computes the reason from the legal actions; a context spares threading it
 * through every card. `refuse` is null where nothing can be placed at all (replays).
 */
export interface SlotNotes {
  readonly note: { readonly key: string; readonly text: string } | null;
  readonly refuse: ((key: string, def: SlotDef, slot: SlotView) => void) | null;
}
export const SlotNotesContext = createContext<SlotNotes>({ note: null, refuse: null });

export function SlotRow({
  defs,
  slots,
  slotKey,
  viewer,
  targets,
  onPick,
  targetLabel,
  ownerName,
}: {
  defs: readonly SlotDef[];
  slots: readonly SlotView[];
  slotKey: (index: number) => string;
  viewer: FourHumoursView['viewer'];
  targets: ReadonlySet<string>;
  onPick: (key: string) => void;
  targetLabel: (key: string) => string;
  ownerName: (seat: Seat) => string;
}) {
  const { note, refuse } = useContext(SlotNotesContext);
  const keys = defs.map((_, i) => slotKey(i));
  const shown = note && keys.includes(note.key) ? note : null;
  return (
    <div className="fh-slots">
      {defs.map((def, i) => {
        const key = slotKey(i);
        const slot = slots[i] ?? { occupied: false };
        return (
          <SlotCell
            key={key}
            slotKey={key}
            def={def}
            slot={slot}
            viewer={viewer}
            ownerName={ownerName}
            target={targets.has(key)}
            onPick={() => onPick(key)}
            targetLabel={targetLabel(key)}
            {...(refuse ? { onRefused: () => refuse(key, def, slot) } : {})}
          />
        );
      })}
      {/* Laid over what follows the row, so the note moves nothing on the page. */}
      {shown ? (
        <p className="fh-slot-note" role="status" data-testid="slot-note" data-slot={shown.key}>
          {shown.text}
        </p>
      ) : null}
    </div>
  );
}
