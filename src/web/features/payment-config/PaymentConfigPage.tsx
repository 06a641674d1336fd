import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { storeConfigCalls } from '../../../shared/contract/store-config';
import { paymentProviders, type PaymentProviderName } from '../../../shared/schemas/payment-config';
import { PageTitle } from '../../components/PageTitle';
import { api, queryKeyOf } from '../../lib/api-client';
import { ProviderPanel } from './ProviderPanel';

const providers = Object.keys(paymentProviders) as PaymentProviderName[];

/**
 * /configuracao-pagamento (admins): Cielo, PagSeguro, Moip and the Pix PSP, each with its setting (saved by the
 * configuration editor, credentials never shown) and 'Testar conexão'; Moip also lists its webhooks.
 */
export function Component() {
  const settings = useQuery({
    queryKey: queryKeyOf(storeConfigCalls.all),
    queryFn: () => api(storeConfigCalls.all, {}),
  });
  const rows = settings.data?.configuracoes ?? [];
  return (
    <Stack>
      <PageTitle>Configuração de pagamento</PageTitle>
      <Text size="sm" c="dimmed">
        Credenciais dos provedores de pagamento da loja virtual. Elas ficam guardadas criptografadas e nunca são
        mostradas de novo: deixe o campo em branco para manter a que está salva.
      </Text>
      <Tabs defaultValue="cielo">
        <Tabs.List>
          {providers.map((provider) => (
            <Tabs.Tab key={provider} value={provider}>
              {paymentProviders[provider].name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {providers.map((provider) => {
          const setting = rows.find((row) => row.nome === paymentProviders[provider].key);
          return (
            <Tabs.Panel key={provider} value={provider} pt="md">
              {setting ? (
                <ProviderPanel key={`${setting.nome}:${setting.versao ?? 0}`} provider={provider} setting={setting} />
              ) : (
                <Skeleton h={320} />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
