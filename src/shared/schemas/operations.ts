import { z } from 'zod';
import { envelope } from './envelope.js';

/** What /healthz and /readyz answer when all is well; a refusal is the envelope's `exception` (503). */
export const probeReply = envelope({ status: z.literal('ok') });
