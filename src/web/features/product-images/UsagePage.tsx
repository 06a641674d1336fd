import { Anchor, Card, Container, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { imageCalls } from '../../../shared/contract/images';
import { bytesToMb, UPLOAD_LIMIT_PERCENT, WARNING_PERCENT } from '../../../shared/domain/images';
import type { UsageReply } from '../../../shared/schemas/images';
import { EChart } from '../../components/charts/EChart';
import { PageTitle } from '../../components/PageTitle';
import { api, queryKeyOf } from '../../lib/api-client';
import { useSession } from '../auth/session-api';
import { StorageLimitForm } from './StorageLimitForm';

const kindLabels = { produtos: 'Produtos', fabricantes: 'Fabricantes', paginas: 'Páginas' } as const;
/** Sizes below 1 MB in KB, so a few logos do not read '0,00 MB'. */
const mb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024).toLocaleString('pt-BR')} KB`
    : `${bytesToMb(bytes).toLocaleString('pt-BR', { minimumFractionDigits: 2 })} MB`;
const percent = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}%`;
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** /plano 'Consultar consumo': the image space used of the plan's quota, per kind, by month, largest images. */
export function Component() {
  const usage = useQuery({ queryKey: queryKeyOf(imageCalls.usage), queryFn: () => api(imageCalls.usage, {}) }).data;
  const isAdmin = useSession().data?.usuario?.perfil === 'admin';
  return (
    <Container size="lg" py="md">
      <Stack>
        <PageTitle>Consultar consumo</PageTitle>
        {usage && <UsageSummary usage={usage} />}
        {usage && isAdmin && <StorageLimitForm usage={usage} />}
      </Stack>
    </Container>
  );
}

function UsageSummary({ usage }: { usage: UsageReply }) {
  const color =
    usage.porcentagemUso >= UPLOAD_LIMIT_PERCENT ? 'red' : usage.porcentagemUso >= WARNING_PERCENT ? 'yellow' : 'blue';
  return (
    <>
      <Card withBorder>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>Espaço de imagens do plano</Text>
            <Text>
              {mb(usage.usadoBytes)} de {usage.cotaMB.toLocaleString('pt-BR')} MB ({percent(usage.porcentagemUso)})
            </Text>
          </Group>
          <Progress value={Math.min(100, usage.porcentagemUso)} color={color} aria-label="Espaço usado" />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {usage.porTipo.map((kind) => (
          <Card withBorder key={kind.tipo}>
            <Text c="dimmed" size="sm">
              {kindLabels[kind.tipo]}
            </Text>
            <Text fw={700} size="lg">
              {mb(kind.bytes)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Últimos 12 meses
        </Title>
        <EChart
          label="Espaço usado ao fim de cada mês, em MB"
          option={{
            tooltip: { trigger: 'axis' },
            xAxis: { type: 'category', data: usage.meses.map((m) => monthLabel(m.mes)) },
            yAxis: { type: 'value', name: 'MB' },
            series: [{ type: 'line', areaStyle: {}, data: usage.meses.map((m) => bytesToMb(m.bytes)) }],
          }}
        />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Maiores imagens
        </Title>
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Imagem</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th ta="right">Tamanho</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {usage.maiores.map((image) => (
                <Table.Tr key={image.url}>
                  <Table.Td>
                    <Anchor href={image.url} target="_blank" rel="noopener">
                      {image.nome}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{kindLabels[image.tipo]}</Table.Td>
                  <Table.Td ta="right">{mb(image.bytes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </>
  );
}
