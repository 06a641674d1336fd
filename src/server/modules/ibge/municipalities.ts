import { createHash } from 'node:crypto';
import { looseName } from '../../../shared/br/fold.js';
import type { Municipality } from '../../../shared/schemas/ibge.js';
import { municipalityData } from './municipalities.data.js';

const parse = (entries: string): Municipality[] =>
  entries.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return { codigo: Number(entry.slice(0, space)), nome: entry.slice(space + 1) };
  });

/** Parsed on first use, once: most processes and requests never need the list. */
let parsed: Map<string, Municipality[]> | undefined;
const byState = () =>
  (parsed ??= new Map(Object.entries(municipalityData).map(([uf, entries]) => [uf, parse(entries)])));

/** The state's municipalities, sorted by name; none for an unknown UF. */
export const municipalitiesOf = (uf: string): Municipality[] => byState().get(uf) ?? [];

/** The state's municipality with that code, else with that name (written loosely), or undefined. */
export function findMunicipality(uf: string, name: string, code?: number): Municipality | undefined {
  const cities = municipalitiesOf(uf);
  const byCode = code === undefined ? undefined : cities.find((m) => m.codigo === code);
  const wanted = looseName(name);
  return byCode ?? cities.find((m) => looseName(m.nome) === wanted);
}

/** Changes only when the list does (a new release of the data file): the reply's ETag, hashed once per state. */
const versions = new Map<string, string>();
export function listVersion(uf: string): string {
  let version = versions.get(uf);
  if (version === undefined) {
    version = `"${createHash('sha256')
      .update(municipalityData[uf] ?? '')
      .digest('base64url')
      .slice(0, 22)}"`;
    versions.set(uf, version);
  }
  return version;
}
