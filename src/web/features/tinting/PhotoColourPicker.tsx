import { Button, ColorSwatch, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { tintingMessages } from '../../../shared/schemas/tinting';
import { averageHex, fitWidth, MAX_PHOTO_WIDTH, SAMPLE_SIZE, sampleOrigin } from './photo-sample';

type Point = { x: number; y: number };
type Props = { onSample: (hex: string) => void };

/** Arrow keys move the crosshair a pixel at a time, ten with Shift. */
const STEPS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The photo, scaled once to fit, kept apart from the crosshair drawn over it so samples never read the lines. */
async function scaledPhoto(file: File): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const size = fitWidth(bitmap.width, bitmap.height, MAX_PHOTO_WIDTH);
  const canvas = document.createElement('canvas');
  Object.assign(canvas, size);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas;
}

function sample(photo: HTMLCanvasElement, { x, y }: Point): string | undefined {
  const { left, top } = sampleOrigin(x, y, photo.width, photo.height);
  const size = (side: number) => Math.min(SAMPLE_SIZE, side);
  const area = photo.getContext('2d')?.getImageData(left, top, size(photo.width), size(photo.height));
  return area && averageHex(area);
}

/** The photo with the crosshair and the outline of the square that will be sampled. */
function draw(target: HTMLCanvasElement, photo: HTMLCanvasElement, { x, y }: Point) {
  const ctx = target.getContext('2d');
  if (!ctx) return;
  ctx.drawImage(photo, 0, 0);
  const { left, top } = sampleOrigin(x, y, photo.width, photo.height);
  // Black under white: the mark shows on light and dark photos alike.
  for (const [colour, width] of [
    ['#000', 3],
    ['#fff', 1],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(x + 0.5, 0);
    ctx.lineTo(x + 0.5, top - 2);
    ctx.moveTo(x + 0.5, top + SAMPLE_SIZE + 2);
    ctx.lineTo(x + 0.5, photo.height);
    ctx.moveTo(0, y + 0.5);
    ctx.lineTo(left - 2, y + 0.5);
    ctx.moveTo(left + SAMPLE_SIZE + 2, y + 0.5);
    ctx.lineTo(photo.width, y + 0.5);
    ctx.stroke();
    ctx.strokeRect(left - 1.5, top - 1.5, SAMPLE_SIZE + 3, SAMPLE_SIZE + 3);
  }
}

/**
 * A colour picked from the customer's own photo: read and drawn in the browser (nothing is sent),
 * then a click or tap, or the arrow keys and Enter, samples the 5 × 5 pixels around the point.
 */
export function PhotoColourPicker({ onSample }: Props) {
  const target = useRef<HTMLCanvasElement>(null);
  const [photo, setPhoto] = useState<HTMLCanvasElement>();
  const [point, setPoint] = useState<Point>({ x: 0, y: 0 });
  const [picked, setPicked] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (photo && target.current) draw(target.current, photo, point);
  }, [photo, point]);

  const open = (file: File | null) => {
    if (!file) return;
    scaledPhoto(file).then(
      (scaled) => {
        setError(undefined);
        setPicked(undefined);
        setPhoto(scaled);
        setPoint({ x: Math.floor(scaled.width / 2), y: Math.floor(scaled.height / 2) });
      },
      () => setError(tintingMessages.photo),
    );
  };
  const pick = (at: Point) => {
    const hex = photo && sample(photo, at);
    if (!hex) return;
    setPicked(hex);
    onSample(hex);
  };
  const clicked = (e: MouseEvent<HTMLCanvasElement>) => {
    // The canvas may be drawn narrower than the photo (CSS max-width): back to the photo's pixels.
    const box = e.currentTarget.getBoundingClientRect();
    const at = {
      x: Math.floor(((e.clientX - box.left) * e.currentTarget.width) / box.width),
      y: Math.floor(((e.clientY - box.top) * e.currentTarget.height) / box.height),
    };
    setPoint(at);
    pick(at);
  };
  const keyed = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const step = STEPS[e.key];
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(point);
    } else if (step && photo) {
      e.preventDefault();
      const by = e.shiftKey ? 10 : 1;
      const within = (v: number, size: number) => Math.max(0, Math.min(size - 1, v));
      setPoint({ x: within(point.x + step.x * by, photo.width), y: within(point.y + step.y * by, photo.height) });
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <FileButton onChange={open} accept="image/*">
        {(props) => (
          <Button variant="light" {...props}>
            {photo ? 'Trocar a foto' : 'Usar uma foto'}
          </Button>
        )}
      </FileButton>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {photo && (
        <>
          <Text size="sm" id="foto-ajuda">
            Toque na cor da foto, ou use as setas para mover a mira e Enter para escolher. A foto não sai do seu
            aparelho.
          </Text>
          <canvas
            ref={target}
            width={photo.width}
            height={photo.height}
            tabIndex={0}
            role="application"
            aria-label="Foto para escolher a cor"
            aria-describedby="foto-ajuda"
            data-testid="foto-cor"
            onClick={clicked}
            onKeyDown={keyed}
            style={{ maxWidth: '100%', height: 'auto', cursor: 'crosshair', touchAction: 'manipulation' }}
          />
        </>
      )}
      <Group gap="xs" aria-live="polite">
        {picked && (
          <>
            <ColorSwatch color={`#${picked}`} size={24} radius="sm" />
            <Text size="sm" data-testid="cor-da-foto">
              Cor da foto: #{picked}
            </Text>
          </>
        )}
      </Group>
    </Stack>
  );
}
