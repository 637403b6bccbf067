/**
 * The operator's port (`serve --admin-port`): what an operator or a monitoring system asks of a
 * node, kept off the public port. It listens on loopback unless told otherwise, and has no
 * authentication of its own: whoever reaches it may drain the node, so it must stay private.
 *
 * - `GET /metrics`: Prometheus metrics (text exposition format).
 * - `POST /drain`: hands every match over and stops the node; answers when done.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DrainReport } from '../service/drain.ts';

export interface AdminHandlers {
  /** The metrics as Prometheus text, and its content type. */
  metrics(): Promise<{ contentType: string; body: string }>;
  /** Drains and stops the node; resolves once it has. */
  drain(): Promise<DrainReport>;
}

export interface AdminServer {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify({ error: { code, message } }));
}

export async function startAdminServer(port: number, host: string, handlers: AdminHandlers): Promise<AdminServer> {
  let draining: Promise<DrainReport> | null = null;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/metrics') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'method-not-allowed', 'Use GET.');
      const { contentType, body } = await handlers.metrics();
      return send(res, 200, contentType, body);
    }
    if (path === '/drain') {
      if (req.method !== 'POST') return refuse(res, 405, 'method-not-allowed', 'Use POST to drain the node.');
      draining ??= handlers.drain();
      const report = await draining;
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ drained: true, ...report }));
    }
    refuse(res, 404, 'not-found', 'The admin port serves GET /metrics and POST /drain.');
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) refuse(res, 500, 'internal-error', `The request failed: ${(error as Error).message}`);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
