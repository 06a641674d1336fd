import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { productMessages } from '../../../shared/schemas/products';
import { DataGrid } from '../../components/grid/DataGrid';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../auth/session-api';

/** /catalogo: the company's products for every operator; a row opens the product, admins import. */
export function Component() {
  const navigate = useNavigate();
  const role = useSession().data?.usuario?.perfil;
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{productMessages.title}</PageTitle>
        {role === 'admin' && (
          <Button component={Link} to="/catalogo/importar" variant="light">
            Importar planilha
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Busque por código, descrição, fabricante ou grupo. Gestores e administradores alteram os dados e os textos de
        cada produto; vendedores consultam.
      </Text>
      <DataGrid
        grid={gridCalls.products}
        title="Catálogo"
        pagePath="/catalogo"
        onRowClick={(row) => void navigate(`/catalogo/${Number(row.sr_recno)}`)}
      />
    </Stack>
  );
}
