import { createBrowserRouter } from 'react-router';

/**
 * Every page is its own chunk (lazy), so the storefront never downloads back-office code. Paths are
 * the spec's (section 2); the server answers every one of them with the app, so deep links work.
 */
export const router = createBrowserRouter([
  {
    lazy: () => import('./layouts/StoreLayout'),
    children: [
      { path: '/', lazy: () => import('../features/store/StoreHomePage') },
      { path: '/cadastro', lazy: () => import('../features/registration/RegistrationPage') },
      { path: '/definir-senha', lazy: () => import('../features/invitations/SetPasswordPage') },
      { path: '/desbloquear-acesso', lazy: () => import('../features/auth/UnlockPage') },
      { path: '/produtos', lazy: () => import('../features/store/ProductListPage') },
      { path: '/produtos/:slug/:id', lazy: () => import('../features/store/ProductPage') },
      { path: '/carrinho', lazy: () => import('../features/store/CartPage') },
      { path: '/carrinho-vazio', lazy: () => import('../features/store/EmptyCartPage') },
      { path: '/checkout', lazy: () => import('../features/store/CheckoutPage') },
      { path: '/resumo-compra', lazy: () => import('../features/store/PurchasePage') },
      { path: '/view-compra', lazy: () => import('../features/store/PurchasePage') },
      { path: '/pagina/:chave', lazy: () => import('../features/store/StorePage') },
    ],
  },
  { path: '/login', lazy: () => import('../features/auth/LoginPage') },
  {
    lazy: () => import('./layouts/BackOfficeLayout'),
    children: [
      { path: '/painel', lazy: () => import('../features/dashboard/DashboardPage') },
      { path: '/comercial/vendas', lazy: () => import('../features/orders/SalesListPage') },
      { path: '/operacoes-comerciais-pendentes', lazy: () => import('../features/orders/PendingBudgetsPage') },
      { path: '/terminal', lazy: () => import('../features/orders/TerminalPage') },
      { path: '/entregas', lazy: () => import('../features/orders/DeliveriesPage') },
      { path: '/entrega-pedido', lazy: () => import('../features/orders/OrderDeliveryPage') },
      { path: '/clientes', lazy: () => import('../features/customers/CustomersPage') },
      { path: '/convite-cliente', lazy: () => import('../features/invitations/InvitePage') },
      { path: '/regras-de-frete', lazy: () => import('../features/shipping/ShippingRulesPage') },
      { path: '/caixa-de-saida', lazy: () => import('../features/mail/OutboxPage') },
      { path: '/clientes/novo', lazy: () => import('../features/customers/CustomerFormPage') },
      { path: '/clientes/:codigo/editar', lazy: () => import('../features/customers/CustomerFormPage') },
    ],
  },
  { path: '*', lazy: () => import('../components/NotFoundPage') },
]);
