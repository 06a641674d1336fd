import { Anchor, Group, Image } from '@mantine/core';
import { useStoreConfig } from './store-config-api';

type Seal = { nome: string; imagem: string; link: string };

const isSeal = (value: unknown): value is Seal => {
  const row = value as Partial<Seal> | null;
  return typeof row?.nome === 'string' && row.nome.trim() !== '';
};

/** The certificate seals of the 'cer' row in the footer: the image (or the name) linked to the certifier. */
export function CertificateSeals({ color }: { color: string }) {
  const selos = useStoreConfig().data?.configuracoes.cer?.selos;
  const seals = Array.isArray(selos) ? selos.filter(isSeal) : [];
  if (seals.length === 0) return null;
  return (
    <Group gap="sm" mt="xs" aria-label="Certificados" role="list">
      {seals.map((seal) => {
        const face = seal.imagem ? <Image src={seal.imagem} alt={seal.nome} h={40} w="auto" /> : seal.nome;
        return (
          <div role="listitem" key={seal.nome}>
            {seal.link ? (
              <Anchor href={seal.link} target="_blank" rel="noopener" c={color} size="sm">
                {face}
              </Anchor>
            ) : (
              face
            )}
          </div>
        );
      })}
    </Group>
  );
}
