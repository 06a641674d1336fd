import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { maskCep } from '../../../shared/br/masks';
import { useCustomerDetails } from '../customers/customer-api';
import { customerAddress, customerDocument, Fact } from '../customers/customer-facts';
import { DataRequestModal } from './DataRequestModal';
import { MyPersonalData } from './MyPersonalData';
import { OwnContactForm } from './OwnContactForm';
import { ResetPasswordModal } from './ResetPasswordModal';

/**
 * 'Meus dados': the customer changes how to reach them (phones, contact); the rest of the record is
 * the company's (name and document identify who is billed, the e-mail is the login, the address goes
 * on the NF-e), so a change there is a request an admin answers. Then LGPD and the password reset.
 */
export function MyData({ codigo }: { codigo: number }) {
  const { data } = useCustomerDetails(codigo);
  const [resetting, setResetting] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!data) return <Skeleton h={240} />;
  const company = data.tipoPessoa === 'J';
  return (
    <Stack data-testid="meus-dados">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Cadastro
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={company ? 'Razão social' : 'Nome'} value={data.razaoSocial} />
          {company && <Fact label="Nome fantasia" value={data.fantasia} />}
          <Fact label={company ? 'CNPJ' : 'CPF'} value={customerDocument(data)} />
          <Fact label={company ? 'Inscrição estadual' : 'RG'} value={company ? data.inscricaoEstadual : data.rg} />
          <Fact label="E-mail" value={data.email} />
          <Fact label="Endereço" value={customerAddress(data)} />
          <Fact label="CEP" value={data.cep ? maskCep(data.cep) : null} />
        </SimpleGrid>
        <Text size="sm" mt="sm">
          Estes dados identificam você nas notas fiscais e no acesso à loja: para mudá-los, peça a alteração.
        </Text>
        <Button variant="default" mt="xs" onClick={() => setAsking(true)}>
          Solicitar alteração
        </Button>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Contato
        </Title>
        <OwnContactForm
          codigo={codigo}
          telefone={data.telefone}
          celular={data.celular}
          contato={data.contatoPrincipal}
        />
      </Paper>
      <MyPersonalData />
      <Button variant="default" onClick={() => setResetting(true)} style={{ alignSelf: 'flex-start' }}>
        Redefinir senha
      </Button>
      {asking && <DataRequestModal kind="alteracao" onClose={() => setAsking(false)} />}
      <ResetPasswordModal opened={resetting} onClose={() => setResetting(false)} />
    </Stack>
  );
}
