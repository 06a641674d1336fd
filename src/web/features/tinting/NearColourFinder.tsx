import { Button, ColorSwatch, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { normaliseHex } from '../../../shared/domain/hex-colour';
import { tintingMessages } from '../../../shared/schemas/tinting';
import { PhotoColourPicker } from './PhotoColourPicker';
import { useNearColours } from './tinting-api';

type Props = { product: number; line: number | undefined; onPick: (code: string) => void };

/**
 * 'Encontrar cor parecida': a hex code, the browser's colour input or a point of a photo → the
 * nearest colours by ΔE2000.
 */
export function NearColourFinder({ product, line, onPick }: Props) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string>();
  const [error, setError] = useState<string>();
  const near = useNearColours(product, asked, line);
  const find = (value: string) => {
    const hex = normaliseHex(value);
    setError(hex ? undefined : tintingMessages.rgb);
    if (hex) setAsked(hex);
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Encontrar cor parecida
      </Title>
      <Group align="end" gap="xs">
        <TextInput
          label="Código da cor (hexadecimal)"
          placeholder="1F4E79"
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && find(text)}
          maw={220}
        />
        <input
          type="color"
          aria-label="Escolher a cor"
          value={`#${normaliseHex(text) ?? 'FFFFFF'}`.toLowerCase()}
          onChange={(e) => {
            setText(e.currentTarget.value.slice(1).toUpperCase());
            find(e.currentTarget.value);
          }}
          style={{ width: 48, height: 36, padding: 0, border: 'none', background: 'none' }}
        />
        <Button variant="light" onClick={() => find(text)}>
          Encontrar
        </Button>
      </Group>
      <PhotoColourPicker
        onSample={(hex) => {
          setText(hex);
          find(hex);
        }}
      />
      {near.data && (
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cores parecidas">
          {near.data.map((c) => (
            <li key={c.cficodcor}>
              <UnstyledButton onClick={() => onPick(c.cficodcor)} w="100%">
                <Group gap="sm" wrap="nowrap">
                  <ColorSwatch color={`#${c.cfirgbcrr}`} size={32} radius="sm" />
                  <Text size="sm" style={{ flex: 1 }}>
                    {c.cfidescor} ({c.cficodcor})
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="delta-e">
                    ΔE {c.deltaE.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
