import { Button, Group, Stack, Text } from '@mantine/core';
import type { CartReply } from '../../../shared/schemas/cart';
import { cartMessages } from '../../../shared/schemas/cart';
import { CreditBlock } from '../../components/CreditBlock';
import { openMainModal } from '../../lib/modals';
import { showToast } from '../../lib/toasts';
import { openOrderPdf, printOrder } from './order-documents';

export type OrderCommands = {
  saveBudget: () => void;
  placeOrder: (acknowledged: boolean) => void;
  remove: () => void;
  copy: () => void;
  reset: () => void;
  mail: () => void;
};

/** The buttons the transition table allows for this order, plus mail, print, PDF and 'Novo'. */
export function OrderActions({ cart, commands }: { cart: CartReply; commands: OrderCommands }) {
  const { pedido, itens, cliente } = cart;
  const can = (action: string) => pedido.acoes.some((a) => a === action);
  const kind = pedido.tipoPagina === 'sale' ? 'pedido' : 'orcamento';
  const needsItems = (then: () => void) => () =>
    itens.length === 0 ? showToast({ kind: 'warning', message: cartMessages.emptyCart }) : then();
  const place = () => {
    if (cliente && cliente.credito !== 'N') {
      openMainModal({
        title: 'Cliente com crédito bloqueado',
        content: (
          <Stack>
            <CreditBlock credito={cliente.credito} restricao={cliente.restricao} />
            <Text>Deseja enviar o pedido mesmo assim?</Text>
          </Stack>
        ),
        onYes: () => commands.placeOrder(true),
      });
    } else commands.placeOrder(false);
  };
  const confirmRemove = () =>
    openMainModal({
      title: 'Excluir orçamento',
      content: `Excluir o orçamento nº ${pedido.codigo}? Esta ação não pode ser desfeita.`,
      onYes: commands.remove,
    });
  return (
    <Group gap="xs" data-print-hide>
      {can('saveBudget') && <Button onClick={needsItems(commands.saveBudget)}>Salvar orçamento</Button>}
      {can('placeOrder') && (
        <Button color="green" onClick={needsItems(place)}>
          Fechar pedido
        </Button>
      )}
      <Button variant="default" onClick={commands.mail} disabled={itens.length === 0}>
        Enviar email
      </Button>
      <Button variant="default" onClick={() => printOrder(pedido.codigo, kind)} disabled={itens.length === 0}>
        Imprimir
      </Button>
      <Button variant="default" onClick={() => openOrderPdf(pedido.codigo)} disabled={itens.length === 0}>
        PDF
      </Button>
      {can('copy') && itens.length > 0 && (
        <Button variant="default" onClick={commands.copy}>
          Copiar
        </Button>
      )}
      {can('delete') && (
        <Button variant="light" color="red" onClick={confirmRemove}>
          Excluir
        </Button>
      )}
      <Button variant="subtle" onClick={commands.reset}>
        Novo
      </Button>
    </Group>
  );
}
