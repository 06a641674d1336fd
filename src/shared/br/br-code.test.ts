import { describe, expect, it } from 'vitest';
import { brCodePayload, crc16 } from './br-code.js';

describe('Pix BR Code', () => {
  // The static example of the Banco Central's Manual de Padrões para Iniciação do Pix.
  const manual =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

  it("reproduces the manual's CRC16-CCITT-FALSE", () => {
    expect(crc16(manual.slice(0, -4))).toBe('1D3D');
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds the same fields as the manual, with the amount', () => {
    const payload = brCodePayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Tintas São João Ltda',
      city: 'São Paulo',
      valueCents: 12_345,
      reference: 'DUP-42',
    });
    expect(payload).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '5204000053039865406123.455802BR5920TINTAS SAO JOAO LTDA6009SAO PAULO62090505DUP42' +
        `6304${crc16(payload.slice(0, -4))}`,
    );
  });
});
