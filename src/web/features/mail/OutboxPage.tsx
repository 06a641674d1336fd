import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoment } from '../../../shared/br/dates';
import { mailCalls } from '../../../shared/contract/mail';
import type { OutboxMail } from '../../../shared/schemas/mail';
import { api, queryKeyOf } from '../../lib/api-client';
import { PageTitle } from '../../components/PageTitle';
import { rowActivation } from '../../components/grid/row-activation';

const situations: Record<string, { label: string; color: string }> = {
  pending: { label: 'Na fila', color: 'blue' },
  sent: { label: 'Enviado', color: 'green' },
  kept: { label: 'Guardado (sem SMTP)', color: 'gray' },
  failed: { label: 'Falhou', color: 'red' },
};

/** /caixa-de-saida (admins): the company's latest mail; without SMTP this is where it can be read. */
export function Component() {
  const { data } = useQuery({
    queryKey: queryKeyOf(mailCalls.outbox),
    queryFn: () => api(mailCalls.outbox, {}),
  });
  const [open, setOpen] = useState<OutboxMail | null>(null);
  return (
    <Stack>
      <PageTitle>Caixa de saída</PageTitle>
      {data?.emails.length === 0 && <Text c="dimmed">Nenhum e-mail ainda.</Text>}
      <Table highlightOnHover data-testid="caixa-de-saida">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Para</Table.Th>
            <Table.Th>Assunto</Table.Th>
            <Table.Th>Situação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.emails.map((mail) => (
            <Table.Tr key={mail.codigo} {...rowActivation(() => setOpen(mail))}>
              <Table.Td>{formatMoment(mail.criadoEm)}</Table.Td>
              <Table.Td>{mail.para.join(', ')}</Table.Td>
              <Table.Td>{mail.assunto}</Table.Td>
              <Table.Td>
                <Badge color={situations[mail.situacao]?.color ?? 'gray'} variant="light" tt="none">
                  {situations[mail.situacao]?.label ?? mail.situacao}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.assunto} size="lg">
        {/* The mail's own HTML, isolated: no scripts, no access to this page. */}
        {open && (
          <iframe
            title="Conteúdo do e-mail"
            sandbox=""
            srcDoc={open.html}
            style={{ width: '100%', height: 360, border: 0 }}
          />
        )}
      </Modal>
    </Stack>
  );
}
