import { Alert, Anchor, Badge, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { orderCalls } from '../../../shared/contract/orders';
import { orderStatusLabel } from '../../../shared/domain/order-status';
import { orderTitle } from '../../../shared/domain/order-transitions';
import { cartMessages, type CartItem, type CartReply, type ProductHit } from '../../../shared/schemas/cart';
import { CreditBlock } from '../../components/CreditBlock';
import { CustomerPicker } from '../../components/CustomerPicker';
import { api } from '../../lib/api-client';
import { CartLines } from '../../components/CartLines';
import { CartSummary } from './CartSummary';
import { OrderTermsPanel } from './OrderTermsPanel';
import { EXPIRED_LABEL } from '../../../shared/domain/budget-validity';
import { formatDay } from '../../../shared/br/dates';
import { useCart, useCartChange } from './cart-api';
import { OrderActions, type OrderCommands } from './OrderActions';
import { ProductSearchPanel } from './ProductSearchPanel';
import { TintTickets } from './TintTickets';
import { SendMailModal } from './SendMailModal';
import { copyOrder } from './order-documents';
import { customerEmail } from '../../lib/customer-email';
import { PageTitle } from '../../components/PageTitle';
import { ApprovalBadge, ApprovalNote } from '../discounts/ApprovalBadge';
import { useApprovalRefresh } from '../discounts/discount-api';

/**
 * The cart column beside the search sticks under the 56 px header; a long cart scrolls inside it,
 * so the total is reached without losing the search.
 */
const besideSearch = {
  position: 'sticky',
  top: 72,
  maxHeight: 'calc(100vh - 88px)',
  overflowY: 'auto',
} as const;

/** /terminal?pedido={id}: the seller builds, saves, places, mails, prints and copies an order. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pedido = Number(params.get('pedido')) || undefined;
  const cart = useCart(pedido);
  const change = useCartChange(pedido);
  const [mailTo, setMailTo] = useState<string>();
  const refreshApproval = useApprovalRefresh();
  // From 1200 px the cart goes beside the search (no theme breakpoint sits there: 'lg' is 1280 px).
  // Read at once, so a wide screen never first draws the stacked layout.
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  /** The first change starts a cart: the address follows it. */
  const follow = (reply: CartReply | undefined) => {
    if (reply && reply.pedido.codigo !== pedido)
      void navigate(`/terminal?pedido=${reply.pedido.codigo}`, { replace: true });
    return reply;
  };
  const run: Run = (changing) => changing.then(follow);
  const data = pedido ? cart.data : undefined;
  if (pedido && cart.isPending) return <Loader m="xl" />;
  if (pedido && cart.isError)
    return (
      <Alert color="red" title={cartMessages.orderNotFound}>
        <Anchor component={Link} to="/terminal">
          Começar um novo pedido
        </Anchor>
      </Alert>
    );
  const editable = !data || data.pedido.acoes.includes('edit');
  // A placement above the seller's cap files a request: the badge reads it again after each try.
  const placing: Run = (changing) => run(changing).finally(() => void refreshApproval());
  const commands = data ? orderCommands(data, change, placing, (to) => void navigate(to), setMailTo) : undefined;

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{data ? orderTitle(data.pedido.cfistaped, data.pedido.codigo) : 'Novo pedido'}</PageTitle>
        <Group gap="xs">
          {data && <Badge size="lg">{orderStatusLabel(data.pedido.cfistaped)}</Badge>}
          {data && <ApprovalBadge pedido={data.pedido.codigo} />}
          {data?.pedido.vencido && (
            <Badge size="lg" color="red">
              {EXPIRED_LABEL}
            </Badge>
          )}
        </Group>
      </Group>
      {data?.pedido.vencido && (
        <Alert color="orange" title="Orçamento vencido">
          <Group justify="space-between">
            <span>
              Os preços valiam até {formatDay(data.pedido.validade ?? '')}. Renove para usar os preços de hoje.
            </span>
            <Button onClick={() => void run(change.renew())}>Renovar com os preços de hoje</Button>
          </Group>
        </Alert>
      )}
      {data && <ApprovalNote pedido={data.pedido.codigo} placed={data.pedido.tipoPagina === 'sale'} />}
      {data && commands && <OrderActions cart={data} commands={commands} />}
      {/* From 1200 px the cart stands beside the search and stays in view while products are added. */}
      <Grid align="flex-start">
        <Grid.Col span={wide ? 4 : 12}>
          <Stack>
            <CustomerCard
              cart={data}
              editable={editable}
              onChoose={(cliente) => void run(change.chooseCustomer(cliente))}
            />
            {editable && (
              <ProductSearchPanel
                pricing={
                  data && {
                    pedido: data.pedido.codigo,
                    cliente: data.cliente?.codigo ?? null,
                    condicao: data.pedido.condicao,
                  }
                }
                onAdd={(product: ProductHit, quantidade) =>
                  void run(change.addItem({ codigo: product.codigo, quantidade, tipo: '0' }))
                }
                onTint={(product: ProductHit, quantidade, cor) =>
                  void run(change.addItem({ codigo: product.codigo, quantidade, tipo: '1', cor }))
                }
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={wide ? 8 : 12} style={wide ? besideSearch : undefined}>
          <Stack>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                {/* Once placed it is an order, no longer a cart being filled. */}
                <Title order={4}>{data?.pedido.tipoPagina === 'sale' ? 'Itens do pedido' : 'Carrinho'}</Title>
                <CartLines
                  items={data?.itens ?? []}
                  editable={editable}
                  showDiscounts
                  compact={wide}
                  onQuantity={(item: CartItem, quantidade) =>
                    void run(
                      // A tinted line is keyed by its colour too: the new quantity goes to that line.
                      change.addItem({
                        codigo: item.cfiproite,
                        quantidade,
                        tipo: item.tipo,
                        cor: item.cficorite ?? undefined,
                      }),
                    )
                  }
                  onItemDiscount={(item, desconto) =>
                    void run(change.setDiscounts({ itens: [{ item: item.cficodite, desconto }] }))
                  }
                  onRemove={(ids) => void run(change.removeItems(ids))}
                />
                {data?.pedido.tipoPagina === 'sale' && <TintTickets orderId={data.pedido.codigo} items={data.itens} />}
              </Stack>
            </Paper>
            {data && (
              <CartSummary
                key={data.pedido.codigo}
                order={data.pedido}
                editable={editable}
                showDiscounts
                onDiscounts={(discounts) => void run(change.setDiscounts(discounts))}
                onObservation={(observacao) => void run(change.saveNote(observacao))}
              />
            )}
            {data && (
              <OrderTermsPanel
                order={data.pedido}
                editable={editable}
                onChange={(terms) => void run(change.setTerms(terms))}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {data && mailTo !== undefined && (
        <SendMailModal
          orderId={data.pedido.codigo}
          kind={data.pedido.tipoPagina === 'sale' ? 'pedido' : 'orcamento'}
          defaultTo={mailTo}
          defaultSubject={orderTitle(data.pedido.cfistaped, data.pedido.codigo)}
          onClose={() => setMailTo(undefined)}
        />
      )}
    </Stack>
  );
}

function CustomerCard(props: { cart: CartReply | undefined; editable: boolean; onChoose: (codigo: number) => void }) {
  const customer = props.cart?.cliente;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>Cliente</Title>
        <Text data-testid="cliente-selecionado">
          {customer ? `${customer.nome} (${customer.codigo})` : 'Nenhum cliente selecionado (CONSUMIDOR)'}
        </Text>
        {customer && <CreditBlock credito={customer.credito} restricao={customer.restricao} />}
        {props.editable && (
          <CustomerPicker value={customer?.codigo ?? null} onChange={(codigo) => codigo && props.onChoose(codigo)} />
        )}
      </Stack>
    </Paper>
  );
}

/** A cart change, and the address following the cart it produced. */
type Run = (changing: Promise<CartReply | undefined>) => Promise<CartReply | undefined>;

/** What the action buttons do; saving a budget ends the sale, as a reset does (spec section 4). */
function orderCommands(
  cart: CartReply,
  change: ReturnType<typeof useCartChange>,
  run: Run,
  go: (to: string) => void,
  mail: (to: string) => void,
): OrderCommands {
  const id = cart.pedido.codigo;
  return {
    saveBudget: () => {
      window.scrollTo({ top: 0 });
      void run(change.direct(id, { direcionamento: 'ped' })).then((saved) => saved && go('/terminal'));
    },
    placeOrder: (acknowledged) =>
      void run(change.direct(id, { direcionamento: 'tpe', cienteBloqueio: acknowledged })).catch(() => undefined),
    remove: () =>
      void api(orderCalls.deleteBudget, { body: { action: 'delete', budgetId: id } }).then(
        (reply) => go(`/terminal?pedido=${reply.novoPedido}`),
        () => undefined,
      ),
    copy: () => void copyOrder(id).then((to) => to && go(to)),
    reset: () => go('/terminal'),
    mail: () => void customerEmail(cart.cliente?.codigo).then(mail),
  };
}
