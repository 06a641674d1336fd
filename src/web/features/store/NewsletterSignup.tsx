import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { storeConfigCalls } from '../../../shared/contract/store-config';
import { newsletterMessages, newsletterSignup } from '../../../shared/schemas/newsletter';
import { Form } from '../../components/form/Form';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';
import { settingText, useStoreConfig } from './store-config-api';

const empty = { email: '', consentimento: false };

/**
 * The footer's newsletter sign-up, while the store offers one ('new'): the e-mail and the LGPD
 * consent, on a light card so its messages keep their contrast whatever the footer's colour.
 */
export function NewsletterSignup() {
  const config = useStoreConfig().data;
  const form = useZodForm(newsletterSignup, empty);
  if (!config?.configuracoes.new) return null;
  const submit = form.handleSubmit(async (data) => {
    await api(storeConfigCalls.newsletter, { body: data });
    form.setValues(empty);
  });
  const title = settingText(config, 'new', 'titulo', 'Newsletter');
  return (
    <Paper p="sm" radius="md" mt="sm" c="dark">
      <Form onSubmit={(event) => void submit(event)} aria-label="Newsletter">
        <Stack gap={6}>
          <Text fw={700}>{title}</Text>
          {settingText(config, 'new', 'texto') && <Text size="sm">{settingText(config, 'new', 'texto')}</Text>}
          <Group gap="xs" align="start" wrap="nowrap">
            <TextInput
              label="E-mail para a newsletter"
              type="email"
              autoComplete="email"
              required
              style={{ flex: 1 }}
              {...form.text('email')}
            />
            <Button type="submit" loading={form.submitting} mt={25}>
              Inscrever
            </Button>
          </Group>
          <Checkbox
            label={newsletterMessages.consent}
            checked={form.values.consentimento === true}
            error={form.errors.consentimento}
            onChange={(event) => form.setValue('consentimento', event.currentTarget.checked)}
          />
        </Stack>
      </Form>
    </Paper>
  );
}
