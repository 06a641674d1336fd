import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STOCK_ALERT_MS } from '../../../shared/domain/quantity';
import { cartMessages, type CartReply } from '../../../shared/schemas/cart';
import type {
  CatalogQuery,
  CheckoutInfo,
  StoreColour,
  StoreProduct,
  StoreProductPage,
} from '../../../shared/schemas/store';
import { call } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { useCart } from '../orders/cart-api';

export type Menus = {
  grupos: Array<{ codigo: number; nome: string }>;
  fabricantes: Array<{ codigo: number; nome: string; imagem: string | null }>;
};
export type CatalogPage = { produtos: StoreProduct[]; total: number; pagina: number; tamanhoPagina: number };

const hour = 60 * 60_000;

export const useMenus = () =>
  useQuery({
    queryKey: ['loja', 'menus'],
    queryFn: () => call<Menus>('/api/loja/menus', { quiet: true }),
    staleTime: hour,
  });

export const useShelves = () =>
  useQuery({
    queryKey: ['loja', 'vitrine'],
    queryFn: () =>
      call<{ prateleiras: Array<{ titulo: string; produtos: StoreProduct[] }> }>('/api/loja/vitrine', { quiet: true }),
    staleTime: 5 * 60_000,
  });

export function useCatalog(query: Partial<CatalogQuery>) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: ['loja', 'produtos', params.toString()],
    queryFn: () => call<CatalogPage>(`/api/loja/produtos?${params.toString()}`),
    placeholderData: (previous) => previous,
  });
}

export const useStoreProduct = (id: number) =>
  useQuery({ queryKey: ['loja', 'produto', id], queryFn: () => call<StoreProductPage>(`/api/loja/produtos/${id}`) });

export const shopCartKey = ['loja', 'carrinho'] as const;

export const useShopCart = (enabled = true) =>
  useQuery({
    queryKey: shopCartKey,
    queryFn: () => call<{ carrinho: CartReply | null }>('/api/loja/carrinho', { quiet: true }),
    enabled,
  });

export const useCheckoutInfo = () =>
  useQuery({ queryKey: ['loja', 'checkout'], queryFn: () => call<CheckoutInfo>('/api/loja/checkout') });

/** The header's cart icon listens to this to play its 500 ms scale animation. */
export const CART_ADDED_EVENT = 'balcao:carrinho';

/** Changes to the shop cart run one after the other, each with the version the previous one left. */
let shopQueue: Promise<unknown> = Promise.resolve();

/** Sets a product's quantity in the open cart; the server applies the shop's quantity rules. */
export function useAddToShopCart() {
  const queryClient = useQueryClient();
  const add = async (
    codigo: number,
    quantidade: number | string,
    cor?: string | null,
  ): Promise<CartReply | undefined> => {
    const versao = queryClient.getQueryData<{ carrinho: CartReply | null }>(shopCartKey)?.carrinho?.pedido.versao;
    try {
      const cart = await call<CartReply>('/api/loja/carrinho/itens', {
        body: { codigo, quantidade, versao, ...(cor ? { cor } : {}) },
      });
      queryClient.setQueryData(shopCartKey, { carrinho: cart });
      if (cart.ajustado) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
      window.dispatchEvent(new Event(CART_ADDED_EVENT));
      return cart;
    } catch {
      await queryClient.invalidateQueries({ queryKey: shopCartKey });
      return undefined;
    }
  };
  return (codigo: number, quantidade: number | string, cor?: string | null) => {
    const next = shopQueue.then(() => add(codigo, quantidade, cor));
    shopQueue = next.catch(() => undefined);
    return next;
  };
}

/** A placed purchase, for the summary and the purchase view (the cart under its one key, `cartKey`). */
export const useOrder = (id: number | undefined) => useCart(id);

export const useColours = (term: string) =>
  useQuery({
    queryKey: ['loja', 'cores', term],
    queryFn: () => call<{ cores: StoreColour[] }>(`/api/loja/cores?busca=${encodeURIComponent(term)}`, { quiet: true }),
    placeholderData: (previous) => previous,
  });
