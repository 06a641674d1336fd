import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { privacyCalls } from '../../../shared/contract/privacy';
import { downloadFile } from '../../lib/download';
import { DataRequestModal } from './DataRequestModal';

const FAILURE = 'Não foi possível gerar o arquivo com seus dados. Tente novamente.';

/** LGPD art. 18: the customer takes all their data (JSON, PDF) or asks for its erasure. */
export function MyPersonalData() {
  const [erasing, setErasing] = useState(false);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Seus dados pessoais (LGPD)
        </Title>
        <Text size="sm">
          Baixe tudo o que guardamos sobre você: cadastro, contatos, termos aceitos, pedidos, notas fiscais, duplicatas
          e acessos.
        </Text>
        <Group>
          <Button variant="light" onClick={() => void downloadFile(privacyCalls.exportJson, {}, FAILURE)}>
            Baixar meus dados (JSON)
          </Button>
          <Button variant="light" onClick={() => void downloadFile(privacyCalls.exportPdf, {}, FAILURE)}>
            Baixar meus dados (PDF)
          </Button>
          <Button variant="outline" color="red" onClick={() => setErasing(true)}>
            Solicitar exclusão dos meus dados
          </Button>
        </Group>
      </Stack>
      {erasing && <DataRequestModal kind="exclusao" onClose={() => setErasing(false)} />}
    </Paper>
  );
}
