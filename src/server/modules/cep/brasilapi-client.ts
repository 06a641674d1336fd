import { z } from 'zod';
import { PostalCodeServiceError, type PostalAddress, type PostalCodeProvider } from './postal-code-provider.js';

/** BrasilAPI's CEP v2 address (`location` and `service` are read by nobody here). */
const brasilApiAddress = z.object({
  cep: z.string(),
  state: z.string(),
  city: z.string(),
  neighborhood: z.string().nullable().default(''),
  street: z.string().nullable().default(''),
});

/**
 * GET {base}/api/cep/v2/{cep} on BrasilAPI or anything that speaks its format: 200 with the address,
 * 404 (`CepPromiseError`) for a CEP that does not exist; anything else is a failure.
 */
export class BrasilApiCepClient implements PostalCodeProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(cep: string): Promise<PostalAddress | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/api/cep/v2/${cep}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      throw new PostalCodeServiceError(`BrasilAPI não respondeu: ${String(error)}`);
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new PostalCodeServiceError(`BrasilAPI respondeu ${response.status}`);
    const parsed = brasilApiAddress.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PostalCodeServiceError('BrasilAPI respondeu num formato inesperado');
    const body = parsed.data;
    return {
      cep: body.cep.replace(/\D/g, ''),
      state: body.state,
      city: body.city,
      district: body.neighborhood ?? '',
      street: body.street ?? '',
    };
  }
}
