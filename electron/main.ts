import { app, BrowserWindow, ipcMain, Menu, net, powerMonitor, protocol, safeStorage, screen, session, type MenuItemConstructorOptions } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createStation, type Station } from './station/station';
import { safeStorageSealer, type TokenSealer } from './station/sync/token-store';
import { EVENT_CHANNEL, handlerNamesSwitch } from './ipc/contract';
import { wireHandlers } from './ipc/wire-handlers';
import { contentTypeOf, posFileOf } from './ipc/pos-files';
import { backOfficeUrl, mayOpenBackOffice } from './ipc/back-office';
import { setDemoPrinter } from './station/settings/demo-printer';
import { customerDisplayOptions, planCustomerDisplay } from './customer-display';
import { allowOrigin, hardenSession, hardenWebContents, isPosUrl, POS_CSP, POS_ORIGIN, POS_SCHEME, POS_SCHEME_PRIVILEGES, POS_START_URL } from './security';

/**
 * The desktop shell: one window of the cashier app, the station core in this process, and one
 * IPC channel per handler of the core's map. Built by scripts/build-electron.ts, which puts the
 * POS build (pos/), the preload (preload.cjs) and the station's migrations (station/drizzle/)
 * beside this file.
 */
const here = dirname(fileURLToPath(import.meta.url));
const paths = {
  pos: process.env.POS_RENDERER_DIR ?? join(here, 'pos'),
  preload: join(here, 'preload.cjs'),
  migrations: join(here, 'station', 'drizzle'),
};

protocol.registerSchemesAsPrivileged([POS_SCHEME_PRIVILEGES]);
app.enableSandbox();
hardenWebContents(app);

// One cashier app per machine: a second start brings the first window forward.
const firstInstance = app.requestSingleInstanceLock();

let station: Station | null = null;
let posWindow: BrowserWindow | null = null;
let backOfficeWindow: BrowserWindow | null = null;
let customerWindow: BrowserWindow | null = null;

/** The POS build from app://pos/, with its CSP; nothing outside the build folder. */
function servePosBuild(): void {
  protocol.handle(POS_SCHEME, async (request) => {
    const file = posFileOf(request.url, paths.pos);
    if (!file) return new Response('Not found', { status: 404 });
    const answer = await net.fetch(pathToFileURL(file).toString());
    if (!answer.ok) return new Response('Not found', { status: 404 });
    return new Response(answer.body, { status: 200, headers: { 'Content-Type': contentTypeOf(file), 'Content-Security-Policy': POS_CSP, 'X-Content-Type-Options': 'nosniff' } });
  });
}

function createPosWindow(handlerNames: readonly string[]): BrowserWindow {
  const win = new BrowserWindow({
    width: 1366,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    backgroundColor: '#f4f6f9',
    title: 'Ticket Window POS',
    fullscreen: process.env.POS_FULLSCREEN === '1',
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webviewTag: false,
      spellcheck: false,
      additionalArguments: [handlerNamesSwitch(handlerNames)],
    },
  });
  allowOrigin(win.webContents, POS_ORIGIN);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(POS_START_URL);
  return win;
}

/**
 * Issue 16: the customer-facing display, a second window of the POS build that only listens (no
 * preload, no handlers): full screen on a second screen, else a window beside the till.
 */
function openCustomerDisplay(language: string | null): void {
  const plan = planCustomerDisplay({ displays: screen.getAllDisplays(), primaryId: screen.getPrimaryDisplay().id, startUrl: POS_START_URL, language, ...customerDisplayOptions(process.env) });
  if (!plan) return;
  const win = new BrowserWindow({
    ...plan.bounds,
    fullscreen: plan.fullscreen,
    show: false,
    frame: !plan.fullscreen,
    backgroundColor: '#ffffff',
    title: 'Customer display',
    webPreferences: { contextIsolation: true, nodeIntegration: false, sandbox: true, webviewTag: false, spellcheck: false },
  });
  allowOrigin(win.webContents, POS_ORIGIN);
  win.once('ready-to-show', () => win.showInactive());
  win.on('closed', () => (customerWindow = null));
  void win.loadURL(plan.url);
  customerWindow = win;
}

/** The back office (the sync server's web app) in its own window and session, with no preload. */
function openBackOffice(url: string): void {
  if (backOfficeWindow && !backOfficeWindow.isDestroyed()) {
    backOfficeWindow.focus();
    return;
  }
  const partition = 'persist:backoffice';
  hardenSession(session.fromPartition(partition));
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    title: 'Back office',
    webPreferences: { partition, contextIsolation: true, nodeIntegration: false, sandbox: true, webviewTag: false },
  });
  allowOrigin(win.webContents, new URL(url).origin);
  win.on('closed', () => (backOfficeWindow = null));
  void win.loadURL(url);
  backOfficeWindow = win;
}

/** The menu follows who is logged in: the back office entry only for a user with back-office permissions. */
async function refreshMenu(): Promise<void> {
  if (!station) return;
  const status = await station.handlers.status({});
  const url = backOfficeUrl(status.serverUrl);
  const showBackOffice = url !== null && mayOpenBackOffice(status.user?.permissions);
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'Station',
      submenu: [
        ...(showBackOffice ? [{ label: 'Back office', accelerator: 'CmdOrCtrl+B', click: () => openBackOffice(url) }] : []),
        { role: 'reload' as const },
        { type: 'separator' as const },
        { role: 'quit' as const },
      ],
    },
    { label: 'View', submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  // A user who loses the permission (or logs out) loses the window too.
  if (!showBackOffice && backOfficeWindow && !backOfficeWindow.isDestroyed()) backOfficeWindow.close();
}

/**
 * npm start (scripts/start-station.ts) hands a new station its server, pairing code and cashier identifier; a station
 * already paired ignores them. Anywhere else the cashier pairs on the settings screen.
 */
async function pairFromEnvironment(core: Station): Promise<void> {
  const serverUrl = process.env.POS_SERVER_URL;
  const code = process.env.POS_PAIRING_CODE;
  const cashierIdentifier = process.env.POS_CASHIER_IDENTIFIER;
  if (!serverUrl || !code || !cashierIdentifier || (await core.handlers.status({})).paired) return;
  try {
    await core.handlers.pair({ serverUrl, code, cashierIdentifier });
  } catch (error) {
    console.error('Pairing with the server failed; pair on the settings screen:', error);
  }
}

/**
 * The station token is sealed by the OS (DPAPI, Keychain, libsecret) where safeStorage has a real
 * backend; Linux without a keyring ("basic_text") falls back to the key file beside the data folder.
 */
function tokenSealer(): TokenSealer | undefined {
  if (!safeStorage.isEncryptionAvailable()) return undefined;
  if (process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') return undefined;
  return safeStorageSealer(safeStorage);
}

async function start(): Promise<void> {
  await app.whenReady();
  hardenSession(session.defaultSession);
  servePosBuild();
  station = createStation({ dataDir: process.env.POS_DATA_DIR ?? join(app.getPath('userData'), 'station'), migrationsFolder: paths.migrations, sync: { tokenSealer: tokenSealer() } });
  await pairFromEnvironment(station);
  // npm start's virtual printer, unless this station's printers are set up already.
  if (process.env.POS_DEMO_PRINTER) setDemoPrinter(station.ctx, process.env.POS_DEMO_PRINTER);
  wireHandlers(ipcMain, station.handlers, {
    isTrustedSender: isPosUrl,
    logError: (name, error) => console.error(`station handler ${name} failed:`, error),
  });
  posWindow = createPosWindow(Object.keys(station.handlers));
  openCustomerDisplay((await station.handlers.status({})).language);
  posWindow.on('closed', () => customerWindow?.close());
  station.ctx.events.on((event) => {
    if (posWindow && !posWindow.isDestroyed()) posWindow.webContents.send(EVENT_CHANNEL, event);
    if (event.type === 'status') void refreshMenu();
  });
  await refreshMenu();
  // Back from sleep the network has usually changed: probe the server now (the window's online event covers the rest).
  powerMonitor.on('resume', () => station?.ctx.sync.networkChanged());
}

app.on('second-instance', () => {
  if (posWindow && !posWindow.isDestroyed()) {
    if (posWindow.isMinimized()) posWindow.restore();
    posWindow.focus();
  }
});

app.on('window-all-closed', () => app.quit());

let closing = false;
app.on('before-quit', (event) => {
  if (!station || closing) return;
  // The core stops its sync and closes the database before the process goes.
  event.preventDefault();
  closing = true;
  void station.close().finally(() => app.quit());
});

if (!firstInstance) app.quit();
else {
  start().catch((error: unknown) => {
    console.error('The station could not start:', error);
    app.exit(1);
  });
}
