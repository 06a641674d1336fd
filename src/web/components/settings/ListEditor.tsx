import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** An ordered list (menu items, slides, seals): add, remove, and move up or down by button or keyboard. */
export function ListEditor<T>({ label, items, onChange, blank, render }: Props<T>) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {items.map((item, index) => (
        <Paper key={index} withBorder p="xs" radius="sm">
          <Group align="flex-start" wrap="nowrap">
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
