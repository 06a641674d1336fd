import { constants, privateDecrypt, type KeyObject } from 'node:crypto';
import vm from 'node:vm';

/** Where PagSeguro serves its browser SDK; the fake serves its look-alike at the same path. */
export const SDK_PATH = '/checkout-sdk-js/rc/dist/browser/pagseguro.min.js';

/**
 * RSA encryption with PKCS#1 v1.5 padding in plain browser JavaScript, as the providers' SDKs
 * bundle it (PagSeguro's own; Moip's JSEncrypt): `encrypt(publicKey, text)` with the public key as
 * base64 DER SubjectPublicKeyInfo, giving base64. WebCrypto has no PKCS#1 v1.5 encryption, so the
 * arithmetic is done with BigInt. The fake SDKs include it; the fake providers open it with openPkcs1.
 */
export const RSA_ENCRYPT_JS = String.raw`  function bytesOf(b64) { return Uint8Array.from(atob(b64), function (c) { return c.charCodeAt(0); }); }
  function base64(bytes) { var s = ''; bytes.forEach(function (b) { s += String.fromCharCode(b); }); return btoa(s); }
  function der(b, at) {
    var len = b[at + 1], p = at + 2;
    if (len & 0x80) { var n = len & 0x7f; len = 0; while (n--) len = len * 256 + b[p++]; }
    return { start: p, end: p + len };
  }
  function big(bytes) {
    var hex = '';
    bytes.forEach(function (b) { hex += b.toString(16).padStart(2, '0'); });
    return BigInt('0x' + (hex || '0'));
  }
  function rsaKey(publicKey) {
    var b = bytesOf(publicKey), spki = der(b, 0), algorithm = der(b, spki.start), bits = der(b, algorithm.end);
    var seq = der(b, bits.start + 1), n = der(b, seq.start), e = der(b, n.end);
    var modulus = b.slice(n.start, n.end);
    if (modulus[0] === 0) modulus = modulus.slice(1);
    return { n: big(modulus), e: big(b.slice(e.start, e.end)), size: modulus.length };
  }
  function power(base, exp, mod) {
    var r = BigInt(1);
    base %= mod;
    while (exp > BigInt(0)) {
      if (exp & BigInt(1)) r = (r * base) % mod;
      base = (base * base) % mod;
      exp >>= BigInt(1);
    }
    return r;
  }
  function encrypt(publicKey, text) {
    var key = rsaKey(publicKey), message = new TextEncoder().encode(text), block = new Uint8Array(key.size);
    var pad = key.size - message.length - 3, random = crypto.getRandomValues(new Uint8Array(pad));
    block[1] = 2;
    for (var i = 0; i < pad; i++) block[2 + i] = random[i] || 1;
    block.set(message, 3 + pad);
    var hex = power(big(block), key.e, key.n).toString(16).padStart(key.size * 2, '0');
    var out = new Uint8Array(key.size);
    for (var j = 0; j < key.size; j++) out[j] = parseInt(hex.substr(j * 2, 2), 16);
    return base64(out);
  }
`;

/**
 * A look-alike of PagSeguro's browser SDK: `PagSeguro.encryptCard({publicKey, holder, number,
 * expMonth, expYear, securityCode})` → `{encryptedCard, hasErrors, errors}`. Like the real one it
 * encrypts 'number;securityCode;MM;YYYY;holder;timestamp' with RSA PKCS#1 v1.5 under the account's
 * public key (base64 DER SubjectPublicKeyInfo), base64 (RSA_ENCRYPT_JS).
 */
export const SDK_SCRIPT = String.raw`(function () {
  ${RSA_ENCRYPT_JS}
  function problems(card) {
    var errors = [];
    if (!card.publicKey) errors.push({ code: 'INVALID_PUBLIC_KEY', message: 'invalid publicKey' });
    if (!/^\d{13,19}$/.test(card.number || '')) errors.push({ code: 'INVALID_NUMBER', message: 'invalid field number' });
    if (!/^\d{3,4}$/.test(card.securityCode || '')) errors.push({ code: 'INVALID_SECURITY_CODE', message: 'invalid field securityCode' });
    if (!(Number(card.expMonth) >= 1 && Number(card.expMonth) <= 12)) errors.push({ code: 'INVALID_EXPIRATION_MONTH', message: 'invalid field expMonth' });
    if (!/^\d{4}$/.test(card.expYear || '')) errors.push({ code: 'INVALID_EXPIRATION_YEAR', message: 'invalid field expYear' });
    if (!card.holder || /\d/.test(card.holder)) errors.push({ code: 'INVALID_HOLDER', message: 'invalid holder' });
    return errors;
  }
  window.PagSeguro = {
    encryptCard: function (card) {
      var errors = problems(card);
      if (errors.length) return { encryptedCard: null, hasErrors: true, errors: errors };
      var month = String(card.expMonth).padStart(2, '0');
      var text = [card.number, card.securityCode, month, card.expYear, card.holder.trim(), Date.now()].join(';');
      return { encryptedCard: encrypt(card.publicKey, text), hasErrors: false, errors: [] };
    },
  };
})();`;

export type SdkCard = { holder: string; number: string; expMonth: string; expYear: string; securityCode: string };

/** A fake SDK script run as the browser runs it (server tests play the browser's part): its `window`. */
export function runInBrowser<W>(script: string): Partial<W> {
  const window = {} as Partial<W>;
  vm.runInNewContext(script, { window, atob, btoa, crypto, TextEncoder, BigInt, Uint8Array, Date, Promise });
  return window;
}

/** The card encrypted by the very script the browser gets. */
export function encryptLikeTheBrowser(publicKey: string, card: SdkCard): string {
  const sdk = runInBrowser<{ PagSeguro: { encryptCard: (c: unknown) => { encryptedCard: string } } }>(
    SDK_SCRIPT,
  ).PagSeguro;
  if (!sdk) throw new Error('the SDK script did not define PagSeguro');
  return sdk.encryptCard({ publicKey, ...card }).encryptedCard;
}

/**
 * What only the provider can do: open a PKCS#1 v1.5 block (RSA_ENCRYPT_JS). Node no longer takes that
 * padding in privateDecrypt, so the block is opened raw and its padding taken off here; undefined
 * when it is not one of ours.
 */
export function openPkcs1(privateKey: KeyObject, encrypted: string): Buffer | undefined {
  try {
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(encrypted, 'base64'),
    );
    const end = block.indexOf(0, 2);
    return block[0] === 0 && block[1] === 2 && end >= 10 ? block.subarray(end + 1) : undefined;
  } catch {
    return undefined;
  }
}
