import { describe, expect, it } from 'vitest';
import type { StoreConfigReply } from '../../../shared/schemas/store-config';
import { configuredLinks, slideMakers, storeMenus } from './store-menus';

const menus = {
  grupos: [
    { codigo: 1, nome: 'Tintas' },
    { codigo: 2, nome: 'Acessórios' },
  ],
  fabricantes: [
    { codigo: 7, nome: 'Suvinil', imagem: null },
    { codigo: 8, nome: 'Coral', imagem: null },
  ],
};
const config = (configuracoes: Record<string, Record<string, unknown>>) =>
  ({ configuracoes, vitrine: {} }) as unknown as StoreConfigReply;

describe('store menus', () => {
  it('without configuration: every group under Categorias and every manufacturer under Fabricantes', () => {
    expect(storeMenus(config({}), menus)).toEqual([
      {
        label: 'Categorias',
        items: [
          { label: 'Tintas', to: '/produtos?grupo=1' },
          { label: 'Acessórios', to: '/produtos?grupo=2' },
        ],
      },
      {
        label: 'Fabricantes',
        items: [
          { label: 'Suvinil', to: '/produtos?fabricante=7' },
          { label: 'Coral', to: '/produtos?fabricante=8' },
        ],
      },
    ]);
  });

  it('mgr and mfb list only the named ones, matched without case or accents; other names become searches', () => {
    const [groups, makers] = storeMenus(
      config({
        mgr: { titulo: 'Departamentos', grupos: ['acessorios', 'Pincéis '] },
        mfb: { fabricantes: ['CORAL'] },
      }),
      menus,
    );
    expect(groups).toEqual({
      label: 'Departamentos',
      items: [
        { label: 'Acessórios', to: '/produtos?grupo=2' },
        { label: 'Pincéis', to: '/produtos?busca=Pinc%C3%A9is' },
      ],
    });
    expect(makers).toEqual({ label: 'Fabricantes', items: [{ label: 'Coral', to: '/produtos?fabricante=8' }] });
  });

  it("mc and mg menus follow, an mg menu only for a known manufacturer, narrowing to that manufacturer's groups", () => {
    const all = storeMenus(
      config({
        mc2: { titulo: 'Pintura', categorias: ['Tintas'] },
        mg0: { fabricante: 'suvinil', grupos: ['Tintas', 'Rolos'] },
        mg1: { titulo: 'Desconhecido', fabricante: 'Outro', grupos: ['Tintas'] },
        mc0: { titulo: 'Vazio', categorias: [' '] },
      }),
      menus,
    );
    expect(all.slice(2)).toEqual([
      { label: 'Pintura', items: [{ label: 'Tintas', to: '/produtos?grupo=1' }] },
      {
        label: 'Suvinil',
        items: [
          { label: 'Tintas', to: '/produtos?grupo=1&fabricante=7' },
          { label: 'Rolos', to: '/produtos?busca=Rolos&fabricante=7' },
        ],
      },
    ]);
  });

  it('configured links keep rows with both a title and an address', () => {
    const links = configuredLinks(
      config({ alt: { itens: [{ titulo: 'Blog', link: 'https://blog.example' }, { titulo: 'Sem link' }, 'x'] } }),
      'alt',
      'itens',
    );
    expect(links).toEqual([{ label: 'Blog', to: 'https://blog.example' }]);
  });

  it("the manufacturers' slide follows fab's order, or shows all", () => {
    expect(slideMakers(config({ fab: { fabricantes: ['coral', 'Nenhum', 'Suvinil'] } }), menus.fabricantes)).toEqual([
      menus.fabricantes[1],
      menus.fabricantes[0],
    ]);
    expect(slideMakers(config({}), menus.fabricantes)).toEqual(menus.fabricantes);
  });
});
