import { Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatMoment } from '../../../shared/br/dates';
import type { CartReply } from '../../../shared/schemas/cart';
import { useQuoteLink } from './quote-link-api';

type Issued = { link: string; whatsapp: string | null; mensagem: string };
type Props = { order: CartReply['pedido']; onConfirm: () => void };

/**
 * A budget's public link (docs/public-quote.md): 'Enviar por WhatsApp' makes a new link and opens the
 * conversation with the customer's mobile; the seller can turn the link off, sees the customer's
 * change requests and, once the customer accepted, confirms the order.
 */
export function QuoteLinkPanel({ order, onConfirm }: Props) {
  const canSend = order.acoes.includes('acceptQuote') && order.cficliped !== null;
  const link = useQuoteLink(order.codigo, canSend || order.cfistaped === 'Reserva');
  const [issued, setIssued] = useState<Issued>();
  const state = link.state;
  if (!canSend && !state?.aceitoEm && !state?.alteracoes.length) return null;
  const send = () => void link.issue().then(setIssued, () => undefined);
  const revoke = () =>
    void link.revoke().then(
      () => setIssued(undefined),
      () => undefined,
    );
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600}>Orçamento pelo WhatsApp</Text>
        {state?.aceitoEm && (
          <Alert color="green" title="Aceito pelo cliente">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Aceito pelo link em {formatMoment(state.aceitoEm)}. Confira e confirme o pedido.</Text>
              {order.acoes.includes('placeOrder') && (
                <Button color="green" size="xs" onClick={onConfirm}>
                  Confirmar pedido
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {canSend && (
          <Group gap="xs">
            {/* A new link ends the one sent before: said so when one is live. */}
            <Button onClick={send}>{state?.ativo && issued ? 'Gerar novo link' : 'Enviar por WhatsApp'}</Button>
            {state?.ativo && (
              <Button variant="subtle" color="red" onClick={revoke}>
                Desativar link
              </Button>
            )}
          </Group>
        )}
        {issued && <IssuedLink issued={issued} />}
        {state && state.alteracoes.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Pedidos de alteração do cliente
            </Text>
            {state.alteracoes.map((change) => (
              <Text key={change.codigo} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {formatMoment(change.em)}: {change.mensagem}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function IssuedLink({ issued }: { issued: Issued }) {
  return (
    <Stack gap="xs">
      {issued.whatsapp ? (
        <Anchor href={issued.whatsapp} target="_blank" rel="noopener noreferrer" fw={600}>
          Abrir conversa no WhatsApp
        </Anchor>
      ) : (
        <Alert color="yellow">{issued.mensagem}</Alert>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Link do orçamento" value={issued.link} readOnly style={{ flex: 1 }} />
        <CopyButton value={issued.link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
