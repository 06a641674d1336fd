import { badRequest } from '../../http/errors.js';
import { formatDay } from '../../../shared/br/dates.js';
import { messages } from '../../../shared/messages.js';
import { find, findAll, parseXml, textAt, type XmlNode } from './xml-tree.js';

export type DanfeParty = {
  name: string;
  document: string;
  stateRegistration: string;
  street: string;
  district: string;
  city: string;
  state: string;
  cep: string;
};

export type DanfeItem = {
  code: string;
  description: string;
  ncm: string;
  csosn: string;
  cfop: string;
  unit: string;
  quantity: string;
  unitValue: string;
  total: string;
};

/** What the DANFE prints, read from the nfeProc; amounts stay as the XML writes them (decimal reais). */
export type DanfeData = {
  key: string;
  number: string;
  series: string;
  issuedAt: string;
  operation: string;
  homologation: boolean;
  protocol: string;
  emitter: DanfeParty;
  recipient: DanfeParty;
  totals: Record<
    'vBC' | 'vICMS' | 'vBCST' | 'vST' | 'vProd' | 'vFrete' | 'vSeg' | 'vDesc' | 'vOutro' | 'vIPI' | 'vNF',
    string
  >;
  items: DanfeItem[];
  notes: string;
};

function party(node: XmlNode | undefined, addressTag: string): DanfeParty {
  const street = `${textAt(node, `${addressTag}/xLgr`)}, ${textAt(node, `${addressTag}/nro`)}`;
  return {
    name: textAt(node, 'xNome'),
    document: textAt(node, 'CNPJ') || textAt(node, 'CPF'),
    stateRegistration: textAt(node, 'IE'),
    street,
    district: textAt(node, `${addressTag}/xBairro`),
    city: textAt(node, `${addressTag}/xMun`),
    state: textAt(node, `${addressTag}/UF`),
    cep: textAt(node, `${addressTag}/CEP`),
  };
}

function itemOf(det: XmlNode): DanfeItem {
  return {
    code: textAt(det, 'prod/cProd'),
    description: textAt(det, 'prod/xProd'),
    ncm: textAt(det, 'prod/NCM'),
    csosn: textAt(det, 'ICMS/CSOSN') || textAt(det, 'ICMS/CST'),
    cfop: textAt(det, 'prod/CFOP'),
    unit: textAt(det, 'prod/uCom'),
    quantity: textAt(det, 'prod/qCom'),
    unitValue: textAt(det, 'prod/vUnCom'),
    total: textAt(det, 'prod/vProd'),
  };
}

/** The XML's '2026-11-05T10:01:00-03:00' as the DANFE prints it: '05/11/2026 10:01:00', the time where it was issued. */
export const dateTimeText = (iso: string) => (iso ? `${formatDay(iso.slice(0, 10))} ${iso.slice(11, 19)}`.trim() : '');

/** Reads an nfeProc (or a bare NFe); anything that is not an NF-e is a 400. */
export function danfeDataOf(xml: string): DanfeData {
  let root: XmlNode;
  try {
    root = parseXml(xml);
  } catch {
    throw badRequest(messages.fiscal.invalidXml);
  }
  const inf = find(root, 'infNFe');
  if (!inf) throw badRequest(messages.fiscal.invalidXml);
  const total = find(inf, 'ICMSTot');
  const totalKeys = [
    'vBC',
    'vICMS',
    'vBCST',
    'vST',
    'vProd',
    'vFrete',
    'vSeg',
    'vDesc',
    'vOutro',
    'vIPI',
    'vNF',
  ] as const;
  const emit = find(inf, 'emit');
  return {
    key: textAt(root, 'protNFe/chNFe') || (inf.attributes.Id ?? '').replace(/^NFe/, ''),
    number: textAt(inf, 'ide/nNF'),
    series: textAt(inf, 'ide/serie'),
    issuedAt: textAt(inf, 'ide/dhEmi'),
    operation: textAt(inf, 'ide/natOp'),
    homologation: textAt(inf, 'ide/tpAmb') === '2',
    protocol: [textAt(root, 'protNFe/nProt'), dateTimeText(textAt(root, 'protNFe/dhRecbto'))]
      .filter(Boolean)
      .join(' - '),
    emitter: party(emit, 'enderEmit'),
    recipient: party(find(inf, 'dest'), 'enderDest'),
    totals: Object.fromEntries(totalKeys.map((key) => [key, textAt(total, key) || '0.00'])) as DanfeData['totals'],
    items: findAll(inf, 'det').map(itemOf),
    notes: textAt(inf, 'infAdic/infCpl'),
  };
}
