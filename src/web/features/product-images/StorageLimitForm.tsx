import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { imageCalls } from '../../../shared/contract/images';
import type { UsageReply } from '../../../shared/schemas/images';
import { api, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

/**
 * The admin's own limit on the company's image space, below the plan's quota (docs/images.md): a
 * company that pays for its bucket caps it here; blank goes back to the plan's.
 */
export function StorageLimitForm({ usage }: { usage: UsageReply }) {
  const client = useQueryClient();
  const [value, setValue] = useState<string | number>(usage.limiteMB ?? '');
  const [error, setError] = useState<string>();
  const save = async () => {
    setError(undefined);
    const limiteMB = value === '' ? null : Number(value);
    const reply = await api(imageCalls.setLimit, { body: { limiteMB } }, { ownErrors: true }).catch(
      (failure: unknown) => {
        setError(failure instanceof Error ? failure.message : String(failure));
        return undefined;
      },
    );
    if (!reply) return;
    if (reply.msg) showToast({ kind: 'success', message: reply.msg.mensagem });
    client.setQueryData(queryKeyOf(imageCalls.usage), reply);
  };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={600}>Limite da empresa</Text>
        <Text size="sm" c="dimmed">
          O plano dá {usage.planoMB.toLocaleString('pt-BR')} MB. Um limite menor vale para os envios de imagens; em
          branco, vale o do plano.
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="Limite de espaço (MB)"
            min={1}
            max={usage.planoMB}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            value={value}
            error={error}
            onChange={setValue}
          />
          <Button onClick={() => void save()}>Salvar limite</Button>
        </Group>
      </Stack>
    </Card>
  );
}
