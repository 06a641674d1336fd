import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { maskCep } from '../../../shared/br/masks';
import { stateCodes } from '../../../shared/schemas/fields';
import { shippingRuleCalls } from '../../../shared/contract/shipping-rules';
import { shippingRuleInput, type ShippingRuleView } from '../../../shared/schemas/shipping-rules';
import { fieldErrorsOf } from '../../../shared/schemas/envelope';
import { errorsByField } from '../../components/form/use-zod-form';
import { ApiError, api } from '../../lib/api-client';

type Values = Record<
  | 'servico'
  | 'estado'
  | 'cepInicial'
  | 'cepFinal'
  | 'prazo'
  | 'valorBase'
  | 'valorPorKg'
  | 'percentual'
  | 'gratisAcima',
  string
>;

const decimal = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));

function valuesOf(rule: ShippingRuleView | undefined): Values {
  return {
    servico: rule?.servico ?? '',
    estado: rule?.estado ?? '',
    cepInicial: rule?.cepInicial ? maskCep(rule.cepInicial) : '',
    cepFinal: rule?.cepFinal ? maskCep(rule.cepFinal) : '',
    prazo: String(rule?.prazo ?? 1),
    valorBase: decimal(rule?.valorBase ?? 0),
    valorPorKg: decimal(rule?.valorPorKg ?? 0),
    percentual: String(rule?.percentual ?? 0).replace('.', ','),
    gratisAcima: decimal(rule?.gratisAcima ?? null),
  };
}

const fields: Array<[keyof Values, string]> = [
  ['cepInicial', 'CEP inicial'],
  ['cepFinal', 'CEP final'],
  ['prazo', 'Prazo (dias úteis)'],
  ['valorBase', 'Preço base (R$)'],
  ['valorPorKg', 'Preço por kg (R$)'],
  ['percentual', '% do valor dos produtos'],
  ['gratisAcima', 'Grátis acima de (R$)'],
];

/** Creates or edits a rule; the same schema checks it here and on the server. */
export function ShippingRuleForm({ rule, onSaved }: { rule: ShippingRuleView | undefined; onSaved: () => void }) {
  const [values, setValues] = useState(valuesOf(rule));
  const [active, setActive] = useState(rule?.ativo ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const save = async () => {
    const body = { ...values, ativo: active };
    const parsed = shippingRuleInput.safeParse(body);
    if (!parsed.success) {
      return setErrors(errorsByField(fieldErrorsOf(parsed.error.issues)));
    }
    try {
      await (rule
        ? api(shippingRuleCalls.update, { params: { codigo: rule.codigo }, body })
        : api(shippingRuleCalls.create, { body }));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.body?.erros) setErrors(errorsByField(error.body.erros));
    }
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Serviço"
          withAsterisk
          value={values.servico}
          error={errors.servico}
          onChange={(e) => set('servico', e.currentTarget.value)}
        />
        <Select
          label="UF"
          placeholder="Todas"
          clearable
          data={[...stateCodes]}
          value={values.estado || null}
          error={errors.estado}
          onChange={(uf) => set('estado', uf ?? '')}
        />
        {fields.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            value={values[field]}
            error={errors[field]}
            onChange={(e) =>
              set(field, field.startsWith('cep') ? maskCep(e.currentTarget.value) : e.currentTarget.value)
            }
          />
        ))}
      </SimpleGrid>
      <Switch label="Ativa" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button onClick={() => void save()}>Salvar</Button>
      </Group>
    </Stack>
  );
}
