import { describe, expect, it } from 'vitest';
import { settingKeyByName } from '../domain/store-settings';
import { settingMessages, settingValue } from './store-settings';

describe('a link field of the store settings (the banner)', () => {
  const key = settingKeyByName.get('ban');
  if (!key) throw new Error('the banner key is gone');
  const banner = settingValue(key);
  const withLink = (link: string) => banner.safeParse({ imagem: '/arquivos/1/a.webp', link });

  it('takes a web address or a path of the store', () => {
    expect(withLink('https://tintas.example/promo').success).toBe(true);
    expect(withLink('/produtos?busca=Tintas').success).toBe(true);
  });

  it("refuses '//host' and '/\\host', which browsers open on another site, and javascript:", () => {
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const parsed = withLink(link);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(settingMessages.url);
    }
  });
});

describe("Cielo's Cybersource ProviderMerchantId (the fingerprint's session_id prefix)", () => {
  const key = settingKeyByName.get('cie');
  if (!key) throw new Error('the Cielo key is gone');
  const cielo = settingValue(key);
  const field = key.fields.find((f) => f.name === 'antifraudeMerchantId');

  it('takes the identifier Cielo gives, trimmed', () => {
    expect(cielo.parse({ antifraudeMerchantId: ' braspag_minhaloja ' })).toEqual({
      antifraudeMerchantId: 'braspag_minhaloja',
    });
  });

  it('refuses what would break the script address (spaces, &, =)', () => {
    for (const id of ['braspag minha loja', 'loja&org_id=x', 'a/b']) {
      const parsed = cielo.safeParse({ antifraudeMerchantId: id });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(field?.format?.message);
    }
  });
});
