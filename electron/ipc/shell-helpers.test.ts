import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Permission } from '@pos/shared/permissions';
import { posFileOf, contentTypeOf } from './pos-files';
import { backOfficeUrl, mayOpenBackOffice } from './back-office';
import { isPosUrl, isSameOrigin, mayUseCamera, POS_CSP } from '../security';

describe('serving the POS build from app://pos/', () => {
  const root = '/opt/pos/resources/pos';
  it('maps asset paths into the build folder and every page path to index.html', () => {
    expect(posFileOf('app://pos/index.html', root)).toBe(join(root, 'index.html'));
    expect(posFileOf('app://pos/', root)).toBe(join(root, 'index.html'));
    expect(posFileOf('app://pos/shift', root)).toBe(join(root, 'index.html'));
    expect(posFileOf('app://pos/assets/index-abc.js', root)).toBe(join(root, 'assets/index-abc.js'));
  });

  it('never leaves the build folder, whatever the encoding', () => {
    for (const url of ['app://pos/../secrets.txt', 'app://pos/%2e%2e/%2e%2e/etc/passwd.txt', 'app://pos/assets/..%2f..%2fstation.db', 'app://pos/a%00.js', 'app://other/index.html', 'not a url']) {
      const file = posFileOf(url, root);
      expect(file === null || file.startsWith(`${root}/`), url).toBe(true);
      if (url.includes('station.db') || url.includes('%00') || url.includes('other')) expect(file, url).toBeNull();
    }
  });

  it('names the content types the page needs', () => {
    expect(contentTypeOf('a.js')).toMatch(/javascript/);
    expect(contentTypeOf('a.css')).toMatch(/css/);
    expect(contentTypeOf('a.bin')).toBe('application/octet-stream');
  });
});

describe('shell security', () => {
  it('keeps a page on its own origin', () => {
    expect(isPosUrl('app://pos/index.html')).toBe(true);
    expect(isPosUrl('app://pos.evil/index.html')).toBe(false);
    expect(isPosUrl('https://pos/index.html')).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:8080/orders', 'http://127.0.0.1:8080')).toBe(true);
    expect(isSameOrigin('http://127.0.0.1:8081/', 'http://127.0.0.1:8080')).toBe(false);
  });

  it('allows no remote script, no inline script and no framing', () => {
    expect(POS_CSP).toContain("script-src 'self'");
    expect(POS_CSP).toContain("object-src 'none'");
    expect(POS_CSP).toContain("frame-ancestors 'none'");
    // WebAssembly may compile (the camera scanner's decoder); JavaScript eval and inline script may not.
    expect(POS_CSP).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(POS_CSP.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
  });

  it('grants the POS page the camera (video only) and nothing else, no other page anything', () => {
    expect(mayUseCamera('media', 'app://pos/index.html', ['video'])).toBe(true);
    expect(mayUseCamera('media', 'app://pos/index.html', ['video', 'audio'])).toBe(false);
    expect(mayUseCamera('media', 'app://pos/index.html', ['audio'])).toBe(false);
    expect(mayUseCamera('media', 'app://pos/index.html', undefined)).toBe(false);
    expect(mayUseCamera('media', 'http://127.0.0.1:8080/', ['video'])).toBe(false);
    expect(mayUseCamera('geolocation', 'app://pos/index.html', ['video'])).toBe(false);
  });
});

describe('the back office menu entry', () => {
  it('shows for a user with a back-office permission, not for a pure cashier', () => {
    expect(mayOpenBackOffice([Permission.Cashier, Permission.CashierReservedOrders, Permission.CashierEditSlot])).toBe(false);
    expect(mayOpenBackOffice([Permission.Cashier, Permission.ViewOrders])).toBe(true);
    expect(mayOpenBackOffice(null)).toBe(false);
  });

  it('opens the sync server\'s site root, http(s) only', () => {
    expect(backOfficeUrl('http://127.0.0.1:8080/api')).toBe('http://127.0.0.1:8080/');
    expect(backOfficeUrl('https://pos.example.com')).toBe('https://pos.example.com/');
    expect(backOfficeUrl('file:///etc/passwd')).toBeNull();
    expect(backOfficeUrl(null)).toBeNull();
  });
});
