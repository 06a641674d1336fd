/**
 * Pix 'copia e cola' (BR Code): an EMV QR Code Merchant-Presented Mode payload as the Banco Central's
 * Manual de Padrões para Iniciação do Pix defines it, static, with the amount.
 */

/** CRC16-CCITT-FALSE (polynomial 0x1021, start 0xFFFF) as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: id, two-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} too long`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** The manual asks for names and cities without accents, in the EMV character set. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,-]/g, '')
    .trim()
    .slice(0, max)
    .toUpperCase();
}

export type PixCharge = {
  /** The receiver's Pix key (CNPJ, e-mail, phone +55..., random key). */
  key: string;
  name: string;
  city: string;
  /** Omitted: the payer types the amount. */
  valueCents?: number;
  /** Reference (txid), up to 25 letters and digits; '***' when there is none. */
  reference?: string;
};

export function brCodePayload(charge: PixCharge): string {
  const reference = (charge.reference ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    tlv('00', '01') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', charge.key)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (charge.valueCents === undefined ? '' : tlv('54', (charge.valueCents / 100).toFixed(2))) +
    tlv('58', 'BR') +
    tlv('59', plain(charge.name, 25)) +
    tlv('60', plain(charge.city, 15)) +
    tlv('62', tlv('05', reference)) +
    '6304';
  return body + crc16(body);
}
