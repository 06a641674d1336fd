import { maskPhone } from '../../../shared/br/masks';
import { inputPurpose } from './input-purpose';
import { MaskedInput } from './MaskedInput';
import type { useZodForm } from './use-zod-form';

type Props = {
  text: ReturnType<typeof useZodForm>['text'];
  /** The person types their own phones: the browser may fill them. */
  ownData: boolean;
};

/** 'Telefone' (required) and 'Celular' of a customer, masked as typed; the form's schema checks them. */
export function PhoneInputs({ text, ownData }: Props) {
  return (
    <>
      <MaskedInput
        label="Telefone"
        type="tel"
        placeholder="(00) 0000-0000"
        mask={maskPhone}
        required
        {...inputPurpose('telefone', ownData)}
        {...text('telefone')}
      />
      <MaskedInput
        label="Celular"
        type="tel"
        placeholder="(00) 00000-0000"
        mask={maskPhone}
        {...inputPurpose('celular', ownData)}
        {...text('celular')}
      />
    </>
  );
}
