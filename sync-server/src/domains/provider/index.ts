/** The provider domain as other domains use it. */
export { loadCurrencyRates } from './currency-rate-repo';
export { isTimeZoneName } from './time-zone';
