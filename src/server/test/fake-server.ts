import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeServer = { url: string; requests: string[]; close: () => Promise<void> };

/**
 * A provider look-alike on 127.0.0.1 (port 0: any free one): every request's path is kept in
 * `requests`; `url` is the base address; `close` drops open connections too.
 */
export async function serveFake(
  port: number,
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<FakeServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
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
