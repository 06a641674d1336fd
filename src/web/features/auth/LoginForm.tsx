import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import type { Contract, SessionUser } from '../../../shared/schemas/auth';
import { PasswordField } from '../../components/PasswordField';
import { showToast } from '../../lib/toasts';
import { ContractStep } from './ContractStep';
import { acceptContract, login, type LoginFields } from './session-api';

type Props = {
  /** Called after a successful login; `afterContract` when the user has just accepted the terms. */
  onLoggedIn: (user: SessionUser | undefined, afterContract: boolean) => void;
  initialEmail?: string;
};

/** E-mail and password; the contract step when the server asks for it. */
export function LoginForm({ onLoggedIn, initialEmail = '' }: Props) {
  const [fields, setFields] = useState<LoginFields>({ email: initialEmail, senha: '' });
  const [contract, setContract] = useState<Contract | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!fields.email.trim() || !fields.senha) {
      showToast({ kind: 'warning', title: messages.loginAlertTitle, message: messages.login.allFieldsRequired });
      return;
    }
    setBusy(true);
    try {
      const reply = await login(fields);
      if (reply.contrato) setContract(reply.contrato);
      else if (reply.retorno) onLoggedIn(reply.usuario, false);
    } catch {
      // The API client has already shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const accept = async () => {
    setBusy(true);
    try {
      await acceptContract(fields);
      const reply = await login(fields);
      if (reply.retorno) onLoggedIn(reply.usuario, true);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  if (contract) {
    return (
      <ContractStep contract={contract} busy={busy} onAccept={() => void accept()} onCancel={() => setContract(null)} />
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          value={fields.email}
          onChange={(event) => setFields({ ...fields, email: event.currentTarget.value })}
        />
        <PasswordField
          label="Senha"
          name="senha"
          autoComplete="current-password"
          value={fields.senha}
          onChange={(event) => setFields({ ...fields, senha: event.currentTarget.value })}
        />
        <Button type="submit" loading={busy} fullWidth>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
