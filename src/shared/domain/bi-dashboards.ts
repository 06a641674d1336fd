/**
 * The ten BI dashboards of spec section 2, by the name in their address (`/bi-{name}`): the page
 * title, the chart title (spec section 2), the title of the ranking grid and which of the optional
 * filters apply. Manufacturer and group filters apply where items are what is counted.
 */
export const biDashboards = {
  clientes: { title: 'BI Clientes', chart: 'TOP 20 CLIENTES', best: 'Os melhores clientes', itemFilters: false },
  'unidades-negocio': {
    title: 'BI Unidades de negócio',
    chart: 'TOP 20 UNIDADES DE NEGÓCIO',
    best: 'As melhores unidades de negócio',
    itemFilters: false,
  },
  representantes: {
    title: 'BI Representantes',
    chart: 'TOP 20 REPRESENTANTES',
    best: 'Os melhores representantes',
    itemFilters: false,
  },
  fabricantes: {
    title: 'BI Fabricantes',
    chart: 'TOP 20 FABRICANTES',
    best: 'Os melhores fabricantes',
    itemFilters: true,
  },
  'grupos-produtos': {
    title: 'BI Grupos de produtos',
    chart: 'TOP 20 GRUPOS DE PRODUTOS',
    best: 'Os melhores grupos de produtos',
    itemFilters: true,
  },
  produtos: { title: 'BI Produtos', chart: 'TOP 20 PRODUTOS', best: 'Os melhores produtos', itemFilters: true },
  'comparativo-vendas': {
    title: 'BI Comparativo de vendas',
    chart: 'COMPARATIVO DE VENDAS',
    best: 'Os melhores meses',
    itemFilters: false,
  },
  'orcamentos-vs-vendas': {
    title: 'BI Orçamentos x vendas',
    chart: 'ÍNDICE DE SUCESSO',
    best: 'Os melhores vendedores',
    itemFilters: false,
  },
  'formas-recebimento': {
    title: 'BI Formas de recebimento',
    chart: 'FORMAS DE PAGAMENTO',
    best: 'As melhores formas de pagamento',
    itemFilters: false,
  },
  'evolucao-contas': {
    title: 'BI Evolução das contas',
    chart: 'EVOLUÇÃO DAS CONTAS',
    best: 'Os melhores meses',
    itemFilters: false,
  },
} as const;
export type BiDashboardName = keyof typeof biDashboards;
export const biDashboardNames = Object.keys(biDashboards) as BiDashboardName[];

/** The number of points a ranking chart shows (spec section 9). */
export const BI_TOP = 20;
/** Charts redraw at most once a second while the window is resized (spec section 9). */
export const CHART_RESIZE_THROTTLE_MS = 1000;
