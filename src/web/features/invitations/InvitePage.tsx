import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { customerEmail } from '../../lib/customer-email';
import { CustomerPicker } from '../../components/CustomerPicker';
import { sendAccessMail } from './send-access-mail';
import { PageTitle } from '../../components/PageTitle';

/** /convite-cliente: choose a customer, confirm the e-mail and send the invitation (POST /send-mail). */
export function Component() {
  const [customer, setCustomer] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const choose = async (codigo: number | null) => {
    setCustomer(codigo);
    setEmailError(null);
    setEmail(await customerEmail(codigo));
  };

  const send = async () => {
    if (!customer || email.trim() === '' || sending) return;
    setSending(true);
    await sendAccessMail(customer, email, 'convite', (message) => {
      setEmail('');
      setEmailError(message);
    });
    setSending(false);
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack>
        <PageTitle>Convidar cliente</PageTitle>
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
