import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import type { PriceImportReply } from '../../../shared/schemas/price-tables';
import { api } from '../../lib/api-client';
import { RefusedRowsTable } from '../../components/RefusedRowsTable';

/** The file's bytes as base64, for the JSON body. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

type Props = { codigo: number; onWritten: () => unknown };

/**
 * A CSV (código;preço) or XLSX (columns A and B) read on the server: first a preview of what would be
 * created, changed or refused and why; then 'Gravar' writes it all at once.
 */
export function PriceImport({ codigo, onWritten }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PriceImportReply>();
  const [busy, setBusy] = useState(false);
  const send = async (gravar: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const body = { nomeArquivo: file.name, arquivo: await base64Of(file), gravar };
      const reply = await api(priceTableCalls.import, { params: { codigo }, body });
      setPreview(gravar ? undefined : reply);
      if (gravar) {
        setFile(null);
        await onWritten();
      }
    } catch {
      setPreview(undefined);
    } finally {
      setBusy(false);
    }
  };
  const writes = preview ? preview.novos + preview.alterados : 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Uma linha por produto: o código e o preço (ex.: 1234;12,50). A primeira linha pode ter os títulos. Importar de
        novo o mesmo arquivo não muda nada.
      </Text>
      <Group align="end" wrap="wrap">
        <FileInput
          label="Arquivo CSV ou XLSX"
          accept=".csv,.txt,.xlsx"
          value={file}
          onChange={(f) => {
            setFile(f);
            setPreview(undefined);
          }}
          clearable
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button variant="light" onClick={() => void send(false)} disabled={!file} loading={busy && !preview}>
          Pré-visualizar
        </Button>
      </Group>
      {preview && (
        <Alert color={writes > 0 ? 'blue' : 'gray'} title="Pré-visualização" data-testid="previa">
          <List size="sm">
            <List.Item>Novos: {preview.novos}</List.Item>
            <List.Item>Alterados: {preview.alterados}</List.Item>
            <List.Item>Sem alteração: {preview.iguais}</List.Item>
            <List.Item>Recusados: {preview.recusados.length}</List.Item>
          </List>
          <RefusedRowsTable rows={preview.recusados} />
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => void send(true)} disabled={writes === 0} loading={busy}>
              Gravar {writes} {writes === 1 ? 'preço' : 'preços'}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
