import '@mantine/tiptap/styles.css';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { productCalls } from '../../../shared/contract/products';
import { richFieldLabels, richFields, type ProductDetail, type RichField } from '../../../shared/schemas/products';
import { api } from '../../lib/api-client';

/** The spec's editor height (section 9). */
const EDITOR_HEIGHT = 250;

const labels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrito',
  italicControlLabel: 'Itálico',
  h2ControlLabel: 'Título',
  h3ControlLabel: 'Subtítulo',
  bulletListControlLabel: 'Lista com marcadores',
  orderedListControlLabel: 'Lista numerada',
  hrControlLabel: 'Linha horizontal',
  clearFormattingControlLabel: 'Limpar formatação',
  undoControlLabel: 'Desfazer',
  redoControlLabel: 'Refazer',
};

/**
 * Only what the shared allow-list keeps (docs/products.md): no links, underline or code, which the
 * server would strip on save anyway.
 */
const extensions = [
  StarterKit.configure({
    link: false,
    underline: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    strike: false,
  }),
];

type EditorProps = { codigo: number; field: RichField; html: string | null; editable: boolean; onSaved: () => unknown };

function FieldEditor({ codigo, field, html, editable, onSaved }: EditorProps) {
  const [saving, setSaving] = useState(false);
  const titleId = `editor-${field}`;
  const editor = useEditor({
    extensions,
    content: html ?? '',
    editable,
    immediatelyRender: true,
    // The editable area is the field itself: named by its title for screen readers.
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': titleId } },
  });
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
      <RichTextEditor editor={editor} labels={labels} data-testid={`editor-${field}`}>
        {editable && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content style={{ height: EDITOR_HEIGHT, overflowY: 'auto' }} />
      </RichTextEditor>
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
