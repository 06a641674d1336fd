import { Container, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isCustomerUser } from '../../../shared/schemas/auth';
import { useSession } from '../auth/session-api';
import { YearlyComparison } from '../customers/YearlyComparison';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MyBoletos } from './MyBoletos';
import { MyData } from './MyData';
import { MyInvoices } from './MyInvoices';
import { MyOrders } from './MyOrders';
import { PageTitle } from '../../components/PageTitle';
import { SectionBand } from '../store/SectionBand';

type Section = { value: string; label: string; content: (codigo: number) => ReactNode };

/** The sections of the customer area (spec section 2), in tab order. */
const sections: Section[] = [
  { value: 'pedidos', label: 'Meus pedidos', content: () => <MyOrders /> },
  { value: 'notas', label: 'Notas fiscais', content: () => <MyInvoices /> },
  { value: 'boletos', label: 'Boletos', content: () => <MyBoletos /> },
  { value: 'dados', label: 'Meus dados', content: (codigo) => <MyData codigo={codigo} /> },
  { value: 'comparativo', label: 'Comparativo anual', content: (codigo) => <YearlyComparison codigo={codigo} /> },
  { value: 'senha', label: 'Alterar senha', content: () => <ChangePasswordForm /> },
];

/** /minha-conta: the customer's own area (access level 'C'); visitors log in first, operators have the back office. */
export function Component() {
  const session = useSession();
  if (session.isPending) return null;
  const user = session.data?.usuario;
  if (!user) return <Navigate to="/login" replace />;
  if (!isCustomerUser(user)) return <Navigate to="/painel" replace />;
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <SectionBand area="cac">
          <PageTitle>Minha conta</PageTitle>
          <Text size="sm" opacity={0.85}>
            {user.nome}
          </Text>
        </SectionBand>
        <Tabs defaultValue="pedidos" keepMounted={false}>
          <Tabs.List>
            {sections.map((s) => (
              <Tabs.Tab key={s.value} value={s.value}>
                {s.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((s) => (
            <Tabs.Panel key={s.value} value={s.value} pt="md">
              {s.content(user.codigo)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
