import zlib from 'node:zlib';
import sharp from 'sharp';

export type UploadedFile = { name: string; bytes: Buffer; type?: string; field?: string };

/** A multipart body with the text fields first and then the file under `files` (or `field`). */
export function multipart(fields: Record<string, string>, file?: UploadedFile) {
  const boundary = `----balcao${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

/** A PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([size, body, crc]);
}

/** A small valid PNG grown to exactly `size` bytes by a private chunk before its end (IEND). */
export async function pngOfSize(size: number): Promise<Buffer> {
  const small = await png();
  const end = small.subarray(small.length - 12);
  const padding = pngChunk('prVt', Buffer.alloc(size - small.length - 12));
  return Buffer.concat([small.subarray(0, small.length - 12), padding, end]);
}
