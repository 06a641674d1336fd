/**
 * The e-commerce configuration keys of spec section 3, with the fields we designed for each where
 * the spec names the key but not its contents (docs/store-configuration.md). The admin's editor is
 * built from this catalogue and the server checks a save against it.
 */
export type SettingFieldKind =
  | 'text'
  | 'longtext'
  /** A certificate or private key in PEM ('-----BEGIN ...'), pasted whole. */
  | 'pem'
  | 'html'
  | 'color'
  | 'money'
  | 'integer'
  | 'url'
  /** An image's address (a link), with a picker that uploads one (docs/store-configuration.md). */
  | 'image'
  | 'email'
  | 'choice'
  | 'choices'
  | 'texts'
  | 'rows';

export type SettingField = {
  name: string;
  label: string;
  kind: SettingFieldKind;
  /** 'choice' / 'choices': the values and their labels. */
  options?: ReadonlyArray<readonly [string, string]>;
  /** 'rows': the fields of each row (text, url, image or longtext). */
  columns?: ReadonlyArray<SettingField>;
  /** A credential: never sent back to the browser; left blank, the stored one is kept. */
  secret?: boolean;
  /** 'text': the form the value must have (a provider's identifier), and what to say when it has not. */
  format?: { pattern: RegExp; message: string };
};

export type SettingGroup = 'Aparência' | 'Menus' | 'Vitrine' | 'Compra' | 'Pagamento' | 'Páginas' | 'Contato';
export type SettingKey = { key: string; description: string; group: SettingGroup; fields: SettingField[] };

const f = (name: string, label: string, kind: SettingFieldKind, extra: Partial<SettingField> = {}): SettingField => ({
  name,
  label,
  kind,
  ...extra,
});
const colours = (what: string) => [
  f('fundo', `Cor de fundo ${what}`, 'color'),
  f('texto', `Cor do texto ${what}`, 'color'),
];
const link = [f('titulo', 'Título', 'text'), f('link', 'Link', 'url')];
const environment = f('ambiente', 'Ambiente', 'choice', {
  options: [
    ['sandbox', 'Testes (sandbox)'],
    ['producao', 'Produção'],
  ],
});
/**
 * The banks Cielo registers boletos at (its 'Provedores para boleto registrado'; Caixa is off at Cielo,
 * Banco do Brasil only as BancoDoBrasil3 since 2026). The store's bank contract names one; Bradesco2 by default.
 */
export const cieloBoletoProviders = [
  ['Bradesco2', 'Bradesco'],
  ['BancoDoBrasil3', 'Banco do Brasil'],
  ['Itau3', 'Itaú'],
  ['Santander2', 'Santander'],
  ['CitiBank2', 'Citibank'],
  ['Braspag', 'Braspag'],
] as const satisfies ReadonlyArray<readonly [string, string]>;
export type CieloBoletoProvider = (typeof cieloBoletoProviders)[number][0];
export const DEFAULT_BOLETO_PROVIDER: CieloBoletoProvider = 'Bradesco2';

const onOff: ReadonlyArray<readonly [string, string]> = [
  ['nao', 'Desligado'],
  ['sim', 'Ligado'],
];
const page = (key: string, description: string): SettingKey => ({
  key,
  description,
  group: 'Páginas',
  fields: [f('html', 'Conteúdo', 'html')],
});
const categoryMenu = (n: number): SettingKey => ({
  key: `mc${n}`,
  description: `menu de categorias ${n + 1}`,
  group: 'Menus',
  fields: [f('titulo', 'Título', 'text'), f('categorias', 'Categorias', 'texts')],
});
const groupMenu = (n: number): SettingKey => ({
  key: `mg${n}`,
  description: `menu de grupos por fabricante ${n + 1}`,
  group: 'Menus',
  fields: [f('titulo', 'Título', 'text'), f('fabricante', 'Fabricante', 'text'), f('grupos', 'Grupos', 'texts')],
});
const toggle = (key: string, description: string, group: SettingGroup): SettingKey => ({
  key,
  description,
  group,
  fields: [],
});

export const paymentMethodOptions = [
  ['D', 'Boleto'],
  ['C', 'Cheque'],
  ['O', 'Cartão de crédito'],
  ['P', 'Prazo'],
  ['I', 'Dinheiro'],
  ['X', 'Pix'],
] as const;

export const storeSettings: SettingKey[] = [
  { key: 'crh', description: 'cor do cabeçalho', group: 'Aparência', fields: colours('do cabeçalho') },
  { key: 'cfh', description: 'cor do rodapé', group: 'Aparência', fields: colours('do rodapé') },
  { key: 'crf', description: 'cor da faixa do rodapé', group: 'Aparência', fields: colours('da faixa') },
  {
    key: 'cor',
    description: 'cores',
    group: 'Aparência',
    fields: [f('primaria', 'Cor principal', 'color'), f('secundaria', 'Cor de destaque', 'color')],
  },
  { key: 'ccl', description: 'cores da compra', group: 'Aparência', fields: colours('da compra') },
  { key: 'cdl', description: 'cores do cadastro', group: 'Aparência', fields: colours('do cadastro') },
  { key: 'cac', description: 'cores da área do cliente', group: 'Aparência', fields: colours('da área do cliente') },
  {
    key: 'tgl',
    description: 'tipo de galeria',
    group: 'Vitrine',
    fields: [
      f('tipo', 'Produtos em', 'choice', {
        options: [
          ['grade', 'Grade'],
          ['lista', 'Lista'],
        ],
      }),
    ],
  },
  {
    key: 'ord',
    description: 'ordenação',
    group: 'Vitrine',
    fields: [
      f('ordem', 'Ordem dos produtos', 'choice', {
        options: [
          ['nome', 'Nome'],
          ['menor-preco', 'Menor preço'],
          ['maior-preco', 'Maior preço'],
          ['mais-vendidos', 'Mais vendidos'],
          ['lancamentos', 'Lançamentos'],
        ],
      }),
    ],
  },
  { key: 'men', description: 'menu', group: 'Menus', fields: [f('itens', 'Itens do menu', 'texts')] },
  { key: 'alt', description: 'atalhos', group: 'Menus', fields: [f('itens', 'Atalhos', 'rows', { columns: link })] },
  {
    key: 'atl',
    description: 'atalhos do rodapé',
    group: 'Menus',
    fields: [f('itens', 'Atalhos', 'rows', { columns: link })],
  },
  {
    key: 'mfb',
    description: 'menu de fabricantes',
    group: 'Menus',
    fields: [f('titulo', 'Título', 'text'), f('fabricantes', 'Fabricantes', 'texts')],
  },
  {
    key: 'mgr',
    description: 'menu de grupos',
    group: 'Menus',
    fields: [f('titulo', 'Título', 'text'), f('grupos', 'Grupos', 'texts')],
  },
  ...[0, 1, 2, 3].map(categoryMenu),
  ...[0, 1, 2, 3].map(groupMenu),
  {
    key: 'sli',
    description: 'slides',
    group: 'Vitrine',
    fields: [
      f('slides', 'Slides', 'rows', {
        columns: [
          f('titulo', 'Título', 'text'),
          f('texto', 'Texto', 'text'),
          f('imagem', 'Imagem (URL)', 'image'),
          f('link', 'Link', 'url'),
        ],
      }),
    ],
  },
  {
    key: 'slp',
    description: 'slide de produtos',
    group: 'Vitrine',
    fields: [f('titulo', 'Título', 'text'), f('produtos', 'Códigos dos produtos', 'texts')],
  },
  {
    key: 'fab',
    description: 'slide de fabricantes',
    group: 'Vitrine',
    fields: [f('titulo', 'Título', 'text'), f('fabricantes', 'Fabricantes', 'texts')],
  },
  {
    key: 'ban',
    description: 'banner',
    group: 'Vitrine',
    fields: [f('imagem', 'Imagem (URL)', 'image'), f('texto', 'Texto alternativo', 'text'), f('link', 'Link', 'url')],
  },
  toggle('tnt', 'tingimento', 'Vitrine'),
  toggle('epr', 'exibir preços', 'Vitrine'),
  toggle('ven', 'exibir estoque', 'Vitrine'),
  toggle('ves', 'exibir estoque zerado', 'Vitrine'),
  { key: 'btc', description: 'botão comprar', group: 'Vitrine', fields: [f('texto', 'Texto do botão', 'text')] },
  {
    key: 'prc',
    description: 'preço',
    group: 'Vitrine',
    fields: [f('semPreco', 'Texto quando não há preço', 'text'), f('prefixo', 'Texto antes do preço', 'text')],
  },
  {
    key: 'vmc',
    description: 'valor mínimo de compra',
    group: 'Compra',
    fields: [f('valor', 'Valor mínimo (R$)', 'money'), f('mensagem', 'Mensagem ao cliente', 'longtext')],
  },
  {
    key: 'fpg',
    description: 'formas de pagamento',
    group: 'Compra',
    fields: [f('formas', 'Formas aceitas', 'choices', { options: paymentMethodOptions })],
  },
  {
    key: 'cpg',
    description: 'condição de pagamento',
    group: 'Compra',
    fields: [f('condicoes', 'Condições (ex.: 28/56/84)', 'texts')],
  },
  {
    key: 'pcl',
    description: 'parcelamento',
    group: 'Compra',
    fields: [
      f('maximo', 'Parcelas no máximo', 'integer'),
      f('minimoParcela', 'Parcela mínima (R$)', 'money'),
      // Empty: every instalment without interest (the stores of before).
      f('semJuros', 'Parcelas sem juros', 'integer'),
    ],
  },
  {
    key: 'rtd',
    description: 'retirada na loja',
    group: 'Compra',
    fields: [f('endereco', 'Endereço de retirada', 'text'), f('prazo', 'Prazo para retirar', 'text')],
  },
  {
    key: 'nte',
    description: 'notificação por e-mail',
    group: 'Compra',
    fields: [f('emails', 'Quem recebe os pedidos novos', 'texts')],
  },
  page('tul', 'termos de uso no login'),
  page('tuc', 'termos de uso no cadastro'),
  {
    key: 'cie',
    description: 'Cielo (cartão)',
    group: 'Pagamento',
    fields: [
      f('merchantId', 'MerchantId', 'text'),
      f('merchantKey', 'MerchantKey', 'text', { secret: true }),
      environment,
      // Silent Order Post: with these the card goes from the browser to Cielo, never through us.
      f('sopClientId', 'Silent Order Post: ClientId (cartão tokenizado no navegador)', 'text'),
      f('sopClientSecret', 'Silent Order Post: ClientSecret', 'text', { secret: true }),
      // The registered boleto's bank: the one whose boleto contract the store has at Cielo.
      f('bancoBoleto', 'Banco do boleto registrado (padrão: Bradesco)', 'choice', { options: cieloBoletoProviders }),
      // Contracted at Cielo: the sale carries the FraudAnalysis node (Cybersource) and the buyer's identity.
      f('antifraude', 'Antifraude (análise de fraude contratada na Cielo)', 'choice', { options: onOff }),
      // Cybersource's ProviderMerchantId: the fingerprint's session_id is it followed by the device id.
      f('antifraudeMerchantId', 'Antifraude: Merchant ID na Cybersource (fingerprint do aparelho)', 'text', {
        format: {
          pattern: /^[A-Za-z0-9_.-]{1,60}$/,
          message: 'Use o identificador que a Cielo deu, só letras, números, _, - e ponto (ex.: braspag_minhaloja).',
        },
      }),
      // 3-D Secure 2.0 through Cielo's MPI (Braspag): the issuer authenticates the buyer in the browser.
      f('autenticacao3ds', 'Autenticação 3-D Secure 2.0', 'choice', { options: onOff }),
      f('autenticacaoOpcional', '3DS: seguir sem autenticação quando o cartão não a suporta', 'choice', {
        options: onOff,
      }),
      f('mpiClientId', '3DS (MPI): ClientId', 'text'),
      f('mpiClientSecret', '3DS (MPI): ClientSecret', 'text', { secret: true }),
      f('mpiEstablishmentCode', '3DS (MPI): código de estabelecimento (EC)', 'text'),
      f('mpiMerchantName', '3DS (MPI): nome da loja na Cielo', 'text'),
      f('mpiMcc', '3DS (MPI): MCC (ramo de atividade)', 'text'),
    ],
  },
  {
    key: 'pgs',
    description: 'PagSeguro',
    group: 'Pagamento',
    fields: [f('email', 'E-mail da conta', 'email'), f('token', 'Token', 'text', { secret: true }), environment],
  },
  {
    key: 'moi',
    description: 'Moip',
    group: 'Pagamento',
    fields: [f('token', 'Token', 'text', { secret: true }), f('chave', 'Chave', 'text', { secret: true }), environment],
  },
  {
    // Not a key of the spec: the Pix charge API (BCB v2) of the company's PSP, which issue 18 adds.
    key: 'pix',
    description: 'Pix (API Pix do PSP)',
    group: 'Pagamento',
    fields: [
      f('url', 'URL da API Pix (até /v2)', 'text'),
      f('urlToken', 'URL do token OAuth2', 'text'),
      f('clientId', 'Client ID', 'text'),
      f('clientSecret', 'Client secret', 'text', { secret: true }),
      f('chave', 'Chave Pix da empresa', 'text'),
      f('expiracao', 'Validade da cobrança (minutos)', 'integer'),
      // mTLS: the BCB API has the PSP ask its clients for a certificate; the key is a credential.
      f('certificado', 'Certificado do cliente (mTLS, PEM)', 'pem', { secret: true }),
      f('chavePrivada', 'Chave privada do certificado (PEM)', 'pem', { secret: true }),
      f('ca', 'Certificado da autoridade do PSP (PEM, só se o PSP usar uma própria)', 'pem'),
      // The other way round: the PSP presents its certificate when it posts a webhook (mTLS).
      f('caWebhook', 'Autoridade do certificado do PSP nos webhooks (PEM; exige mTLS no webhook)', 'pem'),
    ],
  },
  {
    key: 'bnd',
    description: 'bandeiras de cartão',
    group: 'Pagamento',
    fields: [
      f('bandeiras', 'Bandeiras aceitas', 'choices', {
        options: [
          ['visa', 'Visa'],
          ['master', 'Mastercard'],
          ['elo', 'Elo'],
          ['amex', 'American Express'],
          ['hipercard', 'Hipercard'],
          ['diners', 'Diners'],
        ],
      }),
    ],
  },
  page('psn', 'página sobre'),
  page('ppp', 'política de privacidade'),
  page('ppe', 'política de entrega'),
  page('ppd', 'pedidos e devoluções'),
  {
    key: 'pag',
    description: 'páginas',
    group: 'Páginas',
    fields: [f('paginas', 'Páginas no rodapé', 'rows', { columns: link })],
  },
  {
    key: 'foo',
    description: 'dados do rodapé',
    group: 'Contato',
    fields: [
      f('endereco', 'Endereço', 'text'),
      f('cep', 'CEP', 'text'),
      f('telefone', 'Telefone', 'text'),
      f('email', 'E-mail', 'email'),
      f('cnpj', 'CNPJ', 'text'),
      f('horario', 'Horário de atendimento', 'text'),
    ],
  },
  {
    key: 'con',
    description: 'contato',
    group: 'Contato',
    fields: [
      f('email', 'E-mail que recebe o Fale conosco', 'email'),
      f('telefone', 'Telefone', 'text'),
      f('whatsapp', 'WhatsApp', 'text'),
    ],
  },
  {
    key: 'rso',
    description: 'redes sociais',
    group: 'Contato',
    fields: [
      f('instagram', 'Instagram', 'url'),
      f('facebook', 'Facebook', 'url'),
      f('youtube', 'YouTube', 'url'),
      f('tiktok', 'TikTok', 'url'),
      f('linkedin', 'LinkedIn', 'url'),
    ],
  },
  {
    key: 'loc',
    description: 'localização',
    group: 'Contato',
    fields: [f('endereco', 'Endereço', 'text'), f('mapa', 'Link do mapa', 'url')],
  },
  {
    key: 'cer',
    description: 'certificados',
    group: 'Contato',
    fields: [
      f('selos', 'Selos', 'rows', {
        columns: [f('nome', 'Nome', 'text'), f('imagem', 'Imagem (URL)', 'image'), f('link', 'Link', 'url')],
      }),
    ],
  },
  {
    key: 'new',
    description: 'newsletter',
    group: 'Contato',
    fields: [f('titulo', 'Título', 'text'), f('texto', 'Texto', 'longtext')],
  },
  {
    key: 'twk',
    description: 'chat',
    group: 'Contato',
    fields: [f('propriedade', 'Código da propriedade', 'text'), f('widget', 'Código do widget', 'text')],
  },
];

export const settingKeyByName = new Map(storeSettings.map((s) => [s.key, s]));
