import { Component, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRoute, navigate, useLocation, Link, HOME } from '../ui/router';
import { NoticeHost, Spinner, Button } from '../ui/components';
import { SimulatorBanner, useServerSimulators } from '../ui/SimulatorBanner';
import { alertDialog } from '../ui/notices';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { currentLanguage } from '../i18n';
import { routes, type BackofficeRoute } from './routes';
import { PLATFORM_MENU, visibleMenu } from './menu';
import { usePlatformRights } from './platform/use-platform-staff';
import { changeLanguage, logout, useSession } from './session';
import NotFoundPage from './pages/NotFoundPage';
import { FindOrder } from './FindOrder';
import { NotificationBell } from './messages/NotificationBell';
import { ModalAlerts } from './messages/ModalAlerts';
import { Permission } from '@pos/shared/permissions';

export function App() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const permissions = useSession((s) => s.permissions);
  const { path } = useLocation();
  const simulators = useServerSimulators();
  const decision = useMemo(() => (status === 'loading' ? null : decideRoute(routes, path, { loggedIn: status === 'user', permissions })), [status, path, permissions]);

  useEffect(() => {
    if (!decision) return;
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
    // R-PERM-5: the error popup "No permission", and home.
    if (decision.kind === 'no-permission') {
      navigate(decision.to, { replace: true });
      void alertDialog(t('common:errors.noPermission'), { tone: 'error' });
    }
  }, [decision, t]);

  const title = decision?.kind === 'render' ? t(decision.route.titleKey) : decision?.kind === 'not-found' ? t('titles.notFound') : '';
  useEffect(() => {
    // R-PERM-6: the page title comes from the route.
    document.title = title ? `${title} · ${t('appName')}` : t('appName');
  }, [title, t]);

  let content: ReactNode;
  if (!decision || decision.kind === 'redirect' || decision.kind === 'no-permission') content = <Spinner />;
  else if (decision.kind === 'not-found') content = <NotFoundPage />;
  else {
    const PageComponent = decision.route.page;
    content = (
      <ErrorBoundary key={path}>
        <Suspense fallback={<Spinner />}>
          <PageComponent params={decision.params} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  const framed = status === 'user' && !(decision?.kind === 'render' && decision.route.anonymous);
  return (
    <>
      <SimulatorBanner systems={simulators} />
      {framed ? (
        <Layout title={title} route={decision?.kind === 'render' ? decision.route : undefined}>
          {content}
        </Layout>
      ) : (
        <div className="bare-page">
          <div className="bare-tools">
            <LanguagePicker />
          </div>
          {content}
        </div>
      )}
      <NoticeHost />
    </>
  );
}

function Layout({ title, children }: { title: string; route?: BackofficeRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const init = useSession((s) => s.init);
  const permissions = useSession((s) => s.permissions);
  const { path } = useLocation();
  const platformStaff = usePlatformRights().length > 0;
  const menu = visibleMenu(permissions, init?.crmModule ?? false);
  const entries = platformStaff ? [...menu, ...PLATFORM_MENU] : menu;
  return (
    <div className="shell">
      <nav className="menu" aria-label={t('menu.label')}>
        <div className="menu-brand">{init?.provider?.name ?? t('appName')}</div>
        <ul>
          {entries.map((e) => (
            <li key={e.key}>
              <Link to={e.to} className={isActive(e.to, path) ? 'active' : undefined} data-menu={e.key}>
                {t(`menu.${e.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="menu-signout" data-menu="signOut" onClick={() => void logout().then(() => navigate('/login'))}>
              {t('menu.signOut')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="main">
        <header className="topbar">
          <h1>{title}</h1>
          <div className="topbar-tools">
            {permissions.has(Permission.ViewOrders) ? <FindOrder /> : null}
            {init?.provider ? <NotificationBell /> : null}
            <span className="user-name">{init?.user.firstName || init?.user.username}</span>
            <LanguagePicker />
          </div>
        </header>
        <main className="content">{children}</main>
      </div>
      {init?.provider ? <ModalAlerts /> : null}
    </div>
  );
}

function isActive(to: string, path: string): boolean {
  return to === HOME ? path === HOME : path === to || path.startsWith(`${to}/`);
}

function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language as Language) ?? currentLanguage();
  return (
    <select className="language-picker" aria-label={t('common:language')} value={lang} onChange={(e) => void changeLanguage(e.target.value as Language)}>
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {t(`common:languages.${l}`)}
        </option>
      ))}
    </select>
  );
}

/** A screen that fails to render (or whose chunk fails to load: ChunkLoadError) shows the error page's text. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) return <RenderError error={this.state.error} />;
    return this.props.children;
  }
}

function RenderError({ error }: { error: Error }) {
  const { t } = useTranslation();
  const chunk = /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(error.message);
  return (
    <div className="error-box" role="alert">
      <p>{chunk ? t('common:errors.chunkLoad') : t('errorPage.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('common:reload')}</Button>
    </div>
  );
}
