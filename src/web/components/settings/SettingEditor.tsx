import { Button, Checkbox, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { storeConfigCalls } from '../../../shared/contract/store-config';
import { settingKeyByName } from '../../../shared/domain/store-settings';
import { fieldErrorsOf } from '../../../shared/schemas/envelope';
import { settingSave, type SettingView } from '../../../shared/schemas/store-settings';
import type { PreviewDraft } from '../../../shared/schemas/store-preview';
import { errorsByField } from '../form/use-zod-form';
import { ApiError, api, queryKeyOf } from '../../lib/api-client';
import { SettingFieldInput } from './SettingFieldInput';
import { formatMoment } from '../../../shared/br/dates';

/** Descriptions are written to fit the spec's 'Configuração de {descrição} salva' message: a title starts upper-case. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Props = {
  setting: SettingView;
  /** After a save or restore (the payment page reloads Moip's webhooks). */
  onSaved?: () => void;
  /** The key as it would be saved, after each change that passes the schema (the live preview). */
  onDraft?: (draft: PreviewDraft) => void;
};

/** One key's form: activation, its fields, save (checked by the server's schema first) and its earlier versions. */
export function SettingEditor({ setting, onSaved, onDraft }: Props) {
  const declared = settingKeyByName.get(setting.nome);
  const client = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>(setting.valor);
  const [active, setActive] = useState(setting.ativacao === 1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Stored credentials to erase on save (a certificate the PSP no longer asks for).
  const [erased, setErased] = useState<string[]>([]);
  const versionsRequest = { params: { nome: setting.nome } };
  const versions = useQuery({
    queryKey: queryKeyOf(storeConfigCalls.versions, versionsRequest),
    queryFn: () => api(storeConfigCalls.versions, versionsRequest, { quiet: true }),
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: queryKeyOf(storeConfigCalls.all) });
    await client.invalidateQueries({ queryKey: queryKeyOf(storeConfigCalls.versions, versionsRequest) });
    await client.invalidateQueries({ queryKey: queryKeyOf(storeConfigCalls.settings) });
    onSaved?.();
  };
  const body = useMemo(
    () => ({
      ativacao: active ? 1 : 0,
      valor: values,
      nome: setting.nome,
      descricao: setting.descricao,
      removerSegredos: erased,
    }),
    [active, values, setting.nome, setting.descricao, erased],
  );
  useEffect(() => {
    // A half-typed value (a colour of 4 digits) keeps the last valid one on show.
    const parsed = settingSave.safeParse(body);
    if (parsed.success) onDraft?.({ nome: parsed.data.nome, ativacao: parsed.data.ativacao, valor: parsed.data.valor });
  }, [body, onDraft]);
  const save = async () => {
    const parsed = settingSave.safeParse(body);
    if (!parsed.success) return setErrors(errorsByField(fieldErrorsOf(parsed.error.issues)));
    setErrors({});
    setSaving(true);
    try {
      await api(storeConfigCalls.save, { body });
      setErased([]);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.body?.erros) setErrors(errorsByField(error.body.erros));
    } finally {
      setSaving(false);
    }
  };
  const restore = async (codigo: number) => {
    await api(storeConfigCalls.restore, { params: { nome: setting.nome, codigo } });
    await refresh();
  };
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Title order={2} size="h4">
            {upperFirst(setting.descricao)}{' '}
            <Text span c="dimmed" size="sm">
              ({setting.nome})
            </Text>
          </Title>
          <Switch label="Ativa" checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
          {declared?.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              Esta configuração só liga ou desliga o recurso na loja.
            </Text>
          )}
          {declared?.fields.map((field) => {
            const stored = setting.segredosDefinidos.includes(field.name);
            return (
              <Stack key={field.name} gap={6}>
                <SettingFieldInput
                  field={field}
                  value={values[field.name]}
                  error={errors[`valor.${field.name}`]}
                  secretSet={stored && !erased.includes(field.name)}
                  disabled={erased.includes(field.name)}
                  onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                />
                {stored && (
                  <Checkbox
                    size="xs"
                    label={`Apagar o valor salvo de '${field.label}' ao salvar`}
                    checked={erased.includes(field.name)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setErased((current) =>
                        checked ? [...current, field.name] : current.filter((name) => name !== field.name),
                      );
                      // What was typed over it goes too: the saved value is erased, not replaced.
                      if (checked) setValues((current) => ({ ...current, [field.name]: undefined }));
                    }}
                  />
                )}
              </Stack>
            );
          })}
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          Versões anteriores
        </Title>
        {versions.data?.versoes.length ? (
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.data.versoes.map((version, index) => (
                  <Table.Tr key={version.codigo}>
                    <Table.Td>{formatMoment(version.quando)}</Table.Td>
                    <Table.Td>{version.quem}</Table.Td>
                    <Table.Td>{version.ativacao === 1 ? 'Ativa' : 'Inativa'}</Table.Td>
                    <Table.Td>
                      {index === 0 ? (
                        <Text size="sm" c="dimmed">
                          Atual
                        </Text>
                      ) : (
                        <Button size="compact-sm" variant="light" onClick={() => void restore(version.codigo)}>
                          Restaurar
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            Nenhuma alteração salva por aqui ainda.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
