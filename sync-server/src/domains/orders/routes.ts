import type { App } from '../../http/types';
import saleRoutes from './sale-routes';
import orderRoutes from './order-routes';
import lineRoutes from './line-routes';
import searchRoutes from './search-routes';
import detailRoutes from './detail-routes';
import summaryRoutes from './summary-routes';
import contractFormRoutes from './contract-form-routes';

/**
 * The spec writes some payload names with a capital first letter (PriceTypeId, DiscountAmount,
 * Products): the order calls read every key with its first letter in lower case.
 */
function camelKeys(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object' || !hasCapitalKey(value, depth)) return value;
  if (Array.isArray(value)) return value.map((v) => camelKeys(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), camelKeys(v, depth + 1)]));
}

/** Whether a key within reach of camelKeys starts with a capital: a payload already in camelCase is kept as it came, not copied. */
function hasCapitalKey(value: object, depth: number): boolean {
  if (depth > 6) return false;
  if (Array.isArray(value)) return value.some((v) => v !== null && typeof v === 'object' && hasCapitalKey(v as object, depth + 1));
  for (const k in value) {
    const c = k.charCodeAt(0);
    if (c >= 65 && c <= 90) return true;
    const v = (value as Record<string, unknown>)[k];
    if (v !== null && typeof v === 'object' && hasCapitalKey(v, depth + 1)) return true;
  }
  return false;
}

export default async function ordersDomain(app: App): Promise<void> {
  app.addHook('preValidation', async (request) => {
    request.query = camelKeys(request.query);
    if (request.body !== undefined) request.body = camelKeys(request.body);
  });
  await app.register(saleRoutes);
  await app.register(orderRoutes);
  await app.register(lineRoutes);
  await app.register(searchRoutes);
  await app.register(detailRoutes);
  await app.register(summaryRoutes);
  await app.register(contractFormRoutes);
}
