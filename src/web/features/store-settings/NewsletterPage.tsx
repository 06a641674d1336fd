import { Stack, Text } from '@mantine/core';
import { gridCalls } from '../../../shared/contract/grids';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';

/** /newsletter: the store's newsletter sign-ups ('new'), newest first, exportable as a spreadsheet (admins only). */
export function Component() {
  return (
    <Stack>
      <PageTitle>Newsletter</PageTitle>
      <Text size="sm" c="dimmed">
        Quem se inscreveu na newsletter pelo rodapé da loja, com o consentimento aceito.
      </Text>
      <DataGrid grid={gridCalls.newsletter} title="Inscrições" pagePath="/newsletter" />
    </Stack>
  );
}
