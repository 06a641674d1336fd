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
    allFieldsRequired: 'Todos os campos sao obrigatórios.',
    invalidCredentials: 'Usuário ou senha inválidos.',
    inactiveAccount: 'Seu acesso ainda não foi liberado. Entre em contato com a empresa.',
    tooManyAttempts: (minutes: number) =>
      `Muitas tentativas de acesso sem sucesso. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    contractMustBeAccepted: 'É necessario aceitar os termos de contrato!',
    contractUpdateFailed: 'Houve algum erro, tente novamente mais tarde!',
    sessionExpiredTitle: 'Sua sessão expirou',
    sessionExpiredHtml: '<p>Sua sessão expirou por inatividade. Entre novamente para continuar de onde parou.</p>',
    welcome: (name: string) => `Bem-vindo(a), ${name}!`,
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
  database: {
    /** The database connection dropped (restart, network): the call may be repeated in a moment. */
    unavailable: 'O sistema está sem acesso ao banco de dados no momento. Tente novamente em alguns instantes.',
  },
  documents: {
    /** Every document thread is busy and the line of waiting documents is full. */
    busy: 'O servidor está gerando muitos documentos agora. Tente novamente em alguns instantes.',
    /** A document took longer than its time limit and was stopped. */
    timedOut:
      'O documento demorou demais para ser gerado e foi interrompido. Tente novamente com menos dados ou mais tarde.',
  },
  validation: {
    invalidRequest: 'Dados inválidos. Verifique os campos e tente novamente.',
    /** A NUL byte (or another character no field may hold) in a body or query value. */
    invalidCharacter: (campo: string) => `Caractere inválido no campo ${campo}.`,
  },
} as const;
