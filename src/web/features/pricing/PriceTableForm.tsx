import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import { formatDay } from '../../../shared/br/dates';
import { stateCodes } from '../../../shared/schemas/fields';
import { priceTableInput, type PriceTableHeader, type WireKind } from '../../../shared/schemas/price-tables';
import { CustomerPicker } from '../../components/CustomerPicker';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { useZodForm, type FormValues } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';

const kinds = [
  { value: 'padrao', label: 'Padrão (todos os clientes)' },
  { value: 'cliente', label: 'Cliente' },
  { value: 'uf', label: 'Região (UF)' },
  { value: 'condicao', label: 'Condição de pagamento' },
] satisfies Array<{ value: WireKind; label: string }>;
const kindOf = (value: string): WireKind => kinds.find((k) => k.value === value)?.value ?? 'padrao';
const text = (v: FormValues[string]) => (typeof v === 'string' ? v : '');

function initialOf(table: PriceTableHeader | undefined): FormValues {
  return {
    nome: table?.nome ?? '',
    tipo: table?.tipo ?? 'padrao',
    cliente: table?.cliente ? String(table.cliente) : '',
    uf: table?.uf ?? '',
    condicao: table?.condicao ?? '',
    ajuste: table ? String(table.ajuste).replace('.', ',') : '0',
    validaDe: table?.validaDe ? formatDay(table.validaDe) : '',
    validaAte: table?.validaAte ? formatDay(table.validaAte) : '',
    ativa: table?.ativa ?? true,
  };
}

/** A table's header: name, kind and target, percentage and validity. Creates a table or changes one. */
export function PriceTableForm({ table, onSaved }: { table?: PriceTableHeader; onSaved: (codigo: number) => unknown }) {
  const form = useZodForm(priceTableInput, initialOf(table));
  const kind = text(form.values.tipo);
  // The form's raw texts go to the server, which reads them with the same schema (percent and dates as typed).
  const submit = form.handleSubmit(async () => {
    const v = form.values;
    const body = {
      nome: text(v.nome),
      tipo: kindOf(kind),
      cliente: text(v.cliente),
      uf: text(v.uf),
      condicao: text(v.condicao),
      ajuste: text(v.ajuste),
      validaDe: text(v.validaDe),
      validaAte: text(v.validaAte),
      ativa: v.ativa === true,
    };
    const reply = table
      ? await api(priceTableCalls.update, { params: { codigo: table.codigo }, body })
      : await api(priceTableCalls.create, { body });
    await onSaved(reply.tabela.codigo);
  });
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={table ? 'Dados da tabela' : 'Nova tabela de preço'}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nome" withAsterisk autoComplete="off" {...form.text('nome')} />
          <Select
            label="Tipo"
            withAsterisk
            data={kinds}
            allowDeselect={false}
            value={kind}
            onChange={(value) => form.setValue('tipo', value ?? 'padrao')}
          />
          {kind === 'cliente' && (
            <Stack gap={2}>
              <CustomerPicker
                value={text(form.values.cliente) ? Number(form.values.cliente) : null}
                onChange={(codigo) => form.setValue('cliente', codigo === null ? '' : String(codigo))}
              />
              {form.errors.cliente && (
                <span style={{ color: 'var(--mantine-color-error)', fontSize: 12 }}>{form.errors.cliente}</span>
              )}
              {table?.clienteNome && text(form.values.cliente) === String(table.cliente) && (
                <span style={{ fontSize: 12 }}>Atual: {table.clienteNome}</span>
              )}
            </Stack>
          )}
          {kind === 'uf' && (
            <Select
              label="UF"
              withAsterisk
              searchable
              data={[...stateCodes]}
              value={text(form.values.uf) || null}
              error={form.errors.uf}
              onChange={(value) => form.setValue('uf', value ?? '')}
            />
          )}
          {kind === 'condicao' && (
            <TextInput label="Condição de pagamento" placeholder="28/56/84" withAsterisk {...form.text('condicao')} />
          )}
          <TextInput
            label="Ajuste (%)"
            description="Sobre o preço do produto (negativo é desconto)"
            inputMode="decimal"
            {...form.text('ajuste')}
          />
          <DateField label="Válida de" {...form.text('validaDe')} />
          <DateField label="Válida até" {...form.text('validaAte')} />
        </SimpleGrid>
        <Checkbox
          label="Ativa"
          checked={form.values.ativa === true}
          onChange={(event) => form.setValue('ativa', event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {table ? 'Salvar' : 'Criar tabela'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
