import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { maskCep } from '../../../shared/br/masks';
import { onlyDigits } from '../../../shared/br/only-digits';
import { customerCalls } from '../../../shared/contract/customers';
import { storeCalls } from '../../../shared/contract/store';
import { reaisToCents } from '../../../shared/domain/money';
import type { CartHeader } from '../../../shared/schemas/cart';
import type { ShippingOption } from '../../../shared/schemas/store';
import { CommitInput } from '../../components/CommitInput';
import { api, queryKeyOf } from '../../lib/api-client';

/** The service a seller types a value for, agreed with the customer outside the quote. */
export const NEGOTIATED = 'Frete negociado';

type Freight = { servico: string; valor: string | number } | null;
type Props = { order: CartHeader; editable: boolean; onChange: (frete: Freight) => void };

const money = (reais: number) => formatMoney(reaisToCents(reais));
const optionLabel = (o: ShippingOption) => `${o.servico} - ${money(o.valor)}${o.prazo > 0 ? ` (${o.prazo} dias)` : ''}`;

/** Freight of a seller's order: a quote for the customer's CEP (GET /frete), pickup, or a negotiated value. */
export function FreightPicker({ order, editable, onChange }: Props) {
  // Until the seller types one, the CEP is the customer's, from their record.
  const [typed, setTyped] = useState<string>();
  const customerCep = useCustomerCep(order.cficliped);
  const cep = typed ?? maskCep(customerCep ?? '');
  const [options, setOptions] = useState<ShippingOption[]>([]);
  const [quoted, setQuoted] = useState(false);
  const quote = async () => {
    const found = await api(storeCalls.shipping, { query: { cep: onlyDigits(cep), pedido: order.codigo } }).catch(
      () => [],
    );
    setOptions(found);
    setQuoted(true);
  };
  const choose = (servico: string | null) => {
    if (!servico) return onChange(null);
    if (servico === NEGOTIATED)
      return onChange({ servico, valor: order.servicoFrete === NEGOTIATED ? order.frete : 0 });
    const option = options.find((o) => o.servico === servico);
    if (option) onChange({ servico: option.servico, valor: option.valor });
  };
  const current = order.servicoFrete;
  const data = [
    ...options.map((o) => ({ value: o.servico, label: optionLabel(o) })),
    ...(current && current !== NEGOTIATED && !options.some((o) => o.servico === current)
      ? [{ value: current, label: `${current} - ${money(order.frete)}` }]
      : []),
    { value: NEGOTIATED, label: NEGOTIATED },
  ];
  return (
    <Stack gap="xs">
      <Group align="end" wrap="nowrap">
        <TextInput
          label="CEP de entrega"
          placeholder="00000-000"
          value={cep}
          maxLength={9}
          inputMode="numeric"
          disabled={!editable}
          onChange={(e) => setTyped(maskCep(e.currentTarget.value))}
          onKeyDown={(e) => e.key === 'Enter' && void quote()}
        />
        <Button variant="light" disabled={!editable} onClick={() => void quote()}>
          Cotar frete
        </Button>
      </Group>
      {quoted && options.length === 0 && <Text size="sm">Nenhuma opção de frete para este CEP.</Text>}
      <Select
        label="Frete"
        placeholder="Sem frete"
        data={data}
        value={current}
        clearable
        disabled={!editable}
        onChange={choose}
      />
      {current === NEGOTIATED && (
        <CommitInput
          label="Valor do frete negociado (R$)"
          value={order.frete.toFixed(2).replace('.', ',')}
          disabled={!editable}
          onCommit={(valor) => onChange({ servico: NEGOTIATED, valor })}
        />
      )}
    </Stack>
  );
}

/** The CEP on the customer's record (POST /cliente/get-detalhes), when the order has a customer. */
function useCustomerCep(codigo: number | null) {
  const request = { body: { codigo: codigo ?? 0 } };
  const details = useQuery({
    queryKey: queryKeyOf(customerCalls.details, request),
    queryFn: () => api(customerCalls.details, request, { quiet: true }),
    enabled: codigo !== null,
    staleTime: 60_000,
  });
  return codigo === null ? null : details.data?.cep;
}
