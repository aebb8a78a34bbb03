/** The catalogue domain as other domains and the demo seed use it. */
export { createProductWithCustomerTypes } from './create-product';
export type { CustomerTypeInput, ProductInput, ProductView } from '@pos/shared/api/catalogue';
export { mainPhotoTiles } from './media-repo';
export { externalCodesForTickets } from './external-code-claims';
export { allotStationCodes, stationCodeRows } from './external-code-allotment';
export { applyPushedPartnerCodes, checkPushedPartnerCodes } from './external-code-push';
