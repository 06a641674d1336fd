import { Group, TextInput } from '@mantine/core';
import type { DateRange } from '../../../shared/domain/periods';

/** 'De' and 'Até' of a 'Personalizado' period, as the browser's date inputs ('YYYY-MM-DD'). */
export function DateRangeInputs({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return (
    <Group grow>
      <TextInput
        type="date"
        label="De"
        value={value.inicial}
        onChange={(e) => onChange({ ...value, inicial: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="Até"
        value={value.final}
        onChange={(e) => onChange({ ...value, final: e.currentTarget.value })}
      />
    </Group>
  );
}
