import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { imageCalls } from '../../../shared/contract/images';
import { DEFAULT_LOGO, LOGO_HEIGHT, LOGO_LABEL, LOGO_WIDTH } from '../../../shared/domain/images';
import { api, queryKeyOf } from '../../lib/api-client';
import { uploadImage } from './upload-permission';

const logoKey = queryKeyOf(imageCalls.logo, { body: {} });

/** The company logo's URL (`/get-logo`): the default one while it loads or when the call fails. */
function useLogoUrl(): string {
  const logo = useQuery({
    queryKey: logoKey,
    queryFn: () => api(imageCalls.logo, { body: {} }, { quiet: true }),
    staleTime: 5 * 60_000,
  });
  return logo.data?.url ?? DEFAULT_LOGO;
}

/**
 * The logo 35 px high (spec section 9) in a box of fixed width, a narrower logo centred in it; an
 * image that fails to load gives way to the default one.
 */
export function CompanyLogo({ name }: { name: string }) {
  const url = useLogoUrl();
  const [failed, setFailed] = useState<string>();
  const src = failed === url ? DEFAULT_LOGO : url;
  return (
    <img
      src={src}
      alt={`Logo ${name}`}
      height={LOGO_HEIGHT}
      width={LOGO_WIDTH}
      style={{
        height: LOGO_HEIGHT,
        width: LOGO_WIDTH,
        maxWidth: '100%',
        minWidth: 0,
        display: 'block',
        objectFit: 'contain',
      }}
      onError={() => setFailed(url)}
    />
  );
}

/** /empresa: the current logo and an upload button (the images upload, name 'logo', folder 'paginas'). */
export function CompanyLogoUpload({ name }: { name: string }) {
  const client = useQueryClient();
  const send = async (file: File | null) => {
    if (!file) return;
    const url = await uploadImage(file, { pasta: 'paginas', nome: LOGO_LABEL });
    if (url) await client.invalidateQueries({ queryKey: logoKey });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Logo da empresa
        </Title>
        <Text size="sm" c="dimmed">
          Aparece no cabeçalho da loja, do painel e nos documentos dos pedidos.
        </Text>
        <Group>
          <CompanyLogo name={name} />
          <FileButton
            onChange={(file) => void send(file)}
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          >
            {(props) => (
              <Button {...props} variant="default">
                Enviar logo
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
