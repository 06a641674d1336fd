import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { RichTextBox, useRichText } from '../rich-text/RichTextBox';

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string };

/**
 * A page or terms text (psn, ppp, ppe, ppd, tul, tuc) in the product texts' editor. The server
 * sanitises it on save and again when the store reads it. Its own chunk: tiptap stays out of the
 * other settings screens until a page is opened.
 */
export default function HtmlSettingInput({ label, value, onChange, error }: Props) {
  const labelId = useId();
  const editor = useRichText({ content: value, editable: true, labelledBy: labelId, onChange, links: true });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <RichTextBox editor={editor} editable links />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
