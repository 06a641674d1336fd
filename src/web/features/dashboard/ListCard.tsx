import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { title: string; more: { to: string; label: string }; empty: string; children: ReactNode[] };

/** A card of the panel with a short list, a link to the screen behind it and its empty state. */
export function ListCard({ title, more, empty, children }: Props) {
  return (
    <Card withBorder padding="lg" radius="md" h="100%">
      <Group justify="space-between" align="baseline" wrap="nowrap" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Anchor component={Link} to={more.to} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {more.label}
        </Anchor>
      </Group>
      {children.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

/** One line of a list card: what it is on the left, its figure on the right. */
export function ListLine({ children, figure }: { children: ReactNode; figure: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>{children}</div>
      <div style={{ flexShrink: 0, textAlign: 'right' }}>{figure}</div>
    </Group>
  );
}
