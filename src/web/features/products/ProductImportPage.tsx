import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { productCalls } from '../../../shared/contract/products';
import {
  importColumns,
  importMessages,
  type ImportKind,
  type ProductImportReply,
} from '../../../shared/schemas/products';
import { PageTitle } from '../../components/PageTitle';
import { api } from '../../lib/api-client';
import { base64Of } from '../../lib/file-base64';
import { useRefreshProducts } from './products-api';
import { RefusedRowsTable } from '../../components/RefusedRowsTable';

const kinds = [
  { value: 'produtos', label: 'Produtos' },
  { value: 'precos', label: 'Preços e estoque' },
] satisfies Array<{ value: ImportKind; label: string }>;

function Preview({ preview }: { preview: ProductImportReply }) {
  return (
    <>
      <List size="sm">
        <List.Item>Novos: {preview.novos.toLocaleString('pt-BR')}</List.Item>
        <List.Item>Alterados: {preview.alterados.toLocaleString('pt-BR')}</List.Item>
        <List.Item>Sem alteração: {preview.iguais.toLocaleString('pt-BR')}</List.Item>
        <List.Item>Recusados: {preview.totalRecusados.toLocaleString('pt-BR')}</List.Item>
      </List>
      {preview.novosGrupos.length > 0 && <Text size="sm">{importMessages.newGroups(preview.novosGrupos)}</Text>}
      {preview.novosFabricantes.length > 0 && (
        <Text size="sm">{importMessages.newManufacturers(preview.novosFabricantes)}</Text>
      )}
      <RefusedRowsTable rows={preview.recusados} />
      {preview.totalRecusados > preview.recusados.length && (
        <Text size="xs" mt="xs">
          Mostrando as primeiras {preview.recusados.length} linhas recusadas.
        </Text>
      )}
    </>
  );
}

/**
 * /catalogo/importar (admins): a CSV or XLSX of products, or of prices and stock, read on the server;
 * first a preview of what would be created, changed or refused and why, then the write, batch after
 * batch (each its own transaction) under a progress bar.
 */
export function Component() {
  const refresh = useRefreshProducts();
  const [kind, setKind] = useState<ImportKind>('produtos');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductImportReply>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const reset = () => {
    setPreview(undefined);
    setProgress(undefined);
  };
  const previewFile = async () => {
    if (!file) return;
    setBusy(true);
    reset();
    try {
      const body = { tipo: kind, nomeArquivo: file.name, arquivo: await base64Of(file) };
      setPreview(await api(productCalls.import, { body }));
    } catch {
      setPreview(undefined);
    } finally {
      setBusy(false);
    }
  };
  const write = async () => {
    if (!preview) return;
    setBusy(true);
    setProgress(0);
    try {
      for (let lote = 0; lote < preview.lotes; lote++) {
        await api(productCalls.import, { body: { importacao: preview.importacao, lote } });
        setProgress(Math.round(((lote + 1) / preview.lotes) * 100));
      }
      setPreview(undefined);
      setFile(null);
      await refresh();
    } catch {
      // The reply's message was shown; the batches written stay (a new preview sees them as the same).
    } finally {
      setBusy(false);
    }
  };
  const writes = preview ? preview.novos + preview.alterados : 0;
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>Importar produtos</PageTitle>
        <Anchor component={Link} to="/catalogo">
          Voltar aos produtos
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <SegmentedControl
            aria-label="Tipo de arquivo"
            data={kinds}
            value={kind}
            onChange={(value) => {
              setKind(value === 'precos' ? 'precos' : 'produtos');
              reset();
            }}
          />
          <Text size="sm" c="dimmed">
            Colunas, nesta ordem: {importColumns[kind].join('; ')}. A primeira linha pode ter os títulos. Grupo e
            fabricante pelo código ou pelo nome (um nome que não existe é criado); preços como 12,50. Importar de novo o
            mesmo arquivo não muda nada.
          </Text>
          <Group align="end" wrap="wrap">
            <FileInput
              label="Arquivo CSV ou XLSX"
              accept=".csv,.txt,.xlsx"
              value={file}
              onChange={(f) => {
                setFile(f);
                reset();
              }}
              clearable
              clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button variant="light" onClick={() => void previewFile()} disabled={!file} loading={busy && !preview}>
              Pré-visualizar
            </Button>
          </Group>
        </Stack>
      </Paper>
      {progress !== undefined && (
        <Progress value={progress} size="lg" aria-label="Progresso da importação" data-testid="progresso" />
      )}
      {preview && (
        <Alert color={writes > 0 ? 'blue' : 'gray'} title="Pré-visualização" data-testid="previa">
          <Preview preview={preview} />
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => void write()} disabled={writes === 0} loading={busy}>
              Gravar {writes.toLocaleString('pt-BR')} {writes === 1 ? 'produto' : 'produtos'}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
