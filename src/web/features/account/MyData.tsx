import { Anchor, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '../../../shared/br/masks';
import { messages } from '../../../shared/messages';
import type { CustomerDetails } from '../../../shared/schemas/customer';
import { useCustomerDetails } from '../customers/customer-api';
import { ResetPasswordModal } from './ResetPasswordModal';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() ? value : messages.notRegistered}
      </Text>
    </div>
  );
}

const documentOf = (d: CustomerDetails) =>
  d.cnpj ? (d.tipoPessoa === 'J' ? maskCnpj(d.cnpj) : maskCpf(d.cnpj)) : null;
const addressOf = (d: CustomerDetails) =>
  [d.endereco && d.numero ? `${d.endereco}, ${d.numero}` : d.endereco, d.bairro, d.cidade && `${d.cidade}/${d.estado}`]
    .filter(Boolean)
    .join(' - ');

/**
 * 'Meus dados': the customer's own record as the company keeps it (read only: the record is the
 * company's to change, so a change is asked through the contact form) and the profile's password reset.
 */
export function MyData({ codigo }: { codigo: number }) {
  const { data } = useCustomerDetails(codigo);
  const [resetting, setResetting] = useState(false);
  if (!data) return <Skeleton h={240} />;
  const company = data.tipoPessoa === 'J';
  return (
    <Stack data-testid="meus-dados">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Field label={company ? 'Razão social' : 'Nome'} value={data.razaoSocial} />
        {company && <Field label="Nome fantasia" value={data.fantasia} />}
        <Field label={company ? 'CNPJ' : 'CPF'} value={documentOf(data)} />
        <Field label={company ? 'Inscrição estadual' : 'RG'} value={company ? data.inscricaoEstadual : data.rg} />
        <Field label="E-mail" value={data.email} />
        <Field label="Telefone" value={data.telefone ? maskPhone(data.telefone) : null} />
        <Field label="Celular" value={data.celular ? maskPhone(data.celular) : null} />
        <Field label="Endereço" value={addressOf(data)} />
        <Field label="CEP" value={data.cep ? maskCep(data.cep) : null} />
      </SimpleGrid>
      <Text size="sm">
        Algum dado mudou?{' '}
        <Anchor component={Link} to="/contato">
          Peça a alteração pelo formulário de contato
        </Anchor>
        .
      </Text>
      <Button variant="default" onClick={() => setResetting(true)} style={{ alignSelf: 'flex-start' }}>
        Redefinir senha
      </Button>
      <ResetPasswordModal opened={resetting} onClose={() => setResetting(false)} />
    </Stack>
  );
}
