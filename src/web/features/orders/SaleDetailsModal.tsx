import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/br/format-money';
import { orderCalls } from '../../../shared/contract/orders';
import { reaisToCents } from '../../../shared/domain/money';
import { orderStatusLabel } from '../../../shared/domain/order-status';
import { companyToday, formatDay } from '../../../shared/br/dates';
import { orderTitle } from '../../../shared/domain/order-transitions';
import { api } from '../../lib/api-client';
import { useSession } from '../auth/session-api';
import { CartLines } from '../../components/CartLines';
import { useCart, useCartChange } from './cart-api';
import { OrderTermsInfo } from './OrderTermsInfo';
import { AfterSaleInfo } from './AfterSaleInfo';
import { CancelSaleModal } from './CancelSaleModal';
import { copyOrder, openOrderPdf, printOrder } from './order-documents';
import { QuoteLinkPanel } from './QuoteLinkPanel';
import { ReturnItemsModal } from './ReturnItemsModal';
import { SendMailModal } from './SendMailModal';
import { TintTickets } from './TintTickets';

type Props = { orderId: number; forced: boolean; onClose: () => void };

const noop = () => undefined;

/** The last 12 months up to today on the company's calendar, as the sales list reads them (DD/MM/YYYY). */
function lastTwelveMonths(): { inicial: string; final: string } {
  const today = companyToday();
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
  const day = (date: Date) => formatDay(date.toISOString().slice(0, 10));
  return { inicial: day(yearAgo), final: day(today) };
}

/** The forms the details give way to while they are open. */
type Step = 'details' | 'mail' | 'cancel' | 'return';

/**
 * Sale details ('Detalhes do orçamento' for budgets): header and items; 'Últimas compras' for a sale,
 * or 'Continuar compra' for a pending budget (hidden for managers and in the forced view); mail,
 * print, PDF; for managers and admins, cancelling the sale and returning some of its units; and
 * what happened after the sale (the cancellation's reason, who and when, the returns).
 */
export function SaleDetailsModal({ orderId, forced, onClose }: Props) {
  const cart = useCart(orderId).data;
  const change = useCartChange(orderId);
  const user = useSession().data?.usuario;
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('details');
  const back = () => setStep('details');
  if (step === 'mail' && cart)
    return (
      <SendMailModal
        orderId={orderId}
        kind={cart.pedido.tipoPagina === 'sale' ? 'pedido' : 'orcamento'}
        defaultTo=""
        defaultSubject={orderTitle(cart.pedido.cfistaped, orderId)}
        onClose={back}
      />
    );
  if (step === 'cancel') return <CancelSaleModal orderId={orderId} onClose={back} />;
  if (step === 'return' && cart) return <ReturnItemsModal orderId={orderId} items={cart.itens} onClose={back} />;
  const order = cart?.pedido;
  // Taking goods back is a manager's or an admin's (the server refuses anyone else).
  const takesBack = user?.perfil === 'manager' || user?.perfil === 'admin';
  const pending = order && order.tipoPagina !== 'sale';
  const mayContinue = pending && order.acoes.includes('edit') && !user?.isCsgestor && !forced;
  const continuePurchase = () =>
    void api(orderCalls.loadBudget, { body: { action: 'select', budgetId: orderId } }).then(
      () => void navigate(`/terminal?pedido=${orderId}`),
      noop,
    );
  const lastPurchases = () => {
    const range = lastTwelveMonths();
    onClose();
    void navigate(`/comercial/vendas?clientes=${order?.cficliped ?? ''}&inicial=${range.inicial}&final=${range.final}`);
  };
  const copy = () => void copyOrder(orderId).then((to) => to && navigate(to));
  const title = `${pending ? 'Detalhes do orçamento' : 'Detalhes da venda'} nº ${orderId}`;
  return (
    <Modal opened onClose={onClose} title={order ? title : `Detalhes nº ${orderId}`} size="xl">
      {!cart || !order ? (
        <Loader />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text size="sm">Cliente: {order.cfinclped}</Text>
            <Text size="sm">
              Data: {formatDay(order.cfidteped)} {order.cfihorped}
            </Text>
            <Text size="sm">Situação: {orderStatusLabel(order.cfistaped)}</Text>
            <Text size="sm">Desconto: {formatMoney(reaisToCents(order.cfidscped ?? 0))}</Text>
            <Text size="sm" fw={700}>
              Total: {formatMoney(reaisToCents(order.cfivalped))}
            </Text>
          </SimpleGrid>
          <OrderTermsInfo order={order} onRenew={() => void change.renew()} />
          {order.observacao && <Text size="sm">Observação: {order.observacao}</Text>}
          {!forced && (
            <QuoteLinkPanel order={order} onConfirm={() => void change.direct(orderId, { direcionamento: 'tpe' })} />
          )}
          <AfterSaleInfo cart={cart} />
          <CartLines
            items={cart.itens}
            editable={false}
            showDiscounts
            onQuantity={noop}
            onItemDiscount={noop}
            onRemove={noop}
          />
          {!pending && <TintTickets orderId={orderId} items={cart.itens} />}
          <Group justify="flex-end" gap="xs">
            {takesBack && order.acoes.includes('returnItems') && (
              <Button variant="default" onClick={() => setStep('return')}>
                Devolução
              </Button>
            )}
            {takesBack && order.acoes.includes('cancel') && (
              <Button variant="light" color="red" onClick={() => setStep('cancel')}>
                Cancelar venda
              </Button>
            )}
            <Button variant="default" onClick={() => setStep('mail')}>
              Enviar email
            </Button>
            <Button variant="default" onClick={() => printOrder(orderId, pending ? 'orcamento' : 'pedido')}>
              Imprimir
            </Button>
            <Button variant="default" onClick={() => openOrderPdf(orderId)}>
              PDF
            </Button>
            {!user?.isCsgestor && cart.itens.length > 0 && (
              <Button variant="default" onClick={copy}>
                Copiar
              </Button>
            )}
            {pending
              ? mayContinue && <Button onClick={continuePurchase}>Continuar compra</Button>
              : order.cficliped && <Button onClick={lastPurchases}>Últimas compras</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
