import { describe, expect, it } from 'vitest';
import { filesOf, routeLinks, type Manifest } from './client-manifest.js';

// A manifest as Vite writes it: the entry, a shared chunk, two lazy pages and a layout.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'], css: ['assets/index-c3.css'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_card-d4.js': { file: 'assets/card-d4.js', imports: ['_react-b2.js'], css: ['assets/card-e5.css'] },
  'app/layouts/StoreLayout.tsx': { file: 'assets/StoreLayout-f6.js', imports: ['_react-b2.js', '_card-d4.js'] },
  'features/store/StoreHomePage.tsx': {
    file: 'assets/StoreHomePage-g7.js',
    imports: ['_card-d4.js', '_react-b2.js'],
    css: ['assets/StoreHomePage-h8.css'],
  },
  'features/orders/SalesListPage.tsx': { file: 'assets/SalesListPage-i9.js' },
};

describe('the files a page needs', () => {
  it('follows the static imports, each file once, with their CSS', () => {
    const { scripts, styles } = filesOf(manifest, ['app/layouts/StoreLayout.tsx', 'features/store/StoreHomePage.tsx']);
    expect([...scripts]).toEqual([
      'assets/StoreLayout-f6.js',
      'assets/react-b2.js',
      'assets/card-d4.js',
      'assets/StoreHomePage-g7.js',
    ]);
    expect([...styles]).toEqual(['assets/card-e5.css', 'assets/StoreHomePage-h8.css']);
    expect([...filesOf(manifest, ['nao/existe.tsx']).scripts]).toEqual([]);
  });

  it("links a drawn page's route modules beside the entry, and nothing of another page", () => {
    const links = routeLinks(manifest, ['app/layouts/StoreLayout', 'features/store/StoreHomePage']);
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/card-e5.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/StoreHomePage-h8.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/StoreLayout-f6.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-d4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/StoreHomePage-g7.js">',
    );
    expect(links).not.toContain('SalesListPage');
  });

  it('links nothing without a built client', () => {
    expect(routeLinks(undefined, ['features/store/StoreHomePage'])).toBe('');
  });
});
