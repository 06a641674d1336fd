import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/br/format-money';
import { formatDay } from '../../../shared/br/dates';
import type { PublicQuote } from '../../../shared/schemas/public-quote';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The terms the customer agrees to and the sums up to the total. */
export function QuoteTerms({ quote }: { quote: PublicQuote }) {
  const freight =
    quote.freteCentavos > 0
      ? `${formatMoney(quote.freteCentavos)}${quote.servicoFrete ? ` (${quote.servicoFrete})` : ''}`
      : (quote.servicoFrete ?? 'A combinar');
  return (
    <Stack gap={6}>
      <Row label="Forma de pagamento" value={quote.formaPagamento ?? 'A combinar'} />
      {quote.condicao && <Row label="Condição" value={quote.condicao} />}
      {quote.entrega && <Row label="Entrega prevista" value={formatDay(quote.entrega)} />}
      {quote.validade && <Row label="Válido até" value={formatDay(quote.validade)} />}
      <Row label="Subtotal" value={formatMoney(quote.subtotalCentavos)} />
      {quote.descontoCentavos > 0 && <Row label="Desconto" value={`− ${formatMoney(quote.descontoCentavos)}`} />}
      <Row label="Frete" value={freight} />
      <Row label="Total" value={formatMoney(quote.totalCentavos)} strong />
    </Stack>
  );
}
