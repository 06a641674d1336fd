import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { priceTableMessages } from '../../../shared/schemas/price-tables';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';
import { PriceTableForm } from './PriceTableForm';
import { useRefreshTables } from './pricing-api';

/** /tabelas-preco: the company's price tables (managers and admins); a row opens the table, the button a new one. */
export function Component() {
  const navigate = useNavigate();
  const refresh = useRefreshTables();
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{priceTableMessages.title}</PageTitle>
        <Button onClick={() => setCreating(true)}>Nova tabela</Button>
      </Group>
      <Text size="sm" c="dimmed">
        O preço de um cliente vem da tabela dele; sem ela, da tabela da UF dele; sem ela, da tabela padrão; sem nenhuma,
        do preço do produto. Uma tabela de condição de pagamento soma (ou desconta) o seu percentual.
      </Text>
      <DataGrid
        grid={gridCalls.priceTables}
        title="Tabelas"
        pagePath="/tabelas-preco"
        onRowClick={(row) => void navigate(`/tabelas-preco/${Number(row.sr_recno)}`)}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nova tabela de preço" size="lg">
        <PriceTableForm
          onSaved={async (codigo) => {
            await refresh();
            void navigate(`/tabelas-preco/${codigo}`);
          }}
        />
      </Modal>
    </Stack>
  );
}
