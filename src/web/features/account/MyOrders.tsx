import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { gridCalls } from '../../../shared/contract/grids';
import { DataGrid } from '../../components/grid/DataGrid';
import { orderStatusViews } from '../orders/sales-columns';

/** Spec section 9: the customer-facing list shows 10 rows a page. */
const PAGE_SIZE = 10;

/**
 * 'Meus pedidos': the customer's purchases (the last-purchases grid, last 12 months by default,
 * newest first); the order number opens its detail, where it can be bought again.
 */
export function MyOrders() {
  return (
    <DataGrid
      grid={gridCalls.lastPurchases}
      title="Meus pedidos"
      pagePath="/minha-conta"
      pageSize={PAGE_SIZE}
      visible={['cfidteped', 'cficodped', 'cfistaped', 'pagamento', 'cfivalped']}
      status={orderStatusViews}
      render={{
        cficodped: (value) => (
          <Anchor
            component={Link}
            to={`/view-compra?pedido=${String(value)}`}
            aria-label={`Abrir o pedido ${String(value)}`}
          >
            {String(value)}
          </Anchor>
        ),
      }}
    />
  );
}
