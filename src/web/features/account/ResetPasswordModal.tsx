import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { accountCalls } from '../../../shared/contract/account';
import { messages } from '../../../shared/messages';
import { resetCodes, resetPasswordRequest } from '../../../shared/schemas/account';
import { Form } from '../../components/form/Form';
import { PasswordStrength } from '../../components/form/PasswordStrength';
import { useZodForm } from '../../components/form/use-zod-form';
import { PasswordField } from '../../components/PasswordField';
import { api } from '../../lib/api-client';
import { openSuccess } from '../../lib/modals';

const empty = { senhaAtual: '', novaSenha: '', confirmacaoSenha: '' };

/**
 * The profile's 'Redefinir senha' (POST /get-reset-pass): code 1 or 2 keeps the form open with the
 * spec's text; code 3 clears it, closes it and confirms in a modal (the notice went by e-mail).
 */
export function ResetPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useZodForm(resetPasswordRequest, empty);
  const [refusal, setRefusal] = useState<string>();
  const close = () => {
    form.setValues(empty);
    form.setErrors({});
    setRefusal(undefined);
    onClose();
  };
  const submit = form.handleSubmit(async (data) => {
    const reply = await api(accountCalls.resetPassword, { body: data }, { ownMessages: true });
    if (reply.retorno !== resetCodes.changed) {
      setRefusal(reply.msg?.mensagem);
      return;
    }
    close();
    openSuccess(messages.password.changedTitle, `${messages.password.changed}. ${messages.password.changedDetail}`);
  });
  const password = typeof form.values.novaSenha === 'string' ? form.values.novaSenha : '';
  return (
    <Modal opened={opened} onClose={close} title="Redefinir senha" centered>
      <Form onSubmit={(event) => void submit(event)} aria-label="Redefinir senha">
        <Stack>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <PasswordField label="Senha atual" required autoComplete="current-password" {...form.text('senhaAtual')} />
          <PasswordField label="Nova senha" required autoComplete="new-password" {...form.text('novaSenha')} />
          <PasswordStrength password={password} />
          <PasswordField
            label="Confirme a nova senha"
            required
            autoComplete="new-password"
            {...form.text('confirmacaoSenha')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.submitting}>
              Redefinir
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
