import { Table } from '@mantine/core';

export type RefusedRow = { linha: number; codigo: string; motivo: string };

/** An import preview's refused lines: the line of the file, the code it had and why, in pt-BR. */
export function RefusedRowsTable({ rows }: { rows: readonly RefusedRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Table fz="xs" mt="xs" data-testid="recusados">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Linha</Table.Th>
          <Table.Th>Código</Table.Th>
          <Table.Th>Motivo</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.linha}>
            <Table.Td>{r.linha}</Table.Td>
            <Table.Td>{r.codigo}</Table.Td>
            <Table.Td>{r.motivo}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
