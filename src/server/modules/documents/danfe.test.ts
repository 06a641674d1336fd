import sharp from 'sharp';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatNfeKey } from '../../../shared/br/nfe-key.js';
import { pdfDrawing } from '../../test/pdf-drawing.js';
import { pdfImages } from '../../test/pdf-images.js';
import { renderDanfe } from './danfe.js';

const key = '35261199999090910270550020000001231180051273';

function item(n: number) {
  return `<det nItem="${n}"><prod><cProd>P${n}</cProd><xProd>Produto ${n}</xProd><NCM>32091010</NCM><CFOP>5102</CFOP>
<uCom>GL</uCom><qCom>${n}.5000</qCom><vUnCom>1234.5</vUnCom><vProd>${n}0.10</vProd></prod>
<imposto><ICMS><ICMS00><CST>00</CST></ICMS00></ICMS></imposto></det>`;
}

function nfeProc(opts: { items: number; environment: 1 | 2; recipient: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
<NFe><infNFe Id="NFe${key}" versao="4.00">
<ide><natOp>Venda de mercadoria</natOp><serie>2</serie><nNF>123</nNF><dhEmi>2026-11-05T10:00:00-03:00</dhEmi><tpAmb>${opts.environment}</tpAmb></ide>
<emit><CNPJ>99999090910270</CNPJ><xNome>Tintas Alfa Ltda</xNome><xFant>Alfa</xFant><enderEmit><xLgr>Rua das Cores</xLgr><nro>100</nro>
<xBairro>Centro</xBairro><xMun>Campinas</xMun><UF>SP</UF><CEP>13010001</CEP></enderEmit><IE>123456789012</IE></emit>
<dest>${opts.recipient}<xNome>Construtora Beta</xNome><enderDest><xLgr>Av. Brasil</xLgr><nro>2000</nro><xBairro>Jardim</xBairro>
<xMun>Santos</xMun><UF>SP</UF><CEP>11015000</CEP></enderDest><IE>987654321</IE></dest>
${Array.from({ length: opts.items }, (_, i) => item(i + 1)).join('')}
<total><ICMSTot><vBC>1.01</vBC><vICMS>2.02</vICMS><vBCST>3.03</vBCST><vST>4.04</vST><vProd>5.05</vProd><vFrete>6.06</vFrete>
<vSeg>7.07</vSeg><vDesc>8.08</vDesc><vIPI>9.09</vIPI><vOutro>10.1</vOutro><vNF>12345.67</vNF></ICMSTot></total>
<infAdic><infCpl>Pedido 77 do vendedor</infCpl></infAdic></infNFe></NFe>
<protNFe versao="4.00"><infProt><chNFe>${key}</chNFe><dhRecbto>2026-11-05T10:01:00-03:00</dhRecbto><nProt>135260000000001</nProt></infProt></protNFe></nfeProc>`;
}

const pagesOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })).text.map((page) =>
    page.replace(/\s+/g, ' '),
  );

describe('DANFE', () => {
  it('prints every field of the note, formatted the Brazilian way', async () => {
    const pdf = await renderDanfe(nfeProc({ items: 1, environment: 1, recipient: '<CNPJ>11222333000181</CNPJ>' }));
    expect((await getMeta(new Uint8Array(pdf))).info).toMatchObject({ Title: 'DANFE 123' });
    const [page, ...more] = await pagesOf(pdf);
    expect(more).toEqual([]);
    const inOrder = [
      'RECEBEMOS DE TINTAS ALFA LTDA OS PRODUTOS CONSTANTES DA NOTA FISCAL INDICADA AO LADO',
      'DATA DE RECEBIMENTO',
      'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR',
      'NF-E',
      'Nº 000.000.123 Série 2',
      'Tintas Alfa Ltda',
      'Rua das Cores, 100 - Centro',
      'Campinas - SP CEP 13010-001',
      'DANFE',
      'Documento Auxiliar da Nota Fiscal Eletrônica',
      '0 - ENTRADA 1 - SAÍDA [1]',
      'Nº 000.000.123 SÉRIE 2',
      'CHAVE DE ACESSO',
      formatNfeKey(key),
      'Consulta de autenticidade no portal nacional da NF-e',
      'NATUREZA DA OPERAÇÃO',
      'Venda de mercadoria',
      'PROTOCOLO DE AUTORIZAÇÃO DE USO',
      '135260000000001 - 05/11/2026 10:01:00',
      'INSCRIÇÃO ESTADUAL',
      '123456789012',
      'INSCRIÇÃO ESTADUAL DO SUBST. TRIB.',
      'CNPJ',
      '99.999.090/9102-70',
      'DESTINATÁRIO / REMETENTE',
      'NOME / RAZÃO SOCIAL Construtora Beta',
      'CNPJ / CPF 11.222.333/0001-81',
      'DATA DA EMISSÃO 05/11/2026',
      'ENDEREÇO Av. Brasil, 2000',
      'BAIRRO / DISTRITO Jardim',
      'CEP 11015-000',
      'DATA DA SAÍDA 05/11/2026',
      'MUNICÍPIO Santos',
      'UF SP',
      'INSCRIÇÃO ESTADUAL 987654321',
      'CÁLCULO DO IMPOSTO',
      'BASE DE CÁLCULO DO ICMS 1,01',
      'VALOR DO ICMS 2,02',
      'BASE DE CÁLCULO ICMS ST 3,03',
      'VALOR DO ICMS SUBSTITUIÇÃO 4,04',
      'VALOR DO IPI 9,09',
      'VALOR TOTAL DOS PRODUTOS 5,05',
      'VALOR DO FRETE 6,06',
      'VALOR DO SEGURO 7,07',
      'DESCONTO 8,08',
      'OUTRAS DESPESAS ACESSÓRIAS 10,10 VALOR TOTAL DA NOTA 12.345,67',
      'DADOS DOS PRODUTOS / SERVIÇOS',
      'CÓDIGO DESCRIÇÃO DO PRODUTO / SERVIÇO NCM/SH CSOSN CFOP UN QUANT. VALOR UNIT. VALOR TOTAL',
      'P1 Produto 1 32091010 00 5102 GL 1,5000 1.234,50 10,10',
      'DADOS ADICIONAIS',
      'INFORMAÇÕES COMPLEMENTARES',
      'Pedido 77 do vendedor',
      // The sheet count, known at the end, is written last (in the header's box).
      'FOLHA 1/1',
    ];
    let from = 0;
    for (const text of inOrder) {
      const at = page?.indexOf(text, from) ?? -1;
      expect(at, `${text} depois de ${inOrder[inOrder.indexOf(text) - 1]}`).toBeGreaterThanOrEqual(0);
      from = at + text.length;
    }
    expect(page).not.toContain('SEM VALOR FISCAL');
  });

  it('writes a CPF recipient as a CPF, and marks every sheet of a homologation note as having no fiscal value', async () => {
    const pages = await pagesOf(
      await renderDanfe(nfeProc({ items: 60, environment: 2, recipient: '<CPF>52998224725</CPF>' })),
    );
    expect(pages[0]).toContain('CNPJ / CPF 529.982.247-25');
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.split('SEM VALOR FISCAL')).toHaveLength(2);
  });

  it('continues the items on a new page, under the column titles again, and each item once', async () => {
    const pages = await pagesOf(
      await renderDanfe(nfeProc({ items: 60, environment: 1, recipient: '<CNPJ>11222333000181</CNPJ>' })),
    );
    expect(pages).toHaveLength(2);
    const all = pages.join(' ');
    for (let n = 1; n <= 60; n++) expect(all.split(` Produto ${n} `)).toHaveLength(2);
    // The first sheet holds 31 items above its bottom margin, then the sheet count written last.
    expect(pages[0]).toMatch(/ P31 Produto 31 32091010 00 5102 GL 31,5000 1\.234,50 310,10 FOLHA 1\/2\s*$/);
    expect(pages[0]).not.toContain('DADOS ADICIONAIS');
    expect(pages[1]).toMatch(/^\s*CÓDIGO DESCRIÇÃO DO PRODUTO .* DANFE Nº 000\.000\.123 SÉRIE 2 FOLHA 2\/2\s*$/);
    expect(pages.at(-1)).toContain('DADOS ADICIONAIS');
  });

  it("draws the emitter's logo at the top of the header, only when given", async () => {
    const xml = nfeProc({ items: 1, environment: 1, recipient: '<CNPJ>11222333000181</CNPJ>' });
    expect(pdfImages(await renderDanfe(xml))).toEqual([]);
    const logo = await sharp({ create: { width: 280, height: 70, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    expect(pdfImages(await renderDanfe(xml, logo))).toEqual([{ width: 280, height: 70, drawnHeights: [35] }]);
  });

  it('draws every box, line, text and size where the committed drawings have them (__snapshots__/danfe-*.drawing.txt)', async () => {
    const logo = await sharp({ create: { width: 280, height: 70, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const sale = nfeProc({ items: 1, environment: 1, recipient: '<CNPJ>11222333000181</CNPJ>' });
    // Two sheets of a homologation note: the items' continuation and the watermark on each; a long
    // recipient name and item description, smaller in their boxes and cut with '…' past the smallest size.
    const homologation = nfeProc({ items: 33, environment: 2, recipient: '<CPF>52998224725</CPF>' })
      .replace(
        '<xNome>Construtora Beta</xNome>',
        '<xNome>Construtora e Incorporadora Beta Empreendimentos Imobiliários e Participações Ltda - SPE Jardim</xNome>',
      )
      .replace(
        '<xProd>Produto 2</xProd>',
        '<xProd>Tinta acrílica fosca premium branco neve 18 L para paredes internas e externas</xProd>',
      )
      .replace(
        '<xProd>Produto 3</xProd>',
        '<xProd>Tinta acrílica fosca premium branco neve 18 L para paredes internas e externas, alto rendimento, secagem rápida</xProd>',
      );
    // A change here is a change in the printed DANFE: look at the PDF, then run this file with `--update`.
    await expect(pdfDrawing(await renderDanfe(sale, logo))).toMatchFileSnapshot('__snapshots__/danfe-sale.drawing.txt');
    await expect(pdfDrawing(await renderDanfe(homologation))).toMatchFileSnapshot(
      '__snapshots__/danfe-homologation.drawing.txt',
    );
  });
});
