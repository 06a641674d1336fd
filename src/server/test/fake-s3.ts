import type http from 'node:http';
import { serveFake, type FakeServer } from './fake-server.js';

export type FakeS3 = FakeServer & {
  /** The bucket's objects by key (`{tenant}/{folder}/{file}`). */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** The Authorization header of every request. */
  authorizations: string[];
  /** From this many PUTs on, each PUT answers 500 (undefined: never). */
  failPutsAfter: number | undefined;
  /** Every GET answers 500 while true (the bucket is failing, not missing the object). */
  failGets: boolean;
};

const xmlError = (res: http.ServerResponse, status: number, code: string) =>
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);

const bodyOf = async (req: http.IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * An S3-compatible bucket on 127.0.0.1 speaking the REST wire format, path-style
 * (`/{bucket}/{key}`): PUT, GET, HEAD and DELETE of objects, XML errors (`NoSuchKey`,
 * `NoSuchBucket`, `InternalError`).
 */
export async function serveFakeS3(bucket: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const authorizations: string[] = [];
  let puts = 0;
  const fake: FakeS3 = Object.assign(
    await serveFake(0, (req, res) => {
      authorizations.push(req.headers.authorization ?? '');
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
      if (!path.startsWith(`/${bucket}/`)) return xmlError(res, 404, 'NoSuchBucket');
      void answer(req, res, path.slice(bucket.length + 2));
    }),
    { objects, authorizations, failPutsAfter: undefined as number | undefined, failGets: false },
  );
  async function answer(req: http.IncomingMessage, res: http.ServerResponse, key: string) {
    const found = objects.get(key);
    if (req.method === 'PUT') {
      const bytes = await bodyOf(req);
      puts += 1;
      if (fake.failPutsAfter !== undefined && puts > fake.failPutsAfter) return xmlError(res, 500, 'InternalError');
      objects.set(key, { bytes, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      return res.writeHead(200, { etag: `"${puts}"` }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (req.method === 'GET' && fake.failGets) return xmlError(res, 500, 'InternalError');
    if (!found) return req.method === 'HEAD' ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
    res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length });
    return res.end(req.method === 'HEAD' ? undefined : found.bytes);
  }
  return fake;
}
