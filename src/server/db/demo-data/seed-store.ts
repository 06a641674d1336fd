import type { Db } from '../client.js';
import { ecommerceSettings, shippingRules } from '../schema/store.js';
import { contracts } from '../schema/tenancy.js';

/** The customers' terms of use, accepted at login (the 'tul' key publishes them as the contract in force). */
const loginTerms =
  '<p>Ao acessar a loja virtual você concorda com as condições comerciais vigentes, com a política de entrega e de trocas e com o tratamento dos seus dados conforme a LGPD (Lei nº 13.709/2018).</p><p>Os preços podem ser alterados sem aviso prévio; vale o preço do momento da confirmação do pedido.</p>';

/** The storefront configuration rows (spec section 3 keys) of a complete-looking demo store. */
function settings(tenantId: number, version: number) {
  const row = (key: string, description: string, value: Record<string, unknown>) => ({
    tenantId,
    key,
    description,
    value: { ...value, versao: version },
    active: true,
    version,
  });
  return [
    row('crh', 'cor do cabeçalho', { fundo: '#0B3D91', texto: '#FFFFFF' }),
    row('cfh', 'cor do rodapé', { fundo: '#0A2540', texto: '#E6EDF5' }),
    row('cor', 'cores', { primaria: '#0B3D91', secundaria: '#F2A900' }),
    row('men', 'menu', { itens: ['Tintas', 'Esmaltes', 'Vernizes', 'Impermeabilizantes', 'Ferramentas'] }),
    row('sli', 'slides', {
      slides: [
        { titulo: 'Cores que transformam', texto: 'Tintas acrílicas premium com até 15% de desconto', link: '/' },
        { titulo: 'Tingimos na hora', texto: 'Mais de 300 cores no sistema tintométrico', link: '/' },
        { titulo: 'Entrega rápida', texto: 'Receba em até 2 dias na região de Campinas', link: '/' },
      ],
    }),
    row('foo', 'dados do rodapé', {
      endereco: 'Av. John Boyd Dunlop, 3900 - Jardim Ipaussurama, Campinas - SP',
      cep: '13060-904',
      telefone: '(19) 3234-5678',
      email: 'contato@tintasbalcao.com.br',
      cnpj: '12.345.678/0001-95',
    }),
    row('con', 'contato', { email: 'atendimento@tintasbalcao.com.br' }),
    row('rso', 'redes sociais', {
      instagram: 'https://instagram.com/tintasbalcao',
      facebook: 'https://facebook.com/tintasbalcao',
    }),
    row('vmc', 'valor mínimo de compra', {
      valor: '200.00',
      mensagem: 'O valor mínimo para compras na loja virtual é de R$ 200,00.',
    }),
    row('fpg', 'formas de pagamento', { formas: ['D', 'O', 'P'] }),
    row('pcl', 'parcelamento', { maximo: 3, minimoParcela: '100.00' }),
    row('cpg', 'condição de pagamento', { condicoes: ['28', '28/56', '28/56/84'] }),
    row('rtd', 'retirada na loja', { ativacao: '1' }),
    row('epr', 'exibir preços', { ativacao: '1' }),
    row('ven', 'exibir estoque', { ativacao: '1' }),
    row('btc', 'botão comprar', { texto: 'Comprar' }),
    row('tnt', 'tingimento', { ativacao: '1' }),
    row('psn', 'página sobre', { html: '<p>Há mais de 20 anos levando cor às obras do interior paulista.</p>' }),
    row('ppe', 'política de entrega', {
      html: '<p>Entregamos em Campinas e região em até 2 dias úteis e em todo o estado de São Paulo pela transportadora. Compras acima de R$ 1.500,00 na região de Campinas têm frete grátis.</p><p>Você também pode retirar na loja sem custo.</p>',
    }),
    row('tul', 'termos de uso no login', { html: loginTerms }),
    row('ppd', 'pedidos e devoluções', {
      html: '<p>Produtos sem uso podem ser devolvidos em até 7 dias após o recebimento (Código de Defesa do Consumidor, art. 49). Tintas tingidas sob medida não são trocadas.</p>',
    }),
  ];
}

export async function seedStore(db: Db, tenantId: number, now: Date): Promise<void> {
  await db.insert(ecommerceSettings).values(settings(tenantId, now.getTime()));
  await db.insert(shippingRules).values([
    {
      tenantId,
      service: 'Entrega Própria',
      state: 'SP',
      cepFrom: '13000000',
      cepTo: '13999999',
      days: 2,
      basePriceCents: 2500,
      pricePerKgCents: 20,
      freeAboveCents: 150_000,
    },
    { tenantId, service: 'Transportadora', state: 'SP', days: 4, basePriceCents: 4500, pricePerKgCents: 60 },
    { tenantId, service: 'Transportadora', state: 'MG', days: 6, basePriceCents: 6500, pricePerKgCents: 90 },
    { tenantId, service: 'Transportadora', state: 'RJ', days: 6, basePriceCents: 6800, pricePerKgCents: 90 },
    { tenantId, service: 'Transportadora', state: 'PR', days: 7, basePriceCents: 7200, pricePerKgCents: 100 },
  ]);
  await db.insert(contracts).values({
    tenantId,
    audience: 'customer',
    version: 1,
    title: 'Termos de uso da loja virtual',
    content: loginTerms,
  });
}
