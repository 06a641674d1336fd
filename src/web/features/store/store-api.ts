import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCalls } from '../../../shared/contract/account';
import { storeCalls } from '../../../shared/contract/store';
import { cartCalls } from '../../../shared/contract/cart';
import type { EndpointResult } from '../../../shared/contract/endpoint';
import type { CartReply } from '../../../shared/schemas/cart';
import type { CatalogQuery } from '../../../shared/schemas/store';
import { api, queryKeyOf } from '../../lib/api-client';
import { serialQueue } from '../../lib/serial-queue';
import { useCart, warnIfAdjusted } from '../orders/cart-api';

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
type ShopCart = EndpointResult<typeof storeCalls.cart>;

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

type ShopTarget = { pedido: number | undefined; versao: number | undefined };

/**
 * Every change to the shop cart: sends the cart and version in the cache, puts the server's cart
 * back under the one key and, after a refusal (its message already shown), reloads it.
 */
export function useShopCartChange() {
  const queryClient = useQueryClient();
  const send = async (perform: (target: ShopTarget) => Promise<CartReply>): Promise<CartReply | undefined> => {
    const open = queryClient.getQueryData<ShopCart>(shopCartKey)?.carrinho?.pedido;
    try {
      const cart = await perform({ pedido: open?.codigo, versao: open?.versao });
      queryClient.setQueryData<ShopCart>(shopCartKey, { carrinho: cart });
      warnIfAdjusted(cart);
      return cart;
    } catch {
      await queryClient.invalidateQueries({ queryKey: shopCartKey });
      return undefined;
    }
  };
  const change = (perform: (target: ShopTarget) => Promise<CartReply>) => shopQueue(() => send(perform));
  return {
    /** Sets a product's quantity in the open cart; the server applies the shop's quantity rules. */
    addItem: (codigo: number, quantidade: number | string, cor?: string | null) =>
      change(async ({ versao }) => {
        const cart = await api(storeCalls.addItem, { body: { codigo, quantidade, versao, ...(cor ? { cor } : {}) } });
        window.dispatchEvent(new Event(CART_ADDED_EVENT));
        return cart;
      }),
    removeItems: (itens: number[]) => change((target) => api(cartCalls.removeItems, { body: { ...target, itens } })),
    /** 'Comprar novamente': the order's products still sold go into the open cart (the reply says which did not). */
    buyAgain: (pedido: number) =>
      change(async () => {
        const reply = await api(accountCalls.buyAgain, { body: { pedido } });
        window.dispatchEvent(new Event(CART_ADDED_EVENT));
        return reply.carrinho;
      }),
  };
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
