/**
 * What a Tribes of the Wind log message names on the table, for the "what just happened" outlines
 * (issue #15 item 2): the cells of the mover's board (riders' source and destination, a tile
 * planted, a temple or village built, pollution placed or cleansed), the temple-track slot used,
 * the card that went to the discard, and the mover's line in the players list, since their board
 * may not be the one shown. An action's `describe` message (a move not yet made, as an analysis or
 * a hint names it, with the mover given as `player`) names the same cells, and the cards in hand.
 */
import type { Message, MessageParam } from '@boardhall/engine';
import { attr } from '../../ui/last-moves.ts';
import type { MessageMarks } from '../types.ts';

/** Which params of a key name nodes of the mover's board, and which name cards gone to the discard. */
const NODES: Readonly<Record<string, readonly string[]>> = {
  'totw.log.step': ['from', 'to'],
  'totw.log.catapult': ['from', 'to'],
  'totw.log.plant': ['cell'],
  'totw.log.temple': ['cell'],
  'totw.log.village': ['cell'],
  'totw.log.build-pollution': ['cells'],
  'totw.log.cleanse': ['cell'],
  'totw.log.rooted-riders': ['cell'],
  'totw.action.step': ['from', 'to'],
  'totw.action.catapult': ['from', 'to'],
  'totw.action.plant-market': ['cell'],
  'totw.action.plant-stack': ['cell'],
  'totw.action.temple': ['cell'],
  'totw.action.free-temple': ['cell'],
  'totw.action.village': ['cell'],
  'totw.action.cleanse': ['cell'],
  'totw.action.firebreak': ['cell'],
};
/** Which params of an action's description name cards still in the mover's hand. */
const HAND_CARDS: Readonly<Record<string, string>> = {
  'totw.action.play': 'card',
  'totw.action.play-both': 'card',
  'totw.action.temple': 'cards',
  'totw.action.discard': 'cards',
};
const TEMPLE_SLOT = new Set(['totw.log.temple', 'totw.action.temple', 'totw.action.free-temple']);
const CARDS: Readonly<Record<string, string>> = {
  'totw.log.play': 'card',
  'totw.log.discard-temple': 'cards',
  'totw.log.discard-only': 'cards',
};

const seatOf = (p: MessageParam | undefined): number | null =>
  typeof p === 'object' && p !== null && 'seat' in p && typeof p.seat === 'number' ? p.seat : null;

const ids = (p: MessageParam | undefined): string[] =>
  typeof p === 'string' ? [p] : Array.isArray(p) ? p.filter((x): x is string => typeof x === 'string') : [];

function nodeSelector(board: string, node: string): string | null {
  if (node === 'capital') return `${board} .tw-capital`;
  const cell = attr('data-cell', node);
  return cell ? `${board} ${cell}` : null;
}

export function totwMarks(message: Message): MessageMarks | null {
  const nodes = NODES[message.key];
  const cards = CARDS[message.key];
  const hand = HAND_CARDS[message.key];
  if (!nodes && !cards && !hand) return null;
  const params = message.params ?? {};
  const seat = seatOf(params.player);
  if (seat === null) return null;
  const selectors: string[] = [];
  const board = `.tw-board${attr('data-seat', seat)}`;
  for (const name of nodes ?? []) {
    for (const node of ids(params[name])) {
      const s = nodeSelector(board, node);
      if (s) selectors.push(s);
    }
  }
  // The temple track sits beside the board it belongs to; its slots are numbered from 1 in the log.
  const slot = params.slot;
  if (TEMPLE_SLOT.has(message.key) && typeof slot === 'number' && Number.isInteger(slot) && slot >= 1) {
    selectors.push(`.tw-board-wrap:has(> ${board}) .tw-temple-slots > :nth-child(${slot})`);
  }
  for (const card of cards ? ids(params[cards]) : []) {
    const s = attr('data-discard-top', card);
    if (s) selectors.push(s);
  }
  for (const card of hand ? ids(params[hand]) : []) {
    const s = attr('data-card', card);
    if (s) selectors.push(`[data-testid="hand-card"]${s}`);
  }
  if (selectors.length === 0) return null;
  selectors.push(`.tw-players ${attr('data-testid', `player-${seat}`)}`);
  return { actor: seat, selectors };
}
