import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation } from '../electron/station/station';
import { seedReplica } from '../electron/station/catalogue/replica.fixtures';
import { percentile, result, sample, type Benchmark } from './lib';

const PRODUCTS = 2_000;
const SLOTS_PER_PRODUCT = 50;
const RUNS = 500;

/**
 * station-add-to-cart-p95-ms (issue 4): a scanned barcode found among 2,000 products (100,000
 * slots in the replica) and the cart, now holding it and two earlier items, priced again by the
 * shared pricing with the seats left checked. Baseline: the bare barcode lookup statement.
 */
const bench: Benchmark = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cart-'));
  const station = createStation({ dataDir: dir, autoSync: false });
  try {
    const fixture = seedReplica(station.ctx.db, { products: PRODUCTS, slotsPerProduct: SLOTS_PER_PRODUCT, slotLimit: 100 });
    station.ctx.session.userId = fixture.userId;
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const item = (p: (typeof fixture.products)[number]) => ({ productId: p.id, date, slotId: p.slotIds[0]!, customers: [{ customerTypeId: p.customerTypeIds[0]!, quantity: 2 }, { customerTypeId: p.customerTypeIds[1]!, quantity: 1 }] });
    const inCart = [item(fixture.products[10]!), item(fixture.products[20]!)];
    let n = 0;
    const addToCart = () => {
      const product = fixture.products[(n++ * 7919) % PRODUCTS]!;
      const [hit] = station.handlers['product-search']({ query: product.barcode });
      const priced = station.handlers['cart-price']({ items: [...inCart, item(fixture.products[hit!.id - 1]!)] });
      if (!priced.ok) throw new Error(priced.problems[0]?.message);
    };
    const times = await sample(addToCart, RUNS, 30);
    const lookup = station.ctx.db.$client.prepare('select data from products where barcode = ?');
    const bare = await sample(() => lookup.get(fixture.products[(n++ * 7919) % PRODUCTS]!.barcode), RUNS, 30);
    return [result('station-add-to-cart-p95-ms', percentile(times, 95), 'ms', percentile(bare, 95), `p50 ${percentile(times, 50).toFixed(2)} ms; barcode search + pricing of a 3-item cart, ${PRODUCTS} products and ${PRODUCTS * SLOTS_PER_PRODUCT} slots; baseline: the bare barcode lookup (aim: under 10 ms)`)];
  } finally {
    await station.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
