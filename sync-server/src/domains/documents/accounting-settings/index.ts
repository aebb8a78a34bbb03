/** The accounting settings as other parts of the ledger use them. */
export { taxStatusOf, taxStatusFrom } from './tax-status';
export { allocationCredentialsOf, ledgerAccountsOf, type AllocationCredentials, type LedgerAccounts } from './accounting-repo';
export { loadAccountingInfo } from './accounting-info';
