/** An address found for a CEP, in our words. */
export type PostalAddress = { cep: string; state: string; city: string; district: string; street: string };

/** Any postal-code service: undefined when the CEP does not exist, an error when the service fails. */
export interface PostalCodeProvider {
  lookup(cep: string): Promise<PostalAddress | undefined>;
}

export class PostalCodeServiceError extends Error {}
