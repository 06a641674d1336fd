import { z } from 'zod';
import { PostalCodeServiceError, type PostalAddress, type PostalCodeProvider } from './postal-code-provider.js';

/** ViaCEP's answer: the address, or `{ "erro": true }` (older versions send the string "true"). */
const viaCepReply = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    uf: z.string(),
    localidade: z.string(),
    bairro: z.string().default(''),
    logradouro: z.string().default(''),
    ibge: z.string().optional(),
  }),
]);

/** GET {base}/{cep}/json/ on ViaCEP or anything that speaks its format. */
export class ViaCepClient implements PostalCodeProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(cep: string): Promise<PostalAddress | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/${cep}/json/`, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      throw new PostalCodeServiceError(`ViaCEP não respondeu: ${String(error)}`);
    }
    if (response.status === 400 || response.status === 404) return undefined;
    if (!response.ok) throw new PostalCodeServiceError(`ViaCEP respondeu ${response.status}`);
    const parsed = viaCepReply.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PostalCodeServiceError('ViaCEP respondeu num formato inesperado');
    const body = parsed.data;
    if ('erro' in body) return undefined;
    return {
      cep: body.cep.replace(/\D/g, ''),
      state: body.uf,
      city: body.localidade,
      district: body.bairro,
      street: body.logradouro,
      ...(body.ibge && /^\d{7}$/.test(body.ibge) ? { cityCode: Number(body.ibge) } : {}),
    };
  }
}
