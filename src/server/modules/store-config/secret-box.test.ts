import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, open, placeOf, seal } from './secret-box.js';

const key = Buffer.alloc(32, 7);
const place = placeOf(1, 'cie', 'chave');

describe('the secret box of stored credentials', () => {
  it('opens what it sealed, in the same place with the same key', () => {
    const sealed = seal(key, 'chave-da-cielo ção', place);
    expect(sealed.startsWith('enc:v1:')).toBe(true);
    expect(sealed).not.toContain('chave-da-cielo');
    expect(open(key, sealed, place)).toBe('chave-da-cielo ção');
  });

  it('lays out the prefix, a 12-byte IV, a 16-byte tag and the ciphertext', () => {
    const sealed = seal(key, 'abc', place);
    expect(Buffer.from(sealed.slice('enc:v1:'.length), 'base64')).toHaveLength(12 + 16 + 3);
  });

  it('seals the same text differently each time (a new IV)', () => {
    expect(seal(key, 'abc', place)).not.toBe(seal(key, 'abc', place));
  });

  it('does not open with another key, in another place, or when a byte changed', () => {
    const sealed = seal(key, 'segredo', place);
    expect(open(randomBytes(32), sealed, place)).toBeUndefined();
    expect(open(key, sealed, placeOf(2, 'cie', 'chave'))).toBeUndefined();
    expect(open(key, sealed, placeOf(1, 'pgs', 'chave'))).toBeUndefined();
    expect(open(key, sealed, placeOf(1, 'cie', 'merchantId'))).toBeUndefined();
    const raw = Buffer.from(sealed.slice('enc:v1:'.length), 'base64');
    for (const at of [0, 12, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[at] = (tampered[at] ?? 0) ^ 1;
      expect(open(key, `enc:v1:${tampered.toString('base64')}`, place), `byte ${at}`).toBeUndefined();
    }
  });

  it('knows its own values by the prefix', () => {
    expect(isSealed(seal(key, 'x', place))).toBe(true);
    expect(isSealed('enc:v2:abc')).toBe(false);
    expect(isSealed('texto enc:v1:')).toBe(false);
    expect(isSealed(42)).toBe(false);
    expect(isSealed(undefined)).toBe(false);
  });

  it('names the place by company, key and field', () => {
    expect(placeOf(12, 'moi', 'token')).toBe('12:moi:token');
  });
});
