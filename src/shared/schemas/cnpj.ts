import { z } from 'zod';
import { envelope } from './envelope.js';

/** GET /api/cnpj/:cnpj: the CNPJ as typed (masked or bare, numeric or alphanumeric). */
export const cnpjLookupParams = z.object({ cnpj: z.string().max(20) });

/**
 * A company found by its CNPJ, in the customer form's own field names (so the form fills itself):
 * bare digits for cep and telefone; empty text for what the registry does not have.
 */
export const cnpjLookupReply = envelope({
  cnpj: z.string(),
  nome: z.string(),
  fantasia: z.string(),
  cep: z.string(),
  estado: z.string(),
  cidade: z.string(),
  bairro: z.string(),
  endereco: z.string(),
  numero: z.string(),
  complemento: z.string(),
  telefone: z.string(),
  email: z.string(),
});
export type CnpjLookupReply = z.infer<typeof cnpjLookupReply>;
