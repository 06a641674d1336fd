import { describe, expect, it } from 'vitest';
import {
  cieloBoletoProviders,
  DEFAULT_BOLETO_PROVIDER,
  paymentMethodOptions,
  settingKeyByName,
  storeSettings,
  type SettingField,
} from './store-settings.js';

const groups = ['Aparência', 'Menus', 'Vitrine', 'Compra', 'Pagamento', 'Páginas', 'Contato'];
const kinds = [
  'text',
  'longtext',
  'pem',
  'html',
  'color',
  'money',
  'integer',
  'url',
  'image',
  'email',
  'choice',
  'choices',
  'texts',
  'rows',
];
/** The keys that are switches (on when present) and have no fields. */
const toggles = ['tnt', 'epr', 'ven', 'ves'];

/** Every field of the catalogue with the key it belongs to, the columns of 'rows' fields too. */
const everyField = () =>
  storeSettings.flatMap((setting) =>
    setting.fields.flatMap((field) => [
      { key: setting.key, field },
      ...(field.columns ?? []).map((column) => ({ key: `${setting.key}.${field.name}`, field: column })),
    ]),
  );

describe('the store configuration catalogue', () => {
  it('names each key once, with a description and one of the editor groups', () => {
    const keys = storeSettings.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(50);
    for (const setting of storeSettings) {
      expect(setting.key, setting.key).toMatch(/^[a-z][a-z0-9]{1,3}$/);
      expect(setting.description.trim(), setting.key).not.toBe('');
      expect(groups, setting.key).toContain(setting.group);
      expect(settingKeyByName.get(setting.key)).toBe(setting);
      if (!toggles.includes(setting.key)) expect(setting.fields.length, setting.key).toBeGreaterThan(0);
    }
    expect(storeSettings.filter((s) => s.fields.length === 0).map((s) => s.key)).toEqual(toggles);
    expect(settingKeyByName.get('xyz')).toBeUndefined();
  });

  it('gives every field a name the server stores, a label the editor shows and a known kind', () => {
    for (const { key, field } of everyField()) {
      expect(field.name, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(field.label.trim(), `${key}.${field.name}`).not.toBe('');
      expect(kinds, `${key}.${field.name}`).toContain(field.kind);
    }
    for (const setting of storeSettings) {
      const names = setting.fields.map((f) => f.name);
      expect(new Set(names).size, setting.key).toBe(names.length);
    }
  });

  it('offers choices with two or more options, each with a value and a label; rows with their columns', () => {
    const withOptions = (field: SettingField) => field.kind === 'choice' || field.kind === 'choices';
    for (const { key, field } of everyField()) {
      const label = `${key}.${field.name}`;
      if (withOptions(field)) {
        expect(field.options?.length ?? 0, label).toBeGreaterThanOrEqual(2);
        const values = (field.options ?? []).map(([value]) => value);
        expect(new Set(values).size, label).toBe(values.length);
        for (const [value, text] of field.options ?? []) {
          expect(value.trim(), label).not.toBe('');
          expect(text.trim(), label).not.toBe('');
        }
      } else expect(field.options, label).toBeUndefined();
      if (field.kind === 'rows') {
        expect(field.columns?.length ?? 0, label).toBeGreaterThan(0);
        for (const column of field.columns ?? [])
          expect(['text', 'url', 'image', 'longtext'], label).toContain(column.kind);
      } else expect(field.columns, label).toBeUndefined();
    }
  });

  it('marks the credentials secret (never sent back to the browser), and only them', () => {
    const secrets = everyField()
      .filter(({ field }) => field.secret)
      .map(({ key, field }) => `${key}.${field.name}`);
    expect(secrets).toEqual([
      'cie.merchantKey',
      'cie.sopClientSecret',
      'cie.mpiClientSecret',
      'pgs.token',
      'moi.token',
      'moi.chave',
      'pix.clientSecret',
      'pix.certificado',
      'pix.chavePrivada',
    ]);
    for (const { field } of everyField()) expect([undefined, true]).toContain(field.secret);
  });

  it("checks Cybersource's merchant id by its form, with the message to show", () => {
    const field = settingKeyByName.get('cie')?.fields.find((f) => f.name === 'antifraudeMerchantId');
    const format = field?.format;
    expect(format?.message).toMatch(/^Use o identificador que a Cielo deu/);
    for (const ok of ['braspag_minhaloja', 'Loja.1-2', 'a', 'x'.repeat(60)])
      expect(format?.pattern.test(ok), ok).toBe(true);
    for (const bad of ['', 'com espaço', 'x'.repeat(61), 'loja/1', 'ação'])
      expect(format?.pattern.test(bad), bad).toBe(false);
    expect(everyField().filter(({ field }) => field.format).length).toBe(1);
  });

  it("lists Cielo's boleto banks with Bradesco as the default, and the payment methods of the spec plus Pix", () => {
    expect(cieloBoletoProviders.map(([code]) => code)).toContain(DEFAULT_BOLETO_PROVIDER);
    expect(DEFAULT_BOLETO_PROVIDER).toBe('Bradesco2');
    expect(Object.fromEntries(cieloBoletoProviders)).toMatchObject({
      Bradesco2: 'Bradesco',
      BancoDoBrasil3: 'Banco do Brasil',
    });
    expect(paymentMethodOptions.map(([code]) => code)).toEqual(['D', 'C', 'O', 'P', 'I', 'X']);
    for (const [, name] of [...cieloBoletoProviders, ...paymentMethodOptions]) expect(name.trim()).not.toBe('');
  });
});
