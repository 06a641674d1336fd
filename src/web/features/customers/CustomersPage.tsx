import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDocument } from '../../../shared/br/format-br';
import { gridCalls } from '../../../shared/contract/grids';
import { creditMessages, isCreditReleased } from '../../../shared/schemas/customer';
import { EmailLink, PhoneLinks } from '../../components/ContactLinks';
import { DataGrid } from '../../components/grid/DataGrid';
import { CustomerSheet } from './CustomerSheet';
import { PageTitle } from '../../components/PageTitle';

const creditView = {
  tone: (v: string) => (isCreditReleased(v) ? ('success' as const) : ('danger' as const)),
  label: (v: string) => (isCreditReleased(v) ? creditMessages.released : creditMessages.blocked),
};

/** /clientes: the customers the operator may see; a row opens the 'FICHA DO CLIENTE'. */
export function Component() {
  const [open, setOpen] = useState<number | undefined>();
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>Clientes</PageTitle>
        <Button component={Link} to="/clientes/novo">
          Novo cliente
        </Button>
      </Group>
      <DataGrid
        grid={gridCalls.customers}
        title="Cadastro de clientes"
        pagePath="/clientes"
        visible={[
          'cficodcli',
          'cfinomcli',
          'cfifancli',
          'cficgccli',
          'cficidcli',
          'cfiestcli',
          'cfifo1cli',
          'cficoneml',
          'cficrecli',
        ]}
        status={{ cficrecli: creditView }}
        render={{
          cficgccli: (value) => (
            <span style={{ whiteSpace: 'nowrap' }}>{typeof value === 'string' ? formatDocument(value) : ''}</span>
          ),
          cfifo1cli: (value) => (typeof value === 'string' && value ? <PhoneLinks value={value} /> : ''),
          cficoneml: (value) => (typeof value === 'string' && value ? <EmailLink value={value} /> : ''),
        }}
        onRowClick={(row) => setOpen(Number(row.cficodcli))}
      />
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title="FICHA DO CLIENTE" size="xl">
        {open !== undefined && <CustomerSheet codigo={open} canEdit />}
      </Modal>
    </Stack>
  );
}
