import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { danfeDataOf, dateTimeText } from './danfe-data.js';

const xml = `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
<NFe><infNFe Id="NFe35080599999090910270550010000000015180051273" versao="4.00">
<ide><natOp>Venda</natOp><serie>1</serie><nNF>1</nNF><dhEmi>2008-05-06T10:00:00-03:00</dhEmi><tpAmb>2</tpAmb></ide>
<emit><CNPJ>99999090910270</CNPJ><xNome>Emitente &amp; Cia</xNome><enderEmit><xLgr>Rua A</xLgr><nro>1</nro><xMun>Campinas</xMun><UF>SP</UF></enderEmit></emit>
<dest><CPF>52998224725</CPF><xNome>Fulano</xNome><enderDest><xMun>Santos</xMun><UF>SP</UF></enderDest></dest>
<det nItem="1"><prod><cProd>7</cProd><xProd>Tinta</xProd><qCom>2.0000</qCom><vProd>20.00</vProd></prod>
<imposto><ICMS><ICMSSN102><CSOSN>102</CSOSN></ICMSSN102></ICMS></imposto></det>
<total><ICMSTot><vProd>20.00</vProd><vNF>20.00</vNF></ICMSTot></total></infNFe></NFe>
<protNFe versao="4.00"><infProt><chNFe>35080599999090910270550010000000015180051273</chNFe><nProt>135080000000001</nProt></infProt></protNFe></nfeProc>`;

describe('DANFE data', () => {
  it('reads the key, parties, items and totals of an nfeProc, entities decoded', () => {
    const data = danfeDataOf(xml);
    expect(data.key).toBe('35080599999090910270550010000000015180051273');
    expect(data.emitter.name).toBe('Emitente & Cia');
    expect(data.recipient).toMatchObject({ name: 'Fulano', document: '52998224725', city: 'Santos' });
    expect(data.items).toEqual([
      expect.objectContaining({ code: '7', description: 'Tinta', csosn: '102', total: '20.00' }),
    ]);
    expect(data.totals).toMatchObject({ vProd: '20.00', vNF: '20.00', vDesc: '0.00' });
    expect(data.homologation).toBe(true);
  });

  it('reads a bare NFe (no protocol yet): the key from its Id, no protocol line', () => {
    const bare = xml.slice(xml.indexOf('<NFe>'), xml.indexOf('<protNFe'));
    const data = danfeDataOf(bare);
    expect(data.key).toBe('35080599999090910270550010000000015180051273');
    expect(data.protocol).toBe('');
    const received = xml.replace('</infProt>', '<dhRecbto>2008-05-06T10:01:02-03:00</dhRecbto></infProt>');
    expect(danfeDataOf(received).protocol).toBe('135080000000001 - 06/05/2008 10:01:02');
    expect(danfeDataOf(xml).protocol).toBe('135080000000001');
  });

  it("writes the XML's moments as the DANFE prints them, in the zone they were written in", () => {
    expect(dateTimeText('2026-11-05T23:59:58-03:00')).toBe('05/11/2026 23:59:58');
    expect(dateTimeText('2026-11-05')).toBe('05/11/2026');
    expect(dateTimeText('')).toBe('');
  });

  it('refuses what is not an NF-e (400)', () => {
    expect(() => danfeDataOf('<html><body>x</body></html>')).toThrow(messages.fiscal.invalidXml);
    expect(() => danfeDataOf('<nfeProc><NFe>')).toThrow(messages.fiscal.invalidXml);
  });
});
