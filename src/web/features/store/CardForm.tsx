import { Alert, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { cardBrand } from '../../../shared/br/credit-card';
import type { CardCheckout } from '../../../shared/schemas/store';

export type CardValues = Record<
  'numero' | 'nome' | 'mes' | 'ano' | 'cvv' | 'cpf' | 'nascimento' | 'telefone' | 'bandeira',
  string
>;
export const emptyCard: CardValues = {
  numero: '',
  nome: '',
  mes: '',
  ano: '',
  cvv: '',
  cpf: '',
  nascimento: '',
  telefone: '',
  bandeira: '',
};

const brands = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners', 'discover', 'jcb'].map((b) => ({
  value: b,
  label: b === 'amex' ? 'American Express' : b.charAt(0).toUpperCase() + b.slice(1),
}));

const labels: Record<keyof CardValues, string> = {
  numero: 'Número do cartão',
  nome: 'Nome impresso no cartão',
  mes: 'Mês de validade (MM)',
  ano: 'Ano de validade (AAAA)',
  cvv: 'Código de segurança (CVV)',
  cpf: 'CPF do titular',
  nascimento: 'Nascimento do titular (DD/MM/AAAA)',
  telefone: 'Telefone do titular',
  bandeira: 'Bandeira',
};

/** The keyboard and autofill of each card field: digits for numbers and dates, the dial pad for the phone. */
const purposes: Partial<Record<keyof CardValues, { inputMode: 'numeric' | 'tel' | 'text'; autoComplete: string }>> = {
  numero: { inputMode: 'numeric', autoComplete: 'cc-number' },
  nome: { inputMode: 'text', autoComplete: 'cc-name' },
  mes: { inputMode: 'numeric', autoComplete: 'cc-exp-month' },
  ano: { inputMode: 'numeric', autoComplete: 'cc-exp-year' },
  cvv: { inputMode: 'numeric', autoComplete: 'cc-csc' },
  cpf: { inputMode: 'numeric', autoComplete: 'off' },
  nascimento: { inputMode: 'numeric', autoComplete: 'off' },
  telefone: { inputMode: 'tel', autoComplete: 'tel' },
};

type Props = {
  value: CardValues;
  errors: Record<string, string>;
  onChange: (value: CardValues) => void;
  /** The brands the store takes ('bnd'): the only ones offered. */
  accepted: string[];
  /** Who charges the card: PagSeguro's and Moip's card is encrypted in this browser before it is sent. */
  provider: CardCheckout['provedor'];
  /** Cielo's Silent Order Post: the card goes from this browser to Cielo, never to the store. */
  direct: boolean;
};

/** What the customer is told about where the card goes. */
function cardNotice(provider: Props['provider'], direct: boolean): string {
  if (provider !== 'cielo') {
    const [by, who] = provider === 'moip' ? ['pela Moip', 'a Moip'] : ['pelo PagSeguro', 'o PagSeguro'];
    return `O valor é cobrado no cartão, ${by}, quando você confirma o pedido. O número do cartão e o código de segurança são criptografados neste navegador e só ${who} consegue lê-los.`;
  }
  return direct
    ? 'O valor é cobrado no cartão, pela Cielo, quando você confirma o pedido. O número do cartão e o código de segurança vão deste navegador direto para a Cielo; a loja não os recebe.'
    : 'O valor é cobrado no cartão, pela Cielo, quando você confirma o pedido. O número do cartão e o código de segurança não são guardados.';
}

/** The nine card fields, all required (spec section 5), whoever charges it; the number is never kept. */
export function CardForm({ value, errors, onChange, accepted, provider, direct }: Props) {
  const offered = brands.filter((b) => accepted.includes(b.value));
  const set = (field: keyof CardValues, text: string) => {
    const next = { ...value, [field]: text };
    if (field === 'numero') next.bandeira = cardBrand(text) ?? value.bandeira;
    onChange(next);
  };
  const fields = (Object.keys(labels) as Array<keyof CardValues>).filter((f) => f !== 'bandeira');
  return (
    <>
      <Alert color="blue" title="Pagamento com cartão de crédito">
        {cardNotice(provider, direct)}
      </Alert>
      <Text size="sm" data-testid="bandeiras-aceitas">
        Bandeiras aceitas: {offered.map((b) => b.label).join(', ')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((field) => (
          <TextInput
            key={field}
            label={labels[field]}
            withAsterisk
            value={value[field]}
            error={errors[`cartao.${field}`]}
            {...(purposes[field] ?? { autoComplete: 'off' })}
            onChange={(e) => set(field, e.currentTarget.value)}
          />
        ))}
        <Select
          label={labels.bandeira}
          withAsterisk
          data={offered}
          value={value.bandeira || null}
          error={errors['cartao.bandeira']}
          onChange={(b) => set('bandeira', b ?? '')}
        />
      </SimpleGrid>
    </>
  );
}
