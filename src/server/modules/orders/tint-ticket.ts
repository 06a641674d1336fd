import { escapeHtml as escape } from '../../../shared/html.js';

/** One tinted line as the person at the dispenser needs it (docs/tinting.md, 'Ficha da fórmula'). */
export type TintTicket = {
  orderId: number;
  itemId: number;
  quantity: number;
  colourCode: string;
  colourName: string;
  rgb: string;
  machineCode: string;
  machine: string;
  line: string;
  type: string;
  base: string;
  canMl: number | null;
  /** Amounts for one can, in µL. */
  doses: Array<{ code: string; name: string; amountMicrolitres: number }>;
};

/** µL as mL with three decimals, the way dispensers show them. */
const millilitres = (microlitres: number) => (microlitres / 1000).toFixed(3);
const ptMl = (microlitres: number) => millilitres(microlitres).replace('.', ',');
/** A can's size as it is sold: '3,6 L', '0,9 L', '18 L'. */
const canLitres = (ml: number) => `${(ml / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 })} L`;

function ticketHtml(t: TintTicket): string {
  const rows = t.doses
    .map(
      (d) =>
        `<tr><td>${escape(d.code)}</td><td>${escape(d.name)}</td><td class="n">${ptMl(d.amountMicrolitres)}</td></tr>`,
    )
    .join('');
  const fact = (label: string, value: string) => `<dt>${label}</dt><dd>${escape(value)}</dd>`;
  return `<section class="ficha" data-item="${t.itemId}">
<h2><span class="amostra" style="background:#${escape(t.rgb)}"></span>${escape(t.colourName)} (${escape(t.colourCode)})</h2>
<dl>${fact('Linha', t.line)}${fact('Tipo', t.type)}${fact('Base', t.base)}${fact('Lata', t.canMl ? canLitres(t.canMl) : '—')}${fact('Latas', String(t.quantity))}${fact('Tingidora', `${t.machineCode} · ${t.machine}`)}</dl>
<table><thead><tr><th>Corante</th><th>Nome</th><th class="n">mL por lata</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

/** The tickets' page body; a page break between tickets so each prints on its own. */
export function ticketsHtml(orderId: number, customer: string, tickets: TintTicket[]): string {
  const style = `<style>.ficha{break-after:page;margin-bottom:24px}.ficha:last-child{break-after:auto}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}dt{font-weight:bold}dd{margin:0}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}.n{text-align:right}
.amostra{display:inline-block;width:20px;height:20px;border:1px solid #555;margin-right:8px;vertical-align:middle}</style>`;
  const body = tickets.length ? tickets.map(ticketHtml).join('') : '<p>Este pedido não tem itens tingidos.</p>';
  return `${style}<h1>Ficha de tingimento do pedido nº ${orderId}</h1><p>Cliente: ${escape(customer)}</p>${body}`;
}

const CSV_HEADER = 'pedido;item;latas;maquina;cor;nome_cor;linha;base;lata_ml;corante;nome_corante;ml';

/** A CSV field: quoted when it holds the separator, a quote or a line break; a leading formula sign is defused. */
function field(value: string | number): string {
  const text = String(value).replace(/^[=+\-@]/, "'$&");
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The machine-import layout (docs/tinting.md): one row per colourant of each ticket, `;`, decimal point, CRLF. */
export function ticketsCsv(tickets: TintTicket[]): string {
  const rows = tickets.flatMap((t) =>
    t.doses.map((d) =>
      [
        t.orderId,
        t.itemId,
        t.quantity,
        t.machineCode,
        t.colourCode,
        t.colourName,
        t.line,
        t.base,
        t.canMl ?? '',
        d.code,
        d.name,
        millilitres(d.amountMicrolitres),
      ]
        .map(field)
        .join(';'),
    ),
  );
  return [CSV_HEADER, ...rows].join('\r\n') + '\r\n';
}
