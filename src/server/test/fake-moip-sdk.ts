import { RSA_ENCRYPT_JS, runInBrowser } from './fake-pagseguro-sdk.js';

/** Where the fake serves its look-alike of moip-sdk-js (MOIP_SDK_URL points there in the journeys). */
export const MOIP_SDK_PATH = '/moip-sdk-js/dist/moip-sdk-js.js';

/**
 * A look-alike of moip-sdk-js for the web: `MoipSdkJs.MoipCreditCard.setPubKey(pem).setCreditCard({number,
 * cvc, expirationMonth, expirationYear}).hash()` → a Promise of the hash. Like the real one (JSEncrypt)
 * it encrypts 'number=…&cvc=…&expirationMonth=…&expirationYear=…' with RSA PKCS#1 v1.5 under the
 * account's public key (PEM, as GET /v2/keys gives it), base64; a card it cannot take rejects.
 */
export const MOIP_SDK_SCRIPT = String.raw`(function () {
  ${RSA_ENCRYPT_JS}
  var pubKey = '', card = {};
  var creditCard = {
    setPubKey: function (key) { pubKey = String(key || ''); return creditCard; },
    setCreditCard: function (c) { card = c || {}; return creditCard; },
    hash: function () {
      var der = pubKey.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
      if (!der || !/^\d{13,19}$/.test(card.number || '') || !/^\d{3,4}$/.test(card.cvc || ''))
        return Promise.reject(new Error('Invalid credit card'));
      var text = 'number=' + card.number + '&cvc=' + card.cvc + '&expirationMonth=' + card.expirationMonth +
        '&expirationYear=' + card.expirationYear;
      return Promise.resolve(encrypt(der, text));
    },
  };
  window.MoipSdkJs = { MoipCreditCard: creditCard };
})();`;

type MoipSdk = {
  MoipSdkJs: {
    MoipCreditCard: {
      setPubKey: (key: string) => MoipSdk['MoipSdkJs']['MoipCreditCard'];
      setCreditCard: (card: object) => MoipSdk['MoipSdkJs']['MoipCreditCard'];
      hash: () => Promise<string>;
    };
  };
};

export type MoipSdkCard = { number: string; cvc: string; expirationMonth: string; expirationYear: string };

/** The card hashed by the very script the browser gets (server tests play the browser's part). */
export function moipHashLikeTheBrowser(publicKey: string, card: MoipSdkCard): Promise<string> {
  const sdk = runInBrowser<MoipSdk>(MOIP_SDK_SCRIPT).MoipSdkJs;
  if (!sdk) throw new Error('the SDK script did not define MoipSdkJs');
  return sdk.MoipCreditCard.setPubKey(publicKey).setCreditCard(card).hash();
}
