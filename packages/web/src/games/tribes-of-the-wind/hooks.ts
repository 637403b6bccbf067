/** The table's hooks that follow what lies outside the current view: the previous view, the keyboard. */
import type { Seat } from '@boardhall/engine';
import type { TotwAction, TotwView } from '@boardhall/tribes-of-the-wind';
import { useEffect, useRef, useState } from 'react';
import { discardCount, type NodeKey, type Of, skipAction } from './builder.ts';
import type { Sel } from './selection.ts';

const NO_CHANGE: ReadonlySet<NodeKey> = new Set<NodeKey>();

/**
 * The nodes of the shown board that changed since the previous view of the same board (a rider
 * moved, a tile planted, a token cleansed…), so the table can flash them briefly.
 */
export function useChangedNodes(seat: Seat, board: TotwView['boards'][number]): ReadonlySet<NodeKey> {
  const prev = useRef<{ seat: Seat; board: TotwView['boards'][number] } | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<NodeKey>>(NO_CHANGE);
  useEffect(() => {
    const p = prev.current;
    prev.current = { seat, board };
    if (!p || p.seat !== seat || p.board === board) return;
    const out = new Set<NodeKey>();
    for (let i = 0; i < 12; i++) {
      if (
        p.board.tiles[i] !== board.tiles[i] ||
        p.board.riders[i] !== board.riders[i] ||
        p.board.pollution[i] !== board.pollution[i] ||
        p.board.temple[i] !== board.temple[i] ||
        p.board.village[i] !== board.village[i]
      )
        out.add(i);
    }
    if (p.board.capital !== board.capital) out.add('capital');
    setChanged(out.size > 0 ? out : NO_CHANGE);
    if (out.size === 0) return;
    const timer = setTimeout(() => setChanged(NO_CHANGE), 1600);
    return () => clearTimeout(timer);
  }, [seat, board]);
  return changed;
}

/** What the keyboard shortcuts act on; read at key time, so it may change on every render. */
export interface TableKeys {
  readonly handIds: readonly (string | null)[];
  readonly handSelectable: ReadonlySet<string>;
  readonly onPickCard: (id: string) => void;
  /** A number key of a card that cannot be picked now (or of no card): the table says why. */
  readonly onRefusedKey: (position: number) => void;
  readonly startTemple: () => void;
  readonly startDiscard: () => void;
  readonly villages: readonly Of<'village'>[];
  readonly usable: readonly TotwAction[];
  readonly send: (a: TotwAction) => void;
  readonly sel: Sel;
  readonly confirmVillage: (a: Of<'village'>) => void;
  readonly cancel: () => void;
}

/** Physical key codes, so Cyrillic layouts work: 1–5 pick from the hand, T, D, V, S, Esc. */
export function useTableKeys(keys: TableKeys): void {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (document.querySelector('.overlay')) return;
      const k = current.current;
      const digit = /^Digit([1-5])$/.exec(e.code);
      if (digit) {
        const id = k.handIds[Number(digit[1]) - 1];
        if (id && k.handSelectable.has(id)) k.onPickCard(id);
        else k.onRefusedKey(Number(digit[1]));
      } else if (e.code === 'KeyT' && discardCount(k.usable, 'temple') > 0 && k.sel.k === 'none') k.startTemple();
      else if (e.code === 'KeyD' && discardCount(k.usable, 'discard') > 0 && k.sel.k === 'none') k.startDiscard();
      else if (e.code === 'KeyV' && k.villages.length === 1) k.confirmVillage(k.villages[0] as Of<'village'>);
      else if (e.code === 'KeyS') {
        const skip = skipAction(k.usable);
        if (skip) k.send(skip);
      } else if (e.code === 'Escape') k.cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
