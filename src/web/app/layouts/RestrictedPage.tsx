import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { usePageName } from '../../lib/page-title';

/**
 * A back-office page opened by its address by someone whose role does not reach it (a seller on
 * /tintas/corantes): it says so and whose page it is, instead of an empty screen or a failed call.
 */
export function RestrictedPage({ owners }: { owners: 'managers' | 'admin' }) {
  usePageName('Acesso restrito');
  return (
    <Stack align="flex-start">
      <PageTitle>Acesso restrito</PageTitle>
      <Text>
        {owners === 'admin'
          ? 'Esta página é do administrador da empresa.'
          : 'Esta página é dos gestores e administradores da empresa.'}{' '}
        Se precisar dela, fale com o administrador.
      </Text>
      <Button component={Link} to="/painel">
        Ir para o painel
      </Button>
    </Stack>
  );
}
