import { priceTableCalls } from '../../../shared/contract/price-tables';
import { api } from '../../lib/api-client';
import { PreviewedImport } from '../../components/PreviewedImport';

type Props = { codigo: number; onWritten: () => unknown };

/** A CSV (código;preço) or XLSX (columns A and B) of a price table, previewed before it is written. */
export function PriceImport({ codigo, onWritten }: Props) {
  return (
    <PreviewedImport
      hint="Uma linha por produto: o código e o preço (ex.: 1234;12,50). A primeira linha pode ter os títulos. Importar de novo o mesmo arquivo não muda nada."
      send={(body) => api(priceTableCalls.import, { params: { codigo }, body })}
      counts={(r) => [
        ['Novos', r.novos],
        ['Alterados', r.alterados],
        ['Sem alteração', r.iguais],
      ]}
      writes={(r) => r.novos + r.alterados}
      writeLabel={(n) => `Gravar ${n} ${n === 1 ? 'preço' : 'preços'}`}
      onWritten={onWritten}
    />
  );
}
