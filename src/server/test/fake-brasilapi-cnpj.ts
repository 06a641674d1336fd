import { serveFake, type FakeServer } from './fake-server.js';

/** A registered company: its CEP is one the ViaCEP fake knows (Campinas), so the form's CEP lookup runs after. */
export const FOUND_CNPJ = '19100001000136';
/** A company whose CEP comes as a number (leading zero lost), with no trade name, phone or e-mail. */
export const SPARSE_CNPJ = '33000000000140';
/** The service fails (500), never answers, or answers something that is not its JSON. */
export const FAILING_CNPJ = '60601045000143';
export const SILENT_CNPJ = '11000001000152';
export const MALFORMED_CNPJ = '22200002000167';

/** What the fake knows, in BrasilAPI's CNPJ v1 reply format (trimmed of CNAEs and partners' details). */
const companies: Record<string, object> = {
  [FOUND_CNPJ]: {
    cnpj: FOUND_CNPJ,
    identificador_matriz_filial: 1,
    descricao_matriz_filial: 'MATRIZ',
    razao_social: 'TINTAS HORIZONTE COMERCIO DE TINTAS LTDA',
    nome_fantasia: 'TINTAS HORIZONTE',
    situacao_cadastral: 2,
    descricao_situacao_cadastral: 'ATIVA',
    cnae_fiscal: 4741500,
    cnae_fiscal_descricao: 'Comércio varejista de tintas e materiais para pintura',
    descricao_tipo_de_logradouro: 'RUA',
    logradouro: 'BARAO DE JAGUARA',
    numero: '1481',
    complemento: 'SALA 12',
    bairro: 'CENTRO',
    cep: '13015904',
    uf: 'SP',
    codigo_municipio: 6291,
    municipio: 'CAMPINAS',
    ddd_telefone_1: '1932345678',
    ddd_telefone_2: '',
    ddd_fax: '',
    email: 'COMPRAS@TINTASHORIZONTE.COM.BR',
    qsa: [],
    cnaes_secundarios: [],
  },
  [SPARSE_CNPJ]: {
    cnpj: SPARSE_CNPJ,
    razao_social: 'CONSTRUTORA PAULISTA LTDA',
    nome_fantasia: null,
    descricao_tipo_de_logradouro: 'AVENIDA',
    logradouro: 'AVENIDA PAULISTA',
    numero: '1000',
    complemento: null,
    bairro: 'BELA VISTA',
    cep: 1310100,
    uf: 'SP',
    municipio: 'SAO PAULO',
    ddd_telefone_1: '',
    email: null,
  },
};

/** BrasilAPI's refusal of a CNPJ the registry does not have (HTTP 404). */
const notFound = (cnpj: string) => ({
  message: `CNPJ ${cnpj} não encontrado.`,
  type: 'not_found',
  name: 'NotFoundError',
});

/** A BrasilAPI look-alike on 127.0.0.1 for GET /api/cnpj/v1/{cnpj}, for tests and the browser journeys. */
export function startFakeBrasilApiCnpj(port = 0): Promise<FakeServer> {
  return serveFake(port, (req, res) => {
    const cnpj = /^\/api\/cnpj\/v1\/([0-9A-Z]{14})$/.exec(req.url ?? '')?.[1];
    const json = (status: number, body: object) =>
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (!cnpj) return json(400, { message: 'CNPJ inválido.', type: 'bad_request', name: 'BadRequestError' });
    if (cnpj === SILENT_CNPJ) return;
    if (cnpj === FAILING_CNPJ) return json(500, { message: 'Erro interno', type: 'service_error' });
    if (cnpj === MALFORMED_CNPJ) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
    const company = companies[cnpj];
    return company ? json(200, company) : json(404, notFound(cnpj));
  });
}
