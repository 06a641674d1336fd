import { TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  value: string;
  onCommit: (value: string) => void;
  label?: string;
  'aria-label'?: string;
  disabled?: boolean;
  w?: number;
};

/**
 * A text field that reports its value only when the user is done (Enter or leaving the field) and
 * follows the value from outside (the server's figure) when that changes.
 */
export function CommitInput({ value, onCommit, ...rest }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // What the user is typing is not overwritten by a server update that lands meanwhile.
  const [typing, setTyping] = useState(false);
  if (shown !== value) {
    setShown(value);
    if (!typing) setText(value);
  }
  const commit = () => {
    setTyping(false);
    if (text !== value) onCommit(text);
  };
  return (
    <TextInput
      {...rest}
      value={text}
      inputMode="decimal"
      onChange={(e) => {
        setTyping(true);
        setText(e.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
