import { Box, Container, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfiguredLink } from './ConfiguredLink';

/** Spec section 9: the main slide plays by itself, 750 ms transition, 5000 ms idle. */
const SLIDE_DURATION_MS = 750;
const SLIDE_IDLE_MS = 5000;

export type Slide = { titulo: string; texto?: string; imagem?: string; link?: string };

/**
 * A slide's picture sits behind its text, darkened so white text keeps its contrast on any photo;
 * the address is one the configuration accepted (a store path or https), quoted as a CSS string.
 */
const pictureBehind = (image: string | undefined) =>
  image
    ? {
        backgroundImage: `linear-gradient(rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0.55)), url(${JSON.stringify(image)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;

export function HeroSlides({ slides, color }: { slides: Slide[]; color: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_IDLE_MS + SLIDE_DURATION_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides[index % Math.max(1, slides.length)];
  if (!slide) return null;
  return (
    <Box
      id="slide"
      c="white"
      py={48}
      w="100%"
      maw={1920}
      mx="auto"
      // Not Mantine's `bg`: it sets the `background` shorthand, which would wipe the picture.
      style={{ backgroundColor: color, ...pictureBehind(slide.imagem) }}
    >
      <Container size="xl" key={index} style={{ animation: `balcao-fade ${SLIDE_DURATION_MS}ms ease-in` }}>
        {/* h2: the page's one h1 is its welcome line; a slide is a teaser, not the page's title. */}
        <Title order={2} size="h1">
          {slide.link ? (
            <ConfiguredLink link={{ label: slide.titulo, to: slide.link }} c="white" style={{ font: 'inherit' }} />
          ) : (
            slide.titulo
          )}
        </Title>
        {slide.texto && (
          <Text size="lg" mt="sm">
            {slide.texto}
          </Text>
        )}
      </Container>
    </Box>
  );
}
