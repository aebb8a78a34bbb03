import { useNotices, type Dialog } from '../../ui/notices';
import { useHotkeys } from '../keys/hotkeys';
import { useScans } from '../keys/scans';

/**
 * A question or message on screen (notices.ts: "Clear the cart?") is modal for keys and scans: Esc
 * says no, Enter yes, and nothing beneath it (F4 pay, a scan) runs while it is open.
 */
export function DialogKeys() {
  const dialog = useNotices((s) => s.dialogs[0]);
  return dialog ? <OpenDialogKeys dialog={dialog} /> : null;
}

function OpenDialogKeys({ dialog }: { dialog: Dialog }) {
  useHotkeys(
    [
      { key: 'Escape', label: 'keys.back', run: () => dialog.resolve(dialog.kind === 'alert'), hidden: true },
      { key: 'Enter', label: 'keys.choose', run: () => dialog.resolve(true), hidden: true },
    ],
    { modal: true },
  );
  useScans(() => undefined);
  return null;
}
