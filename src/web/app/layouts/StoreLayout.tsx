import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Outlet } from 'react-router';
import { storePages, type StoreConfigReply, type StorePageKey } from '../../../shared/schemas/store-config';
import { useSession } from '../../features/auth/session-api';
import { settingText, useStoreConfig } from '../../features/store/store-config-api';
import { CartIcon, StoreNav } from '../../features/store/StoreNav';
import { CertificateSeals } from '../../features/store/CertificateSeals';
import { ChatWidget } from '../../features/store/ChatWidget';
import { NewsletterSignup } from '../../features/store/NewsletterSignup';
import { MinimumPurchaseNote } from '../../features/store/MinimumPurchaseNote';
import { ConfiguredLink, ConfiguredLinks } from '../../features/store/ConfiguredLink';
import { configuredLinks } from '../../features/store/store-menus';
import { CompanyLogo } from '../../features/product-images/CompanyLogo';
import { usePageTitle } from '../../lib/page-title';
import { UserMenu } from './UserMenu';
import { isCustomerUser, isOperatorUser } from '../../../shared/schemas/auth';

/** The social networks of the 'rso' configuration row, in the footer. */
const socialNetworks = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
  ['linkedin', 'LinkedIn'],
] as const;

/** Storefront frame for customers and visitors: header and footer coloured by the store configuration. */
export function Component() {
  const session = useSession();
  const config = useStoreConfig().data;
  usePageTitle(session.data?.empresa?.nome ?? 'Balcão');
  if (session.isPending) return null;
  const empresa = session.data?.empresa;
  const user = session.data?.usuario;
  if (empresa?.modo === 'offline' && !user) return <Navigate to="/login" replace />;
  const headerBg = settingText(config, 'crh', 'fundo', '#0B3D91');
  const headerFg = settingText(config, 'crh', 'texto', '#FFFFFF');
  const footerBg = settingText(config, 'cfh', 'fundo', '#0A2540');
  const footerFg = settingText(config, 'cfh', 'texto', '#E6EDF5');
  return (
    <Stack gap={0} mih="100vh">
      <Box component="header" bg={headerBg} c={headerFg} py="sm">
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" c={headerFg} underline="never" style={{ minWidth: 0 }}>
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <CompanyLogo name={empresa?.nome ?? 'Balcão'} />
                <Title order={3} style={{ lineHeight: '35px' }} visibleFrom="xs">
                  {empresa?.nome ?? 'Balcão'}
                </Title>
              </Group>
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              {empresa?.permitirCarrinho && <CartIcon color={headerFg} enabled={isCustomerUser(user)} />}
              {isCustomerUser(user) && (
                <Anchor component={Link} to="/minha-conta" c={headerFg} size="sm" fw={600}>
                  Minha conta
                </Anchor>
              )}
              {isOperatorUser(user) && (
                <Anchor component={Link} to="/painel" c={headerFg} size="sm">
                  Painel
                </Anchor>
              )}
              <UserMenu user={user} color={headerFg} />
            </Group>
          </Group>
          <Group justify="space-between" gap="xs">
            <ConfiguredLinks links={configuredLinks(config, 'alt', 'itens')} label="Atalhos" c={headerFg} size="sm" />
            <MinimumPurchaseNote color={headerFg} />
          </Group>
          <Box mt="xs">
            <StoreNav color={headerFg} />
          </Box>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" bg={footerBg} c={footerFg} py="lg">
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={2}>
              <Text fw={700}>{empresa?.nome}</Text>
              <Text size="sm">{settingText(config, 'foo', 'endereco')}</Text>
              <Text size="sm">CNPJ {settingText(config, 'foo', 'cnpj')}</Text>
              <Group gap="sm" mt={4}>
                <Anchor component={Link} to="/contato" c={footerFg} size="sm">
                  Fale conosco
                </Anchor>
                {(Object.keys(storePages) as StorePageKey[])
                  .filter((key) => settingText(config, key, 'html'))
                  .map((key) => (
                    <Anchor key={key} component={Link} to={`/pagina/${key}`} c={footerFg} size="sm">
                      {storePages[key]}
                    </Anchor>
                  ))}
              </Group>
              <ConfiguredLinks
                links={configuredLinks(config, 'pag', 'paginas')}
                label="Páginas"
                c={footerFg}
                size="sm"
              />
              <ConfiguredLinks
                links={configuredLinks(config, 'atl', 'itens')}
                label="Atalhos do rodapé"
                c={footerFg}
                size="sm"
              />
              <StoreLocation config={config} color={footerFg} />
            </Stack>
            <Stack gap={2}>
              <Text size="sm">{settingText(config, 'foo', 'telefone')}</Text>
              <Text size="sm">{settingText(config, 'foo', 'email')}</Text>
              <Group gap="sm">
                {socialNetworks
                  .filter(([key]) => settingText(config, 'rso', key))
                  .map(([key, label]) => (
                    <Anchor
                      key={key}
                      href={settingText(config, 'rso', key)}
                      target="_blank"
                      rel="noopener"
                      c={footerFg}
                      size="sm"
                    >
                      {label}
                    </Anchor>
                  ))}
              </Group>
              <CertificateSeals color={footerFg} />
              <NewsletterSignup />
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>
      <FooterStripe config={config} company={empresa?.nome} />
      <ChatWidget />
    </Stack>
  );
}

/** 'loc': where the shop is, with a link to the map the admin chose. */
function StoreLocation({ config, color }: { config: StoreConfigReply | undefined; color: string }) {
  const address = settingText(config, 'loc', 'endereco');
  const map = settingText(config, 'loc', 'mapa');
  if (!address && !map) return null;
  return (
    <Text size="sm" mt={4}>
      <Text span fw={600}>
        Onde estamos:{' '}
      </Text>
      {address}
      {map && (
        <>
          {' '}
          <ConfiguredLink link={{ label: 'Ver no mapa', to: map }} c={color} size="sm" fw={600} />
        </>
      )}
    </Text>
  );
}

/** 'crf': the stripe under the footer, with the copyright line. */
function FooterStripe({ config, company }: { config: StoreConfigReply | undefined; company: string | undefined }) {
  return (
    <Box bg={settingText(config, 'crf', 'fundo', '#061A2E')} c={settingText(config, 'crf', 'texto', '#E6EDF5')} py={6}>
      <Container size="xl">
        <Text size="xs">
          © {new Date().getFullYear()} {company ?? 'Balcão'}. Todos os direitos reservados.
        </Text>
      </Container>
    </Box>
  );
}
