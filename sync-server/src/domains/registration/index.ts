/** The registration domain as other domains use it (session's login, the platform's back office). */
export { registrationStatus } from './registration-repo';
export { decideRegistration, registrations } from './decide';
export { insertProviderWithOwner, companyIdTaken, lockCompanyId, providerEmailTaken, userEmailTaken } from './registration-repo';
export { OWNER_PROFILE } from './register';
export { addAgent, agenciesForPlatform, indexStatistics, localDate, sendAgencyAccess, switchAgency } from './agency';
