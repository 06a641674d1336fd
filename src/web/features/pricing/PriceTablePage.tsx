import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useNavigate, useParams } from 'react-router';
import { priceTableCalls } from '../../../shared/contract/price-tables';
import { kindLabels, wireKinds } from '../../../shared/schemas/price-tables';
import { PageTitle } from '../../components/PageTitle';
import { api } from '../../lib/api-client';
import { PriceImport } from './PriceImport';
import { PriceItems } from './PriceItems';
import { PriceTableForm } from './PriceTableForm';
import { usePriceTable, useRefreshTables } from './pricing-api';

/** /tabelas-preco/:codigo: a table's header, its product prices and the import of a spreadsheet. */
export function Component() {
  const codigo = Number(useParams().codigo);
  const navigate = useNavigate();
  const refresh = useRefreshTables();
  const found = usePriceTable(codigo);
  if (found.isPending) return <Loader m="xl" />;
  if (!found.data)
    return (
      <Stack>
        <PageTitle>Tabela de preço</PageTitle>
        <Text>Tabela de preço não encontrada.</Text>
        <Anchor component={Link} to="/tabelas-preco">
          Voltar às tabelas
        </Anchor>
      </Stack>
    );
  const { tabela } = found.data;
  const remove = () =>
    modals.openConfirmModal({
      title: 'Excluir tabela',
      children: <Text size="sm">Excluir a tabela '{tabela.nome}' e todos os seus preços?</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void api(priceTableCalls.remove, { params: { codigo } }).then(async () => {
          await refresh();
          void navigate('/tabelas-preco');
        }),
    });
  const byCondition = tabela.tipo === 'condicao';
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>Tabela: {tabela.nome}</PageTitle>
        <Group>
          <Anchor component={Link} to="/tabelas-preco">
            Voltar às tabelas
          </Anchor>
          <Button color="red" variant="light" onClick={remove}>
            Excluir tabela
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {kindLabels[wireKinds[tabela.tipo]]}
      </Text>
      <Paper withBorder p="md" radius="md">
        <PriceTableForm key={JSON.stringify(tabela)} table={tabela} onSaved={() => refresh(codigo)} />
      </Paper>
      {byCondition ? (
        <Text size="sm">
          Uma tabela de condição de pagamento só tem o percentual, somado ao preço de cada produto quando o pedido usa a
          condição {tabela.condicao}.
        </Text>
      ) : (
        <>
          <PriceItems codigo={codigo} onChanged={() => refresh(codigo)} />
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Importar planilha
            </Title>
            <PriceImport codigo={codigo} onWritten={() => refresh(codigo)} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
