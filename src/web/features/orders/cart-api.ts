import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { cartCalls } from '../../../shared/contract/cart';
import { orderCalls } from '../../../shared/contract/orders';
import { STOCK_ALERT_MS } from '../../../shared/domain/quantity';
import {
  cartMessages,
  cartRefusal,
  type addItemRequest,
  type CartReply,
  type directRequest,
  type discountsRequest,
  type productSearchRequest,
} from '../../../shared/schemas/cart';
import type { renewRequest, termsRequest } from '../../../shared/schemas/order-terms';
import { api, ApiError, queryKeyOf, type CallOptions } from '../../lib/api-client';
import { serialQueue } from '../../lib/serial-queue';
import { showToast } from '../../lib/toasts';

/** The one cache key of a cart, wherever it is shown (terminal, sale details, deliveries, the shop's purchase). */
export const cartKey = (pedido: number | undefined) => queryKeyOf(cartCalls.load, { params: { pedido } });

export function useCart(pedido: number | undefined) {
  return useQuery({
    queryKey: cartKey(pedido),
    queryFn: () => api(cartCalls.load, { params: { pedido } }),
    enabled: pedido !== undefined,
  });
}

/** After a change the server trimmed to the stock: the spec's stock alert. */
export function warnIfAdjusted(cart: CartReply): void {
  if (cart.ajustado) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
}

/** Where a queued change goes: the cart on screen (or the one the previous change created), at its version. */
type Target = { pedido: number | undefined; versao: number | undefined };
type Send = (target: Target, options: CallOptions) => Promise<CartReply>;
/** What a change says besides the cart and version, which the queue fills in. */
type Change<S extends z.ZodType> = Omit<z.input<S>, 'pedido' | 'versao'>;

/**
 * Every change to a cart: sends the version the screen shows, puts the server's cart (and its
 * figures) in the cache, and after a concurrent edit shows the fresh cart the server sent back.
 * Each resolves to the new cart, or undefined when the server refused (its message is already shown);
 * a credit block on directing the order is thrown, for the screen to ask.
 */
export function useCartChange(pedido: number | undefined) {
  const queryClient = useQueryClient();
  // One change at a time: each one sends the version the previous one produced, so a quick second
  // edit by the same person is never taken for someone else's.
  const [queue] = useState(() => serialQueue());
  const code = useRef(pedido);
  useEffect(() => {
    code.current = pedido;
  }, [pedido]);
  const send = async (perform: Send, failureAsError: boolean): Promise<CartReply | undefined> => {
    const versao = queryClient.getQueryData<CartReply>(cartKey(code.current))?.pedido.versao;
    try {
      const cart = await perform({ pedido: code.current, versao }, { ownErrors: failureAsError });
      code.current = cart.pedido.codigo;
      queryClient.setQueryData(cartKey(cart.pedido.codigo), cart);
      warnIfAdjusted(cart);
      return cart;
    } catch (error) {
      if (!(error instanceof ApiError)) return undefined;
      if (failureAsError && error.body?.exception) showToast({ kind: 'error', message: error.body.exception });
      const refusal = cartRefusal.safeParse(error.body);
      const fresh = refusal.success ? refusal.data.carrinho : undefined;
      if (fresh) queryClient.setQueryData(cartKey(fresh.pedido.codigo), fresh);
      if (refusal.success && refusal.data.bloqueio) throw error;
      return undefined;
    }
  };
  const change = (perform: Send, failureAsError = false) => queue(() => send(perform, failureAsError));
  return {
    /** Sets a product's quantity (the first one starts the cart). */
    addItem: (item: Change<typeof addItemRequest>) =>
      change((target, options) => api(cartCalls.addItem, { body: { ...target, ...item } }, options)),
    removeItems: (itens: number[]) =>
      change((target, options) =>
        itens.length === 1
          ? api(cartCalls.removeItem, { body: { ...target, item: itens[0] } }, options)
          : api(cartCalls.removeItems, { body: { ...target, itens } }, options),
      ),
    chooseCustomer: (cliente: number) =>
      change((target, options) => api(cartCalls.chooseCustomer, { body: { ...target, cliente } }, options)),
    setDiscounts: (discounts: Change<typeof discountsRequest>) =>
      change((target, options) => api(cartCalls.discounts, { body: { ...target, ...discounts } }, options)),
    saveNote: (observacao: string) =>
      change((target, options) => api(cartCalls.observation, { body: { ...target, observacao } }, options)),
    /** The commercial terms; a refusal (a disabled payment method, too many instalments) shows its message. */
    setTerms: (terms: Change<typeof termsRequest>) =>
      change((target, options) => api(cartCalls.terms, { body: { ...target, ...terms } }, options), true),
    /** An expired budget at today's prices. */
    renew: (extra: Change<typeof renewRequest> = {}) =>
      change((target, options) => api(cartCalls.renew, { body: { ...target, ...extra } }, options), true),
    /** Directing the order: a refusal shows as an error toast (spec section 4). */
    direct: (orderCode: number, direction: Change<typeof directRequest>) =>
      change(
        (target, options) =>
          api(orderCalls.direct, { params: { orderCode }, body: { ...direction, versao: target.versao } }, options),
        true,
      ),
  };
}

export type ProductField = z.output<typeof productSearchRequest>['campo'];
export type ProductSearch = { termo: string; campo: ProductField; pagina: number; pedido?: number };

/** `pricedFor` (the cart's customer and condition) is part of the key: the prices follow them. */
export function useProductSearch(search: ProductSearch, pricedFor: unknown[] = []) {
  const request = { body: search };
  return useQuery({
    queryKey: [...queryKeyOf(cartCalls.productSearch, request), ...pricedFor],
    queryFn: () => api(cartCalls.productSearch, request, { quiet: true }),
    placeholderData: (previous) => previous,
  });
}
