import { Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../shared/br/format-money';
import { reaisToCents } from '../../../shared/domain/money';
import { QUANTITY_MAX_LENGTH } from '../../../shared/domain/quantity';
import { foldText } from '../../../shared/domain/tinting';
import type { ProductHit } from '../../../shared/schemas/cart';
import type { TintSearchReply } from '../../../shared/schemas/tinting';
import { useCanFormula, useTintSearch } from './tinting-api';

type Props = { product: ProductHit; onClose: () => void; onAdd: (quantity: number, colourCode: string) => void };
type Step = 'maquina' | 'linha' | 'tipo' | 'unidade';
const steps: Step[] = ['maquina', 'linha', 'tipo', 'unidade'];

/** The options of each step, as the search sends them. */
const optionsOf = (reply: TintSearchReply | undefined, step: Step) => {
  if (!reply) return [];
  if (step === 'maquina')
    return reply.maquinas.map((m) => ({ value: `${m.id}`, label: `${m.cficodmaq} · ${m.cfifdemaq}` }));
  if (step === 'linha') return reply.linhas.map((l) => ({ value: `${l.id}`, label: l.cfideslin }));
  if (step === 'tipo') return reply.tipos.map((t) => ({ value: `${t.id}`, label: t.cfidestip }));
  return reply.unidades.map((u) => ({ value: `${u.id}`, label: u.cfiunicor }));
};
const labels: Record<Step, string> = { maquina: 'Tingidora', linha: 'Linha', tipo: 'Tipo', unidade: 'Unidade' };

/**
 * 'Tingir' in the seller's terminal (docs/tinting.md): machine → line → type → unit → colour, each
 * list from the server under the choices before it (a list of one is taken as chosen); then the
 * formula for this base's can and its price. The cart line is priced again on the server.
 */
export function TintModal({ product, onClose, onAdd }: Props) {
  const [chosen, setChosen] = useState<Partial<Record<Step, number>>>({});
  const [colour, setColour] = useState<string>();
  const [term, setTerm] = useState('');
  const [quantity, setQuantity] = useState('1');
  const search = useTintSearch(chosen);
  // A step with a single option counts as chosen, so the next list loads without a click.
  const effective = { ...chosen };
  for (const step of steps) {
    const only = optionsOf(search.data, step);
    if (effective[step] === undefined && only.length === 1 && only[0]) effective[step] = Number(only[0].value);
    if (effective[step] === undefined) break;
  }
  if (steps.some((s) => effective[s] !== chosen[s])) setChosen(effective);
  const choose = (step: Step, value: string | null) => {
    const kept = steps.slice(0, steps.indexOf(step));
    setChosen({ ...Object.fromEntries(kept.map((s) => [s, chosen[s]])), ...(value ? { [step]: Number(value) } : {}) });
    setColour(undefined);
  };
  const folded = foldText(term.trim());
  const colours = (search.data?.cores ?? []).filter(
    (c) => !folded || foldText(c.cfidescor).includes(folded) || foldText(c.cficodcor).includes(folded),
  );
  const cans = Number(quantity) || 0;
  return (
    <Modal opened onClose={onClose} title={`Tingir ${product.nome}`} size="lg">
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {steps.map((step, index) => (
            <Select
              key={step}
              label={labels[step]}
              data={optionsOf(search.data, step)}
              value={chosen[step] === undefined ? null : `${chosen[step]}`}
              onChange={(value) => choose(step, value)}
              disabled={index > 0 && chosen[steps[index - 1] as Step] === undefined}
            />
          ))}
        </SimpleGrid>
        {chosen.unidade !== undefined && (
          <>
            <TextInput
              label="Buscar cor"
              placeholder="Nome ou código"
              value={term}
              onChange={(e) => setTerm(e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="cores">
              {colours.map((c) => (
                <UnstyledButton
                  key={c.cficodcor}
                  aria-pressed={colour === c.cficodcor}
                  onClick={() => setColour(c.cficodcor)}
                  style={{
                    padding: 4,
                    borderRadius: 'var(--mantine-radius-sm)',
                    outline:
                      colour === c.cficodcor
                        ? '3px solid var(--mantine-color-blue-8)'
                        : '1px solid var(--mantine-color-gray-4)',
                  }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <span
                      aria-hidden
                      style={{
                        width: 32,
                        height: 32,
                        flex: 'none',
                        borderRadius: 4,
                        background: `#${c.cfirgbcrr}`,
                        border: '1px solid rgb(0 0 0 / 15%)',
                      }}
                    />
                    <Text size="sm" lh={1.2}>
                      {c.cfidescor}
                      <br />
                      <Text span size="xs" c="dimmed">
                        {c.cficodcor}
                      </Text>
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            {colours.length === 0 && <Text c="dimmed">Nenhuma cor encontrada.</Text>}
          </>
        )}
        {colour && <Formula product={product} colour={colour} />}
        <Group justify="flex-end" align="end">
          <TextInput
            label="Latas"
            value={quantity}
            maxLength={QUANTITY_MAX_LENGTH}
            inputMode="numeric"
            w={80}
            onChange={(e) => setQuantity(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button disabled={!colour || cans < 1} onClick={() => colour && onAdd(cans, colour)}>
            Adicionar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The chosen colour's formula for this can and the can's price: the base's plus the colourants'. */
function Formula({ product, colour }: { product: ProductHit; colour: string }) {
  const formula = useCanFormula(product.codigo, colour);
  if (!formula.data) return null;
  const { cor, corantes, precoCorantes } = formula.data;
  return (
    <Stack gap="xs" data-testid="formula">
      <Text fw={700}>
        Fórmula de {cor.cfidescor} ({cor.cficodcor})
      </Text>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Corante</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th ta="right">mL por lata</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {corantes.map((d) => (
            <Table.Tr key={d.codigo}>
              <Table.Td>{d.codigo}</Table.Td>
              <Table.Td>{d.nome}</Table.Td>
              <Table.Td ta="right">{d.ml.toLocaleString('pt-BR', { minimumFractionDigits: 3 })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text data-testid="preco-tingido">
        Preço da lata tingida: <b>{formatMoney(reaisToCents(product.preco) + reaisToCents(precoCorantes))}</b>
      </Text>
    </Stack>
  );
}
