import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { NoticeHost, Spinner, Button } from '../ui/components';
import { SimulatorBanner } from '../ui/SimulatorBanner';
import { useHotkeys } from './keys/hotkeys';
import { back, decideScreen, go, useNav, type Screen } from './state/nav';
import { can, useStation } from './state/station';
import { StatusBar } from './components/StatusBar';
import { KeyLegend } from './components/KeyLegend';
import { ProgressOverlay } from './components/ProgressOverlay';
import { DialogKeys } from './components/DialogKeys';
import { AutoLock } from './components/AutoLock';
import { SettingsScreen } from './screens/SettingsScreen';
import { LoginScreen } from './screens/LoginScreen';
import { ShiftScreen } from './screens/ShiftScreen';
import { SellScreen } from './screens/SellScreen';
import { PayScreen } from './screens/PayScreen';
import { ReceiptScreen } from './screens/ReceiptScreen';
import { ReservedScreen } from './screens/ReservedScreen';
import { HelpScreen } from './screens/HelpScreen';
import { GateScreen } from './screens/GateScreen';
import { SyncScreen } from './screens/SyncScreen';
import { SalesScreen } from './screens/SalesScreen';
import { PrintQueueScreen } from './screens/PrintQueueScreen';
import { focusSearch } from './screens/sell/search-focus';

const NONE: readonly string[] = [];

export function App() {
  const { t } = useTranslation();
  const loaded = useStation((s) => s.loaded);
  const simulators = useStation((s) => s.status?.simulators ?? NONE);
  const paired = useStation((s) => s.status?.paired ?? false);
  const user = useStation((s) => s.status?.user ?? null);
  const shift = useStation((s) => s.status?.shift ?? null);
  const top = useNav((s) => s.stack[s.stack.length - 1]!);
  const screen = decideScreen({ loaded, paired, user, shift }, top);

  useEffect(() => {
    document.title = screen ? `${t(`screens.${screen.name}`)} · ${t('appName')}` : t('appName');
  }, [screen, t]);

  // The keys that work from every screen; a screen's own bindings come first. A payment under way
  // is left only by Esc (which asks), never by jumping to another screen.
  const paying = screen?.name === 'pay';
  useHotkeys([
    { key: 'F1', label: 'keys.help', run: () => go({ name: 'help' }), hidden: paying },
    { key: 'F2', label: 'keys.search', run: () => (go({ name: 'sell' }), focusSearch()), disabled: !user || paying, hidden: screen?.name === 'sell' || paying },
    { key: 'F8', label: 'keys.reserved', run: () => go({ name: 'reserved' }), disabled: !user || paying || !can(Permission.CashierReservedOrders), hidden: paying },
    { key: 'F12', label: 'keys.gate', run: () => go({ name: 'gate' }), disabled: !user || paying, hidden: paying || screen?.name === 'gate' },
    { key: 'F11', label: 'keys.sync', run: () => go({ name: 'sync' }), disabled: !user || paying, hidden: paying || screen?.name === 'sync' },
    { key: 'F9', label: 'keys.shift', run: () => go({ name: 'shift' }), disabled: !user || paying, hidden: paying },
    // The print queue (jobs waiting for a printer, failed ones to print again): listed in the help, off the legend.
    { key: 'Ctrl+J', label: 'keys.printQueue', run: () => go({ name: 'printQueue' }), disabled: !user || paying, hidden: true },
    // Settings are for setting up, not for selling: the key works but stays off the legend while someone sells.
    { key: 'F10', label: 'keys.settings', run: () => go({ name: 'settings' }), hidden: !!user },
    { key: 'Escape', label: 'keys.back', run: back },
  ]);

  let content: ReactNode;
  if (!screen) content = <Spinner label={t('starting')} />;
  else content = <ScreenView screen={screen} />;

  return (
    <div className="pos">
      <SimulatorBanner systems={simulators} />
      <StatusBar />
      <main className="pos-main" data-screen={screen?.name ?? 'loading'}>
        <ErrorBoundary key={screen?.name}>{content}</ErrorBoundary>
      </main>
      <KeyLegend />
      <ProgressOverlay />
      <NoticeHost />
      <DialogKeys />
      <AutoLock />
    </div>
  );
}

function ScreenView({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'settings':
      return <SettingsScreen />;
    case 'login':
      return <LoginScreen />;
    case 'shift':
      return <ShiftScreen />;
    case 'sell':
      return <SellScreen />;
    case 'pay':
      return <PayScreen />;
    case 'receipt':
      return <ReceiptScreen orderUuid={screen.orderUuid} printJobId={screen.printJobId} issued={screen.receipt} />;
    case 'reserved':
      return <ReservedScreen />;
    case 'gate':
      return <GateScreen />;
    case 'help':
      return <HelpScreen />;
    case 'sync':
      return <SyncScreen />;
    case 'sales':
      return <SalesScreen />;
    case 'printQueue':
      return <PrintQueueScreen />;
  }
}

/** A screen that fails to draw says so and offers a way on, rather than a white till. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) return <ScreenFailed onBack={() => this.setState({ error: undefined })} />;
    return this.props.children;
  }
}

function ScreenFailed({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return (
    <div className="error-box" role="alert">
      <p>{t('screenFailed')}</p>
      <Button onClick={() => (back(), onBack())}>{t('keys.back')}</Button>
    </div>
  );
}
