import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CNPJ_MASK, CPF_MASK, maskCep, maskCnpj, maskCpf } from '../../../shared/br/masks';
import { messages } from '../../../shared/messages';
import { DateField } from '../../components/form/DateField';
import { inputPurpose, type PurposeField } from '../../components/form/input-purpose';
import { MaskedInput } from '../../components/form/MaskedInput';
import { PhoneInputs } from '../../components/form/PhoneInputs';
import { StateCityFields } from '../../components/form/StateCityFields';
import type { useZodForm } from '../../components/form/use-zod-form';
import { useCepLookup } from '../../components/form/use-cep-lookup';
import { useCnpjLookup } from './use-cnpj-lookup';

type FormApi = ReturnType<typeof useZodForm>;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The placeholder shows the document's mask: '000.000.000-00' or '00.000.000/0000-00'. */
const cnpjPlaceholder = CNPJ_MASK.replace(/A/g, '0');

type Props = {
  form: FormApi;
  emailLocked?: boolean;
  /** The person types their own data (the store's registration): the browser may fill it. */
  ownData?: boolean;
  /** The company turned the CNPJ lookup on, and this is the back office. */
  cnpjLookup?: boolean;
};

/**
 * The customer form fields of spec section 3, with the person-type switch of section 4: J shows the
 * CNPJ, inscrição estadual and nome fantasia and labels the name 'Razão social'; F shows CPF, RG and
 * birth date and 'Nome'. Hidden fields are also disabled, so they are never sent. A saved
 * customer's e-mail is their login: `emailLocked` shows it read-only (it changes only by the audited
 * 'Alterar e-mail').
 */
export function CustomerFields({ form, emailLocked = false, ownData = false, cnpjLookup = false }: Props) {
  const { values, setValue, text } = form;
  const company = values.tipoPessoa === 'J';
  const purpose = (field: PurposeField) => inputPurpose(field, ownData);
  useCepLookup(asText(values.cep), setValue);
  const cnpj = useCnpjLookup(form);
  return (
    <Stack>
      <SegmentedControl
        aria-label="Tipo de pessoa"
        value={company ? 'J' : 'F'}
        onChange={(value) => setValue('tipoPessoa', value)}
        data={[
          { value: 'F', label: 'Pessoa física' },
          { value: 'J', label: 'Pessoa jurídica' },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {company ? (
          <>
            {/* The button keeps its words; on a phone it goes under the CNPJ. */}
            <Group align="flex-start" gap="xs">
              <MaskedInput
                label="CNPJ"
                placeholder={cnpjPlaceholder}
                mask={maskCnpj}
                required
                autoCapitalize="characters"
                autoComplete="off"
                style={{ flexGrow: 1, minWidth: 180 }}
                {...text('cnpj')}
              />
              {cnpjLookup && (
                <Button
                  variant="light"
                  mt={25}
                  loading={cnpj.looking}
                  onClick={() => void cnpj.lookup()}
                  style={{ flexShrink: 0 }}
                >
                  {messages.cnpjLookup.button}
                </Button>
              )}
            </Group>
            <TextInput label="Inscrição estadual" autoComplete="off" {...text('inscricaoEstadual')} />
          </>
        ) : (
          <>
            <MaskedInput
              label="CPF"
              placeholder={CPF_MASK}
              mask={maskCpf}
              required
              {...purpose('cpf')}
              {...text('cpf')}
            />
            <TextInput label="RG" autoComplete="off" {...text('rg')} />
          </>
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: company ? 2 : 1 }}>
        <TextInput
          label={company ? 'Razão social' : 'Nome'}
          required
          {...purpose(company ? 'razaoSocial' : 'nome')}
          {...text('nome')}
        />
        {company && <TextInput label="Nome fantasia" {...purpose('razaoSocial')} {...text('fantasia')} />}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Contato" autoComplete="off" {...text('contato')} />
        <TextInput
          label="E-mail"
          type="email"
          required
          readOnly={emailLocked}
          description={emailLocked ? "É o acesso do cliente: troque por 'Alterar e-mail' na ficha" : undefined}
          {...purpose('email')}
          {...text('email')}
        />
        <PhoneInputs text={text} ownData={ownData} />
      </SimpleGrid>
      {!company && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label="Data de nascimento"
            maxDate={new Date()}
            // A birth date is decades back: the calendar opens on years, then months, then days.
            defaultLevel="decade"
            {...purpose('dataNascimento')}
            {...text('dataNascimento')}
          />
          <Select
            label="Sexo"
            data={[
              { value: 'F', label: 'Feminino' },
              { value: 'M', label: 'Masculino' },
            ]}
            clearable
            value={(values.sexo as string) || null}
            onChange={(value) => setValue('sexo', value ?? '')}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MaskedInput label="CEP" placeholder="00000-000" mask={maskCep} required {...purpose('cep')} {...text('cep')} />
        <StateCityFields
          state={asText(values.estado)}
          city={asText(values.cidade)}
          errors={form.errors}
          onChange={setValue}
          ownData={ownData}
        />
      </SimpleGrid>
      <Group grow align="flex-start">
        <TextInput label="Endereço" required {...purpose('endereco')} {...text('endereco')} style={{ flexGrow: 3 }} />
        <TextInput label="Número" required {...purpose('numero')} {...text('numero')} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Bairro" required {...purpose('bairro')} {...text('bairro')} />
        <TextInput
          label="Complemento"
          placeholder="Sala, bloco, apartamento"
          {...purpose('complemento')}
          {...text('complemento')}
        />
      </SimpleGrid>
    </Stack>
  );
}
