import { createBrowserRouter } from 'react-router';
import { biDashboardNames, biDashboards } from '../../shared/domain/bi-dashboards';
import type { RouteHandle } from '../lib/page-title';

const page = (title: string): RouteHandle => ({ title });

/**
 * Every page is its own chunk (lazy), so the storefront never downloads back-office code. Paths are
 * the spec's (section 2); the server answers every one of them with the app, so deep links work.
 */
export const router = createBrowserRouter([
  {
    lazy: () => import('./layouts/StoreLayout'),
    children: [
      { path: '/', handle: page('Início'), lazy: () => import('../features/store/StoreHomePage') },
      { path: '/cadastro', handle: page('Cadastro'), lazy: () => import('../features/registration/RegistrationPage') },
      {
        path: '/definir-senha',
        handle: page('Criar senha'),
        lazy: () => import('../features/invitations/SetPasswordPage'),
      },
      {
        path: '/desbloquear-acesso',
        handle: page('Desbloquear acesso'),
        lazy: () => import('../features/auth/UnlockPage'),
      },
      { path: '/produtos', handle: page('Produtos'), lazy: () => import('../features/store/ProductListPage') },
      { path: '/produtos/:slug/:id', handle: page('Produto'), lazy: () => import('../features/store/ProductPage') },
      { path: '/tintas/:productId', handle: page('Cores'), lazy: () => import('../features/tinting/TintChartPage') },
      { path: '/carrinho', handle: page('Carrinho'), lazy: () => import('../features/store/CartPage') },
      { path: '/carrinho-vazio', handle: page('Carrinho'), lazy: () => import('../features/store/EmptyCartPage') },
      { path: '/checkout', handle: page('Finalizar compra'), lazy: () => import('../features/store/CheckoutPage') },
      {
        path: '/resumo-compra',
        handle: page('Resumo da compra'),
        lazy: () => import('../features/store/PurchasePage'),
      },
      { path: '/view-compra', handle: page('Compra'), lazy: () => import('../features/store/PurchasePage') },
      { path: '/pagina/:chave', handle: page('Página'), lazy: () => import('../features/store/StorePage') },
      { path: '/minha-conta', handle: page('Minha conta'), lazy: () => import('../features/account/MyAccountPage') },
      { path: '/contato', handle: page('Fale conosco'), lazy: () => import('../features/account/ContactPage') },
    ],
  },
  { path: '/login', handle: page('Entrar'), lazy: () => import('../features/auth/LoginPage') },
  {
    path: '/proposta/:token',
    handle: page('Orçamento'),
    lazy: () => import('../features/public-quote/PublicQuotePage'),
  },
  {
    path: '/esqueci-senha',
    handle: page('Esqueci minha senha'),
    lazy: () => import('../features/account/ForgotPasswordPage'),
  },
  {
    lazy: () => import('./layouts/BackOfficeLayout'),
    children: [
      { path: '/painel', handle: page('Painel'), lazy: () => import('../features/dashboard/DashboardPage') },
      ...biDashboardNames.map((name) => ({
        path: `/bi-${name}`,
        handle: page(biDashboards[name].title),
        lazy: () => import('../features/bi/BiDashboardPage'),
      })),
      { path: '/comercial/vendas', handle: page('Vendas'), lazy: () => import('../features/orders/SalesListPage') },
      {
        path: '/operacoes-comerciais-pendentes',
        handle: page('Operações Comerciais'),
        lazy: () => import('../features/orders/PendingBudgetsPage'),
      },
      { path: '/terminal', handle: page('Novo pedido'), lazy: () => import('../features/orders/TerminalPage') },
      { path: '/nfe-emitidas', handle: page('Notas fiscais'), lazy: () => import('../features/fiscal/InvoicesPage') },
      {
        path: '/financeiro/duplicatas',
        handle: page('Duplicatas'),
        lazy: () => import('../features/fiscal/ReceivablesPage'),
      },
      { path: '/entregas', handle: page('Entregas'), lazy: () => import('../features/orders/DeliveriesPage') },
      {
        path: '/entrega-pedido',
        handle: page('Entrega do pedido'),
        lazy: () => import('../features/orders/OrderDeliveryPage'),
      },
      { path: '/clientes', handle: page('Clientes'), lazy: () => import('../features/customers/CustomersPage') },
      {
        path: '/convite-cliente',
        handle: page('Convidar cliente'),
        lazy: () => import('../features/invitations/InvitePage'),
      },
      {
        path: '/regras-de-frete',
        handle: page('Regras de frete'),
        lazy: () => import('../features/shipping/ShippingRulesPage'),
      },
      { path: '/caixa-de-saida', handle: page('Caixa de saída'), lazy: () => import('../features/mail/OutboxPage') },
      {
        path: '/solicitacoes-titulares',
        handle: page('Solicitações de titulares'),
        lazy: () => import('../features/privacy/DataRequestsPage'),
      },
      {
        path: '/configuracoes-loja',
        handle: page('Configurações da loja'),
        lazy: () => import('../features/store-settings/StoreSettingsPage'),
      },
      {
        path: '/configuracao-pagamento',
        handle: page('Configuração de pagamento'),
        lazy: () => import('../features/payment-config/PaymentConfigPage'),
      },
      { path: '/empresa', handle: page('Dados da empresa'), lazy: () => import('../features/company/CompanyPage') },
      { path: '/usuarios', handle: page('Usuários'), lazy: () => import('../features/users/UsersPage') },
      { path: '/plano', handle: page('Consultar consumo'), lazy: () => import('../features/product-images/UsagePage') },
      {
        path: '/aprovacoes-desconto',
        handle: page('Aprovações de desconto'),
        lazy: () => import('../features/discounts/DiscountApprovalsPage'),
      },
      { path: '/auditoria', handle: page('Auditoria'), lazy: () => import('../features/users/AuditPage') },
      {
        path: '/tabelas-preco',
        handle: page('Tabelas de preço'),
        lazy: () => import('../features/pricing/PriceTablesPage'),
      },
      {
        path: '/tabelas-preco/:codigo',
        handle: page('Tabela de preço'),
        lazy: () => import('../features/pricing/PriceTablePage'),
      },
      { path: '/catalogo', handle: page('Produtos'), lazy: () => import('../features/products/ProductsPage') },
      {
        path: '/tintas/corantes',
        handle: page('Estoque de corantes'),
        lazy: () => import('../features/tinting/ColourantsPage'),
      },
      {
        path: '/tintas/formulas/importar',
        handle: page('Importar fórmulas'),
        lazy: () => import('../features/tinting/FormulaImportPage'),
      },
      {
        path: '/catalogo/importar',
        handle: page('Importar produtos'),
        lazy: () => import('../features/products/ProductImportPage'),
      },
      {
        path: '/catalogo/:codigo',
        handle: page('Produto'),
        lazy: () => import('../features/products/ProductPage'),
      },
      {
        path: '/newsletter',
        handle: page('Newsletter'),
        lazy: () => import('../features/store-settings/NewsletterPage'),
      },
      {
        path: '/clientes/novo',
        handle: page('Novo cliente'),
        lazy: () => import('../features/customers/CustomerFormPage'),
      },
      {
        path: '/clientes/:codigo/editar',
        handle: page('Editar cliente'),
        lazy: () => import('../features/customers/CustomerFormPage'),
      },
    ],
  },
  { path: '*', handle: page('Página não encontrada'), lazy: () => import('../components/NotFoundPage') },
]);
