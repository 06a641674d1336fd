import { Alert, Anchor, Button, Container, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { messages } from '../../../shared/messages';
import { minimumPurchaseBlock } from '../../../shared/schemas/store';
import { CartCards } from '../../components/CartCards';
import { CartLines } from '../../components/CartLines';
import { useSession } from '../auth/session-api';
import { ShippingQuote } from './ShippingQuote';
import { useCheckoutInfo, useShopCart, useShopCartChange } from './store-api';
import { isCustomerUser } from '../../../shared/schemas/auth';
import { PageTitle } from '../../components/PageTitle';
import { SectionBand } from './SectionBand';

/** The minimum-purchase block for goods worth `totalReais`, with the configuration as the checkout info gives it. */
export const minimumBlock = (totalReais: number, minimum: { valor: number; mensagem: string } | null | undefined) =>
  minimumPurchaseBlock(
    reaisToCents(totalReais),
    minimum ? { valueCents: reaisToCents(minimum.valor), message: minimum.mensagem } : undefined,
  );

/** /carrinho: the customer's open cart (the same budget a seller sees), shipping quote and minimum purchase. */
export function Component() {
  const session = useSession().data;
  const user = session?.usuario;
  const isCustomer = isCustomerUser(user);
  const cart = useShopCart(isCustomer);
  const info = useCheckoutInfo();
  const change = useShopCartChange();
  const navigate = useNavigate();
  // Below Mantine's 'sm' (48em) the lines are cards: a table there scrolls sideways.
  const phone = useMediaQuery('(max-width: 48em)');
  if (!session) return <Loader m="xl" />;
  if (!user) return <Navigate to="/login" replace />;
  if (!isCustomer)
    return (
      <Alert m="xl" color="yellow">
        {messages.access.storeForCustomersOnly}
      </Alert>
    );
  if (session.empresa.modo === 'budget') return <Navigate to="/checkout" replace />;
  if (cart.isPending) return <Loader m="xl" />;
  const current = cart.data?.carrinho;
  if (!current || current.itens.length === 0) return <Navigate to="/carrinho-vazio" replace />;
  const order = current.pedido;
  const blocked = minimumBlock(order.cfivalped - order.frete, info.data?.minimo);
  return (
    <Container size="xl" py="lg">
      <Stack>
        <SectionBand area="ccl">
          <PageTitle>Meu carrinho</PageTitle>
        </SectionBand>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md" radius="md">
              {phone ? (
                <CartCards
                  items={current.itens}
                  onQuantity={(item, quantidade) => void change.addItem(item.cfiproite, quantidade, item.cficorite)}
                  onRemove={(ids) => void change.removeItems(ids)}
                />
              ) : (
                <CartLines
                  items={current.itens}
                  editable
                  showDiscounts={false}
                  mode="shop"
                  onQuantity={(item, quantidade) => void change.addItem(item.cfiproite, quantidade, item.cficorite)}
                  onItemDiscount={() => undefined}
                  onRemove={(ids) => void change.removeItems(ids)}
                />
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text fw={700} size="lg">
                      Total
                    </Text>
                    <Text fw={700} size="lg" data-testid="total">
                      {formatMoney(reaisToCents(order.cfivalped))}
                    </Text>
                  </Group>
                  {blocked && (
                    <Alert color="red" data-testid="minimo">
                      {blocked}
                    </Alert>
                  )}
                  <Button size="md" disabled={!!blocked} onClick={() => void navigate('/checkout')}>
                    Finalizar compra
                  </Button>
                  <Anchor component={Link} to="/produtos" ta="center" size="sm">
                    Continuar comprando
                  </Anchor>
                </Stack>
              </Paper>
              <ShippingQuote pedido={order.codigo} versao={order.versao} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
