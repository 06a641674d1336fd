import { z } from 'zod';
import { stateField } from './fields.js';

/** One of IBGE's municipalities: its 7-digit code and its name. */
export const municipality = z.object({ codigo: z.number().int(), nome: z.string() });
export type Municipality = z.infer<typeof municipality>;

/** GET /api/ibge/ufs/:uf/municipios: the state's municipalities, sorted by name. */
export const municipalitiesParams = z.object({ uf: stateField });
export const municipalitiesReply = z.object({ uf: z.string(), municipios: z.array(municipality) });
