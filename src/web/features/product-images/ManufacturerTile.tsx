import { Anchor, Card, FileButton, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { uploadImage } from './upload-permission';

type Maker = { codigo: number; nome: string; imagem: string | null };

/**
 * A tile of the home page's manufacturers slide: its logo (or name), and for operators an upload
 * button (1 MB at most, `fabricante-{codigo}` in `fabricantes`) that shows the new logo at once.
 */
export function ManufacturerTile({ maker, canEdit }: { maker: Maker; canEdit: boolean }) {
  const [image, setImage] = useState(maker.imagem);
  const send = async (file: File | null) => {
    if (!file) return;
    const url = await uploadImage(file, { pasta: 'fabricantes', nome: `fabricante-${maker.codigo}` });
    if (url) setImage(url);
  };
  return (
    <Card withBorder padding="xs" radius="md" h={canEdit ? 104 : 72}>
      <Stack gap={4} align="center" justify="center" h="100%">
        <Anchor component={Link} to={`/produtos?fabricante=${maker.codigo}`} fw={600} size="sm" ta="center">
          {image ? <Image src={image} alt={maker.nome} h={40} w="auto" fit="contain" loading="lazy" /> : maker.nome}
        </Anchor>
        {canEdit && (
          <FileButton
            onChange={(file) => void send(file)}
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          >
            {(props) => (
              <UnstyledButton {...props} fz="xs" c="blue" aria-label={`Enviar logo de ${maker.nome}`}>
                Enviar logo
              </UnstyledButton>
            )}
          </FileButton>
        )}
      </Stack>
    </Card>
  );
}
