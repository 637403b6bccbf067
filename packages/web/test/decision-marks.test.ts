/** A judged decision's outlines (issue #36): the games' marks read their `describe` messages, in two styles. */
import type { DecisionAnalysis } from '@boardhall/bots/core';
import { describe, expect, it } from 'vitest';
import { decisionMarks, decisionMarksCss } from '../src/analysis/decision-marks.ts';
import { fhMarks } from '../src/games/four-humours/marks.ts';
import { totwMarks } from '../src/games/tribes-of-the-wind/marks.ts';

function decision(played: DecisionAnalysis['played'], best: DecisionAnalysis['best'], seat = 1): DecisionAnalysis {
  return { index: 4, seat, played, best, loss: 0.2, label: 'mistake', accuracy: 50, top: [best], legalCount: 5 };
}

describe('decision marks', () => {
  it('outline a Four Humours placement played and the better one, each in its own style', () => {
    const played = {
      action: { p: 1 },
      text: { key: 'fh.describe.place-party', params: { player: { seat: 1 }, slot: 1, party: 'P2' } },
      value: 0.37,
      searchValue: 0.37,
      visits: 10,
    };
    const best = {
      action: { p: 2 },
      text: { key: 'fh.describe.place', params: { player: { seat: 1 }, slot: 2, scene: 'B1' } },
      value: 0.43,
      searchValue: 0.43,
      visits: 30,
    };
    const marks = decisionMarks(fhMarks, decision(played, best));
    expect(marks.played.map((m) => m.selector)).toContain(
      '.fh-party[data-party="P2"] .fh-slots > .fh-slot:nth-child(1)',
    );
    expect(marks.better.map((m) => m.selector)).toContain(
      '.fh-scene[data-scene="B1"] .fh-slots > .fh-slot:nth-child(2)',
    );
    const css = decisionMarksCss(marks);
    expect(css).toContain('dashed var(--error)');
    expect(css).toContain('solid var(--info)');
  });

  it('name the mover for a description that leaves it implied (Tribes of the Wind), and outline no better move when the played one was best', () => {
    const step = {
      action: { type: 'step' },
      text: { key: 'totw.action.step', params: { from: 'capital', to: 'A2' } },
      value: 0.6,
      searchValue: 0.6,
      visits: 40,
    };
    const marks = decisionMarks(totwMarks, decision(step, step, 0));
    expect(marks.played.map((m) => m.selector)).toEqual([
      '.tw-board[data-seat="0"] .tw-capital',
      '.tw-board[data-seat="0"] [data-cell="A2"]',
      '.tw-players [data-testid="player-0"]',
    ]);
    expect(marks.better).toEqual([]);
    const play = {
      action: { c: 1 },
      text: { key: 'totw.action.play', params: { card: 'W03', row: 'easy' } },
      value: 0.5,
      searchValue: 0.5,
      visits: 1,
    };
    expect(decisionMarks(totwMarks, decision(play, step, 0)).played.map((m) => m.selector)).toContain(
      '[data-testid="hand-card"][data-card="W03"]',
    );
  });
});
