import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { STOCK_ALERT_MS } from '../../../shared/domain/quantity';
import { cartMessages, type CartReply, type ProductHit } from '../../../shared/schemas/cart';
import { ApiError, call } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

export const cartKey = (pedido: number | undefined) => ['carrinho', pedido] as const;

export function useCart(pedido: number | undefined) {
  return useQuery({
    queryKey: cartKey(pedido),
    queryFn: () => call<CartReply>(`/api/carrinho/${pedido}`),
    enabled: pedido !== undefined,
  });
}

type Conflict = { carrinho?: CartReply; bloqueio?: boolean };

/**
 * Every change to a cart: sends the version the screen shows, puts the server's cart (and its
 * figures) in the cache, and after a concurrent edit shows the fresh cart the server sent back.
 * Resolves to the new cart, or undefined when the server refused (its message is already shown).
 */
export function useCartChange(pedido: number | undefined) {
  const queryClient = useQueryClient();
  // One change at a time: each one sends the version the previous one produced, so a quick second
  // edit by the same person is never taken for someone else's.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The cart a queued change goes to: the one on screen, or the one the previous change created.
  const code = useRef(pedido);
  useEffect(() => {
    code.current = pedido;
  }, [pedido]);
  const send = async (
    path: string,
    body: Record<string, unknown>,
    method: 'POST' | 'PUT',
    failureAsError: boolean,
  ): Promise<CartReply | undefined> => {
    const current = queryClient.getQueryData<CartReply>(cartKey(code.current));
    try {
      const cart = await call<CartReply>(path, {
        method,
        body: { pedido: code.current, versao: current?.pedido.versao, ...body },
        ownErrors: failureAsError,
      });
      code.current = cart.pedido.codigo;
      queryClient.setQueryData(cartKey(cart.pedido.codigo), cart);
      if (cart.ajustado) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
      return cart;
    } catch (error) {
      if (failureAsError && error instanceof ApiError && error.body?.exception)
        showToast({ kind: 'error', message: error.body.exception });
      const fresh = error instanceof ApiError ? (error.body as Conflict | undefined)?.carrinho : undefined;
      if (fresh) queryClient.setQueryData(cartKey(fresh.pedido.codigo), fresh);
      if (error instanceof ApiError && (error.body as Conflict | undefined)?.bloqueio) throw error;
      return undefined;
    }
  };
  return (
    path: string,
    body: Record<string, unknown>,
    method: 'POST' | 'PUT' = 'POST',
    /** Spec section 4: a failed direction is shown as an error toast. */
    failureAsError = false,
  ): Promise<CartReply | undefined> => {
    const next = queue.current.then(() => send(path, body, method, failureAsError));
    queue.current = next.catch(() => undefined);
    return next;
  };
}

export type ProductSearch = { termo: string; campo: string; pagina: number };

export function useProductSearch(search: ProductSearch) {
  return useQuery({
    queryKey: ['produtos', 'busca', search],
    queryFn: () =>
      call<{ produtos: ProductHit[]; temMais: boolean }>('/api/produtos/busca', { body: search, quiet: true }),
    placeholderData: (previous) => previous,
  });
}
