import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { tintingCalls } from '../../../shared/contract/tinting';
import { MAX_RESTOCK_ML, restockColourantRequest } from '../../../shared/schemas/tinting';
import { api } from '../../lib/api-client';

export type RestockTarget = { id: number; label: string; machine: string };

type Props = { target: RestockTarget; onClose: () => void; onDone: () => Promise<void> };
type Errors = { ml?: string; motivo?: string };

/** The shared schema's first message per field, so the form says what the server would. */
function errorsOf(body: { ml: number | string; motivo: string }): Errors | undefined {
  const parsed = restockColourantRequest.safeParse({ ...body, ml: body.ml === '' ? undefined : Number(body.ml) });
  if (parsed.success) return undefined;
  const first = (field: keyof Errors) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
  return { ml: first('ml'), motivo: first('motivo') };
}

/** 'Repor': the mL that went into the canister and why; the server adds it and logs it for the audit. */
export function RestockModal({ target, onClose, onDone }: Props) {
  const [ml, setMl] = useState<number | string>('');
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const found = errorsOf({ ml, motivo });
    setErrors(found ?? {});
    if (found) return;
    setSaving(true);
    try {
      await api(tintingCalls.restockColourant, { params: { id: target.id }, body: { ml: Number(ml), motivo } });
      await onDone();
    } catch {
      // The server's reason is already on screen (the client's toast); the form stays as typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Repor corante ${target.label}`}>
      <Stack>
        <Text size="sm">Tingidora {target.machine}</Text>
        <NumberInput
          label="Quantidade reposta (mL)"
          required
          min={0}
          max={MAX_RESTOCK_ML}
          decimalScale={3}
          decimalSeparator=","
          thousandSeparator="."
          allowNegative={false}
          value={ml}
          error={errors.ml}
          onChange={setMl}
          data-autofocus
        />
        <Textarea
          label="Motivo"
          required
          autosize
          minRows={2}
          maxLength={300}
          value={motivo}
          error={errors.motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            Repor
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
