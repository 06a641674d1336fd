import { beforeEach, describe, expect, it } from 'vitest';
import { find, findAll, parseXml, textAt } from './xml-tree.js';

const nfe = `<?xml version="1.0"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><infNFe Id="NFe35" versao="4.00">
  <emit><xNome> Tintas Alfa </xNome><enderEmit><xMun>Campinas</xMun></enderEmit></emit>
  <dest><enderDest><xMun>Santos</xMun></enderDest></dest>
  <det nItem="1"><prod><xProd>Látex</xProd></prod></det>
  <det nItem="2"><prod><xProd>Rolo</xProd></prod></det>
</infNFe></NFe><ns:protNFe xmlns:ns="x"><ns:nProt>135</ns:nProt></ns:protNFe></nfeProc>`;

describe('xml tree', () => {
  // Parsed in each test, not once for the file: mutation testing credits a test with the code it runs.
  let root: ReturnType<typeof parseXml>;
  beforeEach(() => {
    root = parseXml(nfe);
  });

  it('reads names without prefix, attributes and text', () => {
    const infNFe = find(root, 'infNFe');
    expect(infNFe?.attributes).toEqual({ Id: 'NFe35', versao: '4.00' });
    expect(root.children.map((c) => c.name)).toEqual(['nfeProc']);
    expect(find(root, 'protNFe/nProt')?.text).toBe('135');
    expect(find(root, 'emit/xNome')?.text).toBe(' Tintas Alfa ');
  });

  it('follows a path of names, each under the one before', () => {
    expect(textAt(root, 'emit/enderEmit/xMun')).toBe('Campinas');
    expect(textAt(root, 'dest/xMun')).toBe('Santos');
    expect(textAt(root, 'emit/xNome')).toBe('Tintas Alfa');
    expect(find(root, 'emit/enderDest')).toBeUndefined();
    expect(textAt(root, 'emit/nada')).toBe('');
    expect(textAt(undefined, 'emit')).toBe('');
  });

  it('finds every element of a name in document order', () => {
    expect(findAll(root, 'det').map((d) => d.attributes.nItem)).toEqual(['1', '2']);
    expect(findAll(root, 'xProd').map((p) => p.text)).toEqual(['Látex', 'Rolo']);
    expect(findAll(root, 'nada')).toEqual([]);
  });

  it('throws on malformed XML', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
  });
});
