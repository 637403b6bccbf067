/**
 * What a Four Humours log message names on the table, for the "what just happened" outlines
 * (issue #15 item 2): a placement names its slot on the scene card or party tile, and that card's
 * number. Everything else names nothing: the resolution has its own walkthrough. A placement's
 * `describe` message (a move not yet made, as an analysis or a hint names it) names the same.
 */
import type { Message, MessageParam } from '@boardhall/engine';
import { attr } from '../../ui/last-moves.ts';
import type { MessageMarks } from '../types.ts';

const PLACEMENT =
  /^fh\.(log\.(place|place-party|rival-place|rival-place-party)(-draw)?(-own)?|describe\.(place|place-party))$/;

const seatOf = (p: MessageParam | undefined): number | null =>
  typeof p === 'object' && p !== null && 'seat' in p && typeof p.seat === 'number' ? p.seat : null;

export function fhMarks(message: Message): MessageMarks | null {
  if (!PLACEMENT.test(message.key)) return null;
  const params = message.params ?? {};
  const slot = params.slot;
  const scene = typeof params.scene === 'string' ? attr('data-scene', params.scene) : null;
  const party = typeof params.party === 'string' ? attr('data-party', params.party) : null;
  const card = scene ? `.fh-scene${scene}` : party ? `.fh-party${party}` : null;
  if (card === null || typeof slot !== 'number' || !Number.isInteger(slot) || slot < 1) return null;
  return {
    actor: seatOf(params.player),
    selectors: [`${card} .fh-slots > .fh-slot:nth-child(${slot})`, `${card} .fh-num`],
  };
}
