import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { productCalls } from '../../../shared/contract/products';
import { richFieldLabels, richFields, type ProductDetail, type RichField } from '../../../shared/schemas/products';
import { RichTextBox, useRichText } from '../../components/rich-text/RichTextBox';
import { api } from '../../lib/api-client';

type EditorProps = { codigo: number; field: RichField; html: string | null; editable: boolean; onSaved: () => unknown };

function FieldEditor({ codigo, field, html, editable, onSaved }: EditorProps) {
  const [saving, setSaving] = useState(false);
  const titleId = `editor-${field}`;
  const editor = useRichText({ content: html ?? '', editable, labelledBy: titleId });
  const save = async () => {
    if (!editor) return;
    setSaving(true);
    try {
      const reply = await api(productCalls.editRich, {
        params: { campo: field },
        body: { codigo, [field]: editor.getHTML() },
      });
      editor.commands.setContent(reply.texto);
      await onSaved();
    } catch {
      // The reply's message was already shown; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {richFieldLabels[field]}
      </Title>
      <RichTextBox editor={editor} editable={editable} testId={`editor-${field}`} />
      {editable && (
        <Group justify="flex-end" mt="sm">
          {/* 'Salvar' on screen (it fits a phone); the whole name for screen readers. */}
          <Button
            onClick={() => void save()}
            loading={saving}
            aria-label={`Salvar ${richFieldLabels[field].toLowerCase()}`}
          >
            Salvar
          </Button>
        </Group>
      )}
    </Paper>
  );
}

type Props = { product: ProductDetail; editable: boolean; onSaved: () => unknown };

/** The three rich texts of a product; its own chunk, so tiptap never reaches the store's bundle. */
export default function RichTextEditors({ product, editable, onSaved }: Props) {
  return (
    <Stack>
      {richFields.map((field) => (
        <FieldEditor
          key={field}
          codigo={product.codigo}
          field={field}
          html={product[field]}
          editable={editable}
          onSaved={onSaved}
        />
      ))}
    </Stack>
  );
}
