import { fold } from '../../../shared/br/fold';
import type { Menus } from '../../../shared/schemas/store';
import type { StoreConfigReply } from '../../../shared/schemas/store-config';

export type MenuLink = { label: string; to: string };
export type StoreMenu = { label: string; items: MenuLink[] };
type Named = { codigo: number; nome: string };

const textOf = (row: Record<string, unknown> | undefined, field: string) =>
  typeof row?.[field] === 'string' ? row[field].trim() : '';
const textsOf = (row: Record<string, unknown> | undefined, field: string): string[] => {
  const value = row?.[field];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
};

/** The admin types names as people write them; they are matched without case or accents. */
const findNamed = (list: readonly Named[], name: string) => list.find((item) => fold(item.nome) === fold(name.trim()));

const search = (term: string, extra = '') => `/produtos?busca=${encodeURIComponent(term.trim())}${extra}`;

/** A name that is a group (or manufacturer) opens its list; any other name searches for it. */
const linkTo = (list: readonly Named[], param: 'grupo' | 'fabricante', name: string, extra = ''): MenuLink => {
  const found = findNamed(list, name);
  return {
    label: found?.nome ?? name.trim(),
    to: found ? `/produtos?${param}=${found.codigo}${extra}` : search(name, extra),
  };
};

/**
 * The 'Categorias' and 'Fabricantes' menus: every group and manufacturer, or, when mgr / mfb are
 * active, the ones the admin listed, in their order and under their title.
 */
function catalogueMenus(config: StoreConfigReply | undefined, menus: Menus | undefined): StoreMenu[] {
  const groups = menus?.grupos ?? [];
  const makers = menus?.fabricantes ?? [];
  const listed = (
    key: 'mgr' | 'mfb',
    field: string,
    fallback: string,
    list: readonly Named[],
    param: 'grupo' | 'fabricante',
  ) => {
    const row = config?.configuracoes[key];
    const names = textsOf(row, field);
    return {
      label: textOf(row, 'titulo') || fallback,
      items: names.length
        ? names.map((name) => linkTo(list, param, name))
        : list.map((item) => ({ label: item.nome, to: `/produtos?${param}=${item.codigo}` })),
    };
  };
  return [
    listed('mgr', 'grupos', 'Categorias', groups, 'grupo'),
    listed('mfb', 'fabricantes', 'Fabricantes', makers, 'fabricante'),
  ];
}

/** mc0–mc3: menus of categories, each name a group or a search. */
function categoryMenus(config: StoreConfigReply | undefined, groups: readonly Named[]): StoreMenu[] {
  return [0, 1, 2, 3].flatMap((n) => {
    const row = config?.configuracoes[`mc${n}`];
    const items = textsOf(row, 'categorias').map((name) => linkTo(groups, 'grupo', name));
    return items.length ? [{ label: textOf(row, 'titulo') || `Categorias ${n + 1}`, items }] : [];
  });
}

/** mg0–mg3: one manufacturer's groups, each opening that manufacturer's products of the group. */
function makerGroupMenus(config: StoreConfigReply | undefined, menus: Menus | undefined): StoreMenu[] {
  const groups = menus?.grupos ?? [];
  return [0, 1, 2, 3].flatMap((n) => {
    const row = config?.configuracoes[`mg${n}`];
    const maker = findNamed(menus?.fabricantes ?? [], textOf(row, 'fabricante'));
    const names = textsOf(row, 'grupos');
    if (!maker || names.length === 0) return [];
    const items = names.map((name) => linkTo(groups, 'grupo', name, `&fabricante=${maker.codigo}`));
    return [{ label: textOf(row, 'titulo') || maker.nome, items }];
  });
}

/** Every menu of the store's header, in the order the header shows them. */
export function storeMenus(config: StoreConfigReply | undefined, menus: Menus | undefined): StoreMenu[] {
  return [
    ...catalogueMenus(config, menus),
    ...categoryMenus(config, menus?.grupos ?? []),
    ...makerGroupMenus(config, menus),
  ].filter((menu) => menu.items.length > 0);
}

/** Links of a 'rows' key (alt, atl, pag): title and address, both filled. */
export function configuredLinks(config: StoreConfigReply | undefined, key: string, field: string): MenuLink[] {
  const rows = config?.configuracoes[key]?.[field];
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const r = row as Record<string, unknown>;
    const label = textOf(r, 'titulo');
    const to = textOf(r, 'link');
    return label && to ? [{ label, to }] : [];
  });
}

/** The manufacturers of the home page's slide: those 'fab' lists, in its order, or all of them. */
export function slideMakers<T extends Named>(config: StoreConfigReply | undefined, makers: readonly T[]): T[] {
  const names = textsOf(config?.configuracoes.fab, 'fabricantes');
  if (names.length === 0) return [...makers];
  return names.map((name) => findNamed(makers, name)).filter((maker): maker is T => maker !== undefined);
}
