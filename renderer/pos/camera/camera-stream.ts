/**
 * The station's camera: the back camera unless the cashier chose another (remembered on this
 * station), and why it could not be opened, as one of a few problems the screen can explain.
 */
export type CameraProblem = 'unsupported' | 'denied' | 'none' | 'busy' | 'failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(`camera: ${problem}`);
  }
}

export interface CameraChoice {
  id: string;
  label: string;
}

export interface OpenCamera {
  stream: MediaStream;
  /** The camera in use. */
  deviceId: string;
  cameras: CameraChoice[];
}

const CHOSEN_KEY = 'pos.camera.deviceId';

export function rememberCamera(deviceId: string): void {
  localStorage.setItem(CHOSEN_KEY, deviceId);
}

/** Opens `deviceId`, else the remembered camera, else the back one (facing the customer's ticket). */
export async function openCamera(deviceId?: string): Promise<OpenCamera> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  const wanted = deviceId ?? localStorage.getItem(CHOSEN_KEY) ?? undefined;
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: wanted ? { ...size, deviceId: { exact: wanted } } : { ...size, facingMode: { ideal: 'environment' } } });
  } catch (e) {
    const problem = problemOf(e);
    // The remembered camera was unplugged: forget it and take whichever camera there is.
    if (problem === 'none' && wanted && !deviceId) {
      localStorage.removeItem(CHOSEN_KEY);
      return openCamera(undefined);
    }
    throw new CameraError(problem);
  }
  const track = stream.getVideoTracks()[0];
  const devices = await navigator.mediaDevices.enumerateDevices();
  const cameras = devices.filter((d) => d.kind === 'videoinput').map((d, i) => ({ id: d.deviceId, label: d.label || `${i + 1}` }));
  return { stream, deviceId: track?.getSettings().deviceId ?? wanted ?? '', cameras };
}

export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

export function problemOf(e: unknown): CameraProblem {
  if (e instanceof CameraError) return e.problem;
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}
