import { Button, FileButton, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { imageCalls } from '../../../shared/contract/images';
import {
  IMAGE_SLOTS,
  imageSources,
  isValidImageUrl,
  SEARCH_TERM_MAX,
  searchTermOf,
} from '../../../shared/domain/images';
import { imageMessages } from '../../../shared/schemas/images';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { uploadImage } from './upload-permission';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
const slotsOf = (images: readonly string[]) => Array.from({ length: IMAGE_SLOTS }, (_, i) => images[i] ?? '');

/**
 * A product's four image slots (spec section 2): each takes a file (dropped or chosen) or a URL;
 * 'Buscar imagens' reuses one of the company's images. 'Salvar imagens' writes the four slots.
 */
type PanelProps = { codigo: number; imagens?: readonly string[]; onSaved?: () => void };

export function ProductImagesPanel({ codigo, imagens = [], onSaved }: PanelProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [slots, setSlots] = useState(() => slotsOf(imagens));
  const [searchSlot, setSearchSlot] = useState<number | null>(null);
  const setSlot = (index: number, url: string) => setSlots((current) => current.map((u, i) => (i === index ? url : u)));

  const save = async () => {
    try {
      const reply = await api(imageCalls.saveProductImages, { body: { codigo, imagens: slots } }, { ownErrors: true });
      setSlots(slotsOf(reply.imagens));
      showToast({ kind: 'success', message: imageMessages.saved });
      onSaved?.();
    } catch {
      showToast({ kind: 'error', message: imageMessages.failed });
    }
  };

  return (
    <>
      <Button variant="light" onClick={open}>
        Imagens do produto
      </Button>
      <Modal opened={opened} onClose={close} title="Imagens do produto" size="xl">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {slots.map((url, index) => (
              <ImageSlot
                key={index}
                index={index}
                url={url}
                onChange={(next) => setSlot(index, next)}
                onSearch={() => setSearchSlot(index)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={() => void save()}>Salvar imagens</Button>
          </Group>
        </Stack>
      </Modal>
      <LibraryModal
        opened={searchSlot !== null}
        onClose={() => setSearchSlot(null)}
        onPick={(url) => {
          if (searchSlot !== null) setSlot(searchSlot, url);
          setSearchSlot(null);
        }}
      />
    </>
  );
}

type SlotProps = { index: number; url: string; onChange: (url: string) => void; onSearch: () => void };

function ImageSlot({ index, url, onChange, onSearch }: SlotProps) {
  const [typed, setTyped] = useState('');
  const label = `Imagem ${index + 1}`;
  const send = async (file: File | null | undefined) => {
    if (!file) return;
    const stored = await uploadImage(file, { pasta: 'produtos' });
    if (stored) onChange(stored);
  };
  // The spec's URL rule: a bad or short URL warns and the field is cleared.
  const takeUrl = () => {
    const text = typed.trim();
    if (text === '') return;
    if (!isValidImageUrl(text)) {
      showToast({ kind: 'warning', message: imageMessages.invalidUrl });
      setTyped('');
      return;
    }
    onChange(text);
    setTyped('');
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={label}
      role="group"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        void send(event.dataTransfer.files[0]);
      }}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {url ? (
          <Image src={imageSources(url).src} alt={label} h={120} fit="contain" />
        ) : (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            Arraste uma imagem para cá
          </Text>
        )}
        <TextInput
          label={`URL da ${label.toLowerCase()}`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onBlur={takeUrl}
          onKeyDown={(event) => event.key === 'Enter' && takeUrl()}
        />
        <Group gap="xs">
          <FileButton onChange={(file) => void send(file)} accept={ACCEPT}>
            {(props) => (
              <Button {...props} size="xs" variant="light">
                Escolher arquivo
              </Button>
            )}
          </FileButton>
          <Button size="xs" variant="light" onClick={onSearch}>
            Buscar imagens
          </Button>
          {url && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange('')}>
              Remover
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

type LibraryProps = { opened: boolean; onClose: () => void; onPick: (url: string) => void };

/** The company's own images, searched by name (the term is cut at 20 characters). */
function LibraryModal({ opened, onClose, onPick }: LibraryProps) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Array<{ url: string; nome: string }>>([]);
  const search = async () => {
    const reply = await api(imageCalls.library, { query: { termo: searchTermOf(term) } });
    setFound(reply.imagens);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Buscar imagens" size="lg">
      <Stack>
        <Group align="flex-end">
          <TextInput
            label="Nome da imagem"
            maxLength={SEARCH_TERM_MAX}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button onClick={() => void search()}>Buscar</Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {found.map((image) => (
            <Button key={image.url} variant="default" h={110} p={4} onClick={() => onPick(image.url)}>
              <Image src={imageSources(image.url).thumb} alt={image.nome} h={80} w={80} fit="contain" />
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
