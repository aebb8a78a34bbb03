import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/router';

/** R-PERM-7: the not-found catch-all ("page not found"). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="card narrow" data-page="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
