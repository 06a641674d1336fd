import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { productCalls } from '../../../shared/contract/products';
import { productInput, type ProductReply } from '../../../shared/schemas/products';
import { Form } from '../../components/form/Form';
import { useZodForm, type FormValues } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';

const decimalText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
const moneyText = (n: number) => n.toFixed(2).replace('.', ',');

function initialOf(p: ProductReply['produto']): FormValues {
  return {
    descricao: p.descricao,
    descricaoLista: p.descricaoLista ?? '',
    nomeEcommerce: p.nomeEcommerce ?? '',
    embalagem: p.embalagem ?? '',
    embalagemLista: p.embalagemLista ?? '',
    volumeLitros: decimalText(p.volumeLitros),
    pesoKg: decimalText(p.pesoKg),
    grupo: String(p.grupo),
    fabricante: String(p.fabricante),
    precoLista: moneyText(p.precoLista),
    preco: moneyText(p.preco),
    estoque: String(p.estoque),
    venderSemEstoque: p.venderSemEstoque,
    multiplo: p.multiplo,
    visivelLoja: p.visivelLoja,
    baseTingimento: p.baseTingimento,
    letraBase: p.letraBase ?? '',
  };
}

const optionsOf = (rows: ProductReply['grupos']) => rows.map((r) => ({ value: String(r.codigo), label: r.nome }));

/** The product's data; read-only for sellers (the server refuses their changes anyway). */
export function ProductForm({ data, onSaved }: { data: ProductReply; onSaved: () => unknown }) {
  const form = useZodForm(productInput, initialOf(data.produto));
  const readOnly = !data.podeEditar;
  const submit = form.handleSubmit(async () => {
    // The raw texts go to the server, which reads them with the same schema (money and decimals as typed).
    const body = { ...form.values } as Record<string, unknown>;
    await api(productCalls.update, { params: { codigo: data.produto.codigo }, body: body as never });
    await onSaved();
  });
  const check = (name: string, label: string) => (
    <Checkbox
      label={label}
      disabled={readOnly}
      checked={form.values[name] === true}
      onChange={(event) => form.setValue(name, event.currentTarget.checked)}
    />
  );
  const select = (name: 'grupo' | 'fabricante', label: string, rows: ProductReply['grupos']) => (
    <Select
      label={label}
      withAsterisk
      searchable
      readOnly={readOnly}
      data={optionsOf(rows)}
      allowDeselect={false}
      value={typeof form.values[name] === 'string' ? form.values[name] : null}
      error={form.errors[name]}
      onChange={(value) => form.setValue(name, value ?? '')}
    />
  );
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Dados do produto">
      <Stack>
        <Fieldset legend="Descrições e embalagem" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Descrição" withAsterisk autoComplete="off" {...form.text('descricao')} />
            <TextInput label="Nome na loja virtual" autoComplete="off" {...form.text('nomeEcommerce')} />
            <TextInput label="Descrição na lista de preços" autoComplete="off" {...form.text('descricaoLista')} />
            <TextInput label="Embalagem" placeholder="Galão 3,6L" {...form.text('embalagem')} />
            <TextInput label="Embalagem na lista de preços" {...form.text('embalagemLista')} />
            <TextInput label="Volume (litros)" inputMode="decimal" {...form.text('volumeLitros')} />
            <TextInput label="Peso (kg)" inputMode="decimal" {...form.text('pesoKg')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Classificação" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('grupo', 'Grupo', data.grupos)}
            {select('fabricante', 'Fabricante', data.fabricantes)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Preço e estoque" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Preço de lista (R$)" withAsterisk inputMode="decimal" {...form.text('precoLista')} />
            <TextInput label="Preço (R$)" withAsterisk inputMode="decimal" {...form.text('preco')} />
            <TextInput label="Estoque" withAsterisk inputMode="numeric" {...form.text('estoque')} />
          </SimpleGrid>
        </Fieldset>
        <Group>
          {check('venderSemEstoque', 'Vender sem estoque')}
          {check('multiplo', 'Vender em múltiplos de 10')}
          {check('visivelLoja', 'Visível na loja virtual')}
          {check('baseTingimento', 'Base de tingimento (exige cor)')}
        </Group>
        <TextInput
          label="Letra da base (A, B, C)"
          description="Uma base de tingimento com letra usa as fórmulas dessa base, quando a cor tem."
          maw={320}
          disabled={readOnly}
          {...form.text('letraBase')}
        />
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Salvar produto
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}
