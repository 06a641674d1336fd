import { ecommerceSettings, shippingRules } from '../../db/schema/store.js';
import { tintColors, tintLines, tintMachines, tintTypes, tintUnits } from '../../db/schema/tinting.js';
import type { Db } from '../../db/client.js';

/** The store rows a test company needs: minimum purchase, pickup, payment methods, instalments. */
export async function insertStoreSettings(
  db: Db,
  tenantId: number,
  values: { vmc?: object; rtd?: object; fpg?: object; pcl?: object } = {},
) {
  const rows = {
    vmc: { valor: '200.00', mensagem: 'Compra mínima de R$ 200,00.' },
    rtd: { ativacao: '0' },
    fpg: { formas: ['D', 'O', 'P'] },
    pcl: { maximo: 3, minimoParcela: '100.00' },
    ...values,
  };
  await db.insert(ecommerceSettings).values(
    Object.entries(rows).map(([key, value]) => ({
      tenantId,
      key,
      value,
      description: key,
      version: 1,
      active: true,
    })),
  );
}

/** A Campinas CEP-range rule, a whole-state carrier and (optionally) free shipping above R$ 1.000. */
export async function insertShippingRules(db: Db, tenantId: number) {
  await db.insert(shippingRules).values([
    {
      tenantId,
      service: 'Entrega Própria',
      state: 'SP',
      cepFrom: '13000000',
      cepTo: '13999999',
      days: 2,
      basePriceCents: 2_500,
      pricePerKgCents: 100,
      freeAboveCents: 90_000,
    },
    { tenantId, service: 'Transportadora', state: 'SP', days: 4, basePriceCents: 4_500, pricePerKgCents: 200 },
    { tenantId, service: 'Transportadora', state: 'MG', days: 6, basePriceCents: 6_500, pricePerKgCents: 300 },
  ]);
}

/** A tinting colour (with its machine, type, unit and line) ready to be chosen for a tint base. */
export async function insertColour(db: Db, tenantId: number, code: string, description: string) {
  const [machine] = await db
    .insert(tintMachines)
    .values({ tenantId, converter: '1', code: 'M1', description: 'Máquina 1' })
    .returning();
  const [type] = await db.insert(tintTypes).values({ tenantId, description: 'Acrílica' }).returning();
  const [unit] = await db.insert(tintUnits).values({ tenantId, description: '3,6L' }).returning();
  const [line] = await db.insert(tintLines).values({ tenantId, description: 'Fosco' }).returning();
  if (!machine || !type || !unit || !line) throw new Error('tinting rows not inserted');
  await db.insert(tintColors).values({
    tenantId,
    code,
    description,
    machineId: machine.id,
    typeId: type.id,
    unitId: unit.id,
    lineId: line.id,
    rgb: 'A7C7E7',
    priceCents: 500,
  });
}
