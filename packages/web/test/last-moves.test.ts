import { type AnyGameDefinition, Match, type Seat, visibleLog } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { describe, expect, it } from 'vitest';
import { fhMarks } from '../src/games/four-humours/marks.ts';
import { totwMarks } from '../src/games/tribes-of-the-wind/marks.ts';
import type { LogLine } from '../src/games/types.ts';
import { attr, lastMoves, lineMarks, marksCss } from '../src/ui/last-moves.ts';

/** Plays `count` actions (each seat's first legal one) and returns the log as `viewer` reads it. */
function play(def: AnyGameDefinition, players: number, options: object, count: number, viewer: Seat): LogLine[] {
  const m = Match.create(def, players, options, 'last-moves');
  for (let i = 0; i < count && m.outcome() === null; i++) {
    const seat = def.activeSeats(m.state)[0] as Seat;
    const action = def.legalActions(m.state, seat)[0];
    expect(m.submit(seat, action).ok).toBe(true);
  }
  return m.actions.map((a, i) => ({
    index: i + 1,
    seat: a.seat,
    messages: visibleLog(m.actionLogs[i] ?? [], viewer),
  }));
}

describe('the last moves of the others (issue #15 item 2)', () => {
  it('Four Humours: the slots the two others filled since my placement, in their colours, not mine', () => {
    // Seat 0 places, then seats 1 and 2: seat 0 sees two slots (and their cards' numbers).
    const log = play(fourHumours as AnyGameDefinition, 3, { firstPlayer: 0 }, 3, 0);
    const marks = lastMoves(log, 0, fhMarks);
    const slots = marks.filter((m) => m.selector.includes('.fh-slot:'));
    expect(slots.map((m) => m.seat)).toEqual([1, 2]);
    for (const m of slots)
      expect(m.selector).toMatch(/^\.fh-(scene|party)\[data-(scene|party)="[^"]+"\] \.fh-slots > /);
    // Seat 1 sees only seat 2's placement; seat 2 sees nothing after its own.
    expect(
      lastMoves(log, 1, fhMarks)
        .filter((m) => m.selector.includes('.fh-slot:'))
        .map((m) => m.seat),
    ).toEqual([2]);
    expect(lastMoves(log, 2, fhMarks)).toEqual([]);
    // A spectator sees the last action's.
    expect(lastMoves(log, 'spectator', fhMarks).map((m) => m.seat)).toEqual([2, 2]);
  });

  it('Four Humours: a seat that has not acted yet sees every placement so far', () => {
    const log = play(fourHumours as AnyGameDefinition, 3, { firstPlayer: 1 }, 2, 0);
    expect(lastMoves(log, 0, fhMarks).filter((m) => m.selector.includes('.fh-slot:'))).toHaveLength(2);
  });

  it('Four Humours: only placements name something', () => {
    expect(fhMarks({ key: 'fh.log.pass', params: { player: { seat: 1 } } })).toBeNull();
    const m = fhMarks({ key: 'fh.log.place-party-draw', params: { player: { seat: 2 }, party: 'P3', slot: 2 } });
    expect(m).toEqual({
      actor: 2,
      selectors: ['.fh-party[data-party="P3"] .fh-slots > .fh-slot:nth-child(2)', '.fh-party[data-party="P3"] .fh-num'],
    });
  });

  it('Tribes of the Wind: the cells, the discard and the player line of the other seat’s turn', () => {
    const def = tribesOfTheWind as AnyGameDefinition;
    const log = play(def, 2, {}, 12, 0);
    const others = log.filter((l) => l.seat !== 0);
    expect(others.length).toBeGreaterThan(0);
    const marks = lastMoves(log, 0, totwMarks);
    for (const m of marks) {
      expect(m.seat).not.toBe(0);
      expect(m.selector).toMatch(/^(\.tw-board\[data-seat="\d"\] |\[data-discard-top=|\.tw-players )/);
    }
  });

  it('Tribes of the Wind: a rider’s step names both cells of the mover’s board', () => {
    const m = totwMarks({ key: 'totw.log.step', params: { player: { seat: 1 }, from: 'capital', to: 'B2' } });
    expect(m?.actor).toBe(1);
    expect(m?.selectors).toEqual([
      '.tw-board[data-seat="1"] .tw-capital',
      '.tw-board[data-seat="1"] [data-cell="B2"]',
      '.tw-players [data-testid="player-1"]',
    ]);
    const played = totwMarks({ key: 'totw.log.play', params: { player: { seat: 1 }, card: 'W07' } });
    expect(played?.selectors[0]).toBe('[data-discard-top="W07"]');
    expect(totwMarks({ key: 'totw.log.turn', params: { player: { seat: 1 } } })).toBeNull();
    const temple = totwMarks({ key: 'totw.log.temple', params: { player: { seat: 2 }, slot: 3, cell: 'C1' } });
    expect(temple?.selectors).toContain(
      '.tw-board-wrap:has(> .tw-board[data-seat="2"]) .tw-temple-slots > :nth-child(3)',
    );
  });

  it('keeps a message from writing CSS: ids other than plain ones name nothing', () => {
    expect(attr('data-cell', 'B2')).toBe('[data-cell="B2"]');
    expect(attr('data-cell', 'x"] body { display: none } [a="')).toBeNull();
    const m = totwMarks({ key: 'totw.log.cleanse', params: { player: { seat: 1 }, cell: '"]{}' } });
    expect(m).toBeNull();
  });

  it('a log line names everything in it, whoever did it; the CSS colours each seat', () => {
    const line: LogLine = {
      index: 4,
      seat: 0,
      messages: [
        { key: 'totw.log.step', params: { player: { seat: 0 }, from: 'A1', to: 'A2' } },
        { key: 'totw.log.turn', params: {} },
      ],
    };
    expect(lineMarks(line, totwMarks).map((m) => m.selector)).toHaveLength(3);
    const css = marksCss(lineMarks(line, totwMarks), 'last');
    expect(css).toContain('--hl: var(--seat-1)');
    expect(css).toContain('prefers-reduced-motion: no-preference');
    expect(marksCss([], 'hover')).toBe('');
  });
});
