import { ActionIcon, Box, Container, Group, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
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

/**
 * WCAG 2.2.2: content that moves by itself can be paused. The slides stop while the pointer or the
 * keyboard is on them, with the pause button, and never play for someone who asked for less motion.
 */
function useAutoPlay(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion() ?? false;
  const playing = count > 1 && !paused && !held && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_IDLE_MS + SLIDE_DURATION_MS);
    return () => clearInterval(timer);
  }, [playing, count]);
  return { index: index % Math.max(1, count), paused, setPaused, setHeld, reducedMotion };
}

export function HeroSlides({ slides, color }: { slides: Slide[]; color: string }) {
  const { index, paused, setPaused, setHeld, reducedMotion } = useAutoPlay(slides.length);
  const slide = slides[index];
  if (!slide) return null;
  return (
    <Box
      id="slide"
      role="region"
      aria-roledescription="apresentação"
      aria-label="Destaques"
      c="white"
      py={48}
      w="100%"
      maw={1920}
      mx="auto"
      // Not Mantine's `bg`: it sets the `background` shorthand, which would wipe the picture.
      style={{ backgroundColor: color, ...pictureBehind(slide.imagem) }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => setHeld(event.currentTarget.contains(event.relatedTarget))}
    >
      <Container
        size="xl"
        key={index}
        style={reducedMotion ? undefined : { animation: `balcao-fade ${SLIDE_DURATION_MS}ms ease-in` }}
      >
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
      {slides.length > 1 && !reducedMotion && (
        <Container size="xl">
          <Group justify="flex-end" mt="sm">
            <ActionIcon
              variant="white"
              c="dark"
              aria-label={paused ? 'Continuar apresentação' : 'Pausar apresentação'}
              onClick={() => setPaused(!paused)}
            >
              {paused ? '▶' : '❚❚'}
            </ActionIcon>
          </Group>
        </Container>
      )}
    </Box>
  );
}
