/**
 * How large a request body may be (issue 14 item 6). Every route takes DEFAULT_BODY_LIMIT; the few
 * that carry more say so with their route-level bodyLimit: a station's push (a day of offline sales),
 * the contract form's drawn signature, and uploads (images, logos).
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
export const SYNC_PUSH_BODY_LIMIT = 12 * 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024;
/** The contract form's signing: a drawn signature as a PNG data URL, and the signer's name. */
export const SIGNATURE_BODY_LIMIT = 410_000;
