import { Anchor, Badge, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import type { StoreProduct } from '../../../shared/schemas/store';
import { ProductImage } from '../../components/ProductImage';

export const productPath = (p: Pick<StoreProduct, 'slug' | 'codigo'>) => `/produtos/${p.slug}/${p.codigo}`;

/** A product tile: image, name, manufacturer and the price when the company shows prices. */
export function ProductCard({ product }: { product: StoreProduct }) {
  return (
    <Card withBorder padding="sm" radius="md" h="100%">
      <Anchor component={Link} to={productPath(product)} underline="never" c="inherit">
        <Stack gap={6} align="center">
          <ProductImage paths={product.imagem} alt={product.nome} size={120} />
          <Text size="sm" fw={500} lineClamp={2} ta="center" mih={40}>
            {product.nome}
          </Text>
          <Text size="xs" c="dimmed">
            {product.fabricante}
          </Text>
          {product.preco !== null && (
            <Text fw={700} c="blue.8">
              {formatMoney(reaisToCents(product.preco))}
            </Text>
          )}
          {!product.disponivel && <Badge color="gray">Indisponível</Badge>}
        </Stack>
      </Anchor>
    </Card>
  );
}
