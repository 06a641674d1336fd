import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value is written by `seal` when it carries the prefix; anything else is not ours to open. */
export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * AES-256-GCM of one credential. The additional data names where the value belongs (company, key,
 * field), so a sealed value copied into another company's or field's row does not open.
 */
export function seal(key: Buffer, plain: string, place: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(place));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The credential, or undefined when it was sealed with another key or for another place. */
export function open(key: Buffer, sealed: string, place: string): string | undefined {
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(place));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    // Another key or place, or a changed byte: the tag does not match.
  }
  return undefined;
}

/** Where a credential belongs: bound into its ciphertext. */
export const placeOf = (tenantId: number, key: string, field: string) => `${tenantId}:${key}:${field}`;
