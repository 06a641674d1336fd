import {
  Alert,
  Box,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { formatDocument, formatPhone } from '../../../shared/br/format-br';
import { maskCep } from '../../../shared/br/masks';
import { onlyDigits } from '../../../shared/br/only-digits';
import { storeCalls } from '../../../shared/contract/store';
import { allowedInstalments } from '../../../shared/domain/minimum-purchase';
import type { PaymentMethod } from '../../../shared/domain/order-status';
import { reaisToCents } from '../../../shared/domain/money';
import { messages } from '../../../shared/messages';
import type { CartReply } from '../../../shared/schemas/cart';
import { cardFields, deliveryAddress, storeMessages, type CheckoutInfo } from '../../../shared/schemas/store';
import { useCepLookup } from '../../components/form/use-cep-lookup';
import { ApiError, api } from '../../lib/api-client';
import { useSession } from '../auth/session-api';
import { cartKey } from '../orders/cart-api';
import { CardForm, emptyCard, type CardValues } from './CardForm';
import { issuerAuthentication, type AuthenticatedOrder } from './cielo-mpi';
import { useDeviceSession } from './device-fingerprint';
import { tokenisedCard } from './cielo-sop';
import { encryptedCard } from './card-encryption';
import { loadProviderScript } from './provider-script';
import { AddressPanel, CheckoutTotals, isAddressField, type Address } from './CheckoutPanels';
import { minimumBlock } from './CartPage';
import { rememberedShipping } from './shipping-choice';
import { ShippingOptions } from './ShippingOptions';
import { useShipping } from './ShippingQuote';
import { useInstalmentOptions } from './instalment-options';
import { shopCartKey, useCheckoutInfo, useShopCart } from './store-api';
import { isCustomerUser } from '../../../shared/schemas/auth';
import { fieldErrorsOf } from '../../../shared/schemas/envelope';
import { errorsByField } from '../../components/form/use-zod-form';
import { PageTitle } from '../../components/PageTitle';
import { SectionBand } from './SectionBand';

/** /checkout: delivery address, shipping, payment and instalments; the server checks everything again. */
export function Component() {
  const session = useSession().data;
  const isCustomer = isCustomerUser(session?.usuario);
  const cart = useShopCart(isCustomer).data?.carrinho;
  const info = useCheckoutInfo();
  if (!session) return <Loader m="xl" />;
  if (!session.usuario) return <Navigate to="/login" replace />;
  if (!isCustomer)
    return (
      <Alert m="xl" color="yellow">
        {messages.access.storeForCustomersOnly}
      </Alert>
    );
  if (!info.data || cart === undefined) return <Loader m="xl" />;
  if (!cart || cart.itens.length === 0) return <Navigate to="/carrinho-vazio" replace />;
  return <Checkout cart={cart} info={info.data} />;
}

function Checkout({ cart, info }: { cart: CartReply; info: CheckoutInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The shipping chosen in the cart comes along; quoted for another CEP, the delivery starts there.
  const [remembered] = useState(() => rememberedShipping(cart.pedido.codigo));
  const elsewhere = !!remembered && remembered.cep !== onlyDigits(info.endereco.cep ?? '');
  const [address, setAddress] = useState<Address>(
    elsewhere ? { ...emptyAddress, cep: maskCep(remembered.cep) } : registeredAddress(info),
  );
  const [service, setService] = useState<string | null>(remembered?.servico ?? null);
  const [payment, setPayment] = useState<PaymentMethod>(info.formasPagamento[0]?.codigo ?? 'D');
  const choosePayment = (code: string) =>
    setPayment(info.formasPagamento.find((f) => f.codigo === code)?.codigo ?? payment);
  const [instalments, setInstalments] = useState('1');
  const [note, setNote] = useState('');
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [device, renewDevice] = useDeviceSession(info.cartao?.antifraude ?? null, payment === 'O');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The card operator's refusal (or silence), shown by the card form until the next try.
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  // A field the CEP lookup fills after a first try to confirm loses that try's 'required' error.
  const setField = useCallback((name: string, value: string) => {
    if (!isAddressField(name)) return;
    setAddress((a) => ({ ...a, [name]: value }));
    if (value) setErrors(({ [name]: _filled, ...others }) => others);
  }, []);
  useCepLookup(address.cep, setField, { lookUpFirst: elsewhere });
  // The provider's script is fetched while the customer fills the form (a failure shows when paying).
  const sdk = info.cartao?.sdk;
  useEffect(() => {
    if (sdk) loadProviderScript(sdk).catch(() => undefined);
  }, [sdk]);
  const cepDigits = onlyDigits(address.cep);
  const shipping = useShipping(cepDigits, cart.pedido.codigo, cart.pedido.versao, cepDigits.length === 8);
  const goods = cart.pedido.cfivalped - cart.pedido.frete;
  const chosen = shipping.data?.find((o) => o.servico === service);
  const total = goods + (chosen?.valor ?? 0);
  const blocked = minimumBlock(goods, info.minimo);
  const maxInstalments = allowedInstalments(reaisToCents(goods), {
    max: info.parcelamento.maximo,
    minimumCents: reaisToCents(info.parcelamento.minimoParcela),
  });
  const instalmentOptions = useInstalmentOptions(payment === 'O', { goods, total, max: maxInstalments }, card.bandeira);
  // A count the new plan does not offer (another brand, another total) goes back to one instalment.
  const count = instalmentOptions.some((o) => o.value === instalments) ? instalments : '1';

  const submit = async () => {
    const found: Record<string, string> = {};
    const parsedAddress = deliveryAddress.safeParse(address);
    if (!parsedAddress.success) Object.assign(found, errorsByField(fieldErrorsOf(parsedAddress.error.issues)));
    if (payment === 'O') {
      const parsedCard = cardFields.safeParse(card);
      if (!parsedCard.success) Object.assign(found, errorsByField(fieldErrorsOf(parsedCard.error.issues), 'cartao.'));
      // 'bnd': a number of a brand the store does not take is refused here as the server would.
      if (card.bandeira && !info.bandeiras.includes(card.bandeira))
        found['cartao.bandeira'] = storeMessages.cardBrandRefused;
    }
    if (!chosen) found.frete = storeMessages.chooseShipping;
    setErrors(found);
    if (!chosen || !parsedAddress.success || Object.keys(found).length > 0) return;
    setCardProblem(null);
    const byCard = payment === 'O';
    try {
      const order = { number: cart.pedido.codigo, amountCents: reaisToCents(total), instalments: Number(instalments) };
      const cartao = byCard ? await cardPayload(info.cartao, card, order, device) : undefined;
      const placed = await api(
        storeCalls.checkout,
        {
          body: {
            pedido: cart.pedido.codigo,
            versao: cart.pedido.versao,
            totalExibido: total,
            entrega: parsedAddress.data,
            frete: chosen.servico,
            formaPagamento: payment,
            parcelas: Number(count),
            observacao: note,
            ...(cartao ? { cartao } : {}),
          },
        },
        { ownErrors: byCard },
      );
      queryClient.setQueryData(cartKey(placed.pedido.codigo), placed);
      // The summary page refreshes the (now empty) cart: doing it here would bounce this page to /carrinho-vazio.
      void navigate(`/resumo-compra?pedido=${placed.pedido.codigo}`);
    } catch (error) {
      renewDevice();
      if (error instanceof ApiError && error.body?.erros)
        setErrors(Object.fromEntries(error.body.erros.map((e) => [e.campo.replace(/^entrega\./, ''), e.mensagem])));
      else if (byCard && error instanceof Error) setCardProblem(error.message);
      await queryClient.invalidateQueries({ queryKey: shopCartKey });
    }
  };

  return (
    <Container size="xl" py="lg">
      <Box mb="md">
        <SectionBand area="ccl">
          <PageTitle>Finalizar compra</PageTitle>
        </SectionBand>
      </Box>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Paper withBorder p="md" radius="md">
              <Title order={4}>Seus dados</Title>
              <Text>{info.cliente.nome}</Text>
              <Text size="sm" c="dimmed">
                {[
                  info.cliente.documento && formatDocument(info.cliente.documento),
                  info.cliente.email,
                  info.cliente.telefone && formatPhone(info.cliente.telefone),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Paper>
            <AddressPanel address={address} errors={errors} onChange={setField} />
            <Paper withBorder p="md" radius="md">
              <ShippingOptions
                label="Entrega"
                options={shipping.data ?? []}
                value={service}
                onChange={setService}
                error={errors.frete}
                hint={cepDigits.length !== 8 ? 'Informe o CEP para ver as formas de entrega.' : undefined}
              />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <Radio.Group label="Forma de pagamento" value={payment} onChange={choosePayment} withAsterisk>
                  <Group mt="xs">
                    {info.formasPagamento.map((f) => (
                      <Radio key={f.codigo} value={f.codigo} label={f.nome} />
                    ))}
                  </Group>
                </Radio.Group>
                {instalmentOptions.length > 1 && (
                  <Select
                    label="Parcelas"
                    maw={340}
                    data={instalmentOptions}
                    value={count}
                    onChange={(v) => setInstalments(v ?? '1')}
                    allowDeselect={false}
                  />
                )}
                {payment === 'O' && (
                  <CardForm
                    value={card}
                    errors={errors}
                    onChange={setCard}
                    accepted={info.bandeiras}
                    provider={info.cartao?.provedor ?? 'cielo'}
                    direct={Boolean(info.cartao?.sdk)}
                  />
                )}
                {payment === 'O' && cardProblem && (
                  <Alert color="red" title="Pagamento não concluído" role="alert" data-testid="card-problem">
                    {cardProblem}
                  </Alert>
                )}
                <Textarea
                  label="Observação"
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  maxLength={2000}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CheckoutTotals
            lines={cart.itens.length}
            goods={goods}
            shipping={chosen?.valor}
            total={total}
            blocked={blocked}
            onConfirm={() => void submit()}
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/**
 * The card as its provider takes it: encrypted in this browser for PagSeguro and
 * Moip, posted from here to
 * Cielo by its Silent Order Post when the store has it (`sdk`), else the open form for Cielo. A
 * Cielo card first goes through its issuer's 3-D Secure authentication when the store asks for it,
 * and carries this attempt's device id for Cielo's antifraud (the one its fingerprint was taken under).
 */
async function cardPayload(
  checkout: CheckoutInfo['cartao'],
  card: CardValues,
  order: AuthenticatedOrder,
  dispositivo: string,
) {
  if (checkout?.provedor === 'pagseguro' || checkout?.provedor === 'moip') return encryptedCard(checkout, card);
  const autenticacao = checkout?.autenticacao
    ? await issuerAuthentication(checkout.autenticacao, card, order)
    : undefined;
  const sent = checkout?.sdk ? await tokenisedCard(checkout.sdk, card) : card;
  return { ...sent, dispositivo, ...(autenticacao ? { autenticacao } : {}) };
}

const emptyAddress: Address = {
  cep: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
};

/** The customer's registered address, where an order is delivered unless they change it. */
function registeredAddress(info: CheckoutInfo): Address {
  const { cep, endereco, numero, bairro, cidade, estado } = info.endereco;
  return {
    ...emptyAddress,
    cep: maskCep(cep ?? ''),
    endereco: endereco ?? '',
    numero: numero ?? '',
    bairro: bairro ?? '',
    cidade: cidade ?? '',
    estado: estado ?? '',
  };
}
