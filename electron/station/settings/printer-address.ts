import { validationError, type FieldErrors } from '@pos/shared/errors';
import { PROFILES } from '@pos/printers';
import { PAPER_SIZES, type PrinterSetting } from './settings-store';

const KINDS = ['tcp', 'serial', 'usb', 'virtual'] as const;
const ROLES = ['receipt', 'ticket', 'report'] as const;
const MAX_PRINTERS = 20;

/** A host name (RFC 1123 labels), an IPv4 address, or an IPv6 address in brackets. */
const HOST = /^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?))*|\[[0-9A-Fa-f:.]+\])$/;
/** Serial ports: /dev/tty…, /dev/cu… (macOS), COM1-COM256 (Windows). */
const SERIAL = /^(?:\/dev\/(?:tty|cu)[A-Za-z0-9._-]{1,40}|COM(?:[1-9]|[1-9]\d|1\d\d|2[0-4]\d|25[0-6]))$/;
/** USB printers: a printer device under /dev (lp0, usb/lp0), or a Windows device (\\.\USB001). */
const USB = /^(?:\/dev\/(?:usb\/)?lp\d{1,3}|\\\\\.\\USB\d{3})$/;

/** `host`, `host:port` (port 1-65535); anything else is null. */
export function parseTcpAddress(address: string): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(address.trim());
  if (!match || !HOST.test(match[1]!)) return null;
  const port = match[2] === undefined ? 9100 : Number(match[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  const ipv4 = /^\d+(?:\.\d+){3}$/.test(match[1]!);
  if (ipv4 && match[1]!.split('.').some((n) => Number(n) > 255)) return null;
  return { host: match[1]!, port };
}

/**
 * The printers of settings-save, checked before they are kept: roles, kinds, papers and profiles
 * from their lists, TCP addresses as host and port in range, serial and USB only device paths (a
 * printer is never an arbitrary file the station would write to). Field errors name the printer.
 */
export function validatePrinters(printers: unknown): PrinterSetting[] {
  if (!Array.isArray(printers)) throw validationError({ printers: ['The printers are a list.'] });
  if (printers.length > MAX_PRINTERS) throw validationError({ printers: [`At most ${MAX_PRINTERS} printers.`] });
  const errors: FieldErrors = {};
  const add = (i: number, field: string, message: string) => (errors[`printers.${i}.${field}`] ??= []).push(message);
  printers.forEach((p: Partial<PrinterSetting> | null, i) => {
    if (!p || typeof p !== 'object') return add(i, 'kind', 'A printer is an object.');
    if (!(ROLES as readonly unknown[]).includes(p.role)) add(i, 'role', `The role is one of ${ROLES.join(', ')}.`);
    if (!(KINDS as readonly unknown[]).includes(p.kind)) add(i, 'kind', `The kind is one of ${KINDS.join(', ')}.`);
    if (p.paper !== undefined && !(PAPER_SIZES as readonly unknown[]).includes(p.paper)) add(i, 'paper', `The paper is one of ${PAPER_SIZES.join(', ')}.`);
    if (p.profile !== undefined && !Object.prototype.hasOwnProperty.call(PROFILES, p.profile)) add(i, 'profile', 'Unknown printer profile.');
    if (p.baudRate !== undefined && !(Number.isInteger(p.baudRate) && p.baudRate >= 300 && p.baudRate <= 4_000_000)) add(i, 'baudRate', 'The baud rate is a whole number from 300 to 4000000.');
    if (typeof p.address !== 'string' || p.address.length > 200) return add(i, 'address', 'The address is text of up to 200 characters.');
    if (p.paper === 'A4') return; // A4 is a PDF in the data folder: no device.
    if ((p.kind === 'tcp' || p.kind === 'virtual') && !parseTcpAddress(p.address)) add(i, 'address', 'Enter host:port, e.g. 192.168.1.50:9100 (port 1-65535).');
    if (p.kind === 'serial' && !SERIAL.test(p.address)) add(i, 'address', 'Enter a serial port, e.g. /dev/ttyUSB0 or COM3.');
    if (p.kind === 'usb' && !USB.test(p.address)) add(i, 'address', 'Enter a USB printer device, e.g. /dev/usb/lp0.');
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return printers as PrinterSetting[];
}
