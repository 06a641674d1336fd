import { AppShell, Burger, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { roleLabels } from '../../../shared/domain/access';
import { useSession } from '../../features/auth/session-api';
import { useApprovalNotices } from '../../features/discounts/discount-api';
import { CompanyLogo } from '../../features/product-images/CompanyLogo';
import { usePageTitle } from '../../lib/page-title';
import { RestrictedPage } from './RestrictedPage';
import { UserMenu } from './UserMenu';
import { isCustomerUser } from '../../../shared/schemas/auth';
import { biDashboardNames, biDashboards } from '../../../shared/domain/bi-dashboards';

/** Pages of the back-office menu; each feature adds its own as it lands. */
const menu = [
  { to: '/painel', label: 'Painel' },
  { to: '/terminal', label: 'Novo pedido' },
  { to: '/comercial/vendas', label: 'Vendas' },
  { to: '/operacoes-comerciais-pendentes', label: 'Operações Comerciais' },
  { to: '/catalogo', label: 'Produtos' },
  { to: '/tabelas-preco', label: 'Tabelas de preço', managers: true },
  { to: '/tintas/formulas/importar', label: 'Fórmulas de tinta', managers: true },
  { to: '/tintas/corantes', label: 'Estoque de corantes', managers: true },
  { to: '/nfe-emitidas', label: 'Notas fiscais' },
  { to: '/financeiro/duplicatas', label: 'Duplicatas' },
  { to: '/entregas', label: 'Entregas' },
  { to: '/clientes', label: 'Clientes' },
  { to: '/convite-cliente', label: 'Convidar cliente' },
  { to: '/aprovacoes-desconto', label: 'Aprovações de desconto', managers: true },
  { to: '/regras-de-frete', label: 'Regras de frete', admin: true },
  { to: '/caixa-de-saida', label: 'Caixa de saída', admin: true },
  { to: '/solicitacoes-titulares', label: 'Solicitações LGPD', admin: true },
  { to: '/empresa', label: 'Dados da empresa', admin: true },
  { to: '/configuracoes-loja', label: 'Configurações da loja', admin: true },
  { to: '/configuracao-pagamento', label: 'Configuração de pagamento', admin: true },
  { to: '/newsletter', label: 'Newsletter', admin: true },
  { to: '/usuarios', label: 'Usuários', admin: true },
  { to: '/auditoria', label: 'Auditoria', admin: true },
  { to: '/', label: 'Loja virtual' },
];

type MenuItem = (typeof menu)[number];
type Role = 'admin' | 'manager' | 'seller' | null | undefined;

const reaches = (item: MenuItem, role: Role) =>
  (!item.admin || role === 'admin') && (!item.managers || role === 'admin' || role === 'manager');

/** The menu entry of a page path (its own or a parent's, as /catalogo for /catalogo/12). */
const entryOf = (path: string) =>
  menu.find((item) => item.to !== '/' && (path === item.to || path.startsWith(`${item.to}/`)));

/** The BI dashboards, under one entry that opens itself on a dashboard's page. */
const biMenu = biDashboardNames.map((name) => ({
  to: `/bi-${name}`,
  label: biDashboards[name].title.replace(/^BI /, ''),
}));

/** Back-office frame for operators; visitors go to login, customers back to the store. */
export function Component() {
  const session = useSession();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  usePageTitle('Balcão');
  // A seller hears of the managers' decisions on their discounts when the back office loads.
  useApprovalNotices(session.data?.usuario?.perfil === 'seller');
  if (session.isPending) return null;
  const user = session.data?.usuario;
  if (!user) return <Navigate to="/login" replace />;
  if (isCustomerUser(user)) return <Navigate to="/" replace />;
  const entry = entryOf(location.pathname);
  const restricted = entry && !reaches(entry, user.perfil) ? entry : undefined;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header bg="#0B3D91" c="white">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label="Menu" />
            <CompanyLogo name={session.data?.empresa.nome ?? 'Balcão'} />
            <Title order={4} visibleFrom="xs">
              {session.data?.empresa.nome}
            </Title>
            <Text size="xs" visibleFrom="xs">
              {user.perfil ? roleLabels[user.perfil] : ''}
            </Text>
          </Group>
          <UserMenu user={user} color="white" />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {menu
          .filter((item) => reaches(item, user.perfil))
          .map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={location.pathname === item.to}
              onClick={close}
            />
          ))}
        <NavLink label="BI" defaultOpened={location.pathname.startsWith('/bi-')}>
          {biMenu.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={location.pathname === item.to}
              onClick={close}
            />
          ))}
        </NavLink>
      </AppShell.Navbar>
      <AppShell.Main>
        {restricted ? <RestrictedPage owners={restricted.admin ? 'admin' : 'managers'} /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
