import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Typography,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../shared/br/format-money';
import { StorePrice } from './StorePrice';
import { reaisToCents } from '../../../shared/domain/money';
import { messages } from '../../../shared/messages';
import { cartMessages } from '../../../shared/schemas/cart';
import { storeMessages } from '../../../shared/schemas/store';
import { PRODUCT_IMAGE_FALLBACK } from '../../components/ProductImage';
import { shopQuantity } from '../../../shared/domain/quantity';
import { QuantityInput } from '../../components/QuantityInput';
import { ColourPicker } from './ColourPicker';
import { ProductGallery } from './ProductGallery';
import { useSession } from '../auth/session-api';
import { useShopCartChange, useStoreProduct } from './store-api';
import { useStoreConfig } from './store-config-api';
import { isOperatorUser } from '../../../shared/schemas/auth';
import { PageTitle } from '../../components/PageTitle';
import { usePageName } from '../../lib/page-title';

/** /produtos/{slug}/{id}: images (four slots), name with packaging, price, quantity and the buy button. */
export function Component() {
  const id = Number(useParams().id);
  const product = useStoreProduct(id);
  const session = useSession().data;
  const vitrine = useStoreConfig().data?.vitrine;
  const navigate = useNavigate();
  const { addItem } = useShopCartChange();
  const [quantity, setQuantity] = useState(1);
  const [colour, setColour] = useState<string | null>(null);
  const [colourError, setColourError] = useState<string>();
  usePageName(product.data?.nome);
  if (product.isPending) return <Loader m="xl" />;
  if (!product.data) return <Alert color="red" m="xl" title={cartMessages.productNotFound} />;
  const p = product.data;
  const user = session?.usuario;
  const images = p.imagens.length > 0 ? p.imagens : [PRODUCT_IMAGE_FALLBACK];
  const stock = { stock: p.maximo, sellWithoutStock: false, multipleMode: p.multiplo };
  // The quantity as the rules read it: 1 starts as 10 in multiple mode.
  const wanted = shopQuantity(quantity, stock).quantity;
  const buy = async () => {
    if (!user) return void navigate('/login');
    // Spec section 5: without the attribute (the colour of a tint base) the quantity goes back to 1.
    if (p.exigeCor && !colour) {
      setQuantity(1);
      setColourError(cartMessages.colourRequired);
      return;
    }
    const cart = await addItem(p.codigo, wanted, colour);
    if (cart) void navigate(session.empresa.modo === 'budget' ? '/checkout' : '/carrinho');
  };
  return (
    <Container size="xl" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ProductGallery name={p.nome} images={images} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack>
            <PageTitle>{p.nome}</PageTitle>
            <Text c="dimmed">
              {p.fabricante} · {p.grupo} · Cód. {p.codigo}
            </Text>
            {p.embalagem && <Badge variant="light">{p.embalagem}</Badge>}
            <Group gap="sm" align="baseline">
              <StorePrice price={p.preco} size="xl" data-testid="preco" />
              {p.preco !== null && p.precoLista !== null && p.precoLista > p.preco && (
                <Text td="line-through" c="dimmed">
                  {formatMoney(reaisToCents(p.precoLista))}
                </Text>
              )}
            </Group>
            {vitrine?.exibirEstoque && p.estoque !== null && (
              <Text size="sm" data-testid="estoque">
                {p.estoque === 1 ? '1 unidade em estoque' : `${p.estoque} unidades em estoque`}
              </Text>
            )}
            {p.descricaoRapida && <Typography dangerouslySetInnerHTML={{ __html: p.descricaoRapida }} />}
            {isOperatorUser(user) ? (
              <Alert color="yellow">{messages.access.storeForCustomersOnly}</Alert>
            ) : !session?.empresa.permitirCarrinho || !vitrine?.botaoComprar ? null : p.exigeCor &&
              !vitrine.tingimento ? (
              <Alert color="yellow">{storeMessages.tintingDisabled}</Alert>
            ) : p.disponivel ? (
              <Stack gap="sm">
                {p.exigeCor && (
                  <Anchor component={Link} to={`/tintas/${p.codigo}`} fw={600}>
                    Ver a cartela de cores
                  </Anchor>
                )}
                {p.exigeCor && (
                  <ColourPicker
                    value={colour}
                    error={colourError}
                    onChange={(code) => {
                      setColour(code);
                      setColourError(undefined);
                    }}
                  />
                )}
                <Group align="end">
                  <QuantityInput value={wanted} product={stock} mode="shop" steps onCommit={setQuantity} />
                  <Button size="md" onClick={() => void buy()}>
                    {vitrine.botaoComprar}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Badge color="gray" size="lg">
                Indisponível no momento
              </Badge>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Tabs defaultValue="especificacao" mt="xl">
        <Tabs.List>
          <Tabs.Tab value="especificacao">Especificação</Tabs.Tab>
          <Tabs.Tab value="descricao">Descrição</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="especificacao" pt="md">
          {p.especificacao ? (
            <Typography dangerouslySetInnerHTML={{ __html: p.especificacao }} />
          ) : (
            <Text c="dimmed">{messages.notRegistered}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="descricao" pt="md">
          {p.descricaoEcommerce ? (
            <Typography dangerouslySetInnerHTML={{ __html: p.descricaoEcommerce }} />
          ) : (
            <Text>{p.descricao ?? p.nome}</Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
