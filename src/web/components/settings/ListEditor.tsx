import { ActionIcon, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';

type Props<T> = {
  label: string;
  items: T[];
  onChange: (items: T[]) => void;
  blank: () => T;
  /** One item's inputs; `index` names it for screen readers ('Item 2'). */
  render: (item: T, change: (item: T) => void, index: number) => ReactNode;
};

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * Native drag and drop: an item is picked up by its handle (so text in its inputs can still be
 * selected with the mouse) and dropped on another item's place.
 */
function useDragOrder<T>(items: T[], onChange: (items: T[]) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const handle = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with some data set.
      event.dataTransfer.setData('text/plain', String(index));
      setDragged(index);
    },
    onDragEnd: end,
  });
  const target = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) onChange(move(items, dragged, index));
      end();
    },
  });
  return { handle, target, over };
}

/**
 * An ordered list (menu items, slides, seals): add, remove, and reorder by dragging an item's handle,
 * or by the up and down buttons (keyboard and screen-reader users).
 */
export function ListEditor<T>({ label, items, onChange, blank, render }: Props<T>) {
  const drag = useDragOrder(items, onChange);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {items.map((item, index) => (
        <Paper
          key={index}
          withBorder
          p="xs"
          radius="sm"
          {...drag.target(index)}
          style={drag.over === index ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
        >
          <Group align="flex-start" wrap="nowrap">
            <Box
              {...drag.handle(index)}
              aria-hidden
              title={`Arrastar item ${index + 1}`}
              c="dimmed"
              px={4}
              style={{ cursor: 'grab', userSelect: 'none', lineHeight: '36px' }}
            >
              ⠿
            </Box>
            <div style={{ flex: 1 }}>
              {render(item, (changed) => onChange(items.map((old, i) => (i === index ? changed : old))), index)}
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Subir item ${index + 1}`}
                disabled={index === 0}
                onClick={() => onChange(move(items, index, index - 1))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Descer item ${index + 1}`}
                disabled={index === items.length - 1}
                onClick={() => onChange(move(items, index, index + 1))}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover item ${index + 1}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                ✕
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        size="xs"
        onClick={() => onChange([...items, blank()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Adicionar
      </Button>
    </Stack>
  );
}
