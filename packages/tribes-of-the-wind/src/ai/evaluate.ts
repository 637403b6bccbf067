import { CAT } from '../catalog.ts';
import type { TotwState } from '../state.ts';

const TEMPLE_VP = [0, 0, 0, 3, 7];
const POLLUTION_VP = [12, 7, 3];

/**
 * Tribes of the Wind, judged by the score the board would have now (villages, temples,
 * cleanliness, tiles, the end token, as §6.2 counts them, tucked cards aside) plus progress
 * that turns into points soon: riders gathered on forest tiles toward a village, water to plant
 * with, riders still free in the capital, and abilities unlocked.
 */
export function evaluateTribesOfTheWind(s: TotwState): number[] {
  return s.boards.map((b, seat) => {
    let villages = 0;
    let tiles = 0;
    let polluted = 0;
    let progress = 0;
    b.tiles.forEach((id, cell) => {
      if (id === null) {
        if ((b.pollution[cell] ?? 0) > 0) polluted++;
        return;
      }
      tiles++;
      if (b.village[cell]) {
        villages++;
        return;
      }
      const forest = CAT.forest.get(id);
      if (forest) progress += (3 * Math.min(b.riders[cell] ?? 0, forest.slots)) / forest.slots;
    });
    const temples = b.slotUsed.filter(Boolean).length;
    const vp =
      3 * villages +
      (TEMPLE_VP[temples] ?? 7) +
      (POLLUTION_VP[polluted] ?? 0) +
      (s.config.tileScoreTable[tiles] ?? 0) +
      (s.endToken === seat ? 5 : 0);
    // Tiles and villages are worth more than their points now: every tile is a step toward the
    // tile table and a place to build; every village toward the end token. Water has value only
    // as far as it buys tiles, so it saturates.
    return (
      vp +
      2 * tiles +
      3 * villages +
      progress +
      0.3 * Math.min(b.water, 10) +
      0.1 * b.capital +
      1.5 * b.abilities.length
    );
  });
}
