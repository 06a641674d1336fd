/**
 * The shipping option a customer picked in the cart, carried to the checkout of the same cart. Kept
 * for the browser tab only (sessionStorage): it is a convenience, the checkout asks the server for
 * the prices again and the choice must still be among them.
 */
export type ShippingChoice = { pedido: number; cep: string; servico: string };

const KEY = 'balcao.frete-escolhido';

export function rememberShipping(choice: ShippingChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the checkout simply asks again.
  }
}

/** The choice made for this cart, if any. */
export function rememberedShipping(pedido: number): ShippingChoice | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ShippingChoice | null;
    return saved?.pedido === pedido ? saved : undefined;
  } catch {
    return undefined;
  }
}
