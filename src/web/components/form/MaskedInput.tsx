import { TextInput, type TextInputProps } from '@mantine/core';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  mask: (value: string) => string;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

/** A text input that shows its value through a mask (phone, CPF, CNPJ, CEP ...) as the user types. */
export function MaskedInput({ mask, onChange, value, ...props }: Props) {
  return (
    <TextInput
      {...props}
      value={mask(value)}
      onChange={(event) => onChange({ currentTarget: { value: mask(event.currentTarget.value) } })}
    />
  );
}
