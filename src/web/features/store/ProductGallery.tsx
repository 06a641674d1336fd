import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { GALLERY_IMAGE_SIZES, imageSources } from '../../../shared/domain/images';
import { PRODUCT_IMAGE_FALLBACK } from '../../components/ProductImage';

/**
 * The product's large image and its thumbnails. Each thumbnail is a button (Tab, Enter or Space
 * show it; aria-pressed says which is shown), not a clickable picture only a mouse could use.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [shown, setShown] = useState(0);
  const large = imageSources(images[shown] ?? '');
  return (
    <Stack>
      <Image
        src={large.src || undefined}
        srcSet={large.srcSet}
        sizes={GALLERY_IMAGE_SIZES}
        // The page's largest paint: the server's head preloads the first one (docs/store.md).
        fetchPriority={shown === 0 ? 'high' : undefined}
        fallbackSrc={PRODUCT_IMAGE_FALLBACK}
        alt={name}
        h={360}
        fit="contain"
      />
      <Group gap="xs">
        {images.map((src, index) => (
          <UnstyledButton
            key={src}
            aria-pressed={index === shown}
            onClick={() => setShown(index)}
            style={{ outline: index === shown ? '2px solid var(--mantine-color-blue-6)' : undefined }}
          >
            <Image
              src={imageSources(src).thumb}
              loading="lazy"
              fallbackSrc={PRODUCT_IMAGE_FALLBACK}
              alt={`Imagem ${index + 1} de ${name}`}
              w={64}
              h={64}
              fit="contain"
            />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
