import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import type { MenuLink } from './store-menus';

/**
 * A link the admin configured: a path of the store ('/…') stays in the app, an https address
 * opens in a new tab (the configuration accepts only these two, store-settings.ts).
 */
/** WCAG 2.2 target size: small footer and header links still get 24 px to tap. */
const tappable = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

export function ConfiguredLink({ link, ...props }: { link: MenuLink } & AnchorProps) {
  if (link.to.startsWith('/'))
    return (
      <Anchor component={Link} to={link.to} style={tappable} {...props}>
        {link.label}
      </Anchor>
    );
  return (
    <Anchor href={link.to} target="_blank" rel="noopener" style={tappable} {...props}>
      {link.label}
    </Anchor>
  );
}

/** A row of configured links (alt, atl, pag), or nothing when there are none. */
export function ConfiguredLinks({ links, label, ...props }: { links: MenuLink[]; label: string } & AnchorProps) {
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label={label} gap="sm">
      {links.map((link) => (
        <ConfiguredLink key={`${link.to} ${link.label}`} link={link} {...props} />
      ))}
    </Group>
  );
}
