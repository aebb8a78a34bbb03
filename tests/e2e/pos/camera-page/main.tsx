import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../../../renderer/i18n';
import { posTexts } from '../../../../renderer/pos/texts';
import { installKeyboard } from '../../../../renderer/pos/keys/hotkeys';
import { CameraScanner } from '../../../../renderer/pos/camera/CameraScanner';
import '../../../../renderer/ui/styles.css';
import '../../../../renderer/pos/pos.css';

/**
 * The camera scanner alone, as the POS mounts it (same texts, keys and styles), for the browser
 * test: the codes it reports are listed, and closing it is shown. ?lang= picks the language.
 */
const language = await initI18n({ name: 'pos', resources: posTexts }, new URLSearchParams(location.search).get('lang') ?? 'en-US');
document.documentElement.lang = language;
installKeyboard();

function Page() {
  const [codes, setCodes] = useState<string[]>([]);
  const [open, setOpen] = useState(true);
  return (
    <main>
      <ol data-testid="codes">
        {codes.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ol>
      {open ? <CameraScanner onCode={(code) => setCodes((list) => [...list, code])} onClose={() => setOpen(false)} /> : <p data-testid="closed">closed</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
