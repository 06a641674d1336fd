import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DashboardReply } from '../../../shared/schemas/dashboard';
import { SaleDetailsModal } from '../orders/SaleDetailsModal';
import { ListCard, ListLine } from './ListCard';
import { formatDay } from '../../../shared/br/dates';
import { customerSalesLink, money } from './panel-format';

const truncated = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The oldest open budgets, each one click from being continued in the terminal, as the sale
 * details' 'Continuar compra' does; managers, who do not continue purchases there, open the details.
 */
export function OpenBudgets({
  budgets,
  continues,
}: {
  budgets: DashboardReply['orcamentosAbertos'];
  continues: boolean;
}) {
  const [open, setOpen] = useState<number>();
  return (
    <>
      <ListCard
        title="Orçamentos para acompanhar"
        more={{ to: '/operacoes-comerciais-pendentes', label: 'Ver todos' }}
        empty="Nenhum orçamento em aberto"
      >
        {budgets.map((b) => (
          <ListLine
            key={b.codigo}
            figure={
              continues ? (
                <Button
                  component={Link}
                  to={`/terminal?pedido=${b.codigo}`}
                  size="compact-sm"
                  variant="light"
                  aria-label={`Continuar o orçamento nº ${b.codigo}`}
                >
                  Continuar
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setOpen(b.codigo)}
                  aria-label={`Detalhes do orçamento nº ${b.codigo}`}
                >
                  Detalhes
                </Button>
              )
            }
          >
            <Text size="sm" fw={600} style={truncated} title={b.cliente}>
              nº {b.codigo} · {b.cliente}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDay(b.data)} · {money(b.valor)} · {b.situacao}
            </Text>
          </ListLine>
        ))}
      </ListCard>
      {open !== undefined && <SaleDetailsModal orderId={open} forced={false} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** This month's five best customers, each linking to their sales of the month. */
export function TopCustomers({ data }: { data: DashboardReply }) {
  return (
    <ListCard
      title="Top 5 clientes do mês"
      more={{ to: '/bi-clientes', label: 'BI de clientes' }}
      empty="Nenhuma venda neste mês"
    >
      {data.topClientes.map((c) => (
        <ListLine key={c.codigo} figure={<Text size="sm">{money(c.valor)}</Text>}>
          <Anchor
            component={Link}
            to={customerSalesLink(c.codigo, data.periodo)}
            size="sm"
            style={truncated}
            title={c.nome}
          >
            {c.nome}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.quantidade} {c.quantidade === 1 ? 'pedido' : 'pedidos'}
          </Text>
        </ListLine>
      ))}
    </ListCard>
  );
}

/** This month's five best products by their lines' value; the products dashboard is behind them. */
export function TopProducts({ data }: { data: DashboardReply }) {
  return (
    <ListCard
      title="Top 5 produtos do mês"
      more={{ to: '/bi-produtos', label: 'BI de produtos' }}
      empty="Nenhuma venda neste mês"
    >
      {data.topProdutos.map((p) => (
        <ListLine key={p.codigo} figure={<Text size="sm">{money(p.valor)}</Text>}>
          <Anchor component={Link} to="/bi-produtos" size="sm" style={truncated} title={p.descricao}>
            {p.descricao}
          </Anchor>
          <Text size="xs" c="dimmed">
            {p.quantidade.toLocaleString('pt-BR')} {p.quantidade === 1 ? 'unidade' : 'unidades'}
          </Text>
        </ListLine>
      ))}
    </ListCard>
  );
}
