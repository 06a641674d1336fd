import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/** A password input with the spec's 'Mostrar' / 'Ocultar' toggle. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionWidth={86}
      rightSection={
        <Button variant="subtle" size="compact-xs" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? 'Ocultar' : 'Mostrar'}
        </Button>
      }
    />
  );
}
