import { transmitStatus } from '../escpos/commands';
import type { PrinterStatus } from './types';

/** What to send for a status: DLE EOT 1 (printer), 2 (offline cause), 4 (roll paper); one byte comes back for each. */
export const STATUS_REQUEST = Uint8Array.from([...transmitStatus(1), ...transmitStatus(2), ...transmitStatus(4)]);
export const STATUS_REPLY_LENGTH = 3;

/** Reads the three DLE EOT answers (Epson's bit layout). */
export function parseStatus(reply: Uint8Array): PrinterStatus {
  const [printer = 0, offlineCause = 0, paper = 0] = reply;
  const paperOut = (paper & 0x60) !== 0 || (offlineCause & 0x20) !== 0;
  const coverOpen = (offlineCause & 0x04) !== 0;
  const offline = (printer & 0x08) !== 0;
  return {
    state: paperOut ? 'paper-out' : coverOpen ? 'cover-open' : offline ? 'offline' : 'ready',
    paperNearEnd: (paper & 0x0c) !== 0,
  };
}
