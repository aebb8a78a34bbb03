import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { posTexts } from './texts';
import { App } from './App';
import { connect, send } from './core/send';
import { listen, refreshStatus } from './core/station';
import { installKeyboard } from './keys/hotkeys';
import { installWedge } from './keys/wedge';
import { publishScan } from './keys/scans';
import { startCartPricing } from './state/pricing';
import { watchCashierSwitch } from './state/cashier-switch';
import { CustomerDisplay } from './display/CustomerDisplay';
import { startCustomerDisplay } from './display/publish';
import '../ui/styles.css';
import './pos.css';

const params = new URLSearchParams(location.search);

if (params.get('display') === 'customer') {
  // The customer-facing page (a second window or page): it speaks the customer's language (?lang=) and only listens.
  await initI18n({ name: 'pos', resources: posTexts }, params.get('lang') ?? undefined);
  createRoot(document.getElementById('root')!).render(<CustomerDisplay />);
} else {
  await initI18n({ name: 'pos', resources: posTexts });
  connect();
  // The scanner's wedge listens before the hot keys: a scan's Enter is the scan's, not a key's.
  installWedge(publishScan);
  installKeyboard();
  startCartPricing();
  // Issue 16: a cart left by a cashier switch is parked under that cashier's name.
  watchCashierSwitch();
  startCustomerDisplay();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  await refreshStatus();
  listen();
  // Issue 17: the operating system's network-change events (Chromium's online event, in Electron and in
  // a browser alike) make the station probe the server at once rather than at its next tick.
  window.addEventListener('online', () => void send('network-changed', {}));
}
