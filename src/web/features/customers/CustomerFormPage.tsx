import { Button, Group, Paper, Select, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '../../../shared/br/masks';
import { customerCalls } from '../../../shared/contract/customers';
import {
  BRAZIL_COUNTRY_CODE,
  creditMessages,
  CREDIT_RELEASED,
  customerRecord,
  type CustomerDetails,
} from '../../../shared/schemas/customer';
import { Form } from '../../components/form/Form';
import { useZodForm, type FormValues } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { customerDetailsKey, useCustomerDetails } from './customer-api';
import { CustomerFields } from './CustomerFields';

const blank: FormValues = { tipoPessoa: 'J', pais: BRAZIL_COUNTRY_CODE, credito: CREDIT_RELEASED };

/** The form's values for a saved customer, masked as a person reads them. */
function valuesOf(d: CustomerDetails): FormValues {
  const company = d.tipoPessoa === 'J';
  return {
    tipoPessoa: d.tipoPessoa,
    cpf: !company && d.cnpj ? maskCpf(d.cnpj) : '',
    cnpj: company && d.cnpj ? maskCnpj(d.cnpj) : '',
    rg: d.rg ?? '',
    inscricaoEstadual: d.inscricaoEstadual ?? '',
    nome: d.razaoSocial,
    email: d.email ?? '',
    telefone: d.telefone ? maskPhone(d.telefone) : '',
    celular: d.celular ? maskPhone(d.celular) : '',
    cep: d.cep ? maskCep(d.cep) : '',
    estado: d.estado ?? '',
    cidade: d.cidade ?? '',
    bairro: d.bairro ?? '',
    endereco: d.endereco ?? '',
    numero: d.numero ?? '',
    pais: BRAZIL_COUNTRY_CODE,
    dataNascimento: d.dataNascimento ? d.dataNascimento.split('-').reverse().join('-') : '',
    sexo: d.sexo ?? '',
    contato: d.contatoPrincipal ?? '',
    credito: d.credito,
    restricaoCredito: d.restricaoCredito ?? '',
  };
}

function CustomerForm({ codigo, initial }: { codigo?: number; initial: FormValues }) {
  const emailLocked = codigo !== undefined && typeof initial.email === 'string' && initial.email !== '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(customerRecord, initial);
  const submit = form.handleSubmit(async (data) => {
    if (codigo) await api(customerCalls.update, { params: { codigo }, body: data });
    else await api(customerCalls.create, { body: data });
    await queryClient.invalidateQueries({ queryKey: customerDetailsKey });
    await navigate('/clientes');
  });
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Cadastro de cliente">
      <Stack>
        <CustomerFields form={form} emailLocked={emailLocked} />
        <Group grow align="flex-start">
          <Select
            label="Crédito"
            data={[
              { value: CREDIT_RELEASED, label: creditMessages.released },
              { value: 'S', label: 'Bloqueado' },
            ]}
            value={(form.values.credito as string) || CREDIT_RELEASED}
            onChange={(value) => form.setValue('credito', value ?? CREDIT_RELEASED)}
            allowDeselect={false}
          />
          <TextInput label="Restrição de crédito" {...form.text('restricaoCredito')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate('/clientes')}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** /clientes/novo and /clientes/{codigo}/editar. */
export function Component() {
  const params = useParams();
  const codigo = params.codigo ? Number(params.codigo) : undefined;
  const details = useCustomerDetails(codigo);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={900}>
      <Stack>
        <Title order={2}>{codigo ? `Cliente ${codigo}` : 'Novo cliente'}</Title>
        {codigo && !details.data ? (
          <Skeleton h={400} />
        ) : (
          <CustomerForm
            key={codigo ?? 'novo'}
            codigo={codigo}
            initial={details.data ? valuesOf(details.data) : blank}
          />
        )}
      </Stack>
    </Paper>
  );
}
