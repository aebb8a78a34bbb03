/**
 * A delivery that did not happen. Permanent: the SMTP server or the SMS gateway refused this
 * message (a 5xx reply, an unknown number): sending it again cannot help, so it fails at once.
 * Otherwise (no connection, a 4xx reply, a timeout) it is retried with back-off.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Any error as a DeliveryError: unknown errors (a dropped connection, a bug in a gateway's answer) are transient. */
export function asDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  return new DeliveryError(error instanceof Error ? error.message : String(error), false);
}
