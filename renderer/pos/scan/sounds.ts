/**
 * The scan sounds, made with Web Audio (no audio files): a short high beep when a scan did what
 * it should, a low double buzz when it did not (unknown, refused, already scanned). The last
 * sound is also marked on the page (html[data-sound]) so a test can tell them apart.
 */
export type ScanSound = 'ok' | 'bad';

let audio: AudioContext | null = null;

function tone(ctx: AudioContext, start: number, seconds: number, hz: number, type: OscillatorType, volume: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = hz;
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + seconds);
}

let played = 0;

export function playSound(sound: ScanSound): void {
  played += 1;
  document.documentElement.dataset.sound = `${sound}-${played}`;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const now = audio.currentTime;
    if (sound === 'ok') tone(audio, now, 0.09, 1760, 'sine', 0.25);
    else {
      tone(audio, now, 0.14, 140, 'square', 0.2);
      tone(audio, now + 0.2, 0.14, 140, 'square', 0.2);
    }
  } catch {
    // No sound device: the screen still says what happened.
  }
}
