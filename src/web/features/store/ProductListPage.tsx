import { Container, Group, Pagination, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { defaultStoreSort, STORE_PAGE_SIZE, storeSorts, type StoreSort } from '../../../shared/schemas/store';
import { ProductCard } from './ProductCard';
import { useCatalog, useMenus } from './store-api';
import { useStoreConfig } from './store-config-api';
import { PageTitle } from '../../components/PageTitle';

const sortOptions = Object.entries(storeSorts).map(([value, label]) => ({ value, label }));

/** /produtos?busca&fabricante&grupo&ordem&pagina: a page of products with sorting and paging. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const menus = useMenus().data;
  const vitrine = useStoreConfig().data?.vitrine;
  const busca = params.get('busca') ?? '';
  // Without the visitor's choice the server applies the store's order ('ord'); the select shows it.
  const chosen = (params.get('ordem') as StoreSort | null) ?? undefined;
  const query = {
    busca,
    fabricante: Number(params.get('fabricante')) || undefined,
    grupo: Number(params.get('grupo')) || undefined,
    ordem: chosen,
    pagina: Math.max(0, Number(params.get('pagina')) || 0),
  };
  const catalog = useCatalog(query).data;
  const list = vitrine?.galeria === 'lista';
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const title =
    (query.fabricante && menus?.fabricantes.find((f) => f.codigo === query.fabricante)?.nome) ||
    (query.grupo && menus?.grupos.find((g) => g.codigo === query.grupo)?.nome) ||
    (query.busca ? `Resultados para “${query.busca}”` : 'Produtos');
  const pages = Math.ceil((catalog?.total ?? 0) / STORE_PAGE_SIZE);
  return (
    <Container size="xl" py="lg">
      <Stack>
        <Group justify="space-between" align="end">
          <Stack gap={0}>
            <PageTitle>{title}</PageTitle>
            <Text c="dimmed" size="sm">
              {catalog ? `${catalog.total} produto${catalog.total === 1 ? '' : 's'}` : 'Carregando...'}
            </Text>
          </Stack>
          <Select
            label="Ordenar por"
            data={sortOptions}
            value={chosen ?? defaultStoreSort(busca, vitrine?.ordem)}
            onChange={(ordem) => set({ ordem: ordem ?? undefined, pagina: undefined })}
            w={200}
            allowDeselect={false}
          />
        </Group>
        <SimpleGrid
          cols={list ? 1 : { base: 2, sm: 3, md: 4, lg: 6 }}
          data-testid="lista-produtos"
          data-galeria={list ? 'lista' : 'grade'}
        >
          {catalog?.produtos.map((product) => (
            <ProductCard key={product.codigo} product={product} row={list} />
          ))}
        </SimpleGrid>
        {catalog && catalog.total === 0 && <Text ta="center">Nenhum produto encontrado.</Text>}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={query.pagina + 1}
              onChange={(value) => set({ pagina: String(value - 1) })}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
              })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
