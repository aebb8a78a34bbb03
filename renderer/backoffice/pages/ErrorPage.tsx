import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/router';

/** R-PERM-7: the error page at /error. */
export default function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="card narrow">
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errorPage.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
