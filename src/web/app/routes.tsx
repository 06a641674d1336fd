import type { RouteObject } from 'react-router';
import { biDashboardNames, biDashboards } from '../../shared/domain/bi-dashboards';
import type { RouteHandle } from '../lib/page-title';

/** What a route says of itself: its name for the tab, and its module's file (under src/web, no extension). */
export type PageHandle = Partial<RouteHandle> & { file: string };

type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** Every page and layout module, each its own chunk, loaded when its path is first opened. */
const modules = import.meta.glob<RouteModule>([
  '../features/**/*Page.tsx',
  './layouts/*Layout.tsx',
  '../components/NotFoundPage.tsx',
]);

/**
 * A route's lazy module, by its file; the handle keeps the file, so the server can name the chunks
 * of a page it drew for the browser to fetch at once (src/server/http/page-render.ts).
 */
function routeModule(file: string, title?: string): Pick<RouteObject, 'lazy' | 'handle'> {
  // The glob's keys are relative to this folder (src/web/app).
  const key = file.startsWith('app/') ? `./${file.slice('app/'.length)}.tsx` : `../${file}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`Página sem módulo: ${file}`);
  const handle: PageHandle = title === undefined ? { file } : { title, file };
  return { lazy: load, handle };
}

const layout = (file: string) => routeModule(file);
const page = (title: string, file: string) => routeModule(file, title);

/**
 * Every page is its own chunk (lazy), so the storefront never downloads back-office code. Paths are
 * the spec's (section 2); the server answers every one of them with the app, so deep links work, and
 * renders the store's pages with the same table (src/web/ssr).
 */
export const routes: RouteObject[] = [
  {
    ...layout('app/layouts/StoreLayout'),
    children: [
      { path: '/', ...page('Início', 'features/store/StoreHomePage') },
      { path: '/cadastro', ...page('Cadastro', 'features/registration/RegistrationPage') },
      {
        path: '/definir-senha',
        ...page('Criar senha', 'features/invitations/SetPasswordPage'),
      },
      {
        path: '/desbloquear-acesso',
        ...page('Desbloquear acesso', 'features/auth/UnlockPage'),
      },
      { path: '/produtos', ...page('Produtos', 'features/store/ProductListPage') },
      { path: '/produtos/:slug/:id', ...page('Produto', 'features/store/ProductPage') },
      { path: '/tintas/:productId', ...page('Cores', 'features/tinting/TintChartPage') },
      { path: '/carrinho', ...page('Carrinho', 'features/store/CartPage') },
      { path: '/carrinho-vazio', ...page('Carrinho', 'features/store/EmptyCartPage') },
      { path: '/checkout', ...page('Finalizar compra', 'features/store/CheckoutPage') },
      {
        path: '/resumo-compra',
        ...page('Resumo da compra', 'features/store/PurchasePage'),
      },
      { path: '/view-compra', ...page('Compra', 'features/store/PurchasePage') },
      { path: '/pagina/:chave', ...page('Página', 'features/store/StorePage') },
      { path: '/minha-conta', ...page('Minha conta', 'features/account/MyAccountPage') },
      { path: '/contato', ...page('Fale conosco', 'features/account/ContactPage') },
    ],
  },
  { path: '/login', ...page('Entrar', 'features/auth/LoginPage') },
  {
    path: '/proposta/:token',
    ...page('Orçamento', 'features/public-quote/PublicQuotePage'),
  },
  {
    path: '/esqueci-senha',
    ...page('Esqueci minha senha', 'features/account/ForgotPasswordPage'),
  },
  {
    ...layout('app/layouts/BackOfficeLayout'),
    children: [
      { path: '/painel', ...page('Painel', 'features/dashboard/DashboardPage') },
      ...biDashboardNames.map((name) => ({
        path: `/bi-${name}`,
        ...page(biDashboards[name].title, 'features/bi/BiDashboardPage'),
      })),
      { path: '/comercial/vendas', ...page('Vendas', 'features/orders/SalesListPage') },
      {
        path: '/operacoes-comerciais-pendentes',
        ...page('Operações Comerciais', 'features/orders/PendingBudgetsPage'),
      },
      { path: '/terminal', ...page('Novo pedido', 'features/orders/TerminalPage') },
      { path: '/nfe-emitidas', ...page('Notas fiscais', 'features/fiscal/InvoicesPage') },
      {
        path: '/financeiro/duplicatas',
        ...page('Duplicatas', 'features/fiscal/ReceivablesPage'),
      },
      { path: '/entregas', ...page('Entregas', 'features/orders/DeliveriesPage') },
      {
        path: '/entrega-pedido',
        ...page('Entrega do pedido', 'features/orders/OrderDeliveryPage'),
      },
      { path: '/clientes', ...page('Clientes', 'features/customers/CustomersPage') },
      {
        path: '/convite-cliente',
        ...page('Convidar cliente', 'features/invitations/InvitePage'),
      },
      {
        path: '/regras-de-frete',
        ...page('Regras de frete', 'features/shipping/ShippingRulesPage'),
      },
      { path: '/caixa-de-saida', ...page('Caixa de saída', 'features/mail/OutboxPage') },
      {
        path: '/solicitacoes-titulares',
        ...page('Solicitações de titulares', 'features/privacy/DataRequestsPage'),
      },
      {
        path: '/configuracoes-loja',
        ...page('Configurações da loja', 'features/store-settings/StoreSettingsPage'),
      },
      {
        path: '/configuracao-pagamento',
        ...page('Configuração de pagamento', 'features/payment-config/PaymentConfigPage'),
      },
      { path: '/empresa', ...page('Dados da empresa', 'features/company/CompanyPage') },
      { path: '/usuarios', ...page('Usuários', 'features/users/UsersPage') },
      { path: '/plano', ...page('Consultar consumo', 'features/product-images/UsagePage') },
      {
        path: '/aprovacoes-desconto',
        ...page('Aprovações de desconto', 'features/discounts/DiscountApprovalsPage'),
      },
      { path: '/auditoria', ...page('Auditoria', 'features/users/AuditPage') },
      {
        path: '/tabelas-preco',
        ...page('Tabelas de preço', 'features/pricing/PriceTablesPage'),
      },
      {
        path: '/tabelas-preco/:codigo',
        ...page('Tabela de preço', 'features/pricing/PriceTablePage'),
      },
      { path: '/catalogo', ...page('Produtos', 'features/products/ProductsPage') },
      {
        path: '/tintas/corantes',
        ...page('Estoque de corantes', 'features/tinting/ColourantsPage'),
      },
      {
        path: '/tintas/formulas/importar',
        ...page('Importar fórmulas', 'features/tinting/FormulaImportPage'),
      },
      {
        path: '/catalogo/importar',
        ...page('Importar produtos', 'features/products/ProductImportPage'),
      },
      {
        path: '/catalogo/:codigo',
        ...page('Produto', 'features/products/ProductPage'),
      },
      {
        path: '/newsletter',
        ...page('Newsletter', 'features/store-settings/NewsletterPage'),
      },
      {
        path: '/clientes/novo',
        ...page('Novo cliente', 'features/customers/CustomerFormPage'),
      },
      {
        path: '/clientes/:codigo/editar',
        ...page('Editar cliente', 'features/customers/CustomerFormPage'),
      },
    ],
  },
  { path: '*', ...page('Página não encontrada', 'components/NotFoundPage') },
];
