import { call } from '../../ui/api';

const KEY = 'backoffice.brand';

export interface LoginBrand {
  name: string;
  logo: string | null;
}

/** The provider this browser last signed in to (issue 18: its name and logo on the login page), if any. */
export function rememberedBrand(): LoginBrand | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as LoginBrand | null;
    return value && typeof value.name === 'string' ? { name: value.name, logo: typeof value.logo === 'string' && value.logo.startsWith('data:image/') ? value.logo : null } : null;
  } catch {
    return null;
  }
}

/** After a sign-in: keeps the provider's name and logo (GET provider/brand) for the next login page. */
export async function rememberBrand(): Promise<void> {
  const result = await call('GET /api/provider/brand', { quiet: true });
  if (!result.ok) return;
  try {
    localStorage.setItem(KEY, JSON.stringify(result.data));
  } catch {
    // Storage full or off: the login page shows the product's name alone.
  }
}
