import { Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CNPJ_MASK, CPF_MASK, maskCep, maskCnpj, maskCpf, maskDate, maskPhone } from '../../../shared/br/masks';
import { stateCodes } from '../../../shared/schemas/fields';
import { MaskedInput } from '../../components/form/MaskedInput';
import type { useZodForm } from '../../components/form/use-zod-form';
import { useCepLookup } from '../../components/form/use-cep-lookup';

type FormApi = ReturnType<typeof useZodForm>;

/** The placeholder shows the document's mask: '000.000.000-00' or '00.000.000/0000-00'. */
const cnpjPlaceholder = CNPJ_MASK.replace(/A/g, '0');

/**
 * The customer form fields of spec section 3, with the person-type switch of section 4: J shows the
 * CNPJ and inscrição estadual and labels the name 'Razão social'; F shows CPF and RG and 'Nome'.
 * Hidden fields are also disabled, so they are never sent. A saved customer's e-mail is their login:
 * `emailLocked` shows it read-only (it changes only by the audited 'Alterar e-mail').
 */
export function CustomerFields({ form, emailLocked = false }: { form: FormApi; emailLocked?: boolean }) {
  const { values, setValue, text } = form;
  const company = values.tipoPessoa === 'J';
  useCepLookup(typeof values.cep === 'string' ? values.cep : '', setValue);
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
            <MaskedInput label="CNPJ" placeholder={cnpjPlaceholder} mask={maskCnpj} required {...text('cnpj')} />
            <TextInput label="Inscrição estadual" {...text('inscricaoEstadual')} />
          </>
        ) : (
          <>
            <MaskedInput label="CPF" placeholder={CPF_MASK} mask={maskCpf} required {...text('cpf')} />
            <TextInput label="RG" {...text('rg')} />
          </>
        )}
      </SimpleGrid>
      <TextInput label={company ? 'Razão social' : 'Nome'} required {...text('nome')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Contato" {...text('contato')} />
        <TextInput
          label="E-mail"
          type="email"
          required
          readOnly={emailLocked}
          description={emailLocked ? "É o acesso do cliente: troque por 'Alterar e-mail' na ficha" : undefined}
          {...text('email')}
        />
        <MaskedInput label="Telefone" placeholder="(00) 0000-0000" mask={maskPhone} required {...text('telefone')} />
        <MaskedInput label="Celular" placeholder="(00) 00000-0000" mask={maskPhone} {...text('celular')} />
      </SimpleGrid>
      {!company && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MaskedInput
            label="Data de nascimento"
            placeholder="DD-MM-AAAA"
            mask={maskDate}
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
      <Group grow align="flex-start">
        <MaskedInput label="CEP" placeholder="00000-000" mask={maskCep} required {...text('cep')} />
        <Select
          label="Estado"
          data={[...stateCodes]}
          searchable
          required
          value={(values.estado as string) || null}
          onChange={(value) => setValue('estado', value ?? '')}
          error={form.errors.estado}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Cidade" required {...text('cidade')} />
        <TextInput label="Bairro" required {...text('bairro')} />
      </SimpleGrid>
      <Group grow align="flex-start">
        <TextInput label="Endereço" required {...text('endereco')} style={{ flexGrow: 3 }} />
        <TextInput label="Número" required {...text('numero')} />
      </Group>
    </Stack>
  );
}
