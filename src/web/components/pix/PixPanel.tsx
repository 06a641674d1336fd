import { Alert, Button, Group, Image, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import qrcode from 'qrcode-generator';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { paymentMessages as m, paymentStates, type PaymentStatusReply } from '../../../shared/schemas/payments';

/** How often the page asks while the Pix waits (the server asks the PSP when the webhook is late). */
const POLL_MS = 3_000;

/** A payment's state, asked again every few seconds while it waits. */
export const usePolledPayment = (queryKey: QueryKey, read: () => Promise<PaymentStatusReply>) =>
  useQuery({
    queryKey,
    queryFn: read,
    refetchInterval: (query) => (query.state.data?.situacao === paymentStates.awaiting ? POLL_MS : false),
  });

/** mm:ss until the instant, ticking every second ('00:00' once past). */
function useCountdown(until: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = until ? Math.max(0, Math.floor((Date.parse(until) - now) / 1000)) : 0;
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** The QR code of the 'copia e cola', drawn in the browser (a GIF data URL). */
function PixQrCode({ payload }: { payload: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(payload);
    qr.make();
    return qr.createDataURL(5, 2);
  }, [payload]);
  return <Image src={src} alt="QR code do Pix" w={220} h={220} fit="contain" />;
}

/** What the server says about a waiting payment: the provider did not answer, or a different amount came. */
export function PaymentNotices({ payment }: { payment: PaymentStatusReply }) {
  return (
    <>
      {payment.msg?.mensagem && (
        <Alert color="yellow" w="100%">
          {payment.msg.mensagem}
        </Alert>
      )}
      {payment.motivo && (
        <Alert color="orange" w="100%">
          {payment.motivo}
        </Alert>
      )}
    </>
  );
}

type PixPanelProps = {
  payment: UseQueryResult<PaymentStatusReply>;
  /** What a Pix that expired unpaid shows; by default the store's words (its order is cancelled). */
  expired?: ReactNode;
};

/**
 * A Pix to pay: QR code, 'copia e cola', countdown; it moves to 'Pagamento confirmado' by itself
 * (the page asks every few seconds and the server follows the PSP's webhook).
 */
export function PixPanel({ payment, expired }: PixPanelProps) {
  const data = payment.data;
  const countdown = useCountdown(data?.expiraEm ?? null);
  const [copied, setCopied] = useState(false);
  if (!data) return null;
  if (data.situacao === paymentStates.paid)
    return (
      <Alert color="green" title={m.confirmed} role="status">
        {formatMoney(reaisToCents(data.valor))} recebidos por Pix.
      </Alert>
    );
  if (data.situacao === paymentStates.expired) return expired ?? <Alert color="red">{m.pixExpired}</Alert>;
  const copy = () => {
    if (!data.copiaECola) return;
    void navigator.clipboard?.writeText(data.copiaECola).then(() => setCopied(true));
  };
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Pague com Pix: {formatMoney(reaisToCents(data.valor))}
        </Title>
        <PaymentNotices payment={data} />
        {data.copiaECola ? (
          <>
            <Text size="sm">{m.pixInstructions}</Text>
            <PixQrCode payload={data.copiaECola} />
            <Textarea
              label={m.copyPasteLabel}
              value={data.copiaECola}
              readOnly
              autosize
              w="100%"
              styles={{ input: { wordBreak: 'break-all', fontFamily: 'monospace' } }}
            />
            <Group>
              <Button onClick={copy}>{copied ? m.copied : m.copy}</Button>
              {data.expiraEm && (
                <Text size="sm" data-testid="pix-countdown">
                  {m.expiresIn(countdown)}
                </Text>
              )}
            </Group>
          </>
        ) : (
          <Button variant="default" onClick={() => void payment.refetch()}>
            {m.pixRetry}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
