import { describe, expect, it } from 'vitest';
import { isWebOrSiteLink, PAGE_LINK_REL, pageLinkKind } from './page-links.js';

describe('page links', () => {
  it('opens the web in a new tab and contacts and store paths in the same one', () => {
    expect(pageLinkKind('https://www.exemplo.com.br/x')).toBe('external');
    expect(pageLinkKind('  HTTP://exemplo.com  ')).toBe('external');
    expect(pageLinkKind('mailto:vendas@exemplo.com.br')).toBe('same-tab');
    expect(pageLinkKind('TEL:+551130000000')).toBe('same-tab');
    expect(pageLinkKind('/produtos?grupo=1')).toBe('same-tab');
    expect(pageLinkKind('/')).toBe('same-tab');
  });

  it('refuses scripts, data, other hosts written as paths and links with spaces', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,oi',
      '//evil.example',
      '/\\evil.example',
      'https://exemplo.com/a b',
      'mailto:',
      'ftp://exemplo.com',
      'exemplo.com',
      'xhttps://exemplo.com',
      'https://exemplo.com\n/x',
      '/a b',
    ])
      expect(pageLinkKind(href), href).toBeUndefined();
  });

  it('lets menus, slides and banners point to the web or a store path only', () => {
    expect(isWebOrSiteLink('https://exemplo.com')).toBe(true);
    expect(isWebOrSiteLink('/pagina/quem-somos')).toBe(true);
    expect(isWebOrSiteLink('mailto:a@b.com')).toBe(false);
    expect(isWebOrSiteLink('//exemplo.com')).toBe(false);
    expect(isWebOrSiteLink(' https://exemplo.com')).toBe(false);
    expect(PAGE_LINK_REL).toBe('noopener noreferrer nofollow');
  });
});
