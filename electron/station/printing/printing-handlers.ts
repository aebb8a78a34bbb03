import { AppError, fieldError } from '@pos/shared/errors';
import type { StationContext } from '../context';
import { printWorkerOf } from './print-worker';

/** What the cashier asks of the printer: print a waiting receipt (auto-print off), or a failed one again. */
export function printingHandlers(ctx: StationContext) {
  return {
    'print-job-print': async (args: { id: number }): Promise<{ id: number; status: string }> => {
      if (!Number.isInteger(args?.id)) throw fieldError('id', 'Which print job?');
      const worker = printWorkerOf(ctx);
      if (!worker) throw new AppError('unprocessable', 'printing-off', 'The station prints nothing: its print worker is not running.');
      return { id: args.id, status: await worker.print(args.id) };
    },
  };
}
