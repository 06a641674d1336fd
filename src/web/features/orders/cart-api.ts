import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  return async (
    path: string,
    body: Record<string, unknown>,
    method: 'POST' | 'PUT' = 'POST',
    /** Spec section 4: a failed direction is shown as an error toast. */
    failureAsError = false,
  ) => {
    const current = queryClient.getQueryData<CartReply>(cartKey(pedido));
    try {
      const cart = await call<CartReply>(path, {
        method,
        body: { pedido, versao: current?.pedido.versao, ...body },
        ownErrors: failureAsError,
      });
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
