import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { accountCalls } from '../../../shared/contract/account';
import { changePasswordRequest } from '../../../shared/schemas/account';
import type { ReplyMessage } from '../../../shared/schemas/envelope';
import { Form } from '../../components/form/Form';
import { PasswordStrength } from '../../components/form/PasswordStrength';
import { useZodForm } from '../../components/form/use-zod-form';
import { PasswordField } from '../../components/PasswordField';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';

const empty = { senhaAntiga: '', senha: '' };
const alertColor = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' } as const;

/** Change password (POST /senha/alterar): the current password and the new one, with the strength meter. */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordRequest, empty);
  const [refusal, setRefusal] = useState<ReplyMessage>();
  const submit = form.handleSubmit(async (data) => {
    setRefusal(undefined);
    const reply = await api(accountCalls.changePassword, { body: data });
    if (reply.erro) {
      // The spec's 'erro with tipo and mensagem': a toast of that type, and the text kept by the form.
      showToast({ kind: reply.erro.tipo, message: reply.erro.mensagem });
      setRefusal(reply.erro);
      return;
    }
    form.setValues(empty);
  });
  const password = typeof form.values.senha === 'string' ? form.values.senha : '';
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Alterar senha">
      <Stack maw={420}>
        {refusal && (
          <Alert color={alertColor[refusal.tipo]} role="alert">
            {refusal.mensagem}
          </Alert>
        )}
        <PasswordField label="Senha atual" required autoComplete="current-password" {...form.text('senhaAntiga')} />
        <PasswordField label="Nova senha" required autoComplete="new-password" {...form.text('senha')} />
        <PasswordStrength password={password} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Alterar senha
        </Button>
      </Stack>
    </Form>
  );
}
