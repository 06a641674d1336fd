import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Vite plugin: after the build, writes `file.br` (brotli, best quality) and `file.gz` (gzip 9)
 * beside every text file of the client, kept only when smaller. The server sends them as they are
 * (@fastify/static `preCompressed`), so no request spends CPU compressing the same bytes again.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'balcao-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/** Writes the .br and .gz copies of every compressible file under `dir`. */
export function precompressDir(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeIfSmaller(`${file}.br`, bytes, zlib.brotliCompressSync(bytes, brotliBest(bytes.length)));
    writeIfSmaller(`${file}.gz`, bytes, zlib.gzipSync(bytes, { level: 9 }));
  }
}

const brotliBest = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});

function writeIfSmaller(target: string, original: Buffer, compressed: Buffer) {
  if (compressed.length < original.length) fs.writeFileSync(target, compressed);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}
