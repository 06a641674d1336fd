import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentConfigCalls } from '../../../shared/contract/payment-config';
import {
  paymentProviders,
  type ConnectionTestReply,
  type PaymentProviderName,
} from '../../../shared/schemas/payment-config';
import type { SettingView } from '../../../shared/schemas/store-settings';
import { api, queryKeyOf } from '../../lib/api-client';
import { SettingEditor } from '../../components/settings/SettingEditor';
import { NotificationAddress } from './NotificationAddress';

const webhooksKey = queryKeyOf(paymentConfigCalls.moipWebhooks);

/**
 * One provider: its setting form, 'Testar conexão' with the answer in place, and Moip's webhooks or
 * the others' notification address to register at the provider.
 */
export function ProviderPanel({ provider, setting }: { provider: PaymentProviderName; setting: SettingView }) {
  const client = useQueryClient();
  const [result, setResult] = useState<ConnectionTestReply>();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    setTesting(true);
    try {
      setResult(await api(paymentConfigCalls.test, { params: { provedor: provider } }, { ownMessages: true }));
    } finally {
      setTesting(false);
    }
  };
  // Spec section 2: after saving the Moip setting the webhook list is reloaded.
  const saved = provider === 'moip' ? () => void client.invalidateQueries({ queryKey: webhooksKey }) : undefined;
  return (
    <Stack>
      <SettingEditor setting={setting} onSaved={saved} />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              Conexão com {paymentProviders[provider].name}
            </Title>
            <Button variant="light" onClick={() => void test()} loading={testing}>
              Testar conexão
            </Button>
          </Group>
          <div role="status">
            {result?.msg && (
              <Alert
                color={result.ok ? 'green' : 'yellow'}
                title={result.ok ? 'Conexão funcionando' : 'Falha na conexão'}
              >
                {result.msg.mensagem}
              </Alert>
            )}
          </div>
        </Stack>
      </Paper>
      {provider === 'moip' ? <MoipWebhooks /> : <NotificationAddress provider={provider} />}
    </Stack>
  );
}

/** Where Moip posts its notifications, as Moip has them (read again after each save). */
function MoipWebhooks() {
  const webhooks = useQuery({
    queryKey: webhooksKey,
    queryFn: () => api(paymentConfigCalls.moipWebhooks, {}, { quiet: true, ownMessages: true }),
  });
  const list = webhooks.data?.webhooks ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Webhooks da Moip
      </Title>
      {list.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Código</Table.Th>
                <Table.Th>Endereço</Table.Th>
                <Table.Th>Eventos</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((webhook) => (
                <Table.Tr key={webhook.id}>
                  <Table.Td>{webhook.id}</Table.Td>
                  <Table.Td>{webhook.destino}</Table.Td>
                  <Table.Td>{webhook.eventos.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {webhooks.isLoading
            ? 'Carregando ...'
            : (webhooks.data?.msg?.mensagem ?? 'Nenhum webhook cadastrado na Moip.')}
        </Text>
      )}
    </Paper>
  );
}
