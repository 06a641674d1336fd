import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { maskCep, maskCnpj, maskPhone } from '../../../shared/br/masks';
import { authCalls } from '../../../shared/contract/auth';
import { companyCalls } from '../../../shared/contract/company';
import { companyInput, systemModeLabels, systemModes, type CompanyView } from '../../../shared/schemas/company';
import { Form } from '../../components/form/Form';
import { MaskedInput } from '../../components/form/MaskedInput';
import { StateCityFields } from '../../components/form/StateCityFields';
import { useCepLookup } from '../../components/form/use-cep-lookup';
import { useZodForm } from '../../components/form/use-zod-form';
import { PageTitle } from '../../components/PageTitle';
import { api, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { CompanyLogoUpload } from '../product-images/CompanyLogo';

const modeChoices = systemModes.map((mode) => ({ value: mode, label: systemModeLabels[mode] }));

/** /empresa: the company's own data (printed on its documents) and the store's switches; admins only. */
export function Component() {
  const company = useQuery({ queryKey: queryKeyOf(companyCalls.get), queryFn: () => api(companyCalls.get, {}) });
  return (
    <Stack>
      <PageTitle>Dados da empresa</PageTitle>
      {company.data && <CompanyLogoUpload name={company.data.fantasia} />}
      {company.data ? <CompanyForm company={company.data} /> : <Skeleton h={480} />}
    </Stack>
  );
}

const text = (value: string | null, mask?: (v: string) => string) => (value ? (mask ? mask(value) : value) : '');

function CompanyForm({ company }: { company: CompanyView }) {
  const client = useQueryClient();
  const form = useZodForm(companyInput, {
    razaoSocial: company.razaoSocial,
    fantasia: company.fantasia,
    cnpj: text(company.cnpj, maskCnpj),
    inscricaoEstadual: text(company.inscricaoEstadual),
    cep: text(company.cep, maskCep),
    endereco: text(company.endereco),
    numero: text(company.numero),
    complemento: text(company.complemento),
    bairro: text(company.bairro),
    cidade: text(company.cidade),
    estado: text(company.estado),
    telefone: text(company.telefone, maskPhone),
    email: text(company.email),
    permitirPrecos: company.permitirPrecos,
    permitirCarrinho: company.permitirCarrinho,
    modo: company.modo,
    diasCarencia: String(company.diasCarencia),
    validadeOrcamento: String(company.validadeOrcamento),
    limiteConvites: String(company.limiteConvites),
  });
  const { values, setValue } = form;
  useCepLookup(typeof values.cep === 'string' ? values.cep : '', setValue);
  const submit = form.handleSubmit(async (body) => {
    const reply = await api(companyCalls.save, { body });
    showToast({ kind: 'success', message: reply.mensagem });
    await client.invalidateQueries({ queryKey: queryKeyOf(companyCalls.get) });
    await client.invalidateQueries({ queryKey: queryKeyOf(authCalls.session) });
  });
  const number = (
    name: 'diasCarencia' | 'validadeOrcamento' | 'limiteConvites',
    label: string,
    description: string,
  ) => (
    <NumberInput
      label={label}
      description={description}
      min={0}
      allowDecimal={false}
      value={typeof values[name] === 'string' ? values[name] : ''}
      error={form.errors[name]}
      onChange={(value) => setValue(name, String(value))}
    />
  );
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Dados da empresa">
      <Stack>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={2} size="h4">
              Empresa
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Razão social" withAsterisk {...form.text('razaoSocial')} />
              <TextInput label="Nome fantasia" withAsterisk {...form.text('fantasia')} />
              <MaskedInput
                label="CNPJ"
                mask={maskCnpj}
                withAsterisk
                autoCapitalize="characters"
                {...form.text('cnpj')}
              />
              <TextInput
                label="Inscrição estadual"
                description="Só números, ou ISENTO"
                {...form.text('inscricaoEstadual')}
              />
              <MaskedInput label="CEP" placeholder="00000-000" mask={maskCep} {...form.text('cep')} />
              <TextInput label="Endereço" {...form.text('endereco')} />
              <TextInput label="Número" {...form.text('numero')} />
              <TextInput label="Complemento" {...form.text('complemento')} />
              <TextInput label="Bairro" {...form.text('bairro')} />
              <StateCityFields
                state={typeof values.estado === 'string' ? values.estado : ''}
                city={typeof values.cidade === 'string' ? values.cidade : ''}
                errors={form.errors}
                onChange={setValue}
                ownData={false}
              />
              <MaskedInput label="Telefone" mask={maskPhone} {...form.text('telefone')} />
              <TextInput label="E-mail" type="email" {...form.text('email')} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={2} size="h4">
              Loja virtual e sistema
            </Title>
            <Switch
              label="Mostrar os preços na loja virtual"
              checked={values.permitirPrecos === true}
              onChange={(event) => setValue('permitirPrecos', event.currentTarget.checked)}
            />
            <Switch
              label="Permitir comprar pelo carrinho"
              checked={values.permitirCarrinho === true}
              onChange={(event) => setValue('permitirCarrinho', event.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Funcionamento"
                data={modeChoices}
                allowDeselect={false}
                value={typeof values.modo === 'string' ? values.modo : 'online'}
                onChange={(value) => setValue('modo', value ?? 'online')}
              />
              {number('diasCarencia', 'Dias de carência', 'Dias após o vencimento até a duplicata contar como vencida')}
              {number(
                'validadeOrcamento',
                'Validade do orçamento (dias)',
                'Depois disso o orçamento aparece como vencido e pode ser renovado com os preços do dia',
              )}
              {number('limiteConvites', 'Convites por dia', 'Quantos convites de acesso a empresa manda por dia')}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
