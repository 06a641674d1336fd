import type { FormEvent, KeyboardEvent, ReactNode } from 'react';

type Props = { onSubmit: (event: FormEvent) => void; children: ReactNode; 'aria-label'?: string };

/**
 * A form that also sends on Enter in a text field when it has no submit button (spec section 5);
 * browsers only do that by themselves when there is one.
 */
export function Form({ onSubmit, children, ...rest }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT') return;
    const form = event.currentTarget;
    if (form.querySelector('button[type="submit"], input[type="submit"]')) return;
    event.preventDefault();
    form.requestSubmit();
  };
  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate {...rest}>
      {children}
    </form>
  );
}
