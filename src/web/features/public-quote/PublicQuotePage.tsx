import { Alert, Button, Container, Divider, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDay } from '../../../shared/br/dates';
import { quoteMessages, type PublicQuote } from '../../../shared/schemas/public-quote';
import { PageTitle } from '../../components/PageTitle';
import { usePublicQuote, useQuoteAnswers } from './public-quote-api';
import { QuoteItems } from './QuoteItems';
import { QuotePix } from './QuotePix';
import { QuoteTerms } from './QuoteTerms';

/**
 * /proposta/:token: the budget a seller sent by WhatsApp, for its customer on a phone, with no
 * login. The customer accepts it or asks for changes; the server renders the link preview and
 * keeps the page out of search engines (docs/public-quote.md).
 */
export function Component() {
  const token = useParams().token ?? '';
  const quote = usePublicQuote(token);
  return (
    <Container component="main" size="sm" px="sm" py="md">
      {quote.isPending ? (
        <Text role="status">Carregando...</Text>
      ) : quote.data ? (
        <QuoteView quote={quote.data} token={token} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <PageTitle>Orçamento indisponível</PageTitle>
          <Text mt="sm">{quoteMessages.notFound}</Text>
        </Paper>
      )}
    </Container>
  );
}

function QuoteView({ quote, token }: { quote: PublicQuote; token: string }) {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={700} c="blue.9" size="lg">
          {quote.empresa}
        </Text>
        <PageTitle>Orçamento nº {quote.codigo}</PageTitle>
        <Text size="sm" c="dimmed">
          Para {quote.cliente} · emitido em {formatDay(quote.emissao)}
        </Text>
      </Stack>
      <QuoteItems items={quote.itens} />
      <Paper withBorder p="sm" radius="md">
        <QuoteTerms quote={quote} />
      </Paper>
      {quote.situacao === 'aceito' ? (
        <>
          <Alert color="green" title="Orçamento aceito">
            {quote.pagarComPix ? quoteMessages.acceptedPix : quoteMessages.accepted}
          </Alert>
          {quote.pagarComPix && <QuotePix token={token} />}
        </>
      ) : (
        <Answers token={token} byPix={quote.pagarComPix} />
      )}
    </Stack>
  );
}

/** Accept, or write what should change; a note sent shows its confirmation in place. */
function Answers({ token, byPix }: { token: string; byPix: boolean }) {
  const answers = useQuoteAnswers(token);
  const [busy, setBusy] = useState(false);
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<string>();
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const send = () =>
    run(async () => {
      setSent(await answers.askChanges(note));
      setNote('');
      setWriting(false);
    });
  return (
    <Stack gap="sm">
      {sent && <Alert color="blue">{sent}</Alert>}
      <Button size="md" color="green" fullWidth loading={busy} onClick={() => run(answers.accept)}>
        {byPix ? quoteMessages.acceptAndPay : 'Aceitar orçamento'}
      </Button>
      <Divider label="ou" />
      {writing ? (
        <Stack gap="xs">
          <Textarea
            label="O que você gostaria de alterar?"
            autosize
            minRows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Button variant="light" fullWidth loading={busy} onClick={send} disabled={!note.trim()}>
            Enviar pedido de alteração
          </Button>
        </Stack>
      ) : (
        <Button variant="default" size="md" fullWidth onClick={() => setWriting(true)}>
          Pedir alterações
        </Button>
      )}
    </Stack>
  );
}
