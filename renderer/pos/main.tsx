import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { posTexts } from './texts';
import { App } from './App';
import { connect } from './core/send';
import { listen, refreshStatus } from './core/station';
import { installKeyboard } from './keys/hotkeys';
import { startCartPricing } from './state/pricing';
import '../ui/styles.css';
import './pos.css';

await initI18n({ name: 'pos', resources: posTexts });
connect();
installKeyboard();
startCartPricing();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

await refreshStatus();
listen();
