import { useTranslation } from 'react-i18next';
import { activeBindings, press, useKeyLayers } from '../keys/hotkeys';

/** What is printed on the key itself: the same in every language. */
const KEY_CAPS: Record<string, string> = { Escape: 'Esc', Delete: 'Del', Enter: 'Enter' };

/** The keys in force, always visible; each one is also a large touch target. */
export function KeyLegend() {
  const { t } = useTranslation();
  const layers = useKeyLayers((s) => s.layers);
  const bindings = activeBindings(layers).filter((b) => !b.hidden);
  return (
    <nav className="key-legend" aria-label={t('keys.legend')}>
      {bindings.map((b) => (
        <button key={b.key} type="button" className="key" disabled={b.disabled} data-key={b.key} onClick={() => press(b.key)}>
          <kbd dir="ltr">{KEY_CAPS[b.key] ?? b.key}</kbd>
          <span>{t(b.label)}</span>
        </button>
      ))}
    </nav>
  );
}
