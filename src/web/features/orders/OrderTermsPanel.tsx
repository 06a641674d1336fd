import { Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cartCalls } from '../../../shared/contract/cart';
import { conditionLabel } from '../../../shared/domain/order-terms';
import type { CartHeader } from '../../../shared/schemas/cart';
import type { termsRequest } from '../../../shared/schemas/order-terms';
import { CommitInput } from '../../components/CommitInput';
import { useFilterLists } from '../../components/filters/filter-lists';
import { api, queryKeyOf } from '../../lib/api-client';
import { FreightPicker } from './FreightPicker';

export type TermsChange = Omit<z.input<typeof termsRequest>, 'pedido' | 'versao'>;
type Props = { order: CartHeader; editable: boolean; onChange: (terms: TermsChange) => void };

/** 1..max instalments, as the store configuration (pcl) allows. */
const instalmentChoices = (max: number) =>
  Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: i === 0 ? 'À vista (1x)' : `${i + 1}x` }));

/**
 * The order's commercial terms, asked of the seller in the terminal: store, payment method and
 * condition, instalments, freight, expected delivery and the customer's purchase order. Each change
 * goes to the server at once, which checks it against the store configuration.
 */
export function OrderTermsPanel({ order, editable, onChange }: Props) {
  const options = useQuery({
    queryKey: queryKeyOf(cartCalls.termsOptions),
    queryFn: () => api(cartCalls.termsOptions, {}),
    staleTime: 300_000,
  });
  const { stores } = useFilterLists(true);
  const formas = options.data?.formas ?? [];
  const conditions = [...new Set([...(options.data?.condicoes ?? []), ...(order.condicao ? [order.condicao] : [])])];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="condicoes-comerciais">
      <Stack gap="sm">
        <Title order={4} id="condicoes-comerciais">
          Condições comerciais
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Loja"
            data={stores}
            value={order.loja === null ? null : String(order.loja)}
            disabled={!editable}
            onChange={(loja) => onChange({ loja: loja === null ? null : Number(loja) })}
          />
          <Select
            label="Forma de pagamento"
            placeholder="Escolha"
            data={formas.map((f) => ({ value: f.codigo, label: f.nome }))}
            value={order.cfirecped}
            disabled={!editable}
            onChange={(formaPagamento) => onChange({ formaPagamento })}
          />
          <Select
            label="Condição de pagamento"
            placeholder={conditions.length ? 'Escolha' : 'Nenhuma cadastrada'}
            data={conditions.map((c) => ({ value: c, label: conditionLabel(c) }))}
            value={order.condicao}
            clearable
            disabled={!editable || conditions.length === 0}
            onChange={(condicao) => onChange({ condicao })}
          />
          <Select
            label="Parcelas"
            data={instalmentChoices(Math.max(options.data?.parcelasMaximo ?? 1, order.cfiparped))}
            value={String(order.cfiparped)}
            allowDeselect={false}
            disabled={!editable}
            onChange={(parcelas) => parcelas && onChange({ parcelas: Number(parcelas) })}
          />
          <TextInput
            type="date"
            label="Entrega prevista"
            value={order.entrega ?? ''}
            disabled={!editable}
            onChange={(e) => onChange({ entrega: e.currentTarget.value })}
          />
          <CommitInput
            label="Pedido de compra do cliente"
            value={order.pedidoCliente ?? ''}
            disabled={!editable}
            onCommit={(pedidoCliente) => onChange({ pedidoCliente })}
          />
        </SimpleGrid>
        <Group grow>
          <FreightPicker order={order} editable={editable} onChange={(frete) => onChange({ frete })} />
        </Group>
      </Stack>
    </Paper>
  );
}
