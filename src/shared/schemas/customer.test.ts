import { describe, expect, it } from 'vitest';
import { registrationRequest } from './customer';
import { companyRegistration } from './customer.fixture';

const company = companyRegistration;

const issues = (input: unknown) => {
  const result = registrationRequest.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registrationRequest', () => {
  it('accepts masked values and gives them back bare, e-mail in lower case', () => {
    const parsed = registrationRequest.parse(company);
    expect(parsed).toMatchObject({
      cnpj: '12ABC34501DE35',
      telefone: '1932345678',
      celular: '19987654321',
      cep: '13015904',
      email: 'compras@exemplo.com.br',
      pais: '1058',
      cpf: undefined,
    });
  });

  it('asks an individual for a valid CPF and drops the company fields', () => {
    expect(issues({ ...company, tipoPessoa: 'F', cpf: '123.456.789-00' })).toEqual({ cpf: 'Informe um CPF válido' });
    const parsed = registrationRequest.parse({
      ...company,
      tipoPessoa: 'F',
      cpf: '529.982.247-25',
      dataNascimento: '15-03-1985',
      sexo: 'F',
    });
    expect(parsed).toMatchObject({
      cpf: '52998224725',
      cnpj: undefined,
      inscricaoEstadual: undefined,
      dataNascimento: '1985-03-15',
    });
  });

  it('gives each bad field its spec message', () => {
    expect(
      issues({
        ...company,
        cnpj: '11.222.333/0001-82',
        telefone: '(10) 3234-5678',
        celular: '(19) 3876-5432',
        cep: '1301-904',
        email: 'x@',
        nome: '',
        confirmacaoSenha: 'outra',
      }),
    ).toEqual({
      cnpj: 'Informe um CNPJ válido.',
      telefone: 'Informe um telefone válido',
      celular: 'Informe um celular válido',
      cep: 'Informe um CEP válido.',
      email: 'Por favor insira um endereço de e-mail válido.',
      nome: 'Este campo é obrigatório.',
      confirmacaoSenha: 'Por favor entre com o mesmo valor novamente.',
    });
  });

  it('wants a password of at least 6 characters and a real birth date', () => {
    expect(issues({ ...company, senha: '12345', confirmacaoSenha: '12345' })).toEqual({
      senha: 'Digite pelo menos 6 caracteres.',
    });
    expect(issues({ ...company, tipoPessoa: 'F', cpf: '52998224725', dataNascimento: '31-02-1990' })).toEqual({
      dataNascimento: 'Por favor insira uma data válida.',
    });
  });
});
