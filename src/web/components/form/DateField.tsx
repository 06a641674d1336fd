import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { formatDay, parseDay } from '../../../shared/br/dates';

/** The calendar's arrows and level buttons, named in Portuguese for screen readers. */
const ariaLabels = {
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
  nextMonth: 'Próximo mês',
  previousMonth: 'Mês anterior',
  nextYear: 'Próximo ano',
  previousYear: 'Ano anterior',
  nextDecade: 'Próxima década',
  previousDecade: 'Década anterior',
};

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat'> & {
  /** The day as the form keeps it: 'DD/MM/AAAA' (or '' for none). */
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

/**
 * A day typed as DD/MM/AAAA (or just its eight digits) or picked on a pt-BR calendar. The form
 * keeps 'DD/MM/AAAA'; what cannot be a day stays as typed, so the form's own check says so.
 */
export function DateField({ value, onChange, ...props }: Props) {
  const emit = (text: string) => onChange({ currentTarget: { value: text } });
  return (
    <DatesProvider settings={{ locale: 'pt-br' }}>
      <DateInput
        placeholder="DD/MM/AAAA"
        inputMode="numeric"
        clearable
        fixOnBlur={false}
        ariaLabels={ariaLabels}
        clearButtonProps={{ 'aria-label': 'Limpar data' }}
        {...props}
        value={parseDay(value) ?? null}
        valueFormat="DD/MM/YYYY"
        dateParser={(text) => parseDay(text) ?? null}
        onChange={(iso) => emit(iso ? formatDay(iso) : '')}
        onInput={(event) => {
          // A day not (yet) valid is kept as typed: the calendar has no value for it, the form does.
          const text = event.currentTarget.value;
          if (!parseDay(text)) emit(text);
        }}
      />
    </DatesProvider>
  );
}
