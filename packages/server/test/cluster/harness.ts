/**
 * What the tests of several server processes share: matches created over HTTP, clients that play
 * like the web client, and the check that the database holds every acknowledged action once.
 */
import { games } from '@boardhall/games';
import type { HealthResponse } from '@boardhall/protocol';
import { expect } from 'vitest';
import type { NodeProcess } from '../../src/chaos/node-process.ts';
import type { Ack, ClusterClient } from '../../src/chaos/players.ts';
import { checkStoredMatches } from '../../src/chaos/verify.ts';
import { http } from '../helpers.ts';

export { newMatch } from '../../src/chaos/matches.ts';
export { ClusterClient } from '../../src/chaos/players.ts';

const FOUR_HUMOURS = games.get('four-humours');
if (!FOUR_HUMOURS) throw new Error('four-humours is not registered');
export const fourHumours = FOUR_HUMOURS;

export async function health(node: NodeProcess): Promise<HealthResponse | null> {
  try {
    const r = await http<HealthResponse>(node.base, 'GET', '/api/health');
    return r.status === 200 ? r.body : null;
  } catch {
    return null;
  }
}

/** The newest version any of these clients has seen. */
export const newest = (cs: ClusterClient[]) => Math.max(0, ...cs.map((c) => c.latest?.version ?? 0));

/**
 * `waiting`, or a rejection as soon as one of `nodes` crashes (exits without the test asking): a
 * test waiting for play to go on need not wait out its whole time-out to learn that a node died.
 */
export function whileRunning<T>(nodes: readonly NodeProcess[], waiting: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const died = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const dead = nodes.find((n) => n.crashed);
      if (dead) reject(new Error(`node ${dead.nodeId} crashed:\n${dead.logs.slice(-30).join('\n')}`));
    }, 100);
  });
  return Promise.race([waiting, died]).finally(() => clearInterval(timer));
}

/** Runs `waiting`; when it fails, prints what each client and node was doing, for whoever reads the failure. */
export async function diagnosed<T>(cs: ClusterClient[], nodes: NodeProcess[], waiting: Promise<T>): Promise<T> {
  try {
    return await whileRunning(nodes, waiting);
  } catch (error) {
    for (const c of cs) {
      console.log(
        `${c.label}: version ${c.latest?.version} ${c.latest?.status}, my turn ${c.myTurn}, node ${c.currentNode}, connections ${c.connections}, closes ${c.closes.slice(-12).join(',')}, refusals ${c.refusals.slice(-5).join(',')}`,
      );
    }
    for (const n of nodes)
      console.log(`--- ${n.nodeId}${n.running ? '' : ' (stopped)'}\n${n.logs.slice(-25).join('\n')}`);
    throw error;
  }
}

export function allFinished(cs: ClusterClient[], nodes: NodeProcess[], timeoutMs = 120_000): Promise<void> {
  return diagnosed(
    cs,
    nodes,
    Promise.all(cs.map((c) => c.waitFor('the end of the match', () => c.finished, timeoutMs))).then(() => undefined),
  );
}

/**
 * What PostgreSQL holds for the match must be one unbroken history (rows 1…n, every stored hash
 * matching the replayed state), finished, holding every acknowledged action at its version, each
 * acknowledgement its own row; returns how many rows it holds.
 */
export async function verifyStored(
  connectionString: string,
  schema: string,
  matchId: string,
  acks: readonly Ack[],
): Promise<number> {
  const [check] = await checkStoredMatches(connectionString, schema, [{ matchId, acks }], 'boardhall-test-check');
  expect(check?.problems).toEqual([]);
  expect(check?.lost).toEqual([]);
  expect(check?.recovered).toBe(acks.length);
  expect(check?.finished).toBe(true);
  return check?.rows ?? 0;
}
