import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../ui/components';
import { useHotkeys } from '../keys/hotkeys';
import { openCamera, problemOf, rememberCamera, stopCamera, type CameraChoice, type CameraProblem } from './camera-stream';
import { workerFrameReader, type FrameReader } from './frame-reader';
import { repeatGuard } from './repeat-guard';
import { scanVideo } from './scan-loop';
import './camera.css';

/**
 * Camera scanning for stations with a camera: shows the camera's picture and calls onCode once per
 * code read (QR or barcode). The decoder is chosen by measured speed (bench qr-decode,
 * docs/decisions/camera-scanning.md) and runs in a Web Worker; the camera stops when this closes.
 */
export interface CameraScannerProps {
  /** Called with each code read; the same code is not repeated within two seconds. */
  onCode(code: string): void;
  onClose(): void;
}

type View = { kind: 'starting' } | { kind: 'live'; cameras: CameraChoice[]; deviceId: string } | { kind: 'failed'; problem: CameraProblem | 'decoder' };

export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [view, setView] = useState<View>({ kind: 'starting' });
  const [lastCode, setLastCode] = useState<string | null>(null);

  useHotkeys([{ key: 'Escape', label: 'camera.close', run: onClose }], { modal: true });

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopScanning = () => {};
    setView({ kind: 'starting' });
    void (async () => {
      try {
        const opened = await openCamera(chosen);
        if (cancelled) return stopCamera(opened.stream);
        stream = opened.stream;
        const video = videoRef.current!;
        video.srcObject = stream;
        await video.play();
        if (cancelled) return;
        setView({ kind: 'live', cameras: opened.cameras, deviceId: opened.deviceId });
        let reader: FrameReader;
        try {
          reader = workerFrameReader();
        } catch {
          return setView({ kind: 'failed', problem: 'decoder' });
        }
        const fresh = repeatGuard(2000);
        const stopLoop = scanVideo(video, reader, {
          onText(text) {
            if (!fresh(text)) return;
            setLastCode(text);
            onCodeRef.current(text);
          },
          onError: () => setView({ kind: 'failed', problem: 'decoder' }),
        });
        stopScanning = () => {
          stopLoop();
          reader.close();
        };
      } catch (e) {
        if (!cancelled) setView({ kind: 'failed', problem: problemOf(e) });
      }
    })();
    return () => {
      cancelled = true;
      stopScanning();
      if (stream) stopCamera(stream);
    };
  }, [chosen]);

  const choose = (deviceId: string) => {
    rememberCamera(deviceId);
    setChosen(deviceId);
  };

  return (
    <Modal title={t('camera.title')} onClose={onClose} wide footer={<Button onClick={onClose}>{t('camera.close')} <kbd dir="ltr">Esc</kbd></Button>}>
      <div className="camera-scanner" data-testid="camera-scanner" data-state={view.kind}>
        {view.kind === 'failed' ? (
          <p className="error-text" role="alert" data-testid="camera-problem">
            {t(`camera.problem.${view.problem}`)}
          </p>
        ) : null}
        {view.kind === 'live' && view.cameras.length > 1 ? (
          <label className="field camera-choice">
            <span>{t('camera.choose')}</span>
            <select value={view.deviceId} onChange={(e) => choose(e.target.value)} data-testid="camera-select">
              {view.cameras.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="camera-view" hidden={view.kind === 'failed'}>
          <video ref={videoRef} muted playsInline />
          <div className="camera-aim" aria-hidden="true" />
          {view.kind === 'starting' ? (
            <div className="camera-starting" role="status">
              <span className="spinner-wheel" aria-hidden="true" /> {t('camera.starting')}
            </div>
          ) : null}
        </div>
        {view.kind === 'live' ? <p className="muted">{t('camera.aim')}</p> : null}
        <p className="camera-last" aria-live="polite" data-testid="camera-last-code" hidden={lastCode === null}>
          {t('camera.read')} <bdi dir="ltr">{lastCode}</bdi>
        </p>
      </div>
    </Modal>
  );
}
