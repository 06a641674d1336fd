import type http from 'node:http';

/** A JSON reply of a fake provider. */
export const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** Cielo's error reply: a list of `{Code, Message}`. */
export const cieloErrors = (res: http.ServerResponse, status: number, Code: number, Message: string) =>
  json(res, status, [{ Code, Message }]);

/** A provider's JSON request body; anything unreadable is an empty one. */
export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}
