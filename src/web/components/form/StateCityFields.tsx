import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fold, looseName } from '../../../shared/br/fold';
import { stateNames } from '../../../shared/br/ibge';
import { ibgeCalls } from '../../../shared/contract/ibge';
import { stateCodes, stateField } from '../../../shared/schemas/fields';
import { api, queryKeyOf } from '../../lib/api-client';
import { inputPurpose } from './input-purpose';

const stateOptions: ComboboxItem[] = stateCodes.map((uf) => ({ value: uf, label: `${uf} - ${stateNames[uf]}` }));

/** Typing finds with or without accents and in any case: 'sao paulo' finds 'São Paulo'. */
const foldedFilter: OptionsFilter = ({ options, search }) => {
  const wanted = fold(search.trim());
  return options.filter((option) => 'label' in option && fold(option.label).includes(wanted));
};

/** A state's cities from our server's IBGE list (none before a state is chosen); it changes about once a year. */
function useCities(state: string) {
  const uf = stateField.safeParse(state).data;
  const request = uf && { params: { uf } };
  return useQuery({
    queryKey: request ? queryKeyOf(ibgeCalls.municipalities, request) : ['no-state'],
    queryFn: request ? () => api(ibgeCalls.municipalities, request) : skipToken,
    staleTime: Infinity,
  });
}

type Props = {
  state: string;
  city: string;
  errors: { estado?: string; cidade?: string };
  onChange: (field: 'estado' | 'cidade', value: string) => void;
  /** The person types their own address: the browser may fill it. */
  ownData: boolean;
};

/**
 * UF and city as pick lists (IBGE's list, kept on our server), so the CEP lookup is never needed to
 * fill them. A city that came written another way (a CNPJ lookup in capitals, an older record) is
 * swapped for the list's spelling once the list is here; choosing another state clears the city.
 */
export function StateCityFields({ state, city, errors, onChange, ownData }: Props) {
  const cities = useCities(state).data?.municipios;
  const names = useMemo(() => cities?.map((m) => m.nome) ?? [], [cities]);
  useEffect(() => {
    if (!city || names.includes(city)) return;
    const match = names.find((name) => looseName(name) === looseName(city));
    if (match) onChange('cidade', match);
  }, [city, names, onChange]);
  return (
    <>
      <Select
        label="Estado"
        data={stateOptions}
        searchable
        filter={foldedFilter}
        // Choosing the chosen state again keeps it (and its city) instead of clearing both.
        allowDeselect={false}
        required
        value={state || null}
        onChange={(uf) => {
          onChange('estado', uf ?? '');
          onChange('cidade', '');
        }}
        error={errors.estado}
        {...inputPurpose('estado', ownData)}
      />
      <Select
        label="Cidade"
        data={names}
        searchable
        filter={foldedFilter}
        allowDeselect={false}
        required
        disabled={!state}
        placeholder={state ? undefined : 'Escolha o estado'}
        nothingFoundMessage="Nenhuma cidade encontrada"
        value={names.includes(city) ? city : null}
        onChange={(name) => onChange('cidade', name ?? '')}
        error={errors.cidade}
        {...inputPurpose('cidade', ownData)}
      />
    </>
  );
}
