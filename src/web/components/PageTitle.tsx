import { Title, type TitleProps } from '@mantine/core';

/**
 * The page's title: its one h1 (WCAG: each page names itself with a single top heading). It keeps
 * the size of the h2 the pages showed, so the look stays while the outline becomes right.
 */
export function PageTitle(props: Omit<TitleProps, 'order'>) {
  return <Title order={1} size="h2" {...props} />;
}
