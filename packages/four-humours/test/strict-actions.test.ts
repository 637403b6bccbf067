import { Match } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { type FourHumoursAction, fourHumours } from '../src/index.ts';

/** A fresh Kingdom match and a legal action of the given type for the seat to act. */
function matchWith(type: FourHumoursAction['type']) {
  const match = Match.create(fourHumours, 3, {}, 'strict-actions');
  const seat = fourHumours.activeSeats(match.state)[0] as number;
  const action = fourHumours.legalActions(match.state, seat).find((a) => a.type === type);
  if (!action) throw new Error(`no legal ${type} at the start of the test match`);
  return { match, seat, action };
}

describe('the action schema refuses unknown keys', () => {
  it('refuses a place with an unknown key at the top level with bad-action naming the key, changing nothing', () => {
    const { match, seat, action } = matchWith('place');
    const before = match.hash;
    const result = match.submit(seat, { ...action, injected: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bad-action');
    expect(result.error.message).toContain('"injected"');
    expect(match.hash).toBe(before);
    expect(match.version).toBe(0);
    // The same action without the key is legal: the key alone made the difference.
    expect(match.submit(seat, action).ok).toBe(true);
  });

  it('refuses an unknown key inside the target of a place', () => {
    const { match, seat, action } = matchWith('place');
    if (action.type !== 'place') throw new Error('not a place');
    const result = match.submit(seat, { ...action, target: { ...action.target, injected: 1 } });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    if (!result.ok) expect(result.error.message).toMatch(/target: .*"injected"/);
    expect(match.version).toBe(0);
  });

  it('refuses unknown keys on actions without fields, such as pass', () => {
    const { match, seat } = matchWith('place');
    const result = match.submit(seat, { type: 'pass', seat: 2 });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    if (!result.ok) expect(result.error.message).toContain('"seat"');
    expect(match.version).toBe(0);
  });
});
