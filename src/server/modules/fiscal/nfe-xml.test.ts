import { describe, expect, it } from 'vitest';
import { isValidNfeKey } from '../../../shared/br/nfe-key.js';
import { keyOf, nfeProcXml, type NfeNote } from './nfe-xml.js';

/** An NF-e written out, one element per line: the layout's order and every value, to the character. */
const compact = (xml: string) => xml.replace(/\n\s*/g, '');

/** A sale to a consumer in another state, below the items' value (a discount), with text to escape. */
const toConsumer: NfeNote = {
  series: 1,
  number: 1234,
  randomCode: 12_345_678,
  issuedAt: '2026-03-15T10:20:00-03:00',
  emitter: {
    document: '11.222.333/0001-81',
    name: 'Tintas & Cia <Ltda>',
    tradeName: 'Tintas "Boa"',
    stateRegistration: '123.456.789.110',
    address: {
      street: 'Rua A',
      number: '',
      district: 'Centro',
      cityCode: '3509502',
      city: 'Campinas',
      state: 'SP',
      cep: '13015-904',
    },
  },
  recipient: {
    document: '123.456.789-09',
    name: 'Ana Souza',
    email: 'ana@exemplo.com.br',
    address: {
      street: 'Av. B',
      number: '10',
      district: 'Savassi',
      cityCode: '3106200',
      city: 'Belo Horizonte',
      state: 'MG',
      cep: '30140-071',
    },
  },
  items: [
    { code: 'P1', description: 'Tinta Acrílica', unit: 'GL', quantity: 2, unitCents: 4_590 },
    { code: 'P2', description: 'Rolo', unit: 'UN', quantity: 1, unitCents: 1_000 },
  ],
  totalCents: 10_000,
  paymentCode: '15',
  protocol: '135260000000001',
  authorisedAt: '2026-03-15T10:21:00-03:00',
};

describe('the nfeProc of a note (NF-e 4.00)', () => {
  it('keys the note by state, month, CNPJ, model, series, number, emission type and code', () => {
    const key = keyOf(toConsumer);
    expect(key).toBe('35260311222333000181550010000012341123456785');
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('writes the whole document in the layout order, every text escaped', () => {
    expect(nfeProcXml(toConsumer)).toBe(
      compact(`
    <?xml version="1.0" encoding="UTF-8"?>
    <nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
      <NFe xmlns="http://www.portalfiscal.inf.br/nfe">
        <infNFe Id="NFe35260311222333000181550010000012341123456785" versao="4.00">
          <ide>
            <cUF>35</cUF>
            <cNF>12345678</cNF>
            <natOp>Venda de mercadoria</natOp>
            <mod>55</mod>
            <serie>1</serie>
            <nNF>1234</nNF>
            <dhEmi>2026-03-15T10:20:00-03:00</dhEmi>
            <tpNF>1</tpNF>
            <idDest>2</idDest>
            <cMunFG>3509502</cMunFG>
            <tpImp>1</tpImp>
            <tpEmis>1</tpEmis>
            <cDV>5</cDV>
            <tpAmb>2</tpAmb>
            <finNFe>1</finNFe>
            <indFinal>1</indFinal>
            <indPres>1</indPres>
            <procEmi>0</procEmi>
            <verProc>Balcao 1.0</verProc>
          </ide>
          <emit>
            <CNPJ>11222333000181</CNPJ>
            <xNome>Tintas &amp; Cia &lt;Ltda&gt;</xNome>
            <xFant>Tintas &quot;Boa&quot;</xFant>
            <enderEmit>
              <xLgr>Rua A</xLgr>
              <nro>S/N</nro>
              <xBairro>Centro</xBairro>
              <cMun>3509502</cMun>
              <xMun>Campinas</xMun>
              <UF>SP</UF>
              <CEP>13015904</CEP>
              <cPais>1058</cPais>
              <xPais>BRASIL</xPais>
            </enderEmit>
            <IE>123456789110</IE>
            <CRT>1</CRT>
          </emit>
          <dest>
            <CPF>12345678909</CPF>
            <xNome>Ana Souza</xNome>
            <enderDest>
              <xLgr>Av. B</xLgr>
              <nro>10</nro>
              <xBairro>Savassi</xBairro>
              <cMun>3106200</cMun>
              <xMun>Belo Horizonte</xMun>
              <UF>MG</UF>
              <CEP>30140071</CEP>
              <cPais>1058</cPais>
              <xPais>BRASIL</xPais>
            </enderDest>
            <indIEDest>9</indIEDest>
            <email>ana@exemplo.com.br</email>
          </dest>
          <det nItem="1">
            <prod>
              <cProd>P1</cProd>
              <cEAN>SEM GTIN</cEAN>
              <xProd>Tinta Acrílica</xProd>
              <NCM>32091010</NCM>
              <CFOP>5102</CFOP>
              <uCom>GL</uCom>
              <qCom>2.0000</qCom>
              <vUnCom>45.9000000000</vUnCom>
              <vProd>91.80</vProd>
              <cEANTrib>SEM GTIN</cEANTrib>
              <uTrib>GL</uTrib>
              <qTrib>2.0000</qTrib>
              <vUnTrib>45.9000000000</vUnTrib>
              <indTot>1</indTot>
            </prod>
            <imposto>
              <ICMS>
                <ICMSSN102>
                  <orig>0</orig>
                  <CSOSN>102</CSOSN>
                </ICMSSN102>
              </ICMS>
              <PIS>
                <PISOutr>
                  <CST>99</CST>
                  <vBC>0.00</vBC>
                  <pPIS>0.0000</pPIS>
                  <vPIS>0.00</vPIS>
                </PISOutr>
              </PIS>
              <COFINS>
                <COFINSOutr>
                  <CST>99</CST>
                  <vBC>0.00</vBC>
                  <pCOFINS>0.0000</pCOFINS>
                  <vCOFINS>0.00</vCOFINS>
                </COFINSOutr>
              </COFINS>
            </imposto>
          </det>
          <det nItem="2">
            <prod>
              <cProd>P2</cProd>
              <cEAN>SEM GTIN</cEAN>
              <xProd>Rolo</xProd>
              <NCM>32091010</NCM>
              <CFOP>5102</CFOP>
              <uCom>UN</uCom>
              <qCom>1.0000</qCom>
              <vUnCom>10.0000000000</vUnCom>
              <vProd>10.00</vProd>
              <cEANTrib>SEM GTIN</cEANTrib>
              <uTrib>UN</uTrib>
              <qTrib>1.0000</qTrib>
              <vUnTrib>10.0000000000</vUnTrib>
              <indTot>1</indTot>
            </prod>
            <imposto>
              <ICMS>
                <ICMSSN102>
                  <orig>0</orig>
                  <CSOSN>102</CSOSN>
                </ICMSSN102>
              </ICMS>
              <PIS>
                <PISOutr>
                  <CST>99</CST>
                  <vBC>0.00</vBC>
                  <pPIS>0.0000</pPIS>
                  <vPIS>0.00</vPIS>
                </PISOutr>
              </PIS>
              <COFINS>
                <COFINSOutr>
                  <CST>99</CST>
                  <vBC>0.00</vBC>
                  <pCOFINS>0.0000</pCOFINS>
                  <vCOFINS>0.00</vCOFINS>
                </COFINSOutr>
              </COFINS>
            </imposto>
          </det>
          <total>
            <ICMSTot>
              <vBC>0.00</vBC>
              <vICMS>0.00</vICMS>
              <vICMSDeson>0.00</vICMSDeson>
              <vFCP>0.00</vFCP>
              <vBCST>0.00</vBCST>
              <vST>0.00</vST>
              <vFCPST>0.00</vFCPST>
              <vFCPSTRet>0.00</vFCPSTRet>
              <vProd>101.80</vProd>
              <vFrete>0.00</vFrete>
              <vSeg>0.00</vSeg>
              <vDesc>1.80</vDesc>
              <vII>0.00</vII>
              <vIPI>0.00</vIPI>
              <vIPIDevol>0.00</vIPIDevol>
              <vPIS>0.00</vPIS>
              <vCOFINS>0.00</vCOFINS>
              <vOutro>0.00</vOutro>
              <vNF>100.00</vNF>
            </ICMSTot>
          </total>
          <transp>
            <modFrete>9</modFrete>
          </transp>
          <pag>
            <detPag>
              <tPag>15</tPag>
              <vPag>100.00</vPag>
            </detPag>
          </pag>
          <infAdic>
            <infCpl>Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI. Nota de demonstração: sem assinatura e sem autorização da SEFAZ, sem valor fiscal.</infCpl>
          </infAdic>
        </infNFe>
      </NFe>
      <protNFe versao="4.00">
        <infProt>
          <tpAmb>2</tpAmb>
          <verAplic>DEMONSTRACAO</verAplic>
          <chNFe>35260311222333000181550010000012341123456785</chNFe>
          <dhRecbto>2026-03-15T10:21:00-03:00</dhRecbto>
          <nProt>135260000000001</nProt>
          <cStat>100</cStat>
          <xMotivo>Autorizado o uso da NF-e</xMotivo>
        </infProt>
      </protNFe>
    </nfeProc>
`),
    );
  });

  it('tells a company in the same state, its registration, and a note above its items', () => {
    const xml = nfeProcXml({
      ...toConsumer,
      emitter: { ...toConsumer.emitter, tradeName: null, stateRegistration: null },
      recipient: {
        document: '11.444.777/0001-61',
        name: 'Obras Ltda',
        stateRegistration: '987.654.321.000',
        email: null,
        address: { ...toConsumer.emitter.address, number: '7' },
      },
      totalCents: 10_500,
    });
    expect(xml).toContain('<idDest>1</idDest>');
    expect(xml).toContain('<indFinal>0</indFinal>');
    // No trade name: the emitter's address follows its name.
    expect(xml).toMatch(/<emit><CNPJ>\d{14}<\/CNPJ><xNome>[^<]+<\/xNome><enderEmit>/);
    expect(xml).toContain('</enderEmit><IE>ISENTO</IE><CRT>1</CRT>');
    expect(xml).toContain('<dest><CNPJ>11444777000161</CNPJ><xNome>Obras Ltda</xNome>');
    expect(xml).toContain('<nro>7</nro>');
    expect(xml).toContain('<indIEDest>1</indIEDest><IE>987654321000</IE></dest>');
    expect(xml).not.toContain('<email>');
    expect(xml).toContain('<vDesc>0.00</vDesc>');
    expect(xml).toContain('<vOutro>3.20</vOutro><vNF>105.00</vNF>');
    expect(xml).toContain('<vPag>105.00</vPag>');
  });
});
