import { useCallback, useEffect, useState } from 'react';
import type { CardCheckout } from '../../../shared/schemas/store';
import { loadProviderScript } from './provider-script';

type Fingerprint = CardCheckout['antifraude'];

/** A device id (Cielo's FingerPrintId): 32 random hex digits, new for each attempt to pay. */
function deviceSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Cybersource's device fingerprint (Cielo's antifraud): ThreatMetrix's tags.js with `session_id` = the
 * store's ProviderMerchantId + the device id. A script that does not load (blocked by the browser or
 * an extension, no network) is let go: the analysis goes on with the id alone.
 */
function profileDevice(fingerprint: NonNullable<Fingerprint>, deviceId: string): void {
  const src = new URL(fingerprint.script);
  src.searchParams.set('session_id', `${fingerprint.prefixo}${deviceId}`);
  loadProviderScript(src.toString()).catch(() => undefined);
}

/**
 * The device id of the current attempt, sent as `cartao.dispositivo`; while the card is being paid
 * (`active`) on a store with antifraud, the browser is profiled under it, before the sale is asked
 * for. `renew` after an attempt: the next one is profiled under a new id.
 */
export function useDeviceSession(fingerprint: Fingerprint, active: boolean): [string, () => void] {
  const [deviceId, setDeviceId] = useState(deviceSessionId);
  useEffect(() => {
    if (active && fingerprint) profileDevice(fingerprint, deviceId);
  }, [active, fingerprint, deviceId]);
  const renew = useCallback(() => setDeviceId(deviceSessionId()), []);
  return [deviceId, renew];
}
