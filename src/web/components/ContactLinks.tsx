import { Anchor, Group } from '@mantine/core';
import type { MouseEvent, KeyboardEvent } from 'react';
import { mailLink, phoneLinks } from '../../shared/br/contact-links';
import { maskPhone } from '../../shared/br/masks';

/** Inside a grid row that opens something, following a link must not open the row too. */
const keepToLink = {
  onClick: (event: MouseEvent) => event.stopPropagation(),
  onKeyDown: (event: KeyboardEvent) => event.stopPropagation(),
};

/**
 * A phone number as a tap-to-call link and, for a mobile, a WhatsApp link beside it; a number
 * that is not a valid one shows as it is. The names say what each link does, in pt-BR.
 */
export function PhoneLinks({ value }: { value: string }) {
  const shown = maskPhone(value);
  const links = phoneLinks(value);
  if (!links) return <>{value}</>;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Anchor href={links.call} aria-label={`Ligar para ${shown}`} style={{ whiteSpace: 'nowrap' }} {...keepToLink}>
        {shown}
      </Anchor>
      {links.whatsapp && (
        <Anchor
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp: conversar com ${shown}`}
          {...keepToLink}
        >
          WhatsApp
        </Anchor>
      )}
    </Group>
  );
}

/** An e-mail address as a `mailto:` link; anything else shows as it is. */
export function EmailLink({ value }: { value: string }) {
  const href = mailLink(value);
  if (!href) return <>{value}</>;
  return (
    <Anchor
      href={href}
      aria-label={`Enviar e-mail para ${value.trim()}`}
      style={{ overflowWrap: 'anywhere' }}
      {...keepToLink}
    >
      {value.trim()}
    </Anchor>
  );
}
