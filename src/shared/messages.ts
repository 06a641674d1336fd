/** A wait in whole seconds, minutes or hours, rounded up: '1 minuto', '40 segundos', '2 horas'. */
function waitText(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'segundo');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minuto');
  return plural(Math.ceil(seconds / 3600), 'hora');
}

/**
 * Every pt-BR text a person reads that the spec fixes, written once. Texts the spec does not fix but
 * the product needs live here too, so screens, mails and server replies never drift apart.
 */
export const messages = {
  transportError: 'Ocorreu um erro, entre em contato com o administrador.',
  exceptionTitle: 'Alerta !',
  loginAlertTitle: 'Alerta!',
  loading: 'Aguarde ...',
  notRegistered: 'Não cadastrado',
  login: {
    allFieldsRequired: 'Todos os campos são obrigatórios.',
    invalidCredentials: 'Usuário ou senha inválidos.',
    inactiveAccount: 'Seu acesso ainda não foi liberado. Entre em contato com a empresa.',
    disabledUser: 'Seu acesso foi desativado. Fale com o administrador da empresa.',
    tooManyAttempts: (minutes: number) =>
      `Muitas tentativas de acesso sem sucesso. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    contractMustBeAccepted: 'É necessário aceitar os termos de contrato!',
    contractUpdateFailed: 'Houve algum erro, tente novamente mais tarde!',
    sessionExpiredTitle: 'Sua sessão expirou',
    sessionExpiredHtml: '<p>Sua sessão expirou por inatividade. Entre novamente para continuar de onde parou.</p>',
    welcome: (name: string) => `Bem-vindo(a), ${name}!`,
  },
  customerEmail: {
    /** The customer form keeps the e-mail: it is the customer's login, changed only by the audited action. */
    useChangeAction:
      "O e-mail é o acesso do cliente à loja: para trocá-lo, use 'Alterar e-mail' na ficha do cliente (gestores e administradores).",
    same: 'O novo e-mail é igual ao atual.',
    changed: 'E-mail do cliente alterado. O endereço antigo foi avisado.',
    mailSubject: (company: string) => `E-mail de acesso alterado - ${company}`,
  },
  customerCredit: {
    /** A seller sent a credit standing other than the stored one (or than blocked, for a new customer). */
    managersOnly: 'Só gestores e administradores liberam ou bloqueiam o crédito do cliente.',
    /** Under the credit block of a seller's form: why there is no control. */
    decidedByManagers: 'O crédito é decidido por gestores e administradores. Cliente novo começa bloqueado.',
  },
  cnpjLookup: {
    button: 'Buscar dados do CNPJ',
    filled: 'Dados da empresa preenchidos pelo CNPJ. Confira antes de salvar.',
    notFound: 'CNPJ não encontrado na consulta. Preencha os dados da empresa.',
    /** The service failed or timed out: the form goes on, typed by hand. */
    unavailable: 'A consulta de CNPJ não está disponível agora. Preencha os dados da empresa.',
    /** The company has not turned the lookup on (the form does not offer it then). */
    disabled: 'A consulta de CNPJ não está ativada para esta empresa.',
  },
  address: {
    /** The city is not one of IBGE's municipalities of the chosen state (UF). */
    cityNotInState: 'Escolha a cidade na lista do estado informado.',
  },
  passwordReset: {
    /** The forgot-password reply (spec section 8), the same whether the e-mail is registered or not. */
    sent: 'Um lembrete de senha foi enviado para seu email',
  },
  password: {
    /** Change password and the profile reset: a field left empty (spec section 5). */
    fillAll: 'Favor, preencher todos os campos.',
    changed: 'Senha alterada com sucesso',
    /** The profile reset's codes 1 and 2 (spec section 8); code 3 is `changed`. */
    currentInvalid: 'Senha atual inválida!',
    mismatch: 'Senhas não correspondem!',
    changedTitle: 'Pronto!',
    changedDetail:
      'Enviamos um aviso para o seu e-mail. As outras sessões abertas com a senha antiga foram encerradas.',
    mailSubject: (company: string) => `Senha alterada - ${company}`,
  },
  contact: {
    /** The contact form (spec section 5): every field required, the sender's e-mail valid. */
    required: 'Campo obrigatório',
    invalidEmail: 'Digite um email válido',
    sent: 'Mensagem enviada! Responderemos em breve no e-mail informado.',
    /** No contact address ('con', else the footer's e-mail) is configured. */
    unavailable: 'O formulário de contato não está disponível no momento. Use o telefone ou o e-mail do rodapé.',
    mailSubject: (subject: string) => `Contato pela loja: ${subject}`,
  },
  buyAgain: {
    added: (count: number) =>
      count === 1 ? '1 produto foi colocado no carrinho.' : `${count} produtos foram colocados no carrinho.`,
    unavailable: (names: string[]) => `Não estão mais à venda: ${names.join(', ')}.`,
    nothingAvailable: 'Nenhum produto deste pedido está à venda agora.',
  },
  unlock: {
    /** An admin lifted the locks, or the user opened the mailed link. */
    done: 'Acesso desbloqueado. Você já pode entrar.',
    linkInvalid: 'Este link de desbloqueio é inválido, já foi usado ou venceu.',
    accountNotFound: 'Nenhum usuário ou cliente com este e-mail.',
    mailSubject: (company: string) => `Acesso bloqueado - ${company}`,
  },
  tenant: {
    notFound: 'Empresa não encontrada.',
  },
  access: {
    storeForCustomersOnly: 'A loja virtual é exclusiva para compra de clientes.',
    forbidden: 'Você não tem permissão para esta operação.',
    notFound: 'Registro não encontrado.',
    crossSite: 'Operação recusada: o pedido veio de outro site.',
  },
  rateLimit: {
    /** Past a rate limit (HTTP 429): how long until the next try is counted. */
    tooMany: (waitMs: number) => `Muitas solicitações em pouco tempo. Tente novamente em ${waitText(waitMs)}.`,
  },
  mailRelay: {
    /** A customer mailing orders: the day's total, and the addresses that are not in their record. */
    dailyLimit: (max: number) => `Você já enviou os ${max} e-mails permitidos por dia. Tente novamente amanhã.`,
    otherAddresses: (max: number) =>
      `Por dia, você pode enviar pedidos para até ${max} endereços fora do seu cadastro. Use o e-mail cadastrado.`,
  },
  database: {
    /** The database connection dropped (restart, network): the call may be repeated in a moment. */
    unavailable: 'O sistema está sem acesso ao banco de dados no momento. Tente novamente em alguns instantes.',
    /** /readyz: the database lacks migrations of this version (another instance is still migrating it). */
    notMigrated:
      'O banco de dados ainda não foi atualizado para esta versão do sistema. Tente novamente em alguns instantes.',
  },
  documents: {
    /** Every document thread is busy and the line of waiting documents is full. */
    busy: 'O servidor está gerando muitos documentos agora. Tente novamente em alguns instantes.',
    /** A document took longer than its time limit and was stopped. */
    timedOut:
      'O documento demorou demais para ser gerado e foi interrompido. Tente novamente com menos dados ou mais tarde.',
  },
  fiscal: {
    /** A note (NF-e), its XML or a boleto that does not exist or is not the caller's: the same answer. */
    noteNotFound: 'Nota fiscal não encontrada.',
    boletoNotFound: 'Boleto não encontrado.',
    /** A note imported without its XML (only the grid row). */
    xmlMissing: 'O XML desta nota não está disponível.',
    invalidXml: 'O XML não é de uma NF-e válida.',
    /** A receivable already paid has no second copy to print. */
    boletoPaid: 'Este boleto já foi pago; não há segunda via.',
    mailSubject: (count: number) => (count === 1 ? 'Nota fiscal eletrônica' : `Notas fiscais eletrônicas (${count})`),
    mailQueued: 'E-mail enviado com sucesso.',
    recipientsRequired: 'Informe ao menos um e-mail válido.',
    notesRequired: 'Selecione ao menos uma nota.',
    /** The accountant's ZIP (XML + DANFE of every note of a period). */
    zipDate: 'Data inválida: use o formato AAAA-MM-DD.',
    zipPeriodOrder: 'A data final do período não pode ser anterior à inicial.',
    zipPeriodTooLong: (months: number) => `O período pode ter no máximo ${months} meses.`,
    zipEmpty: 'Não há notas fiscais com XML no período escolhido.',
  },
  /** The customer's rights over their personal data (LGPD art. 18) in Minha conta → Meus dados. */
  privacy: {
    /** Shown before an erasure request is sent, and in docs/lgpd.md. */
    retentionNotice:
      'Excluiremos ou anonimizaremos seus dados pessoais, exceto os que a lei nos obriga a guardar: notas fiscais, pedidos e registros financeiros ficam por 5 anos (Código Tributário Nacional, arts. 173 e 174) e são usados só para cumprir essas obrigações.',
    erasureQueued: 'Pedido de exclusão registrado. Avisaremos por e-mail quando for atendido.',
    changeQueued: 'Pedido de alteração registrado. Avisaremos por e-mail quando for atendido.',
    changeDetailsRequired: 'Descreva o que deve ser alterado.',
    alreadyPending: 'Você já tem um pedido deste tipo aguardando atendimento.',
    contactSaved: 'Dados de contato atualizados.',
    requestNotFound: 'Solicitação não encontrada.',
    alreadyHandled: 'Esta solicitação já foi respondida.',
    noteRequired: 'Explique ao cliente o motivo da recusa.',
    handled: 'Solicitação respondida.',
    exportTitle: 'Meus dados pessoais',
    answerSubject: (company: string) => `Sua solicitação sobre dados pessoais - ${company}`,
  },
  validation: {
    invalidRequest: 'Dados inválidos. Verifique os campos e tente novamente.',
    /** A NUL byte (or another character no field may hold) in a body or query value. */
    invalidCharacter: (campo: string) => `Caractere inválido no campo ${campo}.`,
  },
} as const;
