import { z } from 'zod';
import { CnpjServiceError, type CnpjProvider, type CompanyRecord } from './cnpj-provider.js';

/** Text the registry may leave null (or, for the CEP, send as a number). */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/** The fields of BrasilAPI's CNPJ v1 reply we read (it has many more: CNAEs, partners ...). */
const brasilApiCompany = z.object({
  cnpj: text,
  razao_social: z.string(),
  nome_fantasia: text,
  cep: text,
  uf: text,
  municipio: text,
  bairro: text,
  descricao_tipo_de_logradouro: text,
  logradouro: text,
  numero: text,
  complemento: text,
  ddd_telefone_1: text,
  email: text,
});
type BrasilApiCompany = z.output<typeof brasilApiCompany>;

/**
 * 'PAULISTA' with its kind 'AVENIDA' is 'AVENIDA PAULISTA', unless the street already says so; a
 * kind without a street is no address.
 */
function streetOf(company: BrasilApiCompany): string {
  const kind = company.descricao_tipo_de_logradouro;
  const street = company.logradouro;
  if (!kind || !street || street.toUpperCase().startsWith(`${kind.toUpperCase()} `)) return street;
  return `${kind} ${street}`;
}

function recordOf(company: BrasilApiCompany, asked: string): CompanyRecord {
  const digits = (value: string) => value.replace(/\D/g, '');
  const cep = digits(company.cep);
  return {
    cnpj: company.cnpj || asked,
    legalName: company.razao_social.trim(),
    tradeName: company.nome_fantasia,
    // The registry sends the CEP as a number at times, losing its leading zero.
    cep: cep ? cep.padStart(8, '0') : '',
    state: company.uf,
    city: company.municipio,
    district: company.bairro,
    street: streetOf(company),
    number: company.numero,
    complement: company.complemento,
    phone: digits(company.ddd_telefone_1),
    email: company.email.toLowerCase(),
  };
}

/**
 * GET {base}/api/cnpj/v1/{cnpj} on BrasilAPI or anything that speaks its format: 200 with the
 * company, 404 for a CNPJ the registry does not have (400 for one it calls invalid); anything else,
 * a timeout or an unexpected body is a failure.
 */
export class BrasilApiCnpjClient implements CnpjProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(cnpj: string): Promise<CompanyRecord | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/api/cnpj/v1/${encodeURIComponent(cnpj)}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      throw new CnpjServiceError(`BrasilAPI (CNPJ) não respondeu: ${String(error)}`);
    }
    if (response.status === 400 || response.status === 404) return undefined;
    if (!response.ok) throw new CnpjServiceError(`BrasilAPI (CNPJ) respondeu ${response.status}`);
    const parsed = brasilApiCompany.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new CnpjServiceError('BrasilAPI (CNPJ) respondeu num formato inesperado');
    return recordOf(parsed.data, cnpj);
  }
}
