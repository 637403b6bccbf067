/** The server's HTTP API (docs/protocol.md). Every failure becomes an `ApiError` with the server's code. */
import type {
  CreateMatchRequest,
  CreateMatchResponse,
  HttpErrorResponse,
  JoinRequest,
  JoinResponse,
  MatchListResponse,
  PublicMatchResponse,
} from '@boardhall/protocol';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** Sends a request; a failure (no server, or a refusal with its code) becomes an `ApiError`. */
export async function request(path: string, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch (e) {
    throw new ApiError('network', e instanceof Error ? e.message : String(e), 0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok) {
    if (!type.includes('json')) throw new ApiError('no-server', `${res.status} ${res.statusText}`, res.status);
    const body = (await res.json().catch(() => null)) as HttpErrorResponse | null;
    const err = body?.error;
    throw new ApiError(err?.code ?? 'http-error', err?.message ?? res.statusText, res.status);
  }
  return res;
}

/** A request answered with JSON. */
export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await request(path, init);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new ApiError('no-server', `${res.status} ${res.statusText}`, res.status);
  return (await res.json()) as T;
}

/** What `checked` needs of a protocol schema. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A JSON answer, checked against its protocol schema, so a page never works on a shape it did not expect. */
export async function checked<T>(schema: Schema<T>, path: string, init?: RequestInit): Promise<T> {
  const parsed = schema.safeParse(await call<unknown>(path, init));
  if (!parsed.success) throw new ApiError('bad-response', `unexpected answer from ${path}`, 200);
  return parsed.data;
}

export const api = {
  listMatches: (status?: 'open' | 'playing' | 'finished') =>
    call<MatchListResponse>(`api/matches${status ? `?status=${status}` : ''}`),
  createMatch: (req: CreateMatchRequest) =>
    call<CreateMatchResponse>('api/matches', { method: 'POST', body: JSON.stringify(req) }),
  join: (id: string, req: JoinRequest) =>
    call<JoinResponse>(`api/matches/${encodeURIComponent(id)}/join`, { method: 'POST', body: JSON.stringify(req) }),
  publicMatch: (id: string) => call<PublicMatchResponse>(`api/matches/${encodeURIComponent(id)}`),
  replayText: async (id: string): Promise<string> => {
    const res = await fetch(`api/matches/${encodeURIComponent(id)}/replay`).catch((e: unknown) => {
      throw new ApiError('network', String(e), 0);
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as HttpErrorResponse | null;
      throw new ApiError(body?.error.code ?? 'http-error', body?.error.message ?? res.statusText, res.status);
    }
    return res.text();
  },
};

/** The WebSocket address of a match, relative to the page. */
export function wsUrl(id: string, token: string | null): string {
  const base = new URL(`api/matches/${encodeURIComponent(id)}/ws`, location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) base.searchParams.set('token', token);
  base.hash = '';
  return base.toString();
}
