import { useEffect, useState } from 'react';
import type { PlatformRight } from '@pos/shared/api/platform';
import { call } from '../../ui/api';

/** The caller's platform rights (empty for a provider's user): the platform's menu entry and tabs follow them. */
export function usePlatformRights(enabled = true): PlatformRight[] {
  const [rights, setRights] = useState<PlatformRight[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void call('GET /api/platform/me', { quiet: true }).then((r) => {
      if (live && r.ok) setRights(r.data.rights);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return rights;
}
