import { Anchor, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { productMessages, type ProductDetail } from '../../../shared/schemas/products';
import { PRODUCT_IMAGE_FALLBACK } from '../../components/ProductImage';
import { PageTitle } from '../../components/PageTitle';
import { ProductImagesPanel } from '../product-images/ProductImagesPanel';
import { ProductForm } from './ProductForm';
import { useProduct, useRefreshProducts } from './products-api';

// tiptap is large: the editors load only when a product page opens.
const RichTextEditors = lazy(() => import('./RichTextEditors'));

type ImagesProps = { product: ProductDetail; editable: boolean; onSaved: () => void };

/** The product's current images; admins and managers change the four slots in the upload modal. */
function ProductImages({ product, editable, onSaved }: ImagesProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="imagens-titulo">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="imagens-titulo">
          Imagens
        </Title>
        {editable && <ProductImagesPanel codigo={product.codigo} imagens={product.imagens} onSaved={onSaved} />}
      </Group>
      {product.imagens.length === 0 ? (
        <Text size="sm" c="dimmed">
          Este produto ainda não tem imagens.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="imagens">
          {product.imagens.map((src, i) => (
            <Image
              key={src}
              src={src}
              fallbackSrc={PRODUCT_IMAGE_FALLBACK}
              alt={`${product.descricao} - imagem ${i + 1}`}
              h={120}
              fit="contain"
            />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** /catalogo/:codigo: a product's data, images and rich texts; admins and managers change them. */
export function Component() {
  const codigo = Number(useParams().codigo);
  const found = useProduct(codigo);
  const refresh = useRefreshProducts();
  if (found.isPending) return <Loader m="xl" />;
  if (!found.data)
    return (
      <Stack>
        <PageTitle>Produto</PageTitle>
        <Text>{productMessages.notFound}</Text>
        <Anchor component={Link} to="/catalogo">
          Voltar aos produtos
        </Anchor>
      </Stack>
    );
  const data = found.data;
  const p = data.produto;
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>
          {p.codigo} · {p.nomeEcommerce ?? p.descricaoLista ?? p.descricao}
        </PageTitle>
        <Anchor component={Link} to="/catalogo">
          Voltar aos produtos
        </Anchor>
      </Group>
      {!data.podeEditar && (
        <Text size="sm" c="dimmed">
          Somente leitura: gestores e administradores alteram os produtos.
        </Text>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dados-titulo">
        <Title order={2} size="h4" mb="sm" id="dados-titulo">
          Dados do produto
        </Title>
        <ProductForm key={JSON.stringify(p)} data={data} onSaved={() => refresh(codigo)} />
      </Paper>
      <ProductImages product={p} editable={data.podeEditar} onSaved={() => void refresh(codigo)} />
      <section aria-labelledby="textos-titulo">
        <Title order={2} size="h4" mb="sm" id="textos-titulo">
          Textos da loja virtual
        </Title>
        <Suspense fallback={<Loader />}>
          <RichTextEditors product={p} editable={data.podeEditar} onSaved={() => refresh(codigo)} />
        </Suspense>
      </section>
    </Stack>
  );
}
