import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api';

/**
 * Shown at the top of the POS and the back office while any external system is simulated (card
 * terminal, club vouchers, ...: @pos/shared/simulators): payments and vouchers there are not real.
 */
export function SimulatorBanner({ systems }: { systems: readonly string[] }) {
  const { t } = useTranslation('common');
  if (systems.length === 0) return null;
  const names = systems.map((s) => t(`simulators.systems.${s}`, { defaultValue: s })).join(', ');
  return (
    <div className="simulator-banner" role="alert" data-testid="simulator-banner" data-systems={systems.join(',')}>
      <strong>{t('simulators.title')}</strong>
      <span>{t('simulators.text', { systems: names })}</span>
    </div>
  );
}

/** The server's simulated systems (GET version), asked once. */
export function useServerSimulators(): readonly string[] {
  const [systems, setSystems] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    api
      .get<{ version: string; simulators?: string[] }>('version', { quiet: true })
      .then((answer) => {
        if (live && answer.ok) setSystems(answer.data.simulators ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return systems;
}
