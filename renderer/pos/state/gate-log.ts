import { create } from 'zustand';

/** One answer of the gate, as the recent-scans list shows it. */
export interface GateScan {
  at: string;
  code: string;
  /** admitted, already, or a refusal (refused, cancelled, refunded, too-early, ...). */
  verdict: string;
  headline: string;
  detail: string;
}

/**
 * The gate's counts for the shift (issue 16: admitted, refused, already scanned) and its last scans,
 * kept in the window's storage with the shift they belong to: leaving the gate or reloading keeps
 * them, a new shift starts from zero.
 */
export interface GateLog {
  shiftUuid: string | null;
  admitted: number;
  refused: number;
  already: number;
  recent: GateScan[];
}

const STORAGE_KEY = 'pos.gateLog';
export const RECENT_SCANS = 12;
const empty = (shiftUuid: string | null): GateLog => ({ shiftUuid, admitted: 0, refused: 0, already: 0, recent: [] });

function load(): GateLog {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as GateLog) : empty(null);
  } catch {
    return empty(null);
  }
}

export const useGateLog = create<GateLog>(() => load());

/** The log of this shift (zero when the stored one belongs to another shift). */
export function gateLogOf(log: GateLog, shiftUuid: string | null): GateLog {
  return log.shiftUuid === shiftUuid ? log : empty(shiftUuid);
}

export function recordGateScan(shiftUuid: string | null, scan: GateScan): void {
  const log = gateLogOf(useGateLog.getState(), shiftUuid);
  const kind = scan.verdict === 'admitted' ? 'admitted' : scan.verdict === 'already' ? 'already' : 'refused';
  const next: GateLog = { ...log, [kind]: log[kind] + 1, recent: [scan, ...log.recent].slice(0, RECENT_SCANS) };
  useGateLog.setState(next, true);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or missing storage keeps the counts for this session only.
  }
}
