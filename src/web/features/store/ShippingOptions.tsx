import { Group, Radio, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { deliveryTime } from '../../../shared/domain/shipping';
import type { ShippingOption } from '../../../shared/schemas/store';

/** 'Retirar na loja R$ 0,00' (spec section 5): the service and its price. */
const serviceAndPrice = (o: ShippingOption) => `${o.servico} ${formatMoney(reaisToCents(o.valor))}`;

/** 'Transportadora R$ 25,00 - até 3 dias úteis', the option's words in one line. */
export const shippingLabel = (o: ShippingOption) =>
  [serviceAndPrice(o), deliveryTime(o.prazo)].filter(Boolean).join(' - ');

type Props = {
  label: string;
  options: ShippingOption[];
  value: string | null;
  onChange: (service: string) => void;
  error?: string;
  hint?: string;
};

/** The shipping options as cards to choose from (service, price, time), in the cart and at checkout. */
export function ShippingOptions({ label, options, value, onChange, error, hint }: Props) {
  // One Tab stop for the group (the chosen card, else the first), as for native radios: the arrow
  // keys move between the cards, so a keyboard user does not Tab through every option.
  const tabStop = options.some((o) => o.servico === value) ? value : options[0]?.servico;
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={error} withAsterisk={!!error}>
      <Stack gap="xs" mt="xs" data-testid="fretes">
        {hint && <Text size="sm">{hint}</Text>}
        {options.map((option) => (
          <Radio.Card
            key={option.servico}
            value={option.servico}
            tabIndex={option.servico === tabStop ? 0 : -1}
            p="sm"
            radius="md"
            aria-label={shippingLabel(option)}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {serviceAndPrice(option)}
                </Text>
                {option.prazo > 0 && (
                  <Text size="xs" c="dimmed">
                    {deliveryTime(option.prazo)}
                  </Text>
                )}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
