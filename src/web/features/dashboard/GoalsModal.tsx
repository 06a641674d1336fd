import 'dayjs/locale/pt-br';
import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { dashboardCalls } from '../../../shared/contract/dashboard';
import { fieldErrorsOf } from '../../../shared/schemas/envelope';
import { goalsRequest, type GoalRow, type GoalsReply, type GoalTarget } from '../../../shared/schemas/goals';
import { errorsByField } from '../../components/form/use-zod-form';
import { ApiError, api, queryKeyOf } from '../../lib/api-client';

type Line = { alvo: GoalTarget; codigo: number; nome: string };
const decimal = (value: number | null) =>
  value === null ? '' : value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const keyOf = (line: Pick<Line, 'alvo' | 'codigo'>) => `${line.alvo}:${line.codigo}`;

function linesOf(reply: GoalsReply): Line[] {
  const lines = (alvo: GoalTarget, rows: GoalRow[]) => rows.map((r) => ({ alvo, codigo: r.codigo, nome: r.nome }));
  return [...lines('representante', reply.representantes), ...lines('loja', reply.lojas)];
}

const valuesOf = (reply: GoalsReply) =>
  Object.fromEntries([
    ...reply.representantes.map((r) => [keyOf({ alvo: 'representante', codigo: r.codigo }), decimal(r.valor)]),
    ...reply.lojas.map((r) => [keyOf({ alvo: 'loja', codigo: r.codigo }), decimal(r.valor)]),
  ] as Array<[string, string]>);

/**
 * The month's goals of every representative and store (managers and admins). Blank means no goal;
 * the same schema as the server checks the values before sending.
 */
export function GoalsModal({ month, onClose }: { month: string; onClose: () => void }) {
  const [mes, setMes] = useState(month);
  const request = { query: { mes } };
  const { data } = useQuery({
    queryKey: queryKeyOf(dashboardCalls.goals, request),
    queryFn: () => api(dashboardCalls.goals, request, { quiet: true }),
  });
  return (
    <Modal opened onClose={onClose} title="Metas de vendas" size="lg">
      <DatesProvider settings={{ locale: 'pt-br' }}>
        <MonthPickerInput
          label="Mês"
          value={`${mes}-01`}
          valueFormat="MMMM [de] YYYY"
          onChange={(value) => value && setMes(value.slice(0, 7))}
          mb="md"
        />
      </DatesProvider>
      {data ? <GoalsForm key={mes} reply={data} onSaved={onClose} /> : <Skeleton h={200} />}
    </Modal>
  );
}

function GoalsForm({ reply, onSaved }: { reply: GoalsReply; onSaved: () => void }) {
  const lines = linesOf(reply);
  const [values, setValues] = useState<Record<string, string>>(() => valuesOf(reply));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const body = {
    mes: reply.mes,
    metas: lines.map((l) => ({ alvo: l.alvo, codigo: l.codigo, valor: values[keyOf(l)] })),
  };
  // Errors come per 'metas.N.valor' (or the line itself, or its code): each lands on its line's field.
  const fieldErrors = (list: Array<{ campo: string; mensagem: string }>) => {
    const byField = errorsByField(list);
    const of = (i: number) => byField[`metas.${i}.valor`] ?? byField[`metas.${i}`] ?? byField[`metas.${i}.codigo`];
    return Object.fromEntries(lines.map((l, i) => [keyOf(l), of(i)]));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalsRequest.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(fieldErrorsOf(parsed.error.issues)));
    setSaving(true);
    try {
      await api(dashboardCalls.saveGoals, { body });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(dashboardCalls.panel) });
      await queryClient.invalidateQueries({ queryKey: [dashboardCalls.goals.method, dashboardCalls.goals.path] });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.body?.erros) setErrors(fieldErrors(error.body.erros));
    } finally {
      setSaving(false);
    }
  };
  const field = (line: Line) => (
    <TextInput
      key={keyOf(line)}
      label={line.nome}
      leftSection="R$"
      placeholder="Sem meta"
      inputMode="decimal"
      value={values[keyOf(line)] ?? ''}
      error={errors[keyOf(line)]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [keyOf(line)]: value }));
      }}
    />
  );
  const section = (title: string, alvo: GoalTarget) => {
    const own = lines.filter((l) => l.alvo === alvo);
    return (
      own.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{own.map(field)}</SimpleGrid>
        </Stack>
      )
    );
  };
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Metas de vendas">
      <Stack>
        {section('Representantes', 'representante')}
        {section('Lojas', 'loja')}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Salvar metas
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
