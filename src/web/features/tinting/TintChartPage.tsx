import {
  Alert,
  Button,
  Card,
  ColorSwatch,
  Container,
  Grid,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { foldText } from '../../../shared/domain/tinting';
import { isOperatorUser } from '../../../shared/schemas/auth';
import { storeMessages } from '../../../shared/schemas/store';
import { inactiveColourMessage, type ChartColour, type TintChartReply } from '../../../shared/schemas/tinting';
import { PageTitle } from '../../components/PageTitle';
import { shopQuantity } from '../../../shared/domain/quantity';
import { QuantityInput } from '../../components/QuantityInput';
import { useSession } from '../auth/session-api';
import { StorePrice } from '../store/StorePrice';
import { useShopCartChange } from '../store/store-api';
import { useStoreConfig } from '../store/store-config-api';
import { ColourChart } from './ColourChart';
import { NearColourFinder } from './NearColourFinder';
import { useTintChart } from './tinting-api';
import { usePageName } from '../../lib/page-title';

/** /tintas/{productId}: the colour chart of a tint base, the chosen colour's price per can size, and buying it. */
export function Component() {
  const id = Number(useParams().productId);
  const config = useStoreConfig();
  const vitrine = config.data?.vitrine;
  // The chart waits for the store's switches; without them the server's refusal still holds.
  const chart = useTintChart(id, config.isError || vitrine?.tingimento === true);
  usePageName(chart.data && `Cores de ${chart.data.produto.nome}`);
  const [search, setSearch] = useState('');
  const [line, setLine] = useState<string | null>(null);
  const [picked, setPicked] = useState<string>();
  const [inactive, setInactive] = useState(false);
  if (vitrine?.tingimento === false) return <TintingDisabled />;
  if (chart.isPending) return <Loader m="xl" />;
  if (!chart.data) return <Alert color="red" m="xl" title="Produto não é uma base para tingimento." />;
  const data = chart.data;
  const term = foldText(search);
  const shown = data.cores.filter(
    (c) =>
      (line === null || c.linha === Number(line)) &&
      (!term || foldText(c.cfidescor).includes(term) || foldText(c.cficodcor).includes(term)),
  );
  const pick = (colour: ChartColour | undefined) => {
    if (!colour) return;
    if (colour.ativo === 'I') return setInactive(true);
    setPicked(colour.cficodcor);
  };
  const selected = data.cores.find((c) => c.cficodcor === picked);
  return (
    <Container size="xl" py="lg">
      <PageTitle>Cores para {data.produto.nome}</PageTitle>
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Group align="end" mb="md">
            <TextInput
              label="Buscar cor"
              placeholder="Nome ou código"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: 1 }}
              miw={200}
            />
            <Select
              label="Linha"
              placeholder="Todas as linhas"
              clearable
              data={data.linhas.map((l) => ({ value: String(l.id), label: l.cfideslin }))}
              value={line}
              onChange={setLine}
              miw={200}
            />
          </Group>
          <ColourChart colours={shown} selected={picked} onPick={pick} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack>
            <ChosenColour data={data} colour={selected} />
            <NearColourFinder
              product={id}
              line={line === null ? undefined : Number(line)}
              onPick={(code) => pick(data.cores.find((c) => c.cficodcor === code))}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={inactive} onClose={() => setInactive(false)} title="Cor inativa" centered>
        <Text>{inactiveColourMessage}</Text>
        <Group justify="end" mt="md">
          <Button onClick={() => setInactive(false)}>OK</Button>
        </Group>
      </Modal>
    </Container>
  );
}

/** tnt saved off: the shop says it does not tint instead of showing the chart. */
function TintingDisabled() {
  return (
    <Container size="md" py="lg">
      <PageTitle>Cores</PageTitle>
      <Alert color="yellow" mt="md">
        {storeMessages.tintingDisabled}
      </Alert>
    </Container>
  );
}

/** The chosen colour: its swatch, the can size and that can's tinted price, the quantity and 'Comprar'. */
function ChosenColour({ data, colour }: { data: TintChartReply; colour: ChartColour | undefined }) {
  const session = useSession().data;
  const navigate = useNavigate();
  const { addItem } = useShopCartChange();
  const [size, setSize] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const can = data.embalagens[size];
  if (!colour || !can)
    return (
      <Card withBorder>
        <Text c="dimmed">Escolha uma cor na cartela para ver o preço.</Text>
      </Card>
    );
  const stock = { stock: 9999, sellWithoutStock: true, multipleMode: can.multiplo };
  // The quantity as the rules read it: 1 starts as 10 for a can in multiple mode.
  const wanted = shopQuantity(quantity, stock).quantity;
  const buy = async () => {
    if (!session?.usuario) return void navigate('/login');
    const cart = await addItem(can.codigo, wanted, colour.cficodcor);
    if (cart) void navigate(session.empresa.modo === 'budget' ? '/checkout' : '/carrinho');
  };
  return (
    <Card withBorder data-testid="cor-escolhida">
      <Stack gap="sm">
        <Group wrap="nowrap">
          <ColorSwatch color={`#${colour.cfirgbcrr}`} size={72} radius="sm" />
          <div>
            <Text fw={700}>{colour.cfidescor}</Text>
            <Text size="sm" c="dimmed">
              Código {colour.cficodcor}
            </Text>
          </div>
        </Group>
        <Select
          label="Embalagem"
          allowDeselect={false}
          data={data.embalagens.map((e, i) => ({ value: String(i), label: e.embalagem }))}
          value={String(size)}
          onChange={(value) => setSize(Number(value ?? 0))}
        />
        <StorePrice price={colour.precos[size] ?? null} size="xl" data-testid="preco-tingido" />
        {isOperatorUser(session?.usuario) ? null : can.disponivel ? (
          <Group align="end">
            <QuantityInput value={wanted} product={stock} mode="shop" steps onCommit={setQuantity} />
            <Button size="md" onClick={() => void buy()}>
              Comprar
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">Embalagem indisponível no momento</Text>
        )}
      </Stack>
    </Card>
  );
}
