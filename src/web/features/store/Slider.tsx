import { ActionIcon, Box } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: slides are never wider than 1920 px and re-measured at most every 500 ms. */
export const SLIDE_MAX_WIDTH = 1920;
const RESIZE_THROTTLE_MS = 500;

type Props = {
  id: string;
  /** Columns shown on a wide screen and the width of each. */
  columns: number;
  columnWidth: number;
  /** How many columns a click moves, and how long the move takes. */
  step: number;
  durationMs: number;
  label: string;
  children: ReactNode[];
};

/** How many columns fit in the width, at most `columns`, at least one. */
function useFittingColumns(ref: React.RefObject<HTMLDivElement | null>, columns: number, width: number) {
  const [fit, setFit] = useState(columns);
  useEffect(() => {
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      last = Date.now();
      const available = Math.min(ref.current?.clientWidth ?? width * columns, SLIDE_MAX_WIDTH);
      setFit(Math.max(1, Math.min(columns, Math.floor(available / width))));
    };
    const onResize = () => {
      clearTimeout(pending);
      const wait = RESIZE_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) measure();
      else pending = setTimeout(measure, wait);
    };
    measure();
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(pending);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [ref, columns, width]);
  return fit;
}

/** A row of tiles moved by the arrows (no autoplay): the product and manufacturer slides. */
export function Slider({ id, columns, columnWidth, step, durationMs, label, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const visible = useFittingColumns(frame, columns, columnWidth);
  const [start, setStart] = useState(0);
  const last = Math.max(0, children.length - visible);
  const first = Math.min(start, last);
  return (
    <Box
      id={id}
      aria-label={label}
      role="region"
      maw={SLIDE_MAX_WIDTH}
      mx="auto"
      style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: 8 }}
    >
      <ActionIcon
        variant="default"
        aria-label="Anterior"
        disabled={first === 0}
        onClick={() => setStart(Math.max(0, first - step))}
      >
        ‹
      </ActionIcon>
      <Box
        ref={frame}
        style={{ overflow: 'hidden', width: '100%', maxWidth: visible * columnWidth, justifySelf: 'center' }}
      >
        <Box
          style={{
            display: 'flex',
            width: 'max-content',
            transform: `translateX(-${first * columnWidth}px)`,
            transition: `transform ${durationMs}ms ease`,
          }}
        >
          {children.map((child, index) => (
            <Box key={index} w={columnWidth} p={6} style={{ flex: 'none' }}>
              {child}
            </Box>
          ))}
        </Box>
      </Box>
      <ActionIcon
        variant="default"
        aria-label="Próximo"
        disabled={first >= last}
        onClick={() => setStart(Math.min(last, first + step))}
      >
        ›
      </ActionIcon>
    </Box>
  );
}
