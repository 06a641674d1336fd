import { Alert, Button, Stack } from '@mantine/core';
import { quoteMessages } from '../../../shared/schemas/public-quote';
import { PixPanel } from '../../components/pix/PixPanel';
import { useNewQuotePix, useQuotePayment } from './public-quote-api';

/** The Pix of the accepted budget; when one expires unpaid, the customer makes a new one here. */
export function QuotePix({ token }: { token: string }) {
  const payment = useQuotePayment(token);
  const renew = useNewQuotePix(token);
  const expired = (
    <Stack gap="sm">
      <Alert color="orange">{quoteMessages.pixExpired}</Alert>
      <Button size="md" fullWidth loading={renew.isPending} onClick={() => renew.mutate()}>
        {quoteMessages.pixNew}
      </Button>
    </Stack>
  );
  return <PixPanel payment={payment} expired={expired} />;
}
