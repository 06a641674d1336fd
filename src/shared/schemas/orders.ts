import { z } from 'zod';
import { int4 } from './int4.js';
import { validationMessages as m } from '../validation-messages.js';
import { cartHeader, cartMessages } from './cart.js';
import { envelope } from './envelope.js';

/** The order calls of the spec (section 7): what they take and what they answer, besides the cart. */

/** An order code the order calls read; anything else is 'Pedido não encontrado.'. */
const orderCode = int4(
  z.coerce.number({ error: cartMessages.orderNotFound }).int().positive(cartMessages.orderNotFound),
  cartMessages.orderNotFound,
);

/** PUT /pedido/{orderCode} and POST /api/pedidos/{orderCode}/cancelar. */
export const orderCodeParams = z.object({ orderCode });

/**
 * The store (`loja`) a caller may name: a store's id, as a number or as digits. A grid row gives the
 * store's display name (`cfinljped`, any text): it names no id and is ignored, as are '', null and
 * no `loja` at all. So a row's fields can be sent back as they are.
 */
export const storeChoice = z
  .union([z.number(), z.string().max(200), z.null()])
  .optional()
  .transform((value) => {
    if (typeof value === 'number') return value;
    const text = value?.trim() ?? '';
    return /^\d+$/.test(text) ? Number(text) : undefined;
  })
  .pipe(int4(z.number().int(m.number).positive(m.number)).optional());

/** POST /load/budget 'select': the order to continue; a `loja` id moves it to that store. */
export const loadBudgetRequest = z.object({
  action: z.literal('select').default('select'),
  budgetId: orderCode,
  loja: storeChoice,
});

export const budgetDeletionRequest = z.object({ action: z.string().optional(), budgetId: orderCode });

/** POST /delete-budget: the new consumer budget that takes the deleted one's place. */
export const budgetDeletionReply = envelope({ retorno: z.literal(true), novoPedido: z.number() });

export const webOrderQuery = z.object({ cficodped: orderCode, tipe: z.string().max(20).optional() });

/** POST /consulta-pedido-web/results: empty when the caller may not see the order. */
export const webOrderStatusReply = envelope({
  resultSet: z.array(
    z.object({ cficodped: z.number(), cfitippdw: cartHeader.shape.tipoPagina, cfistapdw: z.string() }),
  ),
});

export const cancelReasonQuery = z.object({ codOpe: orderCode });
/** The reason, and who cancelled and when (ISO instant), when the order was cancelled here. */
export const cancelReasonReply = envelope({
  motivo: z.string(),
  canceladoPor: z.string().nullable(),
  canceladoEm: z.string().nullable(),
});

const units = int4(z.coerce.number({ error: m.number }).int(m.number).positive(m.number));

/** POST /api/pedidos/{orderCode}/devolver: the lines and units coming back, with the reason. */
export const returnRequest = z.object({
  motivo: z
    .string({ error: cartMessages.returnReasonRequired })
    .trim()
    .min(1, cartMessages.returnReasonRequired)
    .max(500),
  itens: z
    .array(z.object({ item: int4(z.coerce.number().int().positive()), quantidade: units }), {
      error: cartMessages.returnNothing,
    })
    .min(1, cartMessages.returnNothing)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.item)).size === lines.length, cartMessages.returnRepeated),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

/** POST /api/pedidos/{orderCode}/devolucoes: the returns of a sale, oldest first. */
export const returnsReply = envelope({
  cficodped: z.number(),
  cfinclped: z.string(),
  devolucoes: z.array(
    z.object({
      codigo: z.number(),
      /** When it was recorded (ISO instant). */
      data: z.string(),
      operador: z.string(),
      motivo: z.string(),
      /** The lines' value (reais): units × price, less the line's discount in proportion. */
      valor: z.number(),
      itens: z.array(z.object({ item: z.number(), descricao: z.string(), quantidade: z.number() })),
    }),
  ),
});
export type ReturnsReply = z.infer<typeof returnsReply>;

/** POST /entrega-pedido/get: the deliveries of one order, optionally of one store (`loja`, as above). */
export const deliveriesRequest = z.object({
  action: z.literal('select').default('select'),
  budgetId: int4(z.coerce.number().int().positive()),
  loja: storeChoice,
});

/** A delivery of an order (spec entity 'Delivery', suffix pet), as the /entregas grid also lists it. */
export const deliveryRow = z.object({
  cficodpet: z.number(),
  cfipedpet: z.number(),
  cfidtepet: z.string(),
  cficlipet: z.number().nullable(),
  /** The customer's trade name on the delivery, else the order's customer name. */
  cfifanpet: z.string().nullable(),
  /** The store's display name. */
  cfinljpet: z.string().nullable(),
  cfivalpet: z.number(),
  /** The delivery's discount: a seller's field, never sent to a customer. */
  cfidscpet: z.number().optional(),
  cfistapet: z.string(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

export const deliveriesReply = envelope({ resultSet: z.array(deliveryRow) });
