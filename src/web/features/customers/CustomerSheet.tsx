import { Button, Group, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { maskCep } from '../../../shared/br/masks';
import { messages } from '../../../shared/messages';
import { customerCalls } from '../../../shared/contract/customers';
import { customerMessages, type CustomerDetails } from '../../../shared/schemas/customer';
import { api } from '../../lib/api-client';
import { openMainModal } from '../../lib/modals';
import { sendAccessMail } from '../invitations/send-access-mail';
import { showToast } from '../../lib/toasts';
import { CreditBlock } from '../../components/CreditBlock';
import { EmailLink, PhoneLinks } from '../../components/ContactLinks';
import { customerDetailsKeyOf, useCustomerDetails } from './customer-api';
import { CustomerAccessActions } from './CustomerAccessActions';
import { customerAddress, customerDocument, Fact, orMissing } from './customer-facts';
import { YearlyComparison } from './YearlyComparison';
import { RouteMap } from './RouteMap';
import { settingText, useStoreConfig } from '../store/store-config-api';

const phone = (value: string) => <PhoneLinks value={value} />;
const email = (value: string) => <EmailLink value={value} />;

/** The 'FICHA DO CLIENTE': identity, address, contacts joined with ' / ', credit, and the contact tabs. */
export function CustomerSheet({ codigo, canEdit }: { codigo: number; canEdit: boolean }) {
  const { data } = useCustomerDetails(codigo);
  const storeConfig = useStoreConfig().data;
  if (!data) return <Skeleton h={300} />;
  const company = data.tipoPessoa === 'J';
  const contacts = [data.contato1, data.contato2, data.contato3, data.contato4].filter(Boolean).join(' / ');
  return (
    <Stack data-testid="ficha-cliente">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={company ? 'Razão social' : 'Nome'} value={data.razaoSocial} />
        <Fact label="Nome fantasia" value={data.fantasia} />
        <Fact label="Código" value={String(data.codigo)} />
        <Fact label="Endereço" value={customerAddress(data)} />
        <Fact label="CEP" value={data.cep ? maskCep(data.cep) : null} />
        <Fact label={company ? 'CNPJ' : 'CPF'} value={customerDocument(data)} />
        <Fact label={company ? 'Inscrição estadual' : 'RG'} value={company ? data.inscricaoEstadual : data.rg} />
        <Fact label="Contatos" value={contacts} />
        <Fact label="Telefone" value={data.telefone} link={phone} />
        <Fact label="Celular" value={data.celular} link={phone} />
        <Fact label="E-mail" value={data.email} link={email} />
      </SimpleGrid>
      <CreditBlock credito={data.credito} restricao={data.restricaoCredito} />
      <Tabs defaultValue="contatos">
        <Tabs.List>
          <Tabs.Tab value="contatos">Contatos</Tabs.Tab>
          {canEdit && <Tabs.Tab value="observacao">Observação</Tabs.Tab>}
          <Tabs.Tab value="comparativo">Comparativo anual</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contatos" pt="sm">
          <Tabs defaultValue="lista" variant="pills">
            <Tabs.List>
              <Tabs.Tab value="lista">Lista</Tabs.Tab>
              <Tabs.Tab value="mapa">Mapa</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="lista" pt="sm">
              <ContactsTable details={data} />
            </Tabs.Panel>
            <Tabs.Panel value="mapa" pt="sm">
              <RouteMap
                from={settingText(storeConfig, 'foo', 'endereco')}
                fromCep={settingText(storeConfig, 'foo', 'cep')}
                to={customerAddress(data) ?? ''}
                toCep={data.cep}
              />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="comparativo" pt="sm">
          <YearlyComparison codigo={data.codigo} />
        </Tabs.Panel>
        {canEdit && (
          <Tabs.Panel value="observacao" pt="sm">
            <ObservationEditor codigo={data.codigo} saved={data.observacao} />
          </Tabs.Panel>
        )}
      </Tabs>
      {canEdit && (
        <Group justify="flex-end">
          <CustomerAccessActions details={data} />
          <Button variant="subtle" disabled={!data.email} onClick={() => confirmMail(data, 'senha')}>
            Enviar nova senha
          </Button>
          <Button variant="subtle" disabled={!data.email} onClick={() => confirmMail(data, 'dados')}>
            Avisar alteração de dados
          </Button>
          <Button component={Link} to={`/clientes/${data.codigo}/editar`} variant="light">
            Editar cadastro
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Asks before mailing the customer a new-password link or a data-change notice. */
function confirmMail(details: CustomerDetails, type: 'senha' | 'dados') {
  const email = details.email ?? '';
  const question =
    type === 'senha'
      ? `Enviar para ${email} um link para criar uma nova senha?`
      : `Avisar ${email} de que o cadastro foi alterado?`;
  openMainModal({
    title: 'Confirmação',
    content: question,
    size: 'sm',
    onYes: () => void sendAccessMail(details.codigo, email, type),
  });
}

function ContactsTable({ details }: { details: CustomerDetails }) {
  if (details.contatos.length === 0) return <Text c="dimmed">{messages.notRegistered}</Text>;
  return (
    <Table fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Cargo</Table.Th>
          <Table.Th>Telefone</Table.Th>
          <Table.Th>E-mail</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {details.contatos.map((c) => (
          <Table.Tr key={c.codigo}>
            <Table.Td>{c.nome}</Table.Td>
            <Table.Td>{orMissing(c.cargo)}</Table.Td>
            <Table.Td>{c.telefone ? phone(c.telefone) : messages.notRegistered}</Table.Td>
            <Table.Td>{c.email?.trim() ? email(c.email) : messages.notRegistered}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ObservationEditor({ codigo, saved }: { codigo: number; saved: string | null }) {
  const [text, setText] = useState(saved ?? '');
  const queryClient = useQueryClient();
  const save = async () => {
    if (text.trim() === '') return void showToast({ kind: 'warning', message: customerMessages.observationEmpty });
    await api(customerCalls.observation, { params: { codigo }, body: { observacao: text } });
    await queryClient.invalidateQueries({ queryKey: customerDetailsKeyOf(codigo) });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Observação do cliente"
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={() => void save().catch(() => undefined)}>Salvar observação</Button>
      </Group>
    </Stack>
  );
}
