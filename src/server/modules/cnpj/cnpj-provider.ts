/** A company as the CNPJ registry has it, in our words; empty text for what it does not have. */
export type CompanyRecord = {
  cnpj: string;
  legalName: string;
  tradeName: string;
  cep: string;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  complement: string;
  phone: string;
  email: string;
};

/** Any CNPJ service: undefined when the CNPJ is not registered, an error when the service fails. */
export interface CnpjProvider {
  lookup(cnpj: string): Promise<CompanyRecord | undefined>;
}

export class CnpjServiceError extends Error {}
