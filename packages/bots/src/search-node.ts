import type { Seat } from '@boardhall/engine';

/** A move's key in the search tree: the game's `actionKey`, or the action's JSON. */
export type Key = number | string;

/** A node of the search tree: the move that leads to it, and what the search learnt of it. */
export interface SearchNode {
  readonly action: unknown;
  /** The key of `action` (the key it is kept under in its parent's children). */
  readonly key: Key;
  /** The seat that chose the action leading here; its rewards are accumulated. */
  readonly mover: Seat;
  /**
   * The children, in the order they were expanded: a list while there are few (most nodes have a
   * handful, and comparing a few keys costs less than a map's lookup), then a map by key.
   */
  childList: SearchNode[] | null;
  childMap: Map<Key, SearchNode> | null;
  visits: number;
  /** How often this node was available (legal) when its parent was visited. */
  available: number;
  reward: number;
  /** The key of the move the game's playout policy prefers here (first sample to reach it); null: none. */
  preferred: Key | null | undefined;
}

/** Children kept in a list, at most; one more moves them to a map. */
const LIST_LIMIT = 8;

export function newNode(action: unknown, key: Key, mover: Seat): SearchNode {
  return {
    action,
    key,
    mover,
    childList: null,
    childMap: null,
    visits: 0,
    available: 0,
    reward: 0,
    preferred: undefined,
  };
}

/** The child reached by the move with `key`, if it was expanded. */
export function childOf(node: SearchNode, key: Key): SearchNode | undefined {
  const list = node.childList;
  if (list !== null) {
    for (let i = 0; i < list.length; i++) if ((list[i] as SearchNode).key === key) return list[i];
    return undefined;
  }
  return node.childMap?.get(key);
}

export function addChild(node: SearchNode, child: SearchNode): void {
  if (node.childMap !== null) {
    node.childMap.set(child.key, child);
    return;
  }
  const list = node.childList ?? [];
  node.childList = list;
  list.push(child);
  if (list.length > LIST_LIMIT) {
    node.childMap = new Map(list.map((c) => [c.key, c]));
    node.childList = null;
  }
}

/** The children in the order they were expanded. */
export function childrenOf(node: SearchNode): Iterable<SearchNode> {
  return node.childList ?? node.childMap?.values() ?? [];
}
