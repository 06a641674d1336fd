import { PostalCodeServiceError, type PostalAddress, type PostalCodeProvider } from './postal-code-provider.js';

/**
 * Asks each service in turn until one answers: an address, or that the CEP does not exist (the
 * first answer is final, so a CEP ViaCEP says does not exist is not asked again elsewhere). Only
 * when every service failed is the lookup a failure.
 */
export class FallbackPostalCodeProvider implements PostalCodeProvider {
  constructor(private readonly providers: readonly PostalCodeProvider[]) {}

  async lookup(cep: string): Promise<PostalAddress | undefined> {
    const failures: string[] = [];
    for (const provider of this.providers) {
      try {
        return await provider.lookup(cep);
      } catch (error) {
        if (!(error instanceof PostalCodeServiceError)) throw error;
        failures.push(error.message);
      }
    }
    throw new PostalCodeServiceError(failures.join('; '));
  }
}
