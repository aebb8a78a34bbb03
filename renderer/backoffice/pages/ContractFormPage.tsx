import { useRef, useState, type ChangeEvent, type FormEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';

const WIDTH = 480;
const HEIGHT = 160;

/**
 * A signature drawn with a mouse, pen or finger; from the keyboard, "sign with my name" writes the
 * typed full name in the box instead. `onChange` says whether anything is drawn.
 */
function SignaturePad({ canvasRef, fullName, onChange, error }: { canvasRef: React.RefObject<HTMLCanvasElement | null>; fullName: string; onChange(drawn: boolean): void; error?: string }) {
  const { t } = useTranslation();
  const last = useRef<{ x: number; y: number } | null>(null);
  const context = () => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.strokeStyle = '#111';
      ctx.fillStyle = '#111';
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
    }
    return ctx;
  };
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * WIDTH) / box.width, y: ((e.clientY - box.top) * HEIGHT) / box.height };
  };
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(false);
  };
  const signWithName = () => {
    const ctx = context();
    if (!ctx || !fullName.trim()) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.font = 'italic 40px "Segoe Script", "Brush Script MT", cursive';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(fullName.trim(), WIDTH / 2, HEIGHT / 2, WIDTH - 20);
    onChange(true);
  };
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span className="label" id="signature-label">
        {t('contractForm.signature')}
      </span>
      <canvas
        ref={canvasRef}
        className="signature-pad"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby="signature-hint"
        style={{ touchAction: 'none', border: '1px solid currentColor', borderRadius: 6, maxWidth: '100%', background: '#fff' }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          last.current = point(e);
        }}
        onPointerMove={(e) => {
          const ctx = context();
          if (!last.current || !ctx) return;
          const next = point(e);
          ctx.beginPath();
          ctx.moveTo(last.current.x, last.current.y);
          ctx.lineTo(next.x, next.y);
          ctx.stroke();
          last.current = next;
          onChange(true);
        }}
        onPointerUp={() => (last.current = null)}
        onPointerCancel={() => (last.current = null)}
      />
      <small className="hint" id="signature-hint">
        {t('contractForm.signatureHint')}
      </small>
      {error ? (
        <small className="field-error" role="alert">
          {error}
        </small>
      ) : null}
      <div className="form-actions">
        <Button onClick={signWithName} disabled={!fullName.trim()}>
          {t('contractForm.signWithName')}
        </Button>
        <Button onClick={clear}>{t('contractForm.clear')}</Button>
      </div>
    </div>
  );
}

/**
 * /contract-form/{token} (R-ORD-25): the customer reads the order and its terms, and signs with
 * full name, job title and a drawn signature (001 §5). Anonymous: the one-time link is the key.
 */
export default function ContractFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const token = params.token ?? '';
  const form = useApi(() => call('GET /api/contract-form/{token}', { params: { token }, quiet: true, anonymousOk: true }), [token]);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [fullName, setFullName] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [drawn, setDrawn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);

  if (form.error) return <ErrorBox message={form.error.status === 404 ? t('contractForm.notFound') : form.error.message} />;
  const f = form.data;
  if (!f) return <Spinner />;
  const money = (minor: number) => formatMoney(minor, f.currencyId);
  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const edit = (field: string, set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (fullName.trim().length < 2) local.fullName = t('contractForm.required');
    if (!jobTitle.trim()) local.jobTitle = t('contractForm.required');
    if (!drawn) local.signature = t('contractForm.signatureRequired');
    f.extraFields.forEach((field, i) => {
      if (field.required && !(answers[i] ?? '').trim()) local[`extraFields.${i}`] = t('contractForm.required');
    });
    setErrors(local);
    setMessage('');
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const signature = canvasRef.current!.toDataURL('image/png');
    const result = await call('POST /api/contract-form/sign', { body: { token, fullName, jobTitle, signature, extraFields: f.extraFields.map((_, i) => answers[i] ?? '') }, quiet: true, anonymousOk: true });
    setBusy(false);
    if (result.ok) setDone(true);
    else {
      setErrors(result.error.fieldErrors ?? {});
      setMessage(t(`contractForm.errors.${result.error.code}`, { defaultValue: result.error.message }));
    }
  };

  return (
    <div className="card narrow stack contract-form">
      <h1>{t('contractForm.heading', { business: f.business })}</h1>
      <p>{t('contractForm.orderOf', { number: f.orderNumber, name: f.customerName })}</p>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>{t('contractForm.product')}</th>
              <th>{t('contractForm.when')}</th>
              <th className="num">{t('contractForm.quantity')}</th>
              <th className="num">{t('contractForm.total')}</th>
            </tr>
          </thead>
          <tbody>
            {f.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  {l.product} <span className="muted">{l.customerType}</span>
                </td>
                <td>
                  {formatDate(l.date)} {l.startTime ? formatTime(l.startTime) : ''}
                </td>
                <td className="num">{l.quantity}</td>
                <td className="num">{money(l.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={3}>{t('contractForm.totalToPay')}</th>
              <td className="num">
                <strong>{money(f.totalToPay)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {f.terms ? (
        <section>
          <h2>{t('contractForm.terms')}</h2>
          <p className="pre-line">{f.terms}</p>
        </section>
      ) : null}
      {f.signed && f.extraFields.length ? (
        <dl className="facts">
          {f.extraFields.map((field, i) => (
            <div key={i}>
              <dt dir="auto">{field.label}</dt>
              <dd dir="auto">{field.value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {f.signed || done ? (
        <p className="form-success" role="status">
          {f.signedAt ? t('contractForm.alreadySigned', { date: formatDateTime(f.signedAt) }) : t('contractForm.thanks')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('contractForm.sign')} className="stack">
          <TextField label={t('contractForm.fullName')} name="fullName" autoComplete="name" maxLength={100} value={fullName} onChange={edit('fullName', setFullName)} error={errors.fullName} />
          <TextField label={t('contractForm.jobTitle')} name="jobTitle" autoComplete="organization-title" maxLength={100} value={jobTitle} onChange={edit('jobTitle', setJobTitle)} error={errors.jobTitle} />
          {f.extraFields.map((field, i) => (
            <TextField
              key={i}
              label={field.required ? field.label : t('contractForm.optional', { label: field.label })}
              name={`extra-${i}`}
              dir="auto"
              maxLength={500}
              value={answers[i] ?? ''}
              onChange={(e) => {
                setAnswers((a) => ({ ...a, [i]: e.target.value }));
                clearError(`extraFields.${i}`);
              }}
              error={errors[`extraFields.${i}`]}
            />
          ))}
          <SignaturePad
            canvasRef={canvasRef}
            fullName={fullName}
            onChange={(now) => {
              setDrawn(now);
              if (now) clearError('signature');
            }}
            error={errors.signature}
          />
          {message ? (
            <p className="form-error" role="alert">
              {message}
            </p>
          ) : null}
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy}>
              {t('contractForm.sign')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
