/** An address found for a CEP, in our words; `cityCode` is IBGE's, when the service gives it. */
export type PostalAddress = {
  cep: string;
  state: string;
  city: string;
  district: string;
  street: string;
  cityCode?: number;
};

/** Any postal-code service: undefined when the CEP does not exist, an error when the service fails. */
export interface PostalCodeProvider {
  lookup(cep: string): Promise<PostalAddress | undefined>;
}

export class PostalCodeServiceError extends Error {}
