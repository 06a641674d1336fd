import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesOf, readManifest } from '../src/server/http/client-manifest.js';

/** Where the benchmarks' shop orders go (picked up at the store: no freight to quote). */
export const benchDelivery = {
  cep: '13015904',
  endereco: 'Rua A',
  numero: '1',
  bairro: 'Centro',
  cidade: 'Campinas',
  estado: 'SP',
};

/** The gzip size of the JavaScript and the CSS a page needs: the entry, its route chunks and their static imports. */
export function pageWeight(webDir: string, routeModules: string[]) {
  const manifest = readManifest(webDir);
  if (!manifest) return undefined;
  const { scripts: files, styles } = filesOf(manifest, ['index.html', ...routeModules]);
  const gzipKb = (names: Set<string>) =>
    [...names].reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDir, file))).length, 0) / 1024;
  return { kb: gzipKb(files), cssKb: gzipKb(styles), files };
}

/** The store's pages whose weight `npm run bench` states: name and route modules (after the layout). */
export const STORE_PAGES: Array<[string, string]> = [
  ['início', 'features/store/StoreHomePage.tsx'],
  ['lista de produtos', 'features/store/ProductListPage.tsx'],
  ['página de produto', 'features/store/ProductPage.tsx'],
  ['cores (/tintas/{id})', 'features/tinting/TintChartPage.tsx'],
  ['página institucional', 'features/store/StorePage.tsx'],
];
