import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type FigureProps = { label: string; value: string; hint?: ReactNode; to?: string; children?: ReactNode };

/** One figure of the panel; with `to`, the whole card links to the screen behind it. */
export function Figure({ label, value, hint, to, children }: FigureProps) {
  const body = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, lg: 26 }} fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </>
  );
  return to ? (
    <Card withBorder padding="lg" radius="md" h="100%" component={Link} to={to}>
      {body}
    </Card>
  ) : (
    <Card withBorder padding="lg" radius="md" h="100%">
      {body}
    </Card>
  );
}
