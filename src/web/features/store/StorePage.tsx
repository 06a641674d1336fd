import { Alert, Container, Loader, Stack, Typography } from '@mantine/core';
import { useParams } from 'react-router';
import { storePages, type StorePageKey } from '../../../shared/schemas/store-config';
import { settingText, useStoreConfig } from './store-config-api';
import { PageTitle } from '../../components/PageTitle';

/** /pagina/{chave}: a page of the store's configuration (its HTML arrives sanitised from the server). */
export function Component() {
  const key = useParams().chave as StorePageKey;
  const config = useStoreConfig();
  const html = settingText(config.data, key, 'html');
  if (config.isPending) return <Loader m="xl" />;
  if (!Object.hasOwn(storePages, key) || !html) return <Alert m="xl" color="yellow" title="Página não encontrada" />;
  return (
    <Container size="md" py="lg">
      <Stack>
        <PageTitle>{storePages[key]}</PageTitle>
        <Typography dangerouslySetInnerHTML={{ __html: html }} />
      </Stack>
    </Container>
  );
}
