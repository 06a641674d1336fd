import { useQuery, useQueryClient } from '@tanstack/react-query';
import { storeCalls } from '../../../shared/contract/store';
import { STOCK_ALERT_MS } from '../../../shared/domain/quantity';
import { cartMessages, type CartReply } from '../../../shared/schemas/cart';
import type { CatalogQuery } from '../../../shared/schemas/store';
import { api, queryKeyOf } from '../../lib/api-client';
import { serialQueue } from '../../lib/serial-queue';
import { showToast } from '../../lib/toasts';
import { useCart } from '../orders/cart-api';

const hour = 60 * 60_000;

export const useMenus = () =>
  useQuery({
    queryKey: queryKeyOf(storeCalls.menus),
    queryFn: () => api(storeCalls.menus, {}, { quiet: true }),
    staleTime: hour,
  });

export const useShelves = () =>
  useQuery({
    queryKey: queryKeyOf(storeCalls.shelves),
    queryFn: () => api(storeCalls.shelves, {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export function useCatalog(query: Partial<CatalogQuery>) {
  const request = { query };
  return useQuery({
    queryKey: queryKeyOf(storeCalls.products, request),
    queryFn: () => api(storeCalls.products, request),
    placeholderData: (previous) => previous,
  });
}

export const useStoreProduct = (id: number) => {
  const request = { params: { id } };
  return useQuery({
    queryKey: queryKeyOf(storeCalls.product, request),
    queryFn: () => api(storeCalls.product, request),
  });
};

/** The one key of the shop cart: whoever changes it writes here. */
export const shopCartKey = queryKeyOf(storeCalls.cart);
type ShopCart = { carrinho: CartReply | null };

export const useShopCart = (enabled = true) =>
  useQuery({
    queryKey: shopCartKey,
    queryFn: () => api(storeCalls.cart, {}, { quiet: true }),
    enabled,
  });

export const useCheckoutInfo = () =>
  useQuery({
    queryKey: queryKeyOf(storeCalls.checkoutInfo),
    queryFn: () => api(storeCalls.checkoutInfo, {}),
  });

/** The header's cart icon listens to this to play its 500 ms scale animation. */
export const CART_ADDED_EVENT = 'balcao:carrinho';

/** Changes to the shop cart run one after the other, each with the version the previous one left. */
const shopQueue = serialQueue();

/** Sets a product's quantity in the open cart; the server applies the shop's quantity rules. */
export function useAddToShopCart() {
  const queryClient = useQueryClient();
  const add = async (
    codigo: number,
    quantidade: number | string,
    cor?: string | null,
  ): Promise<CartReply | undefined> => {
    const versao = queryClient.getQueryData<ShopCart>(shopCartKey)?.carrinho?.pedido.versao;
    try {
      const cart = await api(storeCalls.addItem, { body: { codigo, quantidade, versao, ...(cor ? { cor } : {}) } });
      queryClient.setQueryData<ShopCart>(shopCartKey, { carrinho: cart });
      if (cart.ajustado) showToast({ kind: 'error', message: cartMessages.stockMax, duration: STOCK_ALERT_MS });
      window.dispatchEvent(new Event(CART_ADDED_EVENT));
      return cart;
    } catch {
      await queryClient.invalidateQueries({ queryKey: shopCartKey });
      return undefined;
    }
  };
  return (codigo: number, quantidade: number | string, cor?: string | null) =>
    shopQueue(() => add(codigo, quantidade, cor));
}

/** A placed purchase, for the summary and the purchase view (the cart under its one key, `cartKey`). */
export const useOrder = (id: number | undefined) => useCart(id);

export const useColours = (term: string) => {
  const request = { query: { busca: term } };
  return useQuery({
    queryKey: queryKeyOf(storeCalls.colours, request),
    queryFn: () => api(storeCalls.colours, request, { quiet: true }),
    placeholderData: (previous) => previous,
  });
};
