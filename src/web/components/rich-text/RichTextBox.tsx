import '@mantine/tiptap/styles.css';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';
import { PAGE_LINK_REL, pageLinkKind } from '../../../shared/domain/page-links';

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
  linkControlLabel: 'Inserir link',
  unlinkControlLabel: 'Remover link',
  linkEditorInputLabel: 'Endereço do link',
  linkEditorInputPlaceholder: 'https://…, mailto:…, tel:… ou /caminho-da-loja',
  linkEditorSave: 'Salvar link',
};

/**
 * Only what the server's allow-list keeps (sanitizeRichText, docs/products.md): no underline or code,
 * which the server would strip on save anyway; links only where it keeps them (pages and terms).
 */
const structure: Partial<StarterKitOptions> = {
  link: false,
  underline: false,
  code: false,
  codeBlock: false,
  blockquote: false,
  strike: false,
};

/** Pages and terms (sanitizePageHtml): links to the web, e-mail, phone or the store, nothing else. */
const pageLinks: Partial<StarterKitOptions> = {
  link: {
    openOnClick: false,
    protocols: ['mailto', 'tel'],
    isAllowedUri: (url) => pageLinkKind(url) !== undefined,
    // The server decides the new tab (external links) when it saves.
    HTMLAttributes: { rel: PAGE_LINK_REL, target: null },
  },
};

const plainExtensions = [StarterKit.configure(structure)];
const linkExtensions = [StarterKit.configure({ ...structure, ...pageLinks })];

type EditorOptions = {
  content: string;
  editable: boolean;
  /** The id of the visible title that names the editable area for screen readers. */
  labelledBy: string;
  /** Called with the HTML after each change (a form that keeps the value itself). */
  onChange?: (html: string) => void;
  /** Pages and terms: the text may hold links. */
  links?: boolean;
};

/** A tiptap editor limited to the allowed structure; the editable area is a named multi-line textbox. */
export function useRichText({ content, editable, labelledBy, onChange, links = false }: EditorOptions): Editor | null {
  return useEditor({
    extensions: links ? linkExtensions : plainExtensions,
    content,
    editable,
    immediatelyRender: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy } },
    onUpdate: onChange ? ({ editor }) => onChange(editor.getHTML()) : undefined,
  });
}

type BoxProps = { editor: Editor | null; editable: boolean; testId?: string; links?: boolean };

/** The server sets the new tab of external links itself: the popover's own switch would only mislead. */
const linkEditorStyles = { linkEditorExternalControl: { display: 'none' } };

/** The editor with its toolbar (bold, italic, headings, lists, rule, links, undo) when it can be edited. */
export function RichTextBox({ editor, editable, testId, links = false }: BoxProps) {
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
          {links && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link styles={linkEditorStyles} />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          )}
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
