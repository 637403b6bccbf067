/**
 * What the tests of several server processes share: matches created over HTTP, clients that play
 * like the web client, and the check that the database holds every acknowledged action once.
 */
import type { Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type { CreateMatchResponse, HealthResponse, JoinResponse } from '@boardhall/protocol';
import { expect } from 'vitest';
import { type Ack, ClusterClient } from '../../src/chaos/players.ts';
import { rebuildFromHistory } from '../../src/service/rebuild.ts';
import { PostgresMatchStore } from '../../src/storage/postgres.ts';
import { http } from '../helpers.ts';
import type { NodeProcess } from './processes.ts';

const FOUR_HUMOURS = games.get('four-humours');
if (!FOUR_HUMOURS) throw new Error('four-humours is not registered');
export const fourHumours = FOUR_HUMOURS;

/** A four-seat Four Humours match created on `creator`, the other human seats joined through `joinVia`. */
export async function newMatch(
  creator: NodeProcess,
  joinVia: NodeProcess[],
  seats: ('human' | 'bot')[],
): Promise<{ matchId: string; tokens: Map<Seat, string> }> {
  const created = await http<CreateMatchResponse>(creator.base, 'POST', '/api/matches', {
    game: 'four-humours',
    seats: seats.map((kind, i) => (kind === 'bot' ? { kind, bot: 'random' } : { kind, name: `P${i}` })),
    claim: 0,
  });
  expect(created.status, created.text).toBe(201);
  const matchId = created.body.matchId;
  const tokens = new Map<Seat, string>([[0, created.body.claimed?.token as string]]);
  let via = 0;
  for (const [seat, kind] of seats.entries()) {
    if (seat === 0 || kind === 'bot') continue;
    const node = joinVia[via++ % joinVia.length] as NodeProcess;
    const joined = await http<JoinResponse>(node.base, 'POST', `/api/matches/${matchId}/join`, { seat });
    expect(joined.status, joined.text).toBe(200);
    tokens.set(seat, joined.body.token);
  }
  return { matchId, tokens };
}

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
 * matching the replayed state), finished, holding every acknowledged action at its version.
 */
export async function verifyStored(
  connectionString: string,
  schema: string,
  matchId: string,
  acks: readonly Ack[],
): Promise<number> {
  const store = await PostgresMatchStore.open({ connectionString, schema, applicationName: 'boardhall-test-check' });
  try {
    const stored = await store.getMatch(matchId);
    if (!stored) throw new Error(`match ${matchId} is not stored`);
    const rows = await store.loadActions(matchId);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const rebuilt = rebuildFromHistory(fourHumours, stored, rows);
    expect(rebuilt.match.outcome()).not.toBeNull();
    expect(stored.status).toBe('finished');
    for (const ack of acks) {
      const row = rows[ack.version - 1];
      expect(row, `acknowledged action ${ack.requestId} at version ${ack.version}`).toMatchObject({
        kind: 'action',
        seat: ack.seat,
      });
      expect(row?.action).toEqual(ack.action);
    }
    // Each acknowledgement names its own row: none was applied twice.
    expect(new Set(acks.map((a) => a.version)).size).toBe(acks.length);
    return rows.length;
  } finally {
    await store.close();
  }
}

export { ClusterClient };
