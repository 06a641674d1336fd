import { describe, expect, it } from 'vitest';
import { sanitizePageHtml, sanitizeRichText } from './rich-text.js';

const rel = 'noopener noreferrer nofollow';

describe('sanitizeRichText (product descriptions)', () => {
  it('keeps the structure and the text', () => {
    const html =
      '<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><p>x<br />y</p><strong>s</strong><b>b</b><em>e</em><i>i</i>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><table><thead><tr><th>h</th></tr></thead>' +
      '<tbody><tr><td>d</td></tr></tbody></table><div><span>z</span></div><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, images, links and every attribute', () => {
    const html =
      '<p class="x" style="color:red" onclick="alert(1)">texto</p><script>alert(1)</script>' +
      '<style>p{}</style><img src="x.png" /><a href="https://example.com">link</a><iframe src="x"></iframe>';
    expect(sanitizeRichText(html)).toBe('<p>texto</p>link');
  });
});

describe('sanitizePageHtml (store pages and terms)', () => {
  it('opens a link to the web in a new tab, with our rel', () => {
    expect(sanitizePageHtml('<a href=" https://example.com/x " class="c" onclick="f()">site</a>')).toBe(
      `<a href="https://example.com/x" rel="${rel}" target="_blank">site</a>`,
    );
  });

  it('keeps e-mail, phone and store paths in the same tab', () => {
    expect(sanitizePageHtml('<a href="mailto:sac@loja.com.br">e</a>')).toBe(
      `<a href="mailto:sac@loja.com.br" rel="${rel}">e</a>`,
    );
    expect(sanitizePageHtml('<a href="tel:+551133334444">t</a>')).toBe(
      `<a href="tel:+551133334444" rel="${rel}">t</a>`,
    );
    expect(sanitizePageHtml('<a href="/contato" target="_blank">c</a>')).toBe(`<a href="/contato" rel="${rel}">c</a>`);
  });

  it('turns a link it may not hold into plain text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//outro.com', '/\\outro.com', 'outro.com', ''])
      expect(sanitizePageHtml(`<a href="${href}">x</a>`)).toBe('<span>x</span>');
    expect(sanitizePageHtml('<a>sem endereço</a>')).toBe('<span>sem endereço</span>');
  });

  it('keeps the rest of the rich text rules', () => {
    expect(sanitizePageHtml('<h2 style="x">T</h2><script>x</script><img src="a" />')).toBe('<h2>T</h2>');
  });
});
