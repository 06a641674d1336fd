import { Button, FileButton, Group, Image, TextInput } from '@mantine/core';
import { useState } from 'react';
import { imageSources } from '../../../shared/domain/images';
import { uploadImage } from '../../features/product-images/upload-permission';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

type Props = { label: string; value: string; onChange: (url: string) => void; error?: string };

/**
 * An image's address (slides, banner, seals): typed, or sent with 'Enviar imagem' through the
 * images' upload (quota check first, folder 'paginas'), which fills in the stored file's address.
 */
export function ImageSettingInput({ label, value, onChange, error }: Props) {
  const [sending, setSending] = useState(false);
  const send = async (file: File | null) => {
    if (!file) return;
    setSending(true);
    try {
      const stored = await uploadImage(file, { pasta: 'paginas' });
      if (stored) onChange(stored);
    } finally {
      setSending(false);
    }
  };
  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      {value && <Image src={imageSources(value).thumb} alt={`Prévia: ${label}`} w={48} h={48} fit="contain" />}
      <TextInput
        label={label}
        error={error}
        type="url"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <FileButton onChange={(file) => void send(file)} accept={ACCEPT}>
        {(props) => (
          <Button {...props} variant="light" loading={sending} aria-label={`Enviar imagem: ${label}`}>
            Enviar imagem
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
