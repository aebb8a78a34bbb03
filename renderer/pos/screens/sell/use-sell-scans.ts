import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/notices';
import { setCoupon } from '../../state/cart';
import { send } from '../../core/send';
import type { ProductHit, ScannedOrder } from '../../core/handlers';
import { errorText } from '../../core/errors';
import { useScans } from '../../keys/scans';
import { playSound } from '../../scan/sounds';
import { couponReasonText } from '../../scan/scan-texts';

/**
 * What a scan does at the sell screen (the core resolves it: scan-resolve): a ticket opens its
 * order, a coupon goes on the sale, a product or price-line barcode opens the product (a price line
 * then puts its customer type in the cart).
 */
export function useSellScans({ chooseProduct, onTicket }: { chooseProduct(p: ProductHit): void; onTicket(order: ScannedOrder): void }) {
  const { t } = useTranslation();

  const openScannedProduct = async (code: string, productId: number) => {
    const answer = await send('product-search', { query: code });
    if (!answer.ok) return toast('error', errorText(answer.error));
    const hit = answer.data.find((h) => h.id === productId);
    if (hit) chooseProduct(hit);
  };

  const onScan = async (code: string) => {
    const answer = await send('scan-resolve', { code });
    if (!answer.ok) {
      // The core could not resolve it: a product barcode still sells, as typed into the search.
      const found = await send('product-search', { query: code });
      if (found.ok && found.data.length === 1) {
        playSound('ok');
        return chooseProduct(found.data[0]!);
      }
      playSound('bad');
      return toast('error', errorText(answer.error));
    }
    const r = answer.data;
    switch (r.kind) {
      case 'ticket':
        playSound('ok');
        return onTicket(r.order);
      case 'coupon':
        if (!r.coupon.usable) {
          playSound('bad');
          return toast('error', couponReasonText(r.coupon.reason));
        }
        playSound('ok');
        setCoupon(r.code);
        return toast('success', t('coupon.applied', { name: r.coupon.name }));
      case 'price-line':
      case 'product':
        playSound('ok');
        return void openScannedProduct(r.code, r.productId);
      case 'unknown':
        playSound('bad');
        return toast('error', t('scan.unknown', { code: r.code }));
    }
  };
  useScans((code) => void onScan(code));
}
