import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

/** One file of the archive, whole: entries are small (an XML, a DANFE) and made one at a time. */
export type ZipEntry = { name: string; data: Buffer };

type Written = { name: Buffer; crc: number; size: number; packed: number; offset: number };
type Stamp = { time: number; date: number };

const DEFLATE = 8;
const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** The classic ZIP's limits; past them the format needs ZIP64, which we do not write. */
export type ZipLimits = { maxOffset: number; maxEntries: number };
const ZIP32: ZipLimits = { maxOffset: 0xffff_fffe, maxEntries: 0xfffe };

/** MS-DOS time and date of `at` (the format's only clock), in local fields as unzip tools read them. */
function dosTime(at: Date): Stamp {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/** The fields both headers share, in the same order: flags, method, time, date, CRC, sizes, name length. */
function writeShared(header: Buffer, at: number, entry: Written, stamp: Stamp): void {
  header.writeUInt16LE(UTF8_NAMES, at);
  header.writeUInt16LE(DEFLATE, at + 2);
  header.writeUInt16LE(stamp.time, at + 4);
  header.writeUInt16LE(stamp.date, at + 6);
  header.writeUInt32LE(entry.crc, at + 8);
  header.writeUInt32LE(entry.packed, at + 12);
  header.writeUInt32LE(entry.size, at + 16);
  header.writeUInt16LE(entry.name.length, at + 20);
}

function localHeader(entry: Written, stamp: Stamp): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  writeShared(header, 6, entry, stamp);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written, stamp: Stamp): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  writeShared(header, 8, entry, stamp);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/**
 * A ZIP archive (deflated entries) written as the entries come: each one is compressed (on libuv's
 * threads), sent and forgotten, so memory holds one entry and the central directory's few bytes per
 * file, not the archive. The source is pulled only when the reader wants more (backpressure).
 * `limits` are the format's; a test sets smaller ones, as it cannot write 4 GB.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, at = new Date(), limits = ZIP32): Readable {
  const stamp = dosTime(at);
  async function* archive(): AsyncGenerator<Buffer> {
    const written: Written[] = [];
    let offset = 0;
    for await (const entry of entries) {
      const packed = await deflate(entry.data);
      const name = Buffer.from(entry.name, 'utf8');
      const record = { name, crc: crc32(entry.data), size: entry.data.length, packed: packed.length, offset };
      const header = localHeader(record, stamp);
      offset += header.length + packed.length;
      if (offset > limits.maxOffset || written.length >= limits.maxEntries)
        throw new Error('ZIP larger than ZIP32 allows');
      written.push(record);
      yield header;
      yield packed;
    }
    const directory = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
    yield directory;
    yield endRecord(written.length, directory.length, offset);
  }
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent; readers take the Buffers alike in either mode.
  return Readable.from(archive(), { objectMode: false });
}
