import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { personalDataHtml, type PersonalData } from './personal-data.js';

const registration: PersonalData['cadastro'] = {
  codigo: 7,
  tipoPessoa: 'F',
  nome: 'Maria <Souza>',
  nomeFantasia: null,
  documento: '52998224725',
  rg: null,
  inscricaoEstadual: 'ISENTO',
  email: 'maria@exemplo.com.br',
  telefone: '1633334444',
  celular: '16991234567',
  contato: 'Pedro',
  dataNascimento: '1975-12-02',
  sexo: 'F',
  endereco: {
    cep: '14020260',
    logradouro: 'Avenida Brasil',
    numero: '500',
    complemento: null,
    bairro: 'Jardim América',
    cidade: 'Ribeirão Preto',
    estado: 'SP',
  },
  limiteCredito: 1500,
  cadastradoEm: '2025-02-03T13:00:00.000Z',
  atualizadoEm: null,
};

const data = (changes: Partial<PersonalData> = {}): PersonalData => ({
  geradoEm: '2026-11-29T12:00:00.000Z',
  cadastro: registration,
  contatos: [],
  termosAceitos: null,
  pedidos: [],
  notasFiscais: [],
  duplicatas: [],
  sessoes: [],
  trocasDeEmail: [],
  solicitacoes: [],
  ...changes,
});

/** The HTML between a heading and the next one. */
const section = (html: string, title: string) => html.split(`<h2>${title}</h2>`)[1]?.split('<h2>')[0] ?? '';

describe('the personal data as the PDF prints it', () => {
  it('titles it, dates it and names the law', () => {
    const html = personalDataHtml(data());
    expect(html).toContain(`<h1>${messages.privacy.exportTitle}</h1>`);
    expect(html).toContain('<p>Gerado em 29/11/2026, conforme o art. 18 da LGPD (Lei 13.709/2018).</p>');
  });

  it('lays the registration out in Brazilian formats, escaped, with a dash for what is missing', () => {
    expect(section(personalDataHtml(data()), 'Cadastro')).toBe(
      '\n<table><tr><th>Dado</th><th>Valor</th></tr>' +
        '<tr><td>Nome</td><td>Maria &lt;Souza&gt;</td></tr>' +
        '<tr><td>Nome fantasia</td><td>—</td></tr>' +
        '<tr><td>CPF/CNPJ</td><td>529.982.247-25</td></tr>' +
        '<tr><td>RG / Inscrição estadual</td><td>ISENTO</td></tr>' +
        '<tr><td>E-mail</td><td>maria@exemplo.com.br</td></tr>' +
        '<tr><td>Telefone</td><td>(16) 3333-4444</td></tr>' +
        '<tr><td>Celular</td><td>(16) 99123-4567</td></tr>' +
        '<tr><td>Contato</td><td>Pedro</td></tr>' +
        '<tr><td>Data de nascimento</td><td>02/12/1975</td></tr>' +
        '<tr><td>Endereço</td><td>Avenida Brasil, 500, Jardim América, Ribeirão Preto, SP</td></tr>' +
        '<tr><td>CEP</td><td>14020-260</td></tr>' +
        '<tr><td>Cadastrado em</td><td>03/02/2025</td></tr></table>\n',
    );
    const sparse = { ...registration, documento: null, rg: '12.345.678-9', telefone: null, celular: null };
    const html = section(
      personalDataHtml(data({ cadastro: { ...sparse, endereco: { ...sparse.endereco, cep: null } } })),
      'Cadastro',
    );
    expect(html).toContain('<tr><td>CPF/CNPJ</td><td>—</td></tr>');
    expect(html).toContain('<tr><td>RG / Inscrição estadual</td><td>12.345.678-9</td></tr>');
    expect(html).toContain('<tr><td>Telefone</td><td>—</td></tr><tr><td>Celular</td><td>—</td></tr>');
    expect(html).toContain('<tr><td>CEP</td><td>—</td></tr>');
  });

  it('says when a list is empty and when no terms were accepted', () => {
    const html = personalDataHtml(data());
    for (const title of ['Contatos', 'Pedidos', 'Notas fiscais', 'Duplicatas', 'Sessões de acesso'])
      expect(section(html, title)).toBe('\n<p>Nenhum registro.</p>\n');
    expect(section(html, 'Termos aceitos')).toBe('\n<p>Nenhum termo aceito.</p>\n');
    expect(html.endsWith('<h2>Solicitações sobre seus dados</h2>\n<p>Nenhum registro.</p>')).toBe(true);
  });

  it('prints each list with its columns, money in R$ and dates as dd/mm/aaaa', () => {
    const html = personalDataHtml(
      data({
        contatos: [{ name: 'Ana', role: 'Compras', phone: '1133334444', email: 'ana@exemplo.com.br' }],
        termosAceitos: { versao: 3, titulo: 'Termos de uso' },
        pedidos: [{ pedido: 12, data: '2026-10-01', situacao: 'Venda', valor: 1234.5, endereco: null, telefone: null }],
        notasFiscais: [{ numero: '000123', data: '2026-10-02', valor: 99.9, chave: '3526', pedido: 12 }],
        duplicatas: [{ vencimento: '2026-11-01', valor: 10, situacao: 'A', pagamento: null }],
        sessoes: [{ inicio: '2026-11-20T10:00:00.000Z', ultimoUso: '2026-11-21T10:00:00.000Z', expira: null }],
        solicitacoes: [
          {
            protocolo: 4,
            tipo: 'Exclusão',
            pedido: '',
            situacao: 'Recusada',
            resposta: 'Há notas fiscais a guardar',
            em: null,
            respondidaEm: null,
          },
        ],
      }),
    );
    const printed: Array<[string, string[], string[]]> = [
      ['Contatos', ['Nome', 'Cargo', 'Telefone', 'E-mail'], ['Ana', 'Compras', '1133334444', 'ana@exemplo.com.br']],
      ['Pedidos', ['Pedido', 'Data', 'Situação', 'Valor'], ['12', '01/10/2026', 'Venda', 'R$ 1.234,50']],
      ['Notas fiscais', ['Número', 'Data', 'Valor', 'Chave'], ['000123', '02/10/2026', 'R$ 99,90', '3526']],
      ['Duplicatas', ['Vencimento', 'Valor', 'Situação', 'Pagamento'], ['01/11/2026', 'R$ 10,00', 'A', '—']],
      ['Sessões de acesso', ['Início', 'Último uso', 'Expira'], ['20/11/2026', '21/11/2026', '—']],
      [
        'Solicitações sobre seus dados',
        ['Protocolo', 'Tipo', 'Situação', 'Resposta'],
        ['4', 'Exclusão', 'Recusada', 'Há notas fiscais a guardar'],
      ],
    ];
    const tr = (cell: string, values: string[]) => `<tr>${values.map((v) => `<${cell}>${v}</${cell}>`).join('')}</tr>`;
    for (const [title, columns, values] of printed)
      expect(section(html, title).trim()).toBe(`<table>${tr('th', columns)}${tr('td', values)}</table>`);
    expect(section(html, 'Termos aceitos')).toBe('\n<p>Versão 3: Termos de uso</p>\n');
  });

  it('prints the first 200 rows of a long list and points to the JSON for the rest', () => {
    const order = (n: number) => ({
      pedido: n,
      data: '2026-01-01',
      situacao: 'Venda' as const,
      valor: 1,
      endereco: null,
      telefone: null,
    });
    const printed = (count: number) =>
      section(personalDataHtml(data({ pedidos: Array.from({ length: count }, (_, i) => order(i + 1)) })), 'Pedidos');
    expect(printed(200)).not.toContain('arquivo JSON');
    expect(printed(200).match(/<tr><td>/g)).toHaveLength(200);
    const long = printed(201);
    expect(long.match(/<tr><td>/g)).toHaveLength(200);
    expect(long).toContain('<tr><td>200</td>');
    expect(long).not.toContain('<tr><td>201</td>');
    expect(long).toContain('</table><p>Mais 1 registro no arquivo JSON.</p>');
    expect(printed(202)).toContain('</table><p>Mais 2 registros no arquivo JSON.</p>');
  });
});
