import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAddress } from '../../../shared/br/address';
import { maskCnpj, maskCpf } from '../../../shared/br/masks';
import { messages } from '../../../shared/messages';
import type { CustomerDetails } from '../../../shared/schemas/customer';

/** A value of the record, or 'Não cadastrado' when it is blank. */
export const orMissing = (value: string | null | undefined) => (value?.trim() ? value : messages.notRegistered);

/**
 * One labelled fact of a customer record; a blank one says 'Não cadastrado'. `link` shows a
 * present value as a link (a phone to call, an e-mail to write to).
 */
export function Fact({
  label,
  value,
  link,
}: {
  label: string;
  value: string | null | undefined;
  link?: (value: string) => ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() && link ? link(value) : orMissing(value)}
      </Text>
    </div>
  );
}

/** The record's address in one line, complement included (the CEP is shown on its own). */
export function customerAddress(d: CustomerDetails): string | null {
  const line = formatAddress({
    street: d.endereco,
    number: d.numero,
    complement: d.complemento,
    district: d.bairro,
    city: d.cidade,
    state: d.estado,
  });
  return line || null;
}

/** CPF or CNPJ, masked as the person type says. */
export const customerDocument = (d: CustomerDetails): string | null =>
  d.cnpj ? (d.tipoPessoa === 'J' ? maskCnpj(d.cnpj) : maskCpf(d.cnpj)) : null;
