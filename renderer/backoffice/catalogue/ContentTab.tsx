import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, MediaTranslationInput, ProductContentEntryView } from '@pos/shared/api/files';
import { call } from '../../ui/api';
import { Button, EmptyState, ErrorBox, Spinner, TextArea, TextField } from '../../ui/components';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { TranslateMediaModal } from './TranslateMediaModal';
import type { TabProps } from './product-tabs';

/** A row being edited: saved entries keep their id; new ones have a local key only. */
interface Draft {
  key: string;
  id?: number;
  title: string;
  description: string;
}

const ROUTES = {
  faq: { get: 'GET /api/product/faq/get', save: 'POST /api/product/faq/save' },
  info: { get: 'GET /api/product/moreinfo/get', save: 'POST /api/product/moreinfo/save' },
} as const;

let nextKey = 0;
const draftOf = (entry: ProductContentEntryView): Draft => ({ key: `saved-${entry.id}`, id: entry.id, title: entry.title, description: entry.description });

/**
 * The product editor's FAQ (question and answer) and more-info (title and text) sections
 * (000 §2; C066-C069): the list in its order, edited as a whole and saved at once; each saved
 * entry translated per language in the translate modal.
 */
export function ContentTab({ product, editing, kind }: TabProps & { kind: ContentKind }) {
  const { t } = useTranslation();
  const loaded = useApi(() => call(ROUTES[kind].get, { query: { productId: product.id } }), [product.id, kind]);
  const [entries, setEntries] = useState<ProductContentEntryView[] | null>(null);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [translating, setTranslating] = useState<ProductContentEntryView | null>(null);
  const list = entries ?? loaded.data;
  if (loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  if (!list) return <Spinner />;
  const rows = drafts ?? list.map(draftOf);
  const label = (field: 'title' | 'description') => t(`content.${kind}.${field}`);
  const change = (key: string, patch: Partial<Draft>) => setDrafts(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    setDrafts(next);
  };
  const save = async () => {
    setBusy(true);
    const res = await call(ROUTES[kind].save, { body: { productId: product.id, entries: rows.map((row) => ({ ...(row.id ? { id: row.id } : {}), title: row.title.trim(), description: row.description.trim() })) } });
    setBusy(false);
    if (!res.ok) return;
    setEntries(res.data);
    setDrafts(null);
    toast('success', t('content.saved'));
  };
  const saveTranslations = async (entry: ProductContentEntryView, translations: MediaTranslationInput[]) => {
    const res = kind === 'faq' ? await call('POST /api/product/faq-translations/save', { body: { faqId: entry.id, translations } }) : await call('POST /api/product/info-translations/save', { body: { infoId: entry.id, translations } });
    if (res.ok) setEntries(list.map((e) => (e.id === res.data.id ? res.data : e)));
    return res.ok;
  };

  if (!editing) {
    if (!list.length) return <EmptyState>{t(`content.${kind}.empty`)}</EmptyState>;
    return (
      <dl className="content-entries">
        {list.map((entry) => (
          <div key={entry.id} className="content-entry">
            <dt dir="auto">{entry.title}</dt>
            <dd dir="auto">{entry.description}</dd>
            <dd className="muted">{t('content.translatedInto', { count: entry.translations.filter((x) => x.title || x.description).length })}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div className="stack">
      {rows.length ? null : <EmptyState>{t(`content.${kind}.empty`)}</EmptyState>}
      <ol className="content-editor">
        {rows.map((row, index) => {
          const saved = row.id ? list.find((e) => e.id === row.id) : undefined;
          return (
            <li key={row.key} className="card stack" data-testid="content-entry">
              <TextField dir="auto" label={label('title')} name={`title-${index}`} required maxLength={255} value={row.title} onChange={(e) => change(row.key, { title: e.target.value })} />
              <TextArea dir="auto" label={label('description')} name={`description-${index}`} rows={3} maxLength={2000} value={row.description} onChange={(e) => change(row.key, { description: e.target.value })} />
              <div className="toolbar">
                <Button disabled={index === 0} aria-label={t('content.moveUp')} onClick={() => move(index, -1)}>
                  ↑
                </Button>
                <Button disabled={index === rows.length - 1} aria-label={t('content.moveDown')} onClick={() => move(index, 1)}>
                  ↓
                </Button>
                {saved && !drafts ? <Button onClick={() => setTranslating(saved)}>{t('media.translate')}</Button> : null}
                <span className="spacer" />
                <Button kind="danger" onClick={() => setDrafts(rows.filter((r) => r.key !== row.key))}>
                  {t('content.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="toolbar">
        <Button disabled={rows.length >= 50} onClick={() => setDrafts([...rows, { key: `new-${nextKey++}`, title: '', description: '' }])}>
          {t(`content.${kind}.add`)}
        </Button>
        <span className="spacer" />
        {drafts ? (
          <>
            <Button onClick={() => setDrafts(null)}>{t('common:cancel')}</Button>
            <Button kind="primary" busy={busy} disabled={rows.some((row) => !row.title.trim())} onClick={() => void save()}>
              {t('common:save')}
            </Button>
          </>
        ) : null}
      </div>
      {drafts ? <p className="muted">{t('content.saveBeforeTranslating')}</p> : null}
      {translating ? <TranslateMediaModal title={t('content.translateTitle', { title: translating.title })} labels={{ title: label('title'), description: label('description') }} translations={translating.translations} onSave={(translations) => saveTranslations(translating, translations)} onClose={() => setTranslating(null)} /> : null}
    </div>
  );
}
