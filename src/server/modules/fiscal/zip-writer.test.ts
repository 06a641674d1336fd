import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../test/zip-read.js';
import { zipStream } from './zip-writer.js';

const entries = (count: number) =>
  Readable.from(
    Array.from({ length: count }, (_, i) => ({ name: `nota-${i}.xml`, data: Buffer.from(`<nota>${i}</nota>`) })),
  );

describe('the ZIP writer', () => {
  it("stamps every entry with the archive's local time in MS-DOS fields (2-second steps, months from 1)", async () => {
    const zip = await buffer(zipStream(entries(2), new Date(2026, 2, 15, 10, 20, 31)));
    const time = (10 << 11) | (20 << 5) | 15;
    const date = ((2026 - 1980) << 9) | (3 << 5) | 15;
    // The first local header: time and date at 10 and 12.
    expect([zip.readUInt16LE(10), zip.readUInt16LE(12)]).toEqual([time, date]);
    // The central directory repeats them (time and date at 12 and 14 of each record).
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect([zip.readUInt16LE(central + 12), zip.readUInt16LE(central + 14)]).toEqual([time, date]);
    expect([...readZip(zip).keys()]).toEqual(['nota-0.xml', 'nota-1.xml']);
  });

  it('stops at the classic format limits (it writes no ZIP64): the number of entries and the offset', async () => {
    const at = new Date(2026, 2, 15);
    const limits = (maxEntries: number, maxOffset = 1_000_000) => ({ maxEntries, maxOffset });
    const tooLarge = 'ZIP larger than ZIP32 allows';
    expect(readZip(await buffer(zipStream(entries(2), at, limits(2)))).size).toBe(2);
    await expect(buffer(zipStream(entries(3), at, limits(2)))).rejects.toThrow(tooLarge);
    // Each entry takes its 30-byte local header, its name and its deflated data.
    const sizeOf = (i: number) => 30 + `nota-${i}.xml`.length + deflateRawSync(`<nota>${i}</nota>`).length;
    const both = sizeOf(0) + sizeOf(1);
    expect(readZip(await buffer(zipStream(entries(2), at, limits(9, both)))).size).toBe(2);
    await expect(buffer(zipStream(entries(2), at, limits(9, both - 1)))).rejects.toThrow(tooLarge);
  });
});
