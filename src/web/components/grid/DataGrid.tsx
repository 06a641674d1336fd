import {
  Alert,
  Box,
  Button,
  LoadingOverlay,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { documentCalls } from '../../../shared/contract/documents';
import type { GridCall } from '../../../shared/contract/grids';
import {
  gridMessages,
  type GridColumnInfo,
  type GridReply,
  type GridRequest,
  type GridRow,
} from '../../../shared/schemas/grid';
import { ApiError, queryKeyOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { showToast } from '../../lib/toasts';
import { fetchGridPage, gridPageRequest, useGridInfo, useGridSummary } from './grid-api';
import { GridFooter } from './GridFooter';
import { formatCell, type StatusView } from './grid-format';
import { GridToolbar, type Search } from './GridToolbar';
import { rowActivation } from './row-activation';

/** The fields a page adds to its grid's request; search, order and paging are the grid's own. */
type PageFields = Omit<GridRequest, 'action' | 'like' | 'order' | 'limit' | 'apos' | 'antes'>;

type Props = {
  /** The grid's contract entry (`gridCalls.orders` ...). */
  grid: GridCall;
  title: ReactNode;
  /** 1 when the grid is the page and its title the page's one h1; 2 (default) under a page title. */
  titleOrder?: 1 | 2;
  /** The page's path: the spreadsheet is named after it. */
  pagePath: string;
  pageSize?: number;
  /** Wire names of the columns to show, in order; all when absent. */
  visible?: string[];
  /** Extra request fields (status, filterValue, codCli ...); a change goes back to page 0. */
  request?: PageFields;
  status?: Record<string, StatusView>;
  /** Cells that need more than the column type's formatting (masked documents ...). */
  render?: Record<string, (value: GridRow[string]) => ReactNode>;
  onRowClick?: (row: GridRow) => void;
  /**
   * Where the first page (page 0, default order, no search) comes from when the page already asks
   * for it in another call (the BI dashboards' results, `pageSize` rows): the grid does not fetch it again.
   */
  firstPage?: () => Promise<GridReply>;
};

const cellStyle = (column: GridColumnInfo) =>
  column.type === 'money' || column.type === 'decimal'
    ? { textAlign: 'right' as const, whiteSpace: 'nowrap' as const }
    : column.type === 'status' || column.type === 'date'
      ? { whiteSpace: 'nowrap' as const }
      : undefined;

/** The server said no to the request itself (a 4xx with its reason, already shown): no connection trouble. */
const refusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

type Cursor = { apos: [string | number, number] } | { antes: [string | number, number] } | undefined;
type Order = { column: string; order: 'ASC' | 'DESC' };

/**
 * The one list component: search, sort by header (toggles ASC/DESC), Previous/Next (keyset cursors,
 * so deep pages stay fast), print and spreadsheet export of every row of the current query.
 */
export function DataGrid({
  grid,
  title,
  titleOrder = 2,
  pagePath,
  pageSize = 20,
  visible,
  request = {},
  status = {},
  render = {},
  onRowClick,
  firstPage,
}: Props) {
  const info = useGridInfo(grid).data;
  const [search, setSearch] = useState<Search | undefined>();
  const [order, setOrder] = useState<Order | undefined>();
  const [page, setPage] = useState(0);
  const [cursor, setCursor] = useState<Cursor>();
  const effectiveOrder =
    order ?? (info ? { column: info.defaultOrder.column, order: info.defaultOrder.direction } : undefined);
  const body: GridRequest = {
    ...request,
    like: search,
    order: effectiveOrder,
    limit: { page, offset: pageSize },
    ...cursor,
  };
  const [requestKey, setRequestKey] = useState(JSON.stringify(request));
  if (requestKey !== JSON.stringify(request)) {
    setRequestKey(JSON.stringify(request));
    setPage(0);
    setCursor(undefined);
  }
  // A sort the server refuses (a long list and a column no index serves; its message shows as the
  // usual 'Alerta !' toast) gives the header back the order of the rows still on screen.
  const sortTried = useRef<{ before: Order | undefined } | null>(null);
  const fetchPage = () =>
    fetchGridPage(grid, body).then(
      (reply) => {
        sortTried.current = null;
        return reply;
      },
      (error: unknown) => {
        const tried = sortTried.current;
        sortTried.current = null;
        if (tried && refusal(error)) setOrder(tried.before);
        throw error;
      },
    );
  const result = useQuery({
    queryKey: queryKeyOf(grid, gridPageRequest(body)),
    queryFn: () => (firstPage && page === 0 && !search && !order && !cursor ? firstPage() : fetchPage()),
    enabled: !!info,
    placeholderData: keepPreviousData,
  });
  const summary = useGridSummary(grid, { ...request, like: search }, !!info);
  const rows = result.data?.resultSet ?? [];
  const columns = (visible ?? info?.columns.map((c) => c.wire) ?? [])
    .map((wire) => info?.columns.find((c) => c.wire === wire))
    .filter((c): c is GridColumnInfo => !!c);

  const restart = () => {
    setPage(0);
    setCursor(undefined);
  };
  const sortBy = (wire: string) => {
    sortTried.current = { before: order };
    setOrder({
      column: wire,
      order: effectiveOrder?.column === wire && effectiveOrder.order === 'ASC' ? 'DESC' : 'ASC',
    });
    restart();
  };
  const cursorOf = (row: GridRow | undefined): [string | number, number] | undefined =>
    row && info && effectiveOrder ? [row[effectiveOrder.column] ?? '', Number(row[info.key])] : undefined;
  const next = () => {
    const key = cursorOf(rows.at(-1));
    if (key) {
      setCursor({ apos: key });
      setPage(page + 1);
    }
  };
  const previous = () => {
    const key = cursorOf(rows[0]);
    setCursor(page <= 1 || !key ? undefined : { antes: key });
    setPage(page - 1);
  };
  const exportRows = () => {
    if (rows.length === 0) return void showToast({ kind: 'warning', message: gridMessages.exportEmpty });
    void downloadFile(
      documentCalls.spreadsheet,
      { body: { grade: grid.path, pagina: pagePath, ...request, like: search, order: effectiveOrder } },
      gridMessages.exportFailed,
    );
  };
  const statusLabel = (wire: string, value: string) => {
    const view = status[wire];
    return (view?.choiceLabel ?? view?.label)?.(value) ?? value;
  };
  const totalLabel = info?.columns.find((c) => c.wire === summary.data?.total?.coluna)?.label;
  // New results on their way: the rows shown are the previous ones, dimmed under a spinner.
  const refreshing = result.isFetching && result.data !== undefined;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={titleOrder} size="h3">
          {title}
        </Title>
        {info && (
          <GridToolbar
            columns={columns}
            statusLabel={statusLabel}
            onSearch={(s) => {
              setSearch(s);
              restart();
            }}
            onRefresh={() => {
              setSearch(undefined);
              restart();
              void result.refetch();
            }}
            onPrint={() => window.print()}
            onExport={exportRows}
          />
        )}
        {result.isError && !refusal(result.error) && (
          <Alert color="red" data-print-hide>
            {gridMessages.refreshFailed}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void result.refetch()}>
              Tentar de novo
            </Button>
          </Alert>
        )}
        <Box pos="relative" aria-busy={result.isFetching}>
          <LoadingOverlay
            visible={refreshing}
            overlayProps={{ backgroundOpacity: 0.5, blur: 1 }}
            loaderProps={{ size: 'sm' }}
          />
          <ScrollArea type="auto">
            <Table striped highlightOnHover={!!onRowClick} verticalSpacing="xs" fz="sm" data-testid="grade">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => {
                    const sorted = effectiveOrder?.column === c.wire ? effectiveOrder.order : undefined;
                    return (
                      <Table.Th
                        key={c.wire}
                        p={0}
                        aria-sort={sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : 'none'}
                      >
                        {/* The whole cell sorts, not only its words. */}
                        <UnstyledButton onClick={() => sortBy(c.wire)} fw={600} fz="sm" w="100%" px="xs" py="xs">
                          {c.label} {sorted === 'ASC' ? '▲' : sorted === 'DESC' ? '▼' : ''}
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr
                    key={String(info ? row[info.key] : index)}
                    {...rowActivation(onRowClick && (() => onRowClick(row)))}
                  >
                    {columns.map((c) => (
                      <Table.Td key={c.wire} style={cellStyle(c)}>
                        {render[c.wire]?.(row[c.wire] ?? null) ?? formatCell(c, row[c.wire], status[c.wire])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Box>
        {result.isPending && (
          <Text c="dimmed" ta="center">
            Carregando...
          </Text>
        )}
        {result.isSuccess && rows.length === 0 && (
          <Text c="dimmed" ta="center">
            Nenhum registro encontrado.
          </Text>
        )}
        <GridFooter
          page={page}
          summary={summary.data}
          totalLabel={totalLabel}
          onPrevious={previous}
          onNext={next}
          hasNext={rows.length >= pageSize && !!result.data?.temMais}
        />
      </Stack>
    </Paper>
  );
}
