import { useTranslation } from 'react-i18next';
import { DEFAULT_TERMS, TERMS_CLAUSES, TERMS_VERSION, type ProviderTerms } from '@pos/shared/terms/terms';
import { formatDate, formatMoney } from '../../ui/format';

/** The figures each clause's text names, from the terms data (one place for the numbers). */
function figures(terms: ProviderTerms) {
  return {
    commission: terms.commissionBp / 100,
    freeOrderFee: formatMoney(terms.freeOrderFeePerTicket),
    cancellationFee: terms.providerCancellationFeeBp / 100,
    refundDays: terms.refundWithinDays,
    hours: terms.minParticipantsCancellationHours,
    payoutDays: terms.payoutDays.join(', '),
    shortfallDays: terms.shortfallRepaymentDays,
    newFeeDays: terms.newFeeNoticeDays,
    feeChangeDays: terms.feeChangeNoticeDays,
    terminationDays: terms.terminationNoticeDays,
  };
}

/** The terms step (R-USER-9): the clauses of R-TERMS-1..12 in the reader's language, with the platform's figures. */
export function TermsClauses({ terms = DEFAULT_TERMS }: { terms?: ProviderTerms }) {
  const { t } = useTranslation();
  const values = figures(terms);
  return (
    <div className="stack" aria-label={t('registration.termsTitle')}>
      <p className="muted">{t('registration.termsDated', { date: formatDate(TERMS_VERSION) })}</p>
      <ol className="plain-list terms-clauses">
        {TERMS_CLAUSES.map((id) => (
          <li key={id} data-clause={id}>
            {t(`registration.terms.${id}`, values)}
          </li>
        ))}
      </ol>
    </div>
  );
}
