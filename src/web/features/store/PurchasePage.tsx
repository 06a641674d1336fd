import { Alert, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { orderStatusLabel, paymentMethods, type PaymentMethod } from '../../../shared/domain/order-status';
import { cartMessages } from '../../../shared/schemas/cart';
import { paymentMessages, paymentStates } from '../../../shared/schemas/payments';
import { paymentStatuses, storeMessages } from '../../../shared/schemas/store';
import { isCustomerUser } from '../../../shared/schemas/auth';
import { CartLines } from '../../components/CartLines';
import { useSession } from '../auth/session-api';
import { shopCartKey, useOrder, useShopCartChange } from './store-api';
import { PageTitle } from '../../components/PageTitle';
import { SectionBand } from './SectionBand';
import { PixPayment } from './PixPayment';
import { BoletoPayment } from './BoletoPayment';
import { formatDay } from '../../../shared/br/dates';

const money = (reais: number) => formatMoney(reaisToCents(reais));
const noop = () => undefined;

/** /resumo-compra (right after placing) and /view-compra (any placed purchase): ?pedido={id}. */
export function Component() {
  const [params] = useSearchParams();
  const justPlaced = useLocation().pathname === '/resumo-compra';
  const id = Number(params.get('pedido')) || undefined;
  const order = useOrder(id);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (justPlaced) void queryClient.invalidateQueries({ queryKey: shopCartKey });
  }, [justPlaced, queryClient]);
  if (order.isPending && id) return <Loader m="xl" />;
  const cart = order.data;
  if (!cart) return <Alert m="xl" color="red" title={cartMessages.orderNotFound} />;
  const p = cart.pedido;
  const method = p.cfirecped ? (paymentMethods[p.cfirecped as PaymentMethod] ?? p.cfirecped) : '—';
  return (
    <Container size="lg" py="lg">
      <Stack>
        <SectionBand area="ccl">
          <PageTitle>{justPlaced ? storeMessages.orderPlaced : `Compra nº ${p.codigo}`}</PageTitle>
        </SectionBand>
        {justPlaced && (
          <Text>
            Pedido nº <strong>{p.codigo}</strong>. Enviamos a confirmação para o seu e-mail.
          </Text>
        )}
        {p.cfirecped === 'O' && p.pagamento === paymentStatuses.awaitingCard && (
          <Alert color="blue">{storeMessages.cardPending}</Alert>
        )}
        {p.cfirecped === 'O' && p.pagamento === paymentStates.paid && (
          <Alert color="green" title={paymentMessages.confirmed} role="status">
            Valor cobrado no cartão de crédito{p.cfiparped > 1 ? ` em ${p.cfiparped}x` : ''}.
          </Alert>
        )}
        {p.cfirecped === 'X' && <PixPayment pedido={p.codigo} />}
        {/* A boleto registered at the provider, or one it refused; the self-issued one has its second copy in Minha conta. */}
        {p.cfirecped === 'D' && p.pagamento && <BoletoPayment pedido={p.codigo} />}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text size="sm">Situação: {orderStatusLabel(p.cfistaped)}</Text>
            <Text size="sm">Data: {formatDay(p.cfidteped)}</Text>
            <Text size="sm">
              Pagamento: {method}
              {p.cfiparped > 1 ? ` em ${p.cfiparped}x` : ''}
              {p.pagamento ? ` (${p.pagamento})` : ''}
            </Text>
            <Text size="sm">
              Entrega: {p.servicoFrete ?? '—'} {p.servicoFrete ? money(p.frete) : ''}
            </Text>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <CartLines
            items={cart.itens}
            editable={false}
            showDiscounts={false}
            onQuantity={noop}
            onItemDiscount={noop}
            onRemove={noop}
          />
          <Group justify="flex-end" mt="sm">
            {p.juros ? <Text size="sm">Juros do parcelamento: {money(p.juros)}</Text> : null}
            <Text fw={700} size="lg" data-testid="total-pedido">
              Total: {money(p.cfivalped)}
            </Text>
          </Group>
        </Paper>
        <Group>
          {!justPlaced && <BuyAgain pedido={p.codigo} />}
          <Button component={Link} to="/produtos" variant="default">
            Continuar comprando
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** A customer's way back to buying the same again, and to their other orders. */
function BuyAgain({ pedido }: { pedido: number }) {
  const session = useSession().data;
  const { buyAgain } = useShopCartChange();
  const navigate = useNavigate();
  if (!isCustomerUser(session?.usuario)) return null;
  const buy = async () => {
    if (await buyAgain(pedido)) await navigate('/carrinho');
  };
  return (
    <>
      {session?.empresa.permitirCarrinho && <Button onClick={() => void buy()}>Comprar novamente</Button>}
      <Button component={Link} to="/minha-conta" variant="default">
        Meus pedidos
      </Button>
    </>
  );
}
