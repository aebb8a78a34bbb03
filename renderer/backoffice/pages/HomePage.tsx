import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/router';
import { useSession } from '../session';
import { visibleMenu } from '../menu';

/** Home: a greeting and the unfinished-products alert (000 §2). */
export default function HomePage() {
  const { t } = useTranslation();
  const init = useSession((s) => s.init);
  const permissions = useSession((s) => s.permissions);
  const hour = new Date().getHours();
  const part = hour < 5 ? 'evening' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  const name = init?.user.firstName || init?.user.username || '';
  return (
    <div className="home">
      <section className="card greeting">
        <h2>{t(`home.greeting.${part}`, { name })}</h2>
        {init?.provider ? <p className="muted">{init.provider.name}</p> : null}
      </section>
      <nav className="shortcuts" aria-label={t('home.shortcuts')}>
        {visibleMenu(permissions)
          .filter((e) => e.to !== '/')
          .map((e) => (
            <Link key={e.key} to={e.to} className="shortcut card">
              {t(`menu.${e.key}`)}
            </Link>
          ))}
      </nav>
    </div>
  );
}
