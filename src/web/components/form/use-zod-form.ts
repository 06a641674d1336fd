import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldError } from '../../../shared/schemas/envelope';
import { ApiError } from '../../lib/api-client';

export type FormValues = Record<string, string | boolean | undefined>;
export type FieldErrors = Record<string, string | undefined>;

/** The first message of each field (named with `prefix` before it), from zod or a reply's `erros`. */
export function errorsByField(fields: FieldError[], prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { campo, mensagem } of fields) errors[`${prefix}${campo}`] ??= mensagem;
  return errors;
}

const errorsOf = (error: z.ZodError) => errorsByField(fieldErrorsOf(error.issues));

/**
 * A form validated by the same zod schema the server uses. A field is checked when it loses focus;
 * everything is checked before sending; the parsed (unmasked) values are what gets sent; a form
 * cannot be sent again while its request is in flight; the server's per-field messages land on
 * their fields.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const setValue = useCallback((name: string, value: string | boolean | undefined) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const validateField = (name: string) => {
    const result = schema.safeParse(values);
    const message = result.success ? undefined : errorsOf(result.error)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const handleSubmit = (send: (data: z.output<S>) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(errorsOf(result.error));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send(result.data);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.erros : undefined;
      if (fields) setErrors(errorsByField(fields));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  /** Props for a text input bound to `name`. */
  const text = (name: string) => ({
    name,
    value: typeof values[name] === 'string' ? values[name] : '',
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setValue(name, event.currentTarget.value),
    onBlur: () => validateField(name),
  });

  return { values, errors, submitting, setValue, setValues, setErrors, validateField, handleSubmit, text };
}
