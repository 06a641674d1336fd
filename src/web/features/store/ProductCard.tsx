import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StoreProduct } from '../../../shared/schemas/store';
import { ProductImage } from '../../components/ProductImage';
import { StorePrice } from './StorePrice';

export const productPath = (p: Pick<StoreProduct, 'slug' | 'codigo'>) => `/produtos/${p.slug}/${p.codigo}`;

/**
 * A product tile: image, name, manufacturer and the price when the company shows prices. `row`: the
 * store's 'lista' gallery ('tgl'), the image beside the text instead of above it.
 */
export function ProductCard({ product, row = false }: { product: StoreProduct; row?: boolean }) {
  const Frame = row ? Group : Stack;
  return (
    <Card withBorder padding="sm" radius="md" h="100%">
      <Anchor component={Link} to={productPath(product)} underline="never" c="inherit">
        <Frame gap={6} align="center" {...(row ? { wrap: 'nowrap' as const } : {})}>
          <ProductImage paths={product.imagem} alt={product.nome} size={row ? 80 : 120} />
          <Text
            size="sm"
            fw={500}
            lineClamp={2}
            ta={row ? 'left' : 'center'}
            mih={row ? undefined : 40}
            style={{ flex: row ? 1 : undefined }}
          >
            {product.nome}
          </Text>
          <Text size="xs" c="dimmed">
            {product.fabricante}
          </Text>
          <StorePrice price={product.preco} />
          {!product.disponivel && <Badge color="gray">Indisponível</Badge>}
        </Frame>
      </Anchor>
    </Card>
  );
}
