import { Image } from '@mantine/core';

export const PRODUCT_IMAGE_FALLBACK = '/img/produto-sem-imagem.svg';

/** A product's first image (paths joined by '||' on the wire), 80x80, with a fallback. */
export function ProductImage({ paths, alt, size = 80 }: { paths: string | null; alt: string; size?: number }) {
  const first = (paths ?? '').split('||').find((p) => p.trim() !== '');
  return (
    <Image
      src={first ?? PRODUCT_IMAGE_FALLBACK}
      fallbackSrc={PRODUCT_IMAGE_FALLBACK}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
    />
  );
}
