/** A valid registration request, masked as a person types it; tests on both sides start from it. */
export const companyRegistration = {
  tipoPessoa: 'J',
  cnpj: '12.ABC.345/01DE-35',
  inscricaoEstadual: '123456789012',
  nome: 'Tintas Exemplo Ltda',
  email: 'Compras@Exemplo.com.br',
  telefone: '(19) 3234-5678',
  celular: '(19) 98765-4321',
  cep: '13015-904',
  estado: 'SP',
  cidade: 'Campinas',
  bairro: 'Centro',
  endereco: 'Rua Barão de Jaguara',
  numero: '1000',
  contato: 'Ana Souza',
  senha: 'Tinta@2026',
  confirmacaoSenha: 'Tinta@2026',
};
