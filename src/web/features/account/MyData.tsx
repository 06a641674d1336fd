import { Anchor, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { maskCep, maskPhone } from '../../../shared/br/masks';
import { useCustomerDetails } from '../customers/customer-api';
import { customerAddress, customerDocument, Fact } from '../customers/customer-facts';
import { ResetPasswordModal } from './ResetPasswordModal';

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
        <Fact label={company ? 'Razão social' : 'Nome'} value={data.razaoSocial} />
        {company && <Fact label="Nome fantasia" value={data.fantasia} />}
        <Fact label={company ? 'CNPJ' : 'CPF'} value={customerDocument(data)} />
        <Fact label={company ? 'Inscrição estadual' : 'RG'} value={company ? data.inscricaoEstadual : data.rg} />
        <Fact label="E-mail" value={data.email} />
        <Fact label="Telefone" value={data.telefone ? maskPhone(data.telefone) : null} />
        <Fact label="Celular" value={data.celular ? maskPhone(data.celular) : null} />
        <Fact label="Endereço" value={customerAddress(data)} />
        <Fact label="CEP" value={data.cep ? maskCep(data.cep) : null} />
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
