import { Image } from '@mantine/core';
import { imageSources } from '../../shared/domain/images';

export const PRODUCT_IMAGE_FALLBACK = '/img/produto-sem-imagem.svg';

/**
 * A product's first image (paths joined by '||' on the wire), 80x80 by default, with a fallback. Our
 * stored images come as the 80 px thumbnail when small, else with a `srcset`; all load lazily.
 */
export function ProductImage({ paths, alt, size = 80 }: { paths: string | null; alt: string; size?: number }) {
  const first = (paths ?? '').split('||').find((p) => p.trim() !== '');
  const sources = first ? imageSources(first) : undefined;
  return (
    <Image
      src={sources ? (size <= 80 ? sources.thumb : sources.src) : PRODUCT_IMAGE_FALLBACK}
      srcSet={size > 80 ? sources?.srcSet : undefined}
      sizes={`${size}px`}
      loading="lazy"
      fallbackSrc={PRODUCT_IMAGE_FALLBACK}
      alt={alt}
      // The box as attributes too: the page keeps its layout before the stylesheet or the image arrives.
      width={size}
      height={size}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
    />
  );
}
