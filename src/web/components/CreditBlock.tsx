import { Alert, Text } from '@mantine/core';
import { creditMessages, isCreditReleased } from '../../shared/schemas/customer';

/** Spec: credit released when credito is 'N' ('Crédito liberado'), otherwise blocked ('Entre em contato'). */
export function CreditBlock({ credito, restricao }: { credito: string; restricao: string | null }) {
  const released = isCreditReleased(credito);
  return (
    <Alert
      color={released ? 'green' : 'red'}
      title={released ? creditMessages.released : creditMessages.blocked}
      data-testid="credito"
    >
      {!released && restricao && <Text size="sm">{restricao}</Text>}
    </Alert>
  );
}
