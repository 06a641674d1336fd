import { Box, Container, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Spec section 9: the main slide plays by itself, 750 ms transition, 5000 ms idle. */
const SLIDE_DURATION_MS = 750;
const SLIDE_IDLE_MS = 5000;

export type Slide = { titulo: string; texto?: string };

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
    <Box id="slide" bg={color} c="white" py={48} w="100%" maw={1920} mx="auto">
      <Container size="xl" key={index} style={{ animation: `balcao-fade ${SLIDE_DURATION_MS}ms ease-in` }}>
        {/* h2: the page's one h1 is its welcome line; a slide is a teaser, not the page's title. */}
        <Title order={2} size="h1">
          {slide.titulo}
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
