import { Anchor, Image } from '@mantine/core';
import { Link } from 'react-router';
import { settingText, useStoreConfig } from './store-config-api';

/** The 'ban' row: one wide picture on the home page, a link when the admin gave one. */
export function StoreBanner() {
  const config = useStoreConfig().data;
  const image = settingText(config, 'ban', 'imagem');
  if (!image) return null;
  const picture = (
    <Image src={image} alt={settingText(config, 'ban', 'texto')} radius="md" mah={320} fit="cover" loading="lazy" />
  );
  const link = settingText(config, 'ban', 'link');
  if (!link) return picture;
  return link.startsWith('/') ? (
    <Anchor component={Link} to={link} display="block">
      {picture}
    </Anchor>
  ) : (
    <Anchor href={link} target="_blank" rel="noopener" display="block">
      {picture}
    </Anchor>
  );
}
