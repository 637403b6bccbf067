/** The row of slots on a scene card or party tile; each slot is keyed so the table can target it. */
import type { Seat } from '@boardhall/engine';
import type { FourHumoursView, SlotDef, SlotView } from '@boardhall/four-humours';
import { SlotCell } from './Slot.tsx';

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
  return (
    <div className="fh-slots">
      {defs.map((def, i) => {
        const key = slotKey(i);
        return (
          <SlotCell
            key={key}
            def={def}
            slot={slots[i] ?? { occupied: false }}
            viewer={viewer}
            ownerName={ownerName}
            target={targets.has(key)}
            onPick={() => onPick(key)}
            targetLabel={targetLabel(key)}
          />
        );
      })}
    </div>
  );
}
