import { Button } from '@mantine/core';
import { useState } from 'react';
import { fiscalCalls } from '../../../shared/contract/fiscal';
import type { DateRange } from '../../../shared/domain/periods';
import { downloadFile } from '../../lib/download';

type Props = { period: DateRange | undefined; customerId?: number | null };

const FAILURE = 'Não foi possível gerar o ZIP das notas. Tente novamente.';

/**
 * Downloads one ZIP with the XML and DANFE of every note of the period (what the accountant asks
 * for each month). The server checks the period and answers an empty one with a message.
 */
export function InvoiceZipButton({ period, customerId }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!period) return;
    setBusy(true);
    const query = { de: period.inicial, ate: period.final, ...(customerId ? { cliente: customerId } : {}) };
    await downloadFile(fiscalCalls.zip, { query }, FAILURE);
    setBusy(false);
  };
  return (
    <Button variant="light" onClick={() => void download()} loading={busy} disabled={!period}>
      Baixar ZIP (XML + DANFE)
    </Button>
  );
}
