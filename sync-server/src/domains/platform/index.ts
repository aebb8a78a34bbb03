/** The platform domain as other domains use it (the demo seed makes a staff member; the CRM asks whether its module is on). */
export { createPlatformStaff } from './staff';
export { crmModuleActive } from './providers-repo';
export { openModalAlerts } from './modal-alerts';
