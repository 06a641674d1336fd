import { describe, expect, it } from 'vitest';
import { mailLink, phoneLinks } from './contact-links';

describe('phoneLinks', () => {
  it('calls any valid number and opens WhatsApp only for mobiles', () => {
    expect(phoneLinks('(11) 98765-4321')).toEqual({
      call: 'tel:+5511987654321',
      whatsapp: 'https://wa.me/5511987654321',
    });
    expect(phoneLinks('1132654321')).toEqual({ call: 'tel:+551132654321' });
  });

  it.each([null, undefined, '', '123', '(01) 98765-4321', '0800 123 4567'])('gives no link for %j', (value) =>
    expect(phoneLinks(value)).toBeUndefined(),
  );
});

describe('mailLink', () => {
  it('links one address, trimmed', () => expect(mailLink(' compras@loja.com.br ')).toBe('mailto:compras@loja.com.br'));
  it.each([null, '', 'sem e-mail', 'a@b.com, c@d.com'])('gives no link for %j', (value) =>
    expect(mailLink(value)).toBeUndefined(),
  );
});
