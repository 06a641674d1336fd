import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeServer = {
  url: string;
  requests: string[];
  /** Each request's headers, in the order of `requests`. */
  headers: http.IncomingHttpHeaders[];
  close: () => Promise<void>;
};

/**
 * A provider look-alike on 127.0.0.1 (port 0: any free one): every request's path is kept in
 * `requests`, its headers in `headers`; `url` is the base address; `close` drops open connections too.
 */
export async function serveFake(
  port: number,
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<FakeServer> {
  const requests: string[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    headers.push(req.headers);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    headers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's JSON body as a provider look-alike reads it: an empty or unreadable one is `{}`. */
export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export type ScriptedServer = FakeServer & {
  /** What every request gets from now on: the status and the body, JSON unless it is text. */
  answer: (status: number, body: object | string) => void;
};

/** A look-alike that answers what the test scripts: the rare replies a provider's fake does not model. */
export async function serveScripted(): Promise<ScriptedServer> {
  let reply: { status: number; body: object | string } = { status: 200, body: {} };
  const fake = await serveFake(0, (_req, res) => {
    const text = typeof reply.body === 'string';
    res.writeHead(reply.status, { 'Content-Type': text ? 'text/html' : 'application/json; charset=utf-8' });
    res.end(text ? reply.body : JSON.stringify(reply.body));
  });
  return { ...fake, answer: (status, body) => void (reply = { status, body }) };
}
