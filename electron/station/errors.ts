import { AppError, noPermission, refused } from '@pos/shared/errors';
import { permissionName, type PermissionCode } from '@pos/shared/permissions';

/**
 * The station core throws the one AppError of @pos/shared/errors; the host and the Electron
 * wiring turn it into data ({type, kind, code, message}) for the POS.
 */
export { AppError, refused };

export function notPaired(): AppError {
  return new AppError('unprocessable', 'station-not-paired', 'The station is not paired with the server yet.');
}

export function notLoggedIn(): AppError {
  return new AppError('unauthorized', 'not-logged-in', 'Log in first.');
}

export function missingPermission(code: PermissionCode): AppError {
  const error = noPermission();
  return new AppError('forbidden', error.code, error.message, { extra: { permission: code, permissionName: permissionName(code) } });
}
