import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDay } from '../../../shared/br/dates';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments';
import { PaymentNotices } from '../../components/pix/PixPanel';
import { useOrderPayment } from './order-payment';

/**
 * The boleto of an order placed in the store, registered at Cielo: linha digitável to copy, due
 * date, value and the provider's document; it moves to 'Pagamento confirmado' by itself (the page
 * asks every few seconds and the server follows Cielo's notification). A boleto Cielo refused shows
 * its reason and that the shop issues the boleto itself.
 */
export function BoletoPayment({ pedido }: { pedido: number }) {
  const payment = useOrderPayment(pedido);
  const [copied, setCopied] = useState(false);
  const data = payment.data;
  if (!data) return null;
  const value = formatMoney(reaisToCents(data.valor));
  if (data.situacao === paymentStates.paid)
    return (
      <Alert color="green" title={m.confirmed} role="status">
        {m.boletoPaid(value)}
      </Alert>
    );
  if (data.situacao === paymentStates.expired) return <Alert color="red">{m.boletoExpired}</Alert>;
  // Cielo refused to register it: the order goes on with the shop's own boleto.
  if (data.situacao === paymentStates.refused)
    return (
      <Alert color="orange" title={data.motivo ?? undefined}>
        {m.boletoSelfIssued}
      </Alert>
    );
  // No boleto at the provider (the shop's own, 'A receber'): its second copy is in Minha conta.
  if (data.situacao !== paymentStates.awaiting) return null;
  const line = data.linhaDigitavel;
  const copy = () => {
    if (line) void navigator.clipboard?.writeText(line.replace(/\D/g, '')).then(() => setCopied(true));
  };
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {m.boletoTitle(value)}
        </Title>
        <PaymentNotices payment={data} />
        {line ? (
          <>
            <Text size="sm">{m.boletoInstructions}</Text>
            <TextInput
              label={m.boletoLineLabel}
              value={line}
              readOnly
              w="100%"
              styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
            />
            <Group>
              <Button onClick={copy}>{copied ? m.copied : m.boletoCopy}</Button>
              {data.urlBoleto && (
                <Anchor href={data.urlBoleto} target="_blank" rel="noopener noreferrer">
                  {m.boletoOpen}
                </Anchor>
              )}
            </Group>
            {data.vencimento && <Text size="sm">{m.boletoDue(formatDay(data.vencimento))}</Text>}
          </>
        ) : (
          <Button variant="default" onClick={() => void payment.refetch()}>
            {m.boletoRetry}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
