import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { settingText, useStoreConfig } from './store-config-api';

/**
 * A product's price as the store's 'prc' row words it: its prefix before the price ('Por', 'A partir
 * de'), and its text where no price is shown (prices hidden, or none set), e.g. 'Consulte'.
 */
export function StorePrice({ price, ...props }: { price: number | null } & TextProps) {
  const config = useStoreConfig().data;
  if (price === null) {
    const noPrice = settingText(config, 'prc', 'semPreco');
    return noPrice ? (
      <Text size="sm" c="dimmed" fw={600}>
        {noPrice}
      </Text>
    ) : null;
  }
  const prefix = settingText(config, 'prc', 'prefixo');
  return (
    <Text fw={700} c="blue.8" {...props}>
      {prefix && (
        <Text span size="sm" fw={500} c="dimmed">
          {prefix}{' '}
        </Text>
      )}
      {formatMoney(reaisToCents(price))}
    </Text>
  );
}
