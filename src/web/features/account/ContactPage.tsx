import { Button, Container, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { accountCalls } from '../../../shared/contract/account';
import { contactRequest } from '../../../shared/schemas/account';
import { Form } from '../../components/form/Form';
import { maskPhone } from '../../../shared/br/masks';
import { MaskedInput } from '../../components/form/MaskedInput';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { PageTitle } from '../../components/PageTitle';

const empty = { nome: '', assunto: '', de: '', telefone: '', conteudo: '' };

/** /contato: the contact form (spec section 5), mailed to the store's contact address. */
export function Component() {
  const form = useZodForm(contactRequest, empty);
  const submit = form.handleSubmit(async (data) => {
    await api(accountCalls.contact, { body: data });
    form.setValues(empty);
  });
  return (
    <Container size="sm" py="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Form onSubmit={(event) => void submit(event)} aria-label="Fale conosco">
          <Stack>
            <PageTitle>Fale conosco</PageTitle>
            <Text c="dimmed" size="sm">
              Dúvidas, orçamentos ou alteração de cadastro: escreva para nós e responderemos no e-mail informado.
            </Text>
            <TextInput label="Nome" required autoComplete="name" {...form.text('nome')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="E-mail" type="email" required autoComplete="email" {...form.text('de')} />
              <MaskedInput label="Telefone" mask={maskPhone} required autoComplete="tel" {...form.text('telefone')} />
            </SimpleGrid>
            <TextInput label="Assunto" required {...form.text('assunto')} />
            <Textarea label="Mensagem" required autosize minRows={5} {...form.text('conteudo')} />
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
              Enviar mensagem
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
