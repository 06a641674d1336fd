import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentConfigCalls } from '../../../shared/contract/payment-config';
import { paymentProviders, type NotificationAddress as Address } from '../../../shared/schemas/payment-config';
import { api, queryKeyOf } from '../../lib/api-client';

const addressesKey = queryKeyOf(paymentConfigCalls.notifications);

/**
 * Where the provider posts this company's notifications, to register at the provider: read-only,
 * with 'Copiar'. It carries the company's webhook secret, so only admins get it (as this page).
 */
export function NotificationAddress({ provider }: { provider: Address['provedor'] }) {
  const addresses = useQuery({
    queryKey: addressesKey,
    queryFn: () => api(paymentConfigCalls.notifications, {}, { quiet: true }),
  });
  const [copied, setCopied] = useState(false);
  const address = addresses.data?.enderecos.find((a) => a.provedor === provider);
  if (!address) return null;
  const url = address.url;
  const copy = () => {
    if (url) void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Endereço de notificação
        </Title>
        <Text size="sm">{address.onde}</Text>
        {url && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={`Endereço de notificação ${paymentProviders[provider].by}`}
              value={url}
              readOnly
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
            />
            <Button variant="light" onClick={copy}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
