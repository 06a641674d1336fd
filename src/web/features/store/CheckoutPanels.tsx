import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { inputPurpose } from '../../components/form/input-purpose';
import { StateCityFields } from '../../components/form/StateCityFields';

export type Address = Record<'cep' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado', string>;
const addressLabels: Array<[keyof Address, string]> = [
  ['cep', 'CEP'],
  ['endereco', 'Endereço'],
  ['numero', 'Número'],
  ['complemento', 'Complemento'],
  ['bairro', 'Bairro'],
  ['cidade', 'Cidade'],
  ['estado', 'UF'],
];

export const isAddressField = (name: string): name is keyof Address => addressLabels.some(([field]) => field === name);

type AddressProps = {
  address: Address;
  errors: Record<string, string>;
  onChange: (field: string, value: string) => void;
};

/** Typed fields; the state and the city are pick lists, after them. */
const typedFields = addressLabels.filter(([field]) => field !== 'cidade' && field !== 'estado');

/** The delivery address; the CEP fills the rest when it is found. */
export function AddressPanel({ address, errors, onChange }: AddressProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="xs">
        Endereço de entrega
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {typedFields.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            withAsterisk={field !== 'complemento'}
            value={address[field]}
            error={errors[field]}
            {...inputPurpose(field, true)}
            onChange={(e) => onChange(field, e.currentTarget.value)}
          />
        ))}
        <StateCityFields state={address.estado} city={address.cidade} errors={errors} onChange={onChange} ownData />
      </SimpleGrid>
    </Paper>
  );
}

type TotalsProps = {
  lines: number;
  goods: number;
  shipping: number | undefined;
  total: number;
  blocked: string | undefined;
  onConfirm: () => void;
};

const money = (reais: number) => formatMoney(reaisToCents(reais));

/** Goods, shipping and total (reais, as the server figured them) and the confirm button. */
export function CheckoutTotals({ lines, goods, shipping, total, blocked, onConfirm }: TotalsProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text>Produtos ({lines})</Text>
          <Text>{money(goods)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Frete</Text>
          <Text>{shipping === undefined ? '—' : money(shipping)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700} size="lg">
            Total
          </Text>
          <Text fw={700} size="lg" data-testid="total-compra">
            {money(total)}
          </Text>
        </Group>
        {blocked && <Alert color="red">{blocked}</Alert>}
        <Button size="md" disabled={!!blocked} onClick={onConfirm}>
          Confirmar pedido
        </Button>
      </Stack>
    </Paper>
  );
}
