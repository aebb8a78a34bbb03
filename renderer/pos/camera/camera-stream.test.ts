import { describe, expect, it } from 'vitest';
import { CameraError, problemOf } from './camera-stream';

describe('problemOf: why the camera did not open, as the cashier is told', () => {
  it('tells a refused permission, no camera, a busy camera and anything else apart', () => {
    expect(problemOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(problemOf(new DOMException('x', 'SecurityError'))).toBe('denied');
    expect(problemOf(new DOMException('x', 'NotFoundError'))).toBe('none');
    expect(problemOf(new DOMException('x', 'OverconstrainedError'))).toBe('none');
    expect(problemOf(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(problemOf(new CameraError('unsupported'))).toBe('unsupported');
    expect(problemOf(new TypeError('odd'))).toBe('failed');
    expect(problemOf('nothing')).toBe('failed');
  });
});
