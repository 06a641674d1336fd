import { Button, Checkbox, Group, ScrollArea, Stack, Text, Title, Typography } from '@mantine/core';
import { useState } from 'react';
import type { Contract } from '../../../shared/schemas/auth';
import { messages } from '../../../shared/messages';

type Props = { contract: Contract; busy: boolean; onAccept: () => void; onCancel: () => void };

/** The terms a user must accept before the first login completes. */
export function ContractStep({ contract, busy, onAccept, onCancel }: Props) {
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = () => {
    if (!ticked) {
      setError(messages.login.contractMustBeAccepted);
      return;
    }
    onAccept();
  };
  return (
    <Stack data-testid="contrato">
      <Title order={3}>{contract.titulo}</Title>
      <ScrollArea.Autosize mah={300} type="auto">
        <Typography>
          {/* Sanitised by the server (auth.service servedContract) before it is sent. */}
          <div dangerouslySetInnerHTML={{ __html: contract.conteudo }} />
        </Typography>
      </ScrollArea.Autosize>
      <Checkbox
        label="Li e aceito os termos de contrato"
        checked={ticked}
        onChange={(event) => {
          setTicked(event.currentTarget.checked);
          setError(null);
        }}
        error={error}
      />
      {error === null && (
        <Text size="xs" c="dimmed">
          É preciso aceitar para continuar.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Voltar
        </Button>
        <Button onClick={accept} loading={busy}>
          Aceitar e entrar
        </Button>
      </Group>
    </Stack>
  );
}
