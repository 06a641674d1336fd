import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authCalls } from '../../../shared/contract/auth';
import { customerCalls } from '../../../shared/contract/customers';
import type { CustomerDetails } from '../../../shared/schemas/customer';
import { api, ApiError } from '../../lib/api-client';
import { openMainModal } from '../../lib/modals';
import { useSession } from '../auth/session-api';
import { customerDetailsKeyOf } from './customer-api';

/**
 * What only some operators may do to a customer's access: managers and admins change the e-mail
 * (the login; recorded, and the old address is told); admins lift login locks.
 */
export function CustomerAccessActions({ details }: { details: CustomerDetails }) {
  const role = useSession().data?.usuario?.perfil;
  const [changing, setChanging] = useState(false);
  if (role !== 'manager' && role !== 'admin') return null;
  return (
    <>
      <Button variant="subtle" onClick={() => setChanging(true)}>
        Alterar e-mail
      </Button>
      {role === 'admin' && details.email && (
        <Button variant="subtle" onClick={() => confirmUnlock(details.email ?? '')}>
          Desbloquear acesso
        </Button>
      )}
      {changing && <EmailChangeModal details={details} onClose={() => setChanging(false)} />}
    </>
  );
}

function confirmUnlock(email: string) {
  openMainModal({
    title: 'Confirmação',
    content: `Desbloquear o acesso de ${email}, de qualquer endereço?`,
    size: 'sm',
    onYes: () => void api(authCalls.unlock, { body: { email } }).catch(() => undefined),
  });
}

function EmailChangeModal({ details, onClose }: { details: CustomerDetails; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const save = async () => {
    try {
      await api(
        customerCalls.changeEmail,
        { params: { codigo: details.codigo }, body: { email } },
        { ownErrors: true },
      );
      await queryClient.invalidateQueries({ queryKey: customerDetailsKeyOf(details.codigo) });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.body?.exception ?? failure.message);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Alterar e-mail do cliente" size="md">
      <Stack>
        <TextInput label="E-mail atual" value={details.email ?? ''} readOnly />
        <TextInput
          label="Novo e-mail"
          type="email"
          required
          value={email}
          error={error}
          description="O cliente passa a entrar com este e-mail; o endereço atual recebe um aviso."
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} disabled={email.trim() === ''}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
