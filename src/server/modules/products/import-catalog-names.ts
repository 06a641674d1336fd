import { fold } from '../../../shared/br/fold.js';
import type { Db } from '../../db/client.js';
import type { products } from '../../db/schema/catalog.js';
import { catalogOptions, insertCatalogName, lockCatalogNames } from './products.repo.js';

type Insert = typeof products.$inferInsert;

/** A group or manufacturer name compared loosely: case, accents and repeated spaces do not count. */
export const nameKey = (name: string) => fold(name).replace(/\s+/g, ' ').trim();

/** The company's groups or manufacturers, by code and by loose name. */
export type NameIndex = { ids: Set<number>; byName: Map<string, number> };
export type CatalogNames = { groups: NameIndex; makers: NameIndex };

const indexOf = (options: Array<{ codigo: number; nome: string }>): NameIndex => ({
  ids: new Set(options.map((o) => o.codigo)),
  byName: new Map(options.map((o) => [nameKey(o.nome), o.codigo])),
});

export async function catalogNames(db: Db, tenantId: number): Promise<CatalogNames> {
  const { groups, makers } = await catalogOptions(db, tenantId);
  return { groups: indexOf(groups), makers: indexOf(makers) };
}

/** What a group or manufacturer cell names: one that exists (by code or name) or a new name. */
export type NameRef = { id: number } | { newName: string };

const MAX_NAME = 100;

/** A cell's group or manufacturer; undefined when it is blank, too long or an unknown code. */
export function refOf(cell: string | number | undefined, index: NameIndex): NameRef | undefined {
  const text = String(cell ?? '').trim();
  if (/^\d{1,9}$/.test(text)) return index.ids.has(Number(text)) ? { id: Number(text) } : undefined;
  if (!text || text.length > MAX_NAME) return undefined;
  const id = index.byName.get(nameKey(text));
  return id === undefined ? { newName: text } : { id };
}

/** The new names an import creates (by loose name, the first spelling in the file) and who uses them. */
export type NewNames = {
  groups: Map<string, string>;
  makers: Map<string, string>;
  /** By product code: the loose names of the new group and manufacturer the line names. */
  byProduct: Map<number, { group?: string; maker?: string }>;
};

export const noNewNames = (): NewNames => ({ groups: new Map(), makers: new Map(), byProduct: new Map() });

/** Notes a line's new names; answers the code it can write now (0 until the new one exists). */
export function noteNames(names: NewNames, productId: number, group: NameRef, maker: NameRef) {
  const add = (ref: NameRef, into: Map<string, string>) => {
    if ('id' in ref) return undefined;
    const key = nameKey(ref.newName);
    if (!into.has(key)) into.set(key, ref.newName);
    return key;
  };
  const pending = { group: add(group, names.groups), maker: add(maker, names.makers) };
  if (pending.group || pending.maker) names.byProduct.set(productId, pending);
  return { groupId: 'id' in group ? group.id : 0, manufacturerId: 'id' in maker ? maker.id : 0 };
}

/** Finds a loose name's code, creating it the first time (in the caller's transaction). */
const codeOf = (index: NameIndex, spelled: Map<string, string>, create: (name: string) => Promise<number>) => {
  return async (key: string) => {
    const found = index.byName.get(key);
    if (found !== undefined) return found;
    const id = await create(spelled.get(key) ?? key);
    index.byName.set(key, id);
    return id;
  };
};

/**
 * The batch's lines with the codes of the new groups and manufacturers they name, each created
 * once in the batch's transaction: looked up again under a lock, so a name that an earlier batch
 * or another import created meanwhile is reused.
 */
export async function withNewNames(db: Db, tenantId: number, rows: Insert[], names: NewNames): Promise<Insert[]> {
  if (!rows.some((row) => names.byProduct.has(row.id ?? 0))) return rows;
  await lockCatalogNames(db, tenantId);
  const current = await catalogNames(db, tenantId);
  const groupOf = codeOf(current.groups, names.groups, (name) => insertCatalogName(db, tenantId, 'group', name));
  const makerOf = codeOf(current.makers, names.makers, (name) => insertCatalogName(db, tenantId, 'maker', name));
  const resolved: Insert[] = [];
  for (const row of rows) {
    const pending = names.byProduct.get(row.id ?? 0);
    resolved.push({
      ...row,
      ...(pending?.group && { groupId: await groupOf(pending.group) }),
      ...(pending?.maker && { manufacturerId: await makerOf(pending.maker) }),
    });
  }
  return resolved;
}
