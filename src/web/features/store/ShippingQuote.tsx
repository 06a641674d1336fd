import { Button, Group, Paper, Stack, Text, TextInput, Title, Transition } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { maskCep } from '../../../shared/br/masks';
import { reaisToCents } from '../../../shared/domain/money';
import { storeCalls } from '../../../shared/contract/store';
import type { ShippingOption } from '../../../shared/schemas/store';
import { api } from '../../lib/api-client';

/** Spec section 9: the shipping list appears over 1 s. */
const LIST_ANIMATION_MS = 1000;

export const shippingLabel = (o: ShippingOption) =>
  `${o.servico} ${formatMoney(reaisToCents(o.valor))}${o.prazo > 0 ? ` - até ${o.prazo} dia${o.prazo === 1 ? '' : 's'} úteis` : ''}`;

export function fetchShipping(cep: string, pedido: number | undefined) {
  return api(storeCalls.shipping, { query: { cep, pedido } });
}

/** The shipping quote box: a CEP and the options for this cart. */
export function ShippingQuote({ pedido }: { pedido: number | undefined }) {
  const [cep, setCep] = useState('');
  const [options, setOptions] = useState<ShippingOption[]>([]);
  const quote = () =>
    void fetchShipping(cep, pedido).then(
      (found) => setOptions(found),
      () => setOptions([]),
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>Calcular frete</Title>
        <Group align="end" wrap="nowrap">
          <TextInput
            label="CEP"
            placeholder="00000-000"
            inputMode="numeric"
            autoComplete="postal-code"
            value={cep}
            maxLength={9}
            onChange={(e) => setCep(maskCep(e.currentTarget.value))}
            onKeyDown={(e) => e.key === 'Enter' && quote()}
          />
          <Button onClick={quote}>Calcular</Button>
        </Group>
        <Transition mounted={options.length > 0} transition="fade" duration={LIST_ANIMATION_MS}>
          {(style) => (
            <Stack gap={4} style={style} data-testid="fretes">
              {options.map((option) => (
                <Text key={option.servico} size="sm">
                  {shippingLabel(option)}
                </Text>
              ))}
            </Stack>
          )}
        </Transition>
      </Stack>
    </Paper>
  );
}
