import { z } from 'zod';
import { fill, validationMessages as m } from '../validation-messages.js';

type Issue = z.core.$ZodRawIssue;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Sizes: characters for text, items for lists, the value itself for numbers. */
function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const isText = issue.origin === 'string';
  if (issue.code === 'too_big') return fill(isText ? m.maxlength : m.max, Number(issue.maximum));
  if (isText && Number(issue.minimum) <= 1) return m.required;
  return fill(isText ? m.minlength : m.min, Number(issue.minimum));
}

/**
 * Messages zod writes itself come in Brazilian Portuguese, in the words of spec section 5, and never
 * show the raw input ('NaN', 'undefined') or an English text. A schema's own message wins over these.
 */
function userMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return m.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return m.number;
      if (issue.expected === 'date') return m.date;
      return m.remote;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'url') return m.url;
      if (issue.format === 'date' || issue.format === 'datetime') return m.dateISO;
      return m.remote;
    default:
      return isEmpty(issue.input) ? m.required : m.remote;
  }
}

z.config({ ...z.locales.ptBR(), customError: userMessage });
