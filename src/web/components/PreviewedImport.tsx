import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { base64Of } from '../lib/file-base64';
import { RefusedRowsTable, type RefusedRow } from './RefusedRowsTable';

/** What every previewed import answers: the counts it shows, the refused lines and how many it would write. */
export type ImportPreview = { recusados: readonly RefusedRow[] };
export type ImportBody = { nomeArquivo: string; arquivo: string; gravar: boolean };

type Props<R extends ImportPreview> = {
  hint: ReactNode;
  /** Sends the file: a preview (`gravar` false) or the write. */
  send: (body: ImportBody) => Promise<R>;
  /** The preview's lines, as 'Novos: 3'. */
  counts: (reply: R) => Array<[string, number]>;
  writes: (reply: R) => number;
  /** The write button's text for `n` rows ('Gravar 3 preços'). */
  writeLabel: (n: number) => string;
  onWritten: () => unknown;
};

/**
 * A CSV or XLSX read on the server: first a preview of what would be created, changed or refused and
 * why; then 'Gravar' writes it all at once (price tables, tinting formulas).
 */
export function PreviewedImport<R extends ImportPreview>({
  hint,
  send,
  counts,
  writes,
  writeLabel,
  onWritten,
}: Props<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<R>();
  const [busy, setBusy] = useState(false);
  const submit = async (gravar: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const reply = await send({ nomeArquivo: file.name, arquivo: await base64Of(file), gravar });
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
  const n = preview ? writes(preview) : 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {hint}
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
          clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button variant="light" onClick={() => void submit(false)} disabled={!file} loading={busy && !preview}>
          Pré-visualizar
        </Button>
      </Group>
      {preview && (
        <Alert color={n > 0 ? 'blue' : 'gray'} title="Pré-visualização" data-testid="previa">
          <List size="sm">
            {counts(preview).map(([label, count]) => (
              <List.Item key={label}>
                {label}: {count}
              </List.Item>
            ))}
            <List.Item>Recusados: {preview.recusados.length}</List.Item>
          </List>
          <RefusedRowsTable rows={preview.recusados} />
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => void submit(true)} disabled={n === 0} loading={busy}>
              {writeLabel(n)}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
