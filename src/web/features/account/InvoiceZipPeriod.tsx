import { Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { CUSTOM_PERIOD, periodOptions, periodRange, type DateRange } from '../../../shared/domain/periods';
import { DateRangeInputs } from '../../components/filters/DateRangeInputs';
import { InvoiceZipButton } from '../fiscal/InvoiceZipButton';
import { companyToday } from '../../../shared/br/dates';

/** The periods an accountant asks for; the previous month first, as it is the usual one. */
const PREVIOUS_MONTH = 3;
const choices = [PREVIOUS_MONTH, 2, 4, 7, CUSTOM_PERIOD].map((index) => ({
  value: String(index),
  label: periodOptions[index] ?? '',
}));

/** 'Notas fiscais' → the ZIP for the accountant: the period, then the download. */
export function InvoiceZipPeriod() {
  const [option, setOption] = useState(PREVIOUS_MONTH);
  const [custom, setCustom] = useState<DateRange>({ inicial: '', final: '' });
  const period = option === CUSTOM_PERIOD ? custom : periodRange(option, companyToday());
  const ready = period && period.inicial && period.final ? period : undefined;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" mb="xs">
        Para o seu contador: todas as notas do período (XML e DANFE) em um único arquivo ZIP.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Período das notas"
          data={choices}
          value={String(option)}
          onChange={(value) => setOption(Number(value))}
          allowDeselect={false}
          w={200}
        />
        {option === CUSTOM_PERIOD && <DateRangeInputs value={custom} onChange={setCustom} />}
        <InvoiceZipButton period={ready} />
      </Group>
    </Paper>
  );
}
