import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { orderCalls } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import { api } from '../../lib/api-client';
import { openSuccess } from '../../lib/modals';
import { useSession } from '../auth/session-api';
import { canEditImages } from '../product-images/can-edit';
import { ManufacturerTile } from '../product-images/ManufacturerTile';
import { HeroSlides, type Slide } from './HeroSlides';
import { ProductCard } from './ProductCard';
import { Slider } from './Slider';
import { settingText, useStoreConfig } from './store-config-api';
import { useMenus, useShelves } from './store-api';
import { slideMakers } from './store-menus';
import { StoreBanner } from './StoreBanner';
import { isCustomerUser, isOperatorUser } from '../../../shared/schemas/auth';
import { PageTitle } from '../../components/PageTitle';

/** Spec section 9: product slides 5 × 228 px, 4 per step, 160 ms; manufacturers 9 × 127 px, 500 ms. */
const productSlide = { columns: 5, columnWidth: 228, step: 4, durationMs: 160 };
const makerSlide = { columns: 9, columnWidth: 127, step: 3, durationMs: 500 };

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession().data;
  const config = useStoreConfig().data;
  const shelves = useShelves().data?.prateleiras ?? [];
  const makers = slideMakers(config, useMenus().data?.fabricantes ?? []);
  const makersTitle = settingText(config, 'fab', 'titulo', 'Fabricantes');
  const page = params.get('pagina');
  const user = session?.usuario;
  const temporary = params.get('temporary');
  const customer = isCustomerUser(user);
  useEffect(() => {
    if (page === 'cadastro-finalizado') openSuccess('Cadastro finalizado', 'Tudo pronto! Boas compras.');
  }, [page]);
  // A customer continues a budget at /?temporary={id}: it becomes their cart.
  useEffect(() => {
    if (!temporary || !customer) return;
    void api(orderCalls.loadBudget, { body: { action: 'select', budgetId: temporary } }).then(
      () => void navigate('/carrinho', { replace: true }),
      () => undefined,
    );
  }, [temporary, customer, navigate]);
  if (page === 'showLogin') return <Navigate to="/login" replace />;
  // A copied sale lands on /?pedido={code}; a seller continues it in the terminal.
  const order = params.get('pedido');
  if (order && isOperatorUser(user)) return <Navigate to={`/terminal?pedido=${encodeURIComponent(order)}`} replace />;
  const slides = (config?.configuracoes.sli?.slides ?? []) as Slide[];
  return (
    <Stack gap="xl" pb="xl">
      <HeroSlides slides={slides} color={settingText(config, 'cor', 'primaria', '#0B3D91')} />
      <Container size="xl" w="100%">
        <Stack gap="xl">
          <Stack gap={4}>
            <PageTitle>
              {user ? messages.login.welcome(user.nome) : `Bem-vindo(a) à ${session?.empresa.nome ?? 'loja'}`}
            </PageTitle>
            <Text c="dimmed">{settingText(config, 'psn', 'html').replace(/<[^>]+>/g, '')}</Text>
          </Stack>
          {isOperatorUser(user) && (
            <Alert color="yellow" title="Acesso de vendedor">
              {messages.access.storeForCustomersOnly}
            </Alert>
          )}
          {shelves.map((shelf, index) => (
            <Stack key={shelf.titulo} gap="xs">
              {index === 1 && <StoreBanner />}
              <Title order={3}>{shelf.titulo}</Title>
              <Slider id={`slideProdutos${index}`} label={shelf.titulo} {...productSlide}>
                {shelf.produtos.map((product) => (
                  <ProductCard key={product.codigo} product={product} />
                ))}
              </Slider>
            </Stack>
          ))}
          {makers.length > 0 && (
            <Stack gap="xs">
              <Title order={3}>{makersTitle}</Title>
              <Slider id="slideFabricantes" label={makersTitle} {...makerSlide}>
                {makers.map((maker) => (
                  <ManufacturerTile key={maker.codigo} maker={maker} canEdit={canEditImages(user)} />
                ))}
              </Slider>
            </Stack>
          )}
        </Stack>
      </Container>
    </Stack>
  );
}
