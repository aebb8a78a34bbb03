/**
 * One report per code: a code is passed on when it has not been seen for `quietMs`. A ticket held
 * under the camera is seen on every frame and so reported once; shown again after two seconds
 * away, it is reported again (the gate then says it was already scanned).
 */
export function repeatGuard(quietMs = 2000): (code: string, now?: number) => boolean {
  const lastSeen = new Map<string, number>();
  return (code, now = Date.now()) => {
    for (const [seen, at] of lastSeen) if (now - at >= quietMs) lastSeen.delete(seen);
    const fresh = !lastSeen.has(code);
    lastSeen.set(code, now);
    return fresh;
  };
}
