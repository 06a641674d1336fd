import { Stack, Text } from '@mantine/core';
import { userCalls } from '../../../shared/contract/users';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';

/** /auditoria: who changed what in the administration, newest first (admins only). */
export function Component() {
  return (
    <Stack>
      <PageTitle>Auditoria</PageTitle>
      <Text size="sm" c="dimmed">
        Cada alteração feita na administração: quem fez, quando e o que mudou.
      </Text>
      <DataGrid grid={userCalls.audit} title="Alterações" pagePath="/auditoria" />
    </Stack>
  );
}
