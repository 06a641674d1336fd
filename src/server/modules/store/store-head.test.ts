import { describe, expect, it } from 'vitest';
import { plainText, renderHead, shortDescription } from './store-head.js';
import { pageId, productHead, robots, tintChartHead, type Site } from './store-pages.service.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';

// The store's head tags and texts as exact strings: what WhatsApp, Instagram and Google read.

const site: Site = { origin: 'https://loja.test', link: (path) => `https://loja.test${path}` };

describe('renderHead', () => {
  it('writes every tag of a product page, in order, its values escaped', () => {
    const html = renderHead({
      title: 'Tinta "Fosca" <3,6L>',
      description: 'R$ 100,00 · Rende & seca',
      canonical: 'https://loja.test/produtos/tinta/7?a=1&b=2',
      siteName: 'Tintas & Cia',
      image: 'https://loja.test/arquivos/t.webp',
      offer: { price: 1234.5, available: true },
      structured: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(html).toBe(
      [
        '<meta name="description" content="R$ 100,00 · Rende &amp; seca" />',
        '<link rel="canonical" href="https://loja.test/produtos/tinta/7?a=1&amp;b=2" />',
        '<meta property="og:type" content="product" />',
        '<meta property="og:site_name" content="Tintas &amp; Cia" />',
        '<meta property="og:locale" content="pt_BR" />',
        '<meta property="og:title" content="Tinta &quot;Fosca&quot; &lt;3,6L&gt;" />',
        '<meta property="og:description" content="R$ 100,00 · Rende &amp; seca" />',
        '<meta property="og:url" content="https://loja.test/produtos/tinta/7?a=1&amp;b=2" />',
        '<meta property="og:image" content="https://loja.test/arquivos/t.webp" />',
        '<meta name="twitter:card" content="summary_large_image" />',
        '<meta property="product:price:amount" content="1234.50" />',
        '<meta property="product:price:currency" content="BRL" />',
        '<meta property="product:availability" content="in stock" />',
        '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
      ].join(''),
    );
  });

  it('writes a hidden page without address, image, price or offer as a plain website, out of search results', () => {
    expect(
      renderHead({ title: 'Página não encontrada', description: 'Nada aqui.', siteName: 'Loja', hidden: true }),
    ).toBe(
      [
        '<meta name="description" content="Nada aqui." />',
        '<meta name="robots" content="noindex" />',
        '<meta property="og:type" content="website" />',
        '<meta property="og:site_name" content="Loja" />',
        '<meta property="og:locale" content="pt_BR" />',
        '<meta property="og:title" content="Página não encontrada" />',
        '<meta property="og:description" content="Nada aqui." />',
        '<meta name="twitter:card" content="summary" />',
      ].join(''),
    );
  });

  it('states an offer without a price as out of stock and no amount', () => {
    const html = renderHead({ title: 'T', description: 'D', siteName: 'S', offer: { price: null, available: false } });
    expect(html).toContain('<meta property="product:availability" content="out of stock" />');
    expect(html).not.toContain('product:price');
    expect(html).toContain('<meta property="og:type" content="product" />');
  });
});

describe('description text at its limits', () => {
  it('keeps exactly 200 characters as they are and cuts 201 at the last word, with an ellipsis', () => {
    const exact = `${'a'.repeat(99)} ${'b'.repeat(100)}`;
    expect(exact).toHaveLength(200);
    expect(shortDescription(exact)).toBe(exact);
    expect(shortDescription(`${exact}c`)).toBe(`${'a'.repeat(99)}…`);
  });

  it('cuts a text without spaces at 199 characters, and trims the space before the ellipsis', () => {
    expect(shortDescription('x'.repeat(250))).toBe(`${'x'.repeat(199)}…`);
    expect(shortDescription(`um  ${'y'.repeat(197)}`)).toBe('um…');
    // A space only at the start is no word break: the text is cut where it runs out of room.
    expect(shortDescription(` ${'z'.repeat(250)}`)).toBe(` ${'z'.repeat(198)}…`);
  });

  it('breaks lines only at line-like tags, collapses every run of white space, keeps the last code point', () => {
    expect(plainText('<p>um</p><p>dois</p><b>tr</b>ês<brx>quatro<br class="x">cinco')).toBe('um dois trêsquatro cinco');
    expect(plainText('a \n\t  b')).toBe('a b');
    expect(plainText('&#1114111;|&#1114112;')).toBe(`${String.fromCodePoint(0x10ffff)}|&#1114112;`);
    expect(plainText('&QUOT;&Lt;&desconhecida;')).toBe('"<&desconhecida;');
  });
});

describe('page ids and robots.txt', () => {
  it('takes only 1 to 9 digits, above zero, as a page id', () => {
    expect(pageId('7')).toBe(7);
    expect(pageId('123456789')).toBe(123_456_789);
    for (const segment of ['0', '1234567890', 'corantes', '7a', 'a7', '-7', ' 7', ''])
      expect(pageId(segment)).toBeUndefined();
  });

  it('closes the calls, cart, checkout, customer area and budget links, and points to the sitemap', () => {
    expect(robots({ systemMode: 'online' } as Tenant, site)).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /carrinho',
        'Disallow: /checkout',
        'Disallow: /minha-conta',
        'Disallow: /resumo-compra',
        'Disallow: /view-compra',
        'Disallow: /proposta/',
        'Sitemap: https://loja.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('closes everything of a closed store', () => {
    expect(robots({ systemMode: 'offline' } as Tenant, site)).toBe(
      'User-agent: *\nDisallow: /\nSitemap: https://loja.test/sitemap.xml\n',
    );
  });
});

describe('a store page whose reading fails', () => {
  const tenant = { id: 1, systemMode: 'online', tradeName: 'Loja' } as Tenant;
  /** A database whose every call throws `error`. */
  const failing = (error: Error) =>
    new Proxy(
      {},
      {
        get: () => () => {
          throw error;
        },
      },
    ) as unknown as Db;

  it('is the error, not a missing page, when the database fails or the read refuses otherwise', async () => {
    for (const error of [new Error('conexão perdida'), new AppError(500, 'Erro interno')]) {
      await expect(productHead(failing(error), tenant, 7, site)).rejects.toBe(error);
      await expect(tintChartHead(failing(error), tenant, 7, site)).rejects.toBe(error);
    }
  });
});
