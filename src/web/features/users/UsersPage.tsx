import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { userCalls } from '../../../shared/contract/users';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';
import { UserModal } from './UserModal';

/** /usuarios: the company's back-office users (admins only); a row opens the user, the button a new one. */
export function Component() {
  const [open, setOpen] = useState<{ codigo: number | undefined }>();
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>Usuários</PageTitle>
        <Button onClick={() => setOpen({ codigo: undefined })}>Novo usuário</Button>
      </Group>
      <DataGrid
        grid={userCalls.list}
        title="Usuários do sistema"
        pagePath="/usuarios"
        onRowClick={(row) => setOpen({ codigo: Number(row.sr_recno) })}
      />
      {open && <UserModal codigo={open.codigo} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}
