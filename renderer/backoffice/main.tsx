import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, startVersionPoll } from '../ui/api';
import { sayFieldError } from '../ui/field-message';
import { alertDialog, confirmDialog, toast } from '../ui/notices';
import { navigate } from '../ui/router';
import { i18next, initI18n } from '../i18n';
import { backofficeTexts } from './texts';
import { App } from './App';
import { forgetSession, loadInit } from './session';
import '../ui/styles.css';

await initI18n({ name: 'backoffice', resources: backofficeTexts });

// 002 §8.1: what the client does per answer, once for the whole app.
configureApi({
  text: (key, status) => i18next.t(`common:errors.${key}`, { status }),
  // Issue 18: a 400 field error said by its code in the user's language (never English in Hebrew or Russian).
  fieldMessage: (code, params, message) => sayFieldError(i18next, code, params, message),
  fieldLabel: (field) => (i18next.language.startsWith('en') ? field : undefined),
  serverMessage: (code) => (code && i18next.exists(`common:serverErrors.${code}`) ? i18next.t(`common:serverErrors.${code}`) : undefined),
  onUnauthorized: (message) => {
    forgetSession();
    if (window.location.pathname !== '/login') {
      toast('error', message);
      navigate('/login');
    }
  },
  onNoPermission: (message) => {
    void alertDialog(message, { tone: 'error' });
    navigate('/');
  },
  onOutdated: (message) => {
    void alertDialog(message, { tone: 'warning' }).then(() => window.location.reload());
  },
  confirmWarning: (message) => confirmDialog(message, { tone: 'warning', title: i18next.t('common:warningTitle') }),
  showError: (message) => toast('error', message),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

await loadInit();
startVersionPoll();
