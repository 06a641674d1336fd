import { nfeAccessKey } from '../../../shared/br/nfe-key.js';
import { ibgeStateCodes } from '../../../shared/br/ibge.js';
import { onlyAlphanumeric, onlyDigits } from '../../../shared/br/only-digits.js';

export type NfeAddress = {
  street: string;
  number: string;
  district: string;
  /** IBGE code of the municipality (7 digits). */
  cityCode: string;
  city: string;
  state: string;
  cep: string;
};

export type NfeParty = {
  /** CPF (11 digits) or CNPJ (14, numeric or alphanumeric). */
  document: string;
  name: string;
  tradeName?: string | null;
  address: NfeAddress;
  stateRegistration?: string | null;
  email?: string | null;
};

export type NfeItem = { code: string; description: string; unit: string; quantity: number; unitCents: number };

/** What one note says; the key, check digit and totals are derived from it. */
export type NfeNote = {
  series: number;
  number: number;
  randomCode: number;
  /** Local date-time with offset, e.g. 2026-03-15T10:20:00-03:00. */
  issuedAt: string;
  emitter: NfeParty;
  recipient: NfeParty;
  items: NfeItem[];
  /** The note's value (vNF), which may differ from the items by discount or surcharge. */
  totalCents: number;
  /** Payment form (tPag): 01 cash, 03 credit card, 15 boleto ... */
  paymentCode: string;
  /** Authorisation protocol number (nProt) and when it was given. */
  protocol: string;
  authorisedAt: string;
};

const NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** Paint, varnish and similar goods (NCM 3209.10.10); every demo item is sold inside the state (CFOP 5102). */
const PAINT_NCM = '32091010';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One element; `children` already XML, so only leaves are escaped. */
const el = (name: string, children: string, attributes = '') => `<${name}${attributes}>${children}</${name}>`;
const leaf = (name: string, value: string) => el(name, escape(value));
const money = (cents: number) => (cents / 100).toFixed(2);

function address(tag: string, a: NfeAddress): string {
  return el(
    tag,
    leaf('xLgr', a.street) +
      leaf('nro', a.number || 'S/N') +
      leaf('xBairro', a.district) +
      leaf('cMun', a.cityCode) +
      leaf('xMun', a.city) +
      leaf('UF', a.state) +
      leaf('CEP', onlyDigits(a.cep)) +
      leaf('cPais', '1058') +
      leaf('xPais', 'BRASIL'),
  );
}

function documentOf(document: string): string {
  const value = onlyAlphanumeric(document);
  return value.length === 11 ? leaf('CPF', value) : leaf('CNPJ', value);
}

function item(index: number, it: NfeItem): string {
  const total = money(it.quantity * it.unitCents);
  const quantity = it.quantity.toFixed(4);
  const unit = (it.unitCents / 100).toFixed(10);
  const prod =
    leaf('cProd', it.code) +
    leaf('cEAN', 'SEM GTIN') +
    leaf('xProd', it.description) +
    leaf('NCM', PAINT_NCM) +
    leaf('CFOP', '5102') +
    leaf('uCom', it.unit) +
    leaf('qCom', quantity) +
    leaf('vUnCom', unit) +
    leaf('vProd', total) +
    leaf('cEANTrib', 'SEM GTIN') +
    leaf('uTrib', it.unit) +
    leaf('qTrib', quantity) +
    leaf('vUnTrib', unit) +
    leaf('indTot', '1');
  // Simples Nacional without credit permission (CSOSN 102): ICMS is paid in the DAS, not per note.
  const zeroed = (tag: string, rate: string, value: string) =>
    el(tag, el(`${tag}Outr`, leaf('CST', '99') + leaf('vBC', '0.00') + leaf(rate, '0.0000') + leaf(value, '0.00')));
  const taxes =
    el('ICMS', el('ICMSSN102', leaf('orig', '0') + leaf('CSOSN', '102'))) +
    zeroed('PIS', 'pPIS', 'vPIS') +
    zeroed('COFINS', 'pCOFINS', 'vCOFINS');
  return el('det', el('prod', prod) + el('imposto', taxes), ` nItem="${index + 1}"`);
}

function totals(note: NfeNote): string {
  const products = note.items.reduce((sum, it) => sum + it.quantity * it.unitCents, 0);
  const zero = (tags: string[]) => tags.map((tag) => leaf(tag, '0.00')).join('');
  return el(
    'total',
    el(
      'ICMSTot',
      zero(['vBC', 'vICMS', 'vICMSDeson', 'vFCP', 'vBCST', 'vST', 'vFCPST', 'vFCPSTRet']) +
        leaf('vProd', money(products)) +
        zero(['vFrete', 'vSeg']) +
        leaf('vDesc', money(Math.max(0, products - note.totalCents))) +
        zero(['vII', 'vIPI', 'vIPIDevol', 'vPIS', 'vCOFINS']) +
        leaf('vOutro', money(Math.max(0, note.totalCents - products))) +
        leaf('vNF', money(note.totalCents)),
    ),
  );
}

/** The access key of a note: the emitter's state and CNPJ, the issue month, series, number, code. */
export function keyOf(note: NfeNote): string {
  return nfeAccessKey({
    stateCode: ibgeStateCodes[note.emitter.address.state] ?? 0,
    // Stryker disable next-line MethodExpression: equivalent; the key reads only the year and month of the date.
    issuedOn: note.issuedAt.slice(0, 10),
    cnpj: note.emitter.document,
    series: note.series,
    number: note.number,
    randomCode: note.randomCode,
  });
}

/**
 * The note as an NF-e 4.00 'nfeProc' (the NFe plus its protNFe), in the homologation environment
 * (tpAmb 2): it is not signed and SEFAZ never saw it, so it has no fiscal value (docs/fiscal.md).
 */
export function nfeProcXml(note: NfeNote): string {
  const key = keyOf(note);
  const e = note.emitter;
  const r = note.recipient;
  const ide =
    leaf('cUF', key.slice(0, 2)) +
    leaf('cNF', key.slice(35, 43)) +
    leaf('natOp', 'Venda de mercadoria') +
    leaf('mod', '55') +
    leaf('serie', String(note.series)) +
    leaf('nNF', String(note.number)) +
    leaf('dhEmi', note.issuedAt) +
    leaf('tpNF', '1') +
    leaf('idDest', r.address.state === e.address.state ? '1' : '2') +
    leaf('cMunFG', e.address.cityCode) +
    leaf('tpImp', '1') +
    leaf('tpEmis', '1') +
    leaf('cDV', key.slice(43)) +
    leaf('tpAmb', '2') +
    leaf('finNFe', '1') +
    leaf('indFinal', onlyAlphanumeric(r.document).length === 11 ? '1' : '0') +
    leaf('indPres', '1') +
    leaf('procEmi', '0') +
    leaf('verProc', 'Balcao 1.0');
  const emit =
    documentOf(e.document) +
    leaf('xNome', e.name) +
    (e.tradeName ? leaf('xFant', e.tradeName) : '') +
    address('enderEmit', e.address) +
    // The layout's IE is digits or ISENTO: an empty element does not pass SEFAZ's schema.
    leaf('IE', (e.stateRegistration && onlyDigits(e.stateRegistration)) || 'ISENTO') +
    leaf('CRT', '1');
  const dest =
    documentOf(r.document) +
    leaf('xNome', r.name) +
    address('enderDest', r.address) +
    leaf('indIEDest', r.stateRegistration ? '1' : '9') +
    (r.stateRegistration ? leaf('IE', onlyDigits(r.stateRegistration)) : '') +
    (r.email ? leaf('email', r.email) : '');
  const infNFe =
    el('ide', ide) +
    el('emit', emit) +
    el('dest', dest) +
    note.items.map((it, index) => item(index, it)).join('') +
    totals(note) +
    el('transp', leaf('modFrete', '9')) +
    el('pag', el('detPag', leaf('tPag', note.paymentCode) + leaf('vPag', money(note.totalCents)))) +
    el(
      'infAdic',
      leaf(
        'infCpl',
        'Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI. ' +
          'Nota de demonstração: sem assinatura e sem autorização da SEFAZ, sem valor fiscal.',
      ),
    );
  const prot = el(
    'infProt',
    leaf('tpAmb', '2') +
      leaf('verAplic', 'DEMONSTRACAO') +
      leaf('chNFe', key) +
      leaf('dhRecbto', note.authorisedAt) +
      leaf('nProt', note.protocol) +
      leaf('cStat', '100') +
      leaf('xMotivo', 'Autorizado o uso da NF-e'),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    el(
      'nfeProc',
      el('NFe', el('infNFe', infNFe, ` Id="NFe${key}" versao="4.00"`), ` xmlns="${NAMESPACE}"`) +
        el('protNFe', prot, ' versao="4.00"'),
      ` xmlns="${NAMESPACE}" versao="4.00"`,
    )
  );
}
