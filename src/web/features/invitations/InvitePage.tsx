import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { inviteMessages } from '../../../shared/schemas/customer';
import { call } from '../../lib/api-client';
import { openError, openSuccess } from '../../lib/modals';
import { showToast } from '../../lib/toasts';
import { CustomerPicker } from './CustomerPicker';

type SendMailReply = { erro?: string; retorno?: boolean; tipo?: string } | 'false';

const notUnderstood = 'Não foi possível entender a resposta do servidor. Tente novamente.';

/** /convite-cliente: choose a customer, confirm the e-mail and send the invitation (POST /send-mail). */
export function Component() {
  const [customer, setCustomer] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const choose = async (codigo: number | null) => {
    setCustomer(codigo);
    setEmailError(null);
    setEmail(
      codigo ? (await call<{ email: string }>('/get-email-cliente', { body: { cod: codigo }, quiet: true })).email : '',
    );
  };

  const send = async () => {
    if (!customer || email.trim() === '' || sending) return;
    setSending(true);
    try {
      const reply = await call<SendMailReply>('/send-mail', {
        body: { cliente: customer, email, location: window.location.href, type: 'convite' },
      });
      if (reply === 'false' || (!reply.erro && !reply.retorno)) openError('Ops...', notUnderstood);
      else if (reply.erro && /limite|convites/i.test(reply.erro)) showToast({ kind: 'warning', message: reply.erro });
      else if (reply.erro) {
        setEmail('');
        setEmailError(reply.erro);
        openError('E-mail já cadastrado', reply.erro);
      } else openSuccess('Pronto!', `${inviteMessages.sent} (${reply.tipo ?? 'Convite'} para ${email})`);
    } catch {
      openError('Ops...', notUnderstood);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack>
        <Title order={2}>Convidar cliente</Title>
        <Text c="dimmed" size="sm">
          O cliente recebe um e-mail com um link para criar a senha e comprar na loja virtual.
        </Text>
        <CustomerPicker value={customer} onChange={(codigo) => void choose(codigo)} />
        <TextInput
          label="E-mail"
          type="email"
          value={email}
          error={emailError}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailError(null);
          }}
        />
        <Button onClick={() => void send()} loading={sending} disabled={!customer || email.trim() === ''}>
          Enviar convite
        </Button>
      </Stack>
    </Paper>
  );
}
