import { ActionIcon, Badge, Button, Group, Modal, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { maskCep } from '../../../shared/br/masks';
import { reaisToCents } from '../../../shared/domain/money';
import { shippingRuleCalls } from '../../../shared/contract/shipping-rules';
import type { ShippingRuleView } from '../../../shared/schemas/shipping-rules';
import { api, queryKeyOf } from '../../lib/api-client';
import { openMainModal } from '../../lib/modals';
import { ShippingRuleForm } from './ShippingRuleForm';
import { PageTitle } from '../../components/PageTitle';

const rulesKey = queryKeyOf(shippingRuleCalls.list);
const money = (reais: number) => formatMoney(reaisToCents(reais));

/** /regras-de-frete (admin): the shipping table the store quotes from. */
export function Component() {
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: rulesKey,
    queryFn: () => api(shippingRuleCalls.list, {}),
  });
  const [editing, setEditing] = useState<ShippingRuleView | 'nova'>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: rulesKey });
  const remove = (rule: ShippingRuleView) =>
    openMainModal({
      title: 'Excluir regra de frete',
      content: `Excluir a regra "${rule.servico}"${rule.estado ? ` (${rule.estado})` : ''}?`,
      onYes: () =>
        void api(shippingRuleCalls.remove, { params: { codigo: rule.codigo } }).then(refresh, () => undefined),
    });
  const list = rules.data?.regras ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>Regras de frete</PageTitle>
        <Button onClick={() => setEditing('nova')}>Nova regra</Button>
      </Group>
      <Text c="dimmed" size="sm">
        A loja oferece, para cada serviço, a regra mais específica que atende o CEP (faixa de CEP, depois UF). Preço =
        base + valor por kg iniciado + percentual do valor dos produtos; grátis acima do valor indicado.
      </Text>
      <Paper withBorder p="md" radius="md">
        <ScrollArea type="auto">
          <Table striped miw={900} data-testid="regras-frete">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Serviço</Table.Th>
                <Table.Th>UF</Table.Th>
                <Table.Th>Faixa de CEP</Table.Th>
                <Table.Th>Prazo</Table.Th>
                <Table.Th ta="right">Base</Table.Th>
                <Table.Th ta="right">Por kg</Table.Th>
                <Table.Th ta="right">% do valor</Table.Th>
                <Table.Th ta="right">Grátis acima de</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((rule) => (
                <Table.Tr key={rule.codigo}>
                  <Table.Td>{rule.servico}</Table.Td>
                  <Table.Td>{rule.estado ?? 'Todas'}</Table.Td>
                  <Table.Td>
                    {rule.cepInicial && rule.cepFinal ? `${maskCep(rule.cepInicial)} a ${maskCep(rule.cepFinal)}` : '—'}
                  </Table.Td>
                  <Table.Td>{rule.prazo} dia(s)</Table.Td>
                  <Table.Td ta="right">{money(rule.valorBase)}</Table.Td>
                  <Table.Td ta="right">{money(rule.valorPorKg)}</Table.Td>
                  <Table.Td ta="right">{rule.percentual.toLocaleString('pt-BR')} %</Table.Td>
                  <Table.Td ta="right">{rule.gratisAcima === null ? '—' : money(rule.gratisAcima)}</Table.Td>
                  <Table.Td>
                    <Badge color={rule.ativo ? 'green' : 'gray'}>{rule.ativo ? 'Ativa' : 'Inativa'}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(rule)}>
                        Editar
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Excluir ${rule.servico}`}
                        onClick={() => remove(rule)}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {rules.isSuccess && list.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            Nenhuma regra: a loja responde 'Não existe forma de frete configurada pelo administrador.'
          </Text>
        )}
      </Paper>
      {editing !== undefined && (
        <Modal
          opened
          onClose={() => setEditing(undefined)}
          title={editing === 'nova' ? 'Nova regra de frete' : 'Editar regra de frete'}
          size="lg"
        >
          <ShippingRuleForm
            rule={editing === 'nova' ? undefined : editing}
            onSaved={() => {
              setEditing(undefined);
              refresh();
            }}
          />
        </Modal>
      )}
    </Stack>
  );
}
