import '@mantine/tiptap/styles.css';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

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
 * Only what the server's allow-list keeps (sanitizeRichText, docs/products.md): no links, underline
 * or code, which the server would strip on save anyway.
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

type EditorOptions = {
  content: string;
  editable: boolean;
  /** The id of the visible title that names the editable area for screen readers. */
  labelledBy: string;
  /** Called with the HTML after each change (a form that keeps the value itself). */
  onChange?: (html: string) => void;
};

/** A tiptap editor limited to the allowed structure; the editable area is a named multi-line textbox. */
export function useRichText({ content, editable, labelledBy, onChange }: EditorOptions): Editor | null {
  return useEditor({
    extensions,
    content,
    editable,
    immediatelyRender: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy } },
    onUpdate: onChange ? ({ editor }) => onChange(editor.getHTML()) : undefined,
  });
}

type BoxProps = { editor: Editor | null; editable: boolean; testId?: string };

/** The editor with its toolbar (bold, italic, headings, lists, rule, undo) when it can be edited. */
export function RichTextBox({ editor, editable, testId }: BoxProps) {
  return (
    <RichTextEditor editor={editor} labels={labels} data-testid={testId}>
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
  );
}
