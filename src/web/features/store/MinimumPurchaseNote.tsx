import { Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { parseMoneyToCents } from '../../../shared/br/money';
import { settingText, useStoreConfig } from './store-config-api';

/**
 * 'vmc' in the header: the customer learns the minimum purchase before filling a cart. Shown when
 * the rule applies at checkout too (a value above zero and a message, minimum-purchase.ts).
 */
export function MinimumPurchaseNote({ color }: { color: string }) {
  const config = useStoreConfig().data;
  const cents = parseMoneyToCents(settingText(config, 'vmc', 'valor')) ?? 0;
  if (cents <= 0 || settingText(config, 'vmc', 'mensagem').trim() === '') return null;
  return (
    <Text size="sm" c={color} data-testid="compra-minima">
      Compra mínima na loja virtual: {formatMoney(cents)}
    </Text>
  );
}
