import { Grid, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storeConfigCalls } from '../../../shared/contract/store-config';
import { storeSettings, type SettingGroup } from '../../../shared/domain/store-settings';
import type { PreviewDraft } from '../../../shared/schemas/store-preview';
import { PageTitle } from '../../components/PageTitle';
import { api, queryKeyOf } from '../../lib/api-client';
import { SettingEditor, upperFirst } from '../../components/settings/SettingEditor';
import { StorePreview } from './StorePreview';

const groups = [...new Set(storeSettings.map((s) => s.group))] as SettingGroup[];

/**
 * /configuracoes-loja: every e-commerce configuration key of the store, one form each (admins only),
 * with the live preview of the store beside it (below it on a phone).
 */
export function Component() {
  const settings = useQuery({
    queryKey: queryKeyOf(storeConfigCalls.all),
    queryFn: () => api(storeConfigCalls.all, {}),
  });
  const [chosen, setChosen] = useState('crh');
  const [draft, setDraft] = useState<PreviewDraft | null>(null);
  const [saves, setSaves] = useState(0);
  const rows = settings.data?.configuracoes ?? [];
  const current = rows.find((row) => row.nome === chosen);
  const choices = groups.map((group) => ({
    group,
    items: storeSettings
      .filter((s) => s.group === group)
      .map((s) => {
        const row = rows.find((r) => r.nome === s.key);
        return {
          value: s.key,
          label: `${upperFirst(row?.descricao ?? s.description)}${row?.ativacao ? '' : ' (inativa)'}`,
        };
      }),
  }));
  return (
    <Stack>
      <PageTitle>Configurações da loja</PageTitle>
      <Text size="sm" c="dimmed">
        Cores, menus, vitrine, compra, pagamento, páginas e contato da loja virtual. Cada alteração fica guardada e pode
        ser desfeita em &apos;Versões anteriores&apos;.
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack>
            <Select
              label="Configuração"
              data={choices}
              searchable
              allowDeselect={false}
              value={chosen}
              onChange={(value) => value && setChosen(value)}
              maxDropdownHeight={420}
            />
            {current ? (
              <SettingEditor
                key={`${current.nome}:${current.versao ?? 0}`}
                setting={current}
                onDraft={setDraft}
                onSaved={() => setSaves((n) => n + 1)}
              />
            ) : (
              <Skeleton h={320} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <StorePreview draft={draft} saves={saves} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
