import { Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { formatDay } from '../../../shared/br/dates';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '../../../shared/br/masks';
import { customerCalls } from '../../../shared/contract/customers';
import { decidesCredit } from '../../../shared/domain/credit-policy';
import { messages } from '../../../shared/messages';
import {
  BRAZIL_COUNTRY_CODE,
  creditMessages,
  CREDIT_BLOCKED,
  CREDIT_RELEASED,
  customerRecord,
  isCreditReleased,
  type CustomerDetails,
} from '../../../shared/schemas/customer';
import { useSession } from '../auth/session-api';
import { Form } from '../../components/form/Form';
import { useZodForm, type FormValues } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { customerDetailsKey, useCustomerDetails } from './customer-api';
import { CustomerFields } from './CustomerFields';
import { PageTitle } from '../../components/PageTitle';

const blank: FormValues = { tipoPessoa: 'J', pais: BRAZIL_COUNTRY_CODE };
/** A manager's new customer starts released (a seller's is blocked by the server). */
const blankCredit: FormValues = { credito: CREDIT_RELEASED };

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
    fantasia: d.fantasia ?? '',
    email: d.email ?? '',
    telefone: d.telefone ? maskPhone(d.telefone) : '',
    celular: d.celular ? maskPhone(d.celular) : '',
    cep: d.cep ? maskCep(d.cep) : '',
    estado: d.estado ?? '',
    cidade: d.cidade ?? '',
    bairro: d.bairro ?? '',
    endereco: d.endereco ?? '',
    numero: d.numero ?? '',
    complemento: d.complemento ?? '',
    pais: BRAZIL_COUNTRY_CODE,
    dataNascimento: d.dataNascimento ? formatDay(d.dataNascimento) : '',
    sexo: d.sexo ?? '',
    contato: d.contatoPrincipal ?? '',
  };
}

type FormApi = ReturnType<typeof useZodForm>;

const creditOf = (d: CustomerDetails): FormValues => ({
  credito: d.credito,
  restricaoCredito: d.restricaoCredito ?? '',
});

/** Managers and admins release or block credit; everyone else reads it (and sends nothing of it). */
function CreditFields({ form, decides, current }: { form: FormApi; decides: boolean; current?: CustomerDetails }) {
  if (!decides) {
    const released = current ? isCreditReleased(current.credito) : false;
    return (
      <Stack gap={2} data-testid="credito-formulario">
        <Text size="sm" fw={500}>
          Crédito: {released ? creditMessages.released : creditMessages.blocked}
          {current?.restricaoCredito ? ` — ${current.restricaoCredito}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {messages.customerCredit.decidedByManagers}
        </Text>
      </Stack>
    );
  }
  return (
    <Group grow align="flex-start">
      <Select
        label="Crédito"
        data={[
          { value: CREDIT_RELEASED, label: creditMessages.released },
          { value: CREDIT_BLOCKED, label: 'Bloqueado' },
        ]}
        value={(form.values.credito as string) || CREDIT_RELEASED}
        onChange={(value) => form.setValue('credito', value ?? CREDIT_RELEASED)}
        allowDeselect={false}
      />
      <TextInput label="Restrição de crédito" {...form.text('restricaoCredito')} />
    </Group>
  );
}
type FormProps = {
  codigo?: number;
  initial: FormValues;
  current?: CustomerDetails;
  decides: boolean;
  cnpjLookup: boolean;
};

function CustomerForm({ codigo, initial, current, decides, cnpjLookup }: FormProps) {
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
        <CustomerFields form={form} emailLocked={emailLocked} cnpjLookup={cnpjLookup} />
        <CreditFields form={form} decides={decides} current={current} />
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
  const session = useSession().data;
  const decides = decidesCredit({ role: session?.usuario?.perfil ?? null });
  const saved = details.data;
  // Only who decides credit sends it: a seller's form leaves it out, and the server keeps the stored one.
  const credit = decides ? (saved ? creditOf(saved) : blankCredit) : {};
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={900}>
      <Stack>
        <PageTitle>{codigo ? `Cliente ${codigo}` : 'Novo cliente'}</PageTitle>
        {(codigo && !saved) || !session ? (
          <Skeleton h={400} />
        ) : (
          <CustomerForm
            key={codigo ?? 'novo'}
            codigo={codigo}
            initial={{ ...(saved ? valuesOf(saved) : blank), ...credit }}
            current={saved}
            decides={decides}
            cnpjLookup={session.empresa.consultaCnpj}
          />
        )}
      </Stack>
    </Paper>
  );
}
