import { z } from 'zod';

/**
 * Messages zod writes itself (a value of the wrong type, a config variable out of range) come in
 * Brazilian Portuguese. Every rule of the spec sets its own exact message on top of this.
 */
z.config(z.locales.ptBR());
