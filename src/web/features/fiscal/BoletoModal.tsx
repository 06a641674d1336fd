import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { fiscalCalls } from '../../../shared/contract/fiscal';
import type { GridRow } from '../../../shared/schemas/grid';
import { formatDate } from '../../components/grid/grid-format';
import { urlOf } from '../../lib/api-client';

/** A receivable of the grid: its due date and situation, and the boleto's second copy unless paid. */
export function BoletoModal({ row, onClose }: { row: GridRow; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Duplicata de ${String(row.cfinomcli)}`}>
      <Stack>
        <Text size="sm">
          Vencimento {formatDate(String(row.cfidtvdup))} — situação {String(row.cfistadup)}
        </Text>
        {row.cfistadup === 'Recebido' ? (
          <Text size="sm">Duplicata recebida: não há segunda via.</Text>
        ) : (
          <Anchor
            href={urlOf(fiscalCalls.boleto, { params: { id: Number(row.sr_recno) } })}
            target="_blank"
            rel="noopener"
          >
            Segunda via do boleto (PDF, com Pix)
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
