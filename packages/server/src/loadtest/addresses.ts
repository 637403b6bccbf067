import { request } from 'node:http';
import type { HttpErrorResponse } from '@boardhall/protocol';

/** Networks (/24) the load test's addresses are spread over, and addresses used in each. */
const NETWORKS = 256;
const HOSTS = 250;

/**
 * The local address the clients of match `i` connect from. The server limits each client address
 * and each network, an IPv4 /24 (docs/protocol.md, "Limits"), and a load test is many clients:
 * against an IPv4 loopback server, each match's players come from their own address of
 * 127.0.0.0/8 (all of it is this machine on Linux), consecutive matches from different /24s, as
 * players of a public server come from many networks; so the test measures the server under many
 * players rather than one client's or one network's limits. Match i is at 127.77.(i mod 256).h,
 * h = ⌊i / 256⌋ mod 250 + 1: an address comes back every 64,000 matches, and 256 networks hold
 * 25,600 matches open at once under the default 100 a network. Against `localhost` or `::1`
 * there is only one address, and the limits apply to it.
 */
export function localAddressFor(serverHost: string, i: number): string | undefined {
  if (!/^127\.\d+\.\d+\.\d+$/.test(serverHost)) return undefined;
  return `127.77.${i % NETWORKS}.${(Math.floor(i / NETWORKS) % HOSTS) + 1}`;
}

/** POSTs JSON from `localAddress`, resolving to the answer or failing with the server's error. */
export function postFrom<T>(url: string, body: unknown, localAddress: string | undefined): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        ...(localAddress ? { localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as T | HttpErrorResponse;
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(json as T);
            else {
              const e = (json as HttpErrorResponse).error;
              reject(new Error(`${url}: ${status} ${e?.code ?? ''} ${e?.message ?? ''}`));
            }
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface AnswerFrom<T> {
  status: number;
  body: T;
  /** The `Set-Cookie` headers of the answer. */
  cookies: string[];
}

/** Any request with a JSON body (or none) from `localAddress`, answered whatever its status. */
export function requestFrom<T>(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
  localAddress: string | undefined,
): Promise<AnswerFrom<T>> {
  const payload = body === undefined ? null : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          ...headers,
          ...(payload === null
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        ...(localAddress ? { localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: (text ? JSON.parse(text) : null) as T,
              cookies: res.headers['set-cookie'] ?? [],
            });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}
