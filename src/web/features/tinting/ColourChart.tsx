import { SimpleGrid, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { colourFamilies } from '../../../shared/domain/tinting';
import type { ChartColour } from '../../../shared/schemas/tinting';

type Props = { colours: ChartColour[]; selected: string | undefined; onPick: (colour: ChartColour) => void };

const familyOrder = (family: string) => {
  const index = colourFamilies.indexOf(family as (typeof colourFamilies)[number]);
  return index < 0 ? colourFamilies.length : index;
};

/** The colour chart: swatches of at least 48 px, grouped by family in the chart's order. */
export function ColourChart({ colours, selected, onPick }: Props) {
  const families = [...new Set(colours.map((c) => c.familia || 'Outras'))].sort(
    (a, b) => familyOrder(a) - familyOrder(b),
  );
  if (colours.length === 0) return <Text c="dimmed">Nenhuma cor encontrada.</Text>;
  return (
    <Stack gap="lg">
      {families.map((family) => (
        <section key={family} aria-label={family}>
          <Title order={2} size="h4" mb="xs">
            {family}
          </Title>
          <SimpleGrid cols={{ base: 4, xs: 6, sm: 8, md: 10, lg: 12 }} spacing="xs">
            {colours
              .filter((c) => (c.familia || 'Outras') === family)
              .map((c) => (
                <Tooltip key={c.cficodcor} label={`${c.cfidescor} (${c.cficodcor})`} withArrow openDelay={300}>
                  <UnstyledButton
                    style={swatchStyle(c, selected === c.cficodcor)}
                    aria-label={`${c.cfidescor} (${c.cficodcor})${c.ativo === 'I' ? ', inativa' : ''}`}
                    aria-pressed={selected === c.cficodcor}
                    onClick={() => onPick(c)}
                  />
                </Tooltip>
              ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

/** ≥ 48 px squares; the chosen one outlined, an inactive one hatched. */
function swatchStyle(c: ChartColour, chosen: boolean) {
  return {
    display: 'block',
    width: '100%',
    minWidth: 48,
    minHeight: 48,
    aspectRatio: '1',
    borderRadius: 'var(--mantine-radius-sm)',
    border: '1px solid rgb(0 0 0 / 15%)',
    backgroundColor: `#${c.cfirgbcrr}`,
    backgroundImage:
      c.ativo === 'I'
        ? 'repeating-linear-gradient(45deg, transparent 0 6px, rgb(255 255 255 / 55%) 6px 9px)'
        : undefined,
    outline: chosen ? '3px solid var(--mantine-color-blue-8)' : undefined,
    outlineOffset: 2,
  };
}
