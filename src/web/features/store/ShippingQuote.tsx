import { Button, Group, Paper, Stack, TextInput, Title, Transition } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { maskCep } from '../../../shared/br/masks';
import { onlyDigits } from '../../../shared/br/only-digits';
import { storeCalls } from '../../../shared/contract/store';
import { api, queryKeyOf } from '../../lib/api-client';
import { rememberShipping, rememberedShipping } from './shipping-choice';
import { ShippingOptions } from './ShippingOptions';

/** Spec section 9: the shipping list appears over 1 s. */
const LIST_ANIMATION_MS = 1000;

export function fetchShipping(cep: string, pedido: number | undefined) {
  return api(storeCalls.shipping, { query: { cep, pedido } });
}

/** The options for a CEP and a cart; the cart's version too, so a changed cart is priced again. */
export function useShipping(cep: string, pedido: number, versao: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeyOf(storeCalls.shipping, { query: { cep, pedido } }), versao],
    queryFn: () => fetchShipping(cep, pedido),
    enabled,
    retry: false,
  });
}

/** The cart's shipping quote: a CEP, the options for this cart, and the one chosen for checkout. */
export function ShippingQuote({ pedido, versao }: { pedido: number; versao: number }) {
  const remembered = rememberedShipping(pedido);
  const [cep, setCep] = useState(remembered ? maskCep(remembered.cep) : '');
  // The CEP asked for (a CEP quoted earlier in this tab is asked again on opening the cart); null
  // until 'Calcular'. Whatever was typed is asked: an empty or short CEP gets the server's message.
  const [asked, setAsked] = useState<string | null>(remembered?.cep ?? null);
  const [chosen, setChosen] = useState<string | null>(remembered?.servico ?? null);
  const shipping = useShipping(asked ?? '', pedido, versao, asked !== null);
  const options = shipping.isError ? [] : (shipping.data ?? []);
  const quote = () => {
    const digits = onlyDigits(cep);
    if (digits === asked) void shipping.refetch();
    else setAsked(digits);
  };
  const choose = (servico: string) => {
    setChosen(servico);
    rememberShipping({ pedido, cep: asked ?? '', servico });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>Calcular frete</Title>
        <Group align="end" wrap="nowrap">
          <TextInput
            label="CEP"
            placeholder="00000-000"
            value={cep}
            maxLength={9}
            inputMode="numeric"
            autoComplete="postal-code"
            onChange={(e) => setCep(maskCep(e.currentTarget.value))}
            onKeyDown={(e) => e.key === 'Enter' && quote()}
          />
          <Button onClick={quote} loading={shipping.isFetching} style={{ flexShrink: 0 }}>
            Calcular
          </Button>
        </Group>
        <Transition mounted={options.length > 0} transition="fade" duration={LIST_ANIMATION_MS}>
          {(style) => (
            <div style={style}>
              <ShippingOptions label="Escolha a entrega" options={options} value={chosen} onChange={choose} />
            </div>
          )}
        </Transition>
      </Stack>
    </Paper>
  );
}
