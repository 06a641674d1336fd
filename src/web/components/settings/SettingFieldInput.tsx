import { ColorInput, MultiSelect, NumberInput, Select, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SettingField } from '../../../shared/domain/store-settings';
import { ImageSettingInput } from './ImageSettingInput';
import { ListEditor } from './ListEditor';

const HtmlSettingInput = lazy(() => import('./HtmlSettingInput'));

type Props = {
  field: SettingField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** A credential already stored: shown as set, kept when left blank. */
  secretSet?: boolean;
  /** Names the field within a list row ('Título do item 2'). */
  suffix?: string;
  /** A stored credential marked to be erased: nothing is typed over it. */
  disabled?: boolean;
};

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const options = (field: SettingField) => (field.options ?? []).map(([value, label]) => ({ value, label }));

/** The input for one field of a configuration key, by its kind. */
export function SettingFieldInput({ field, value, onChange, error, secretSet = false, suffix = '', disabled }: Props) {
  const label = `${field.label}${suffix}`;
  const common = { label, error, disabled };
  switch (field.kind) {
    case 'color':
      return <ColorInput {...common} format="hex" withEyeDropper={false} value={asText(value)} onChange={onChange} />;
    case 'integer':
      return (
        <NumberInput {...common} min={0} max={999} allowDecimal={false} value={asText(value)} onChange={onChange} />
      );
    case 'choice':
      return <Select {...common} data={options(field)} clearable value={asText(value) || null} onChange={onChange} />;
    case 'choices':
      return <MultiSelect {...common} data={options(field)} value={asList(value).map(asText)} onChange={onChange} />;
    case 'html':
      return (
        <Suspense fallback={<Skeleton h={300} />}>
          <HtmlSettingInput {...common} value={asText(value)} onChange={onChange} />
        </Suspense>
      );
    case 'image':
      return <ImageSettingInput {...common} value={asText(value)} onChange={onChange} />;
    case 'longtext':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'pem':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          ff="monospace"
          spellCheck={false}
          placeholder={secretSet ? '•••••••• (definido; deixe em branco para manter)' : '-----BEGIN ...'}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'texts':
      return (
        <ListEditor<string>
          label={label}
          items={asList(value).map(asText)}
          onChange={onChange}
          blank={() => ''}
          render={(item, change, index) => (
            <TextInput
              aria-label={`${field.label}: item ${index + 1}`}
              value={item}
              onChange={(event) => change(event.currentTarget.value)}
            />
          )}
        />
      );
    case 'rows':
      return (
        <ListEditor<Record<string, unknown>>
          label={label}
          items={asList(value) as Array<Record<string, unknown>>}
          onChange={onChange}
          blank={() => ({})}
          render={(row, change, index) => (
            <Stack gap={4}>
              {(field.columns ?? []).map((column) => (
                <SettingFieldInput
                  key={column.name}
                  field={column}
                  suffix={` (item ${index + 1})`}
                  value={row[column.name]}
                  onChange={(cell) => change({ ...row, [column.name]: cell })}
                />
              ))}
            </Stack>
          )}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          placeholder={
            secretSet ? '•••••••• (definido; deixe em branco para manter)' : field.kind === 'money' ? '0,00' : undefined
          }
          autoComplete="off"
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
