/** The price-lists domain as other domains and the demo seed use it. */
export { savePriceList } from './save-price-list';
export { activePriceListEnds, copyPriceLists, priceListsOfProducts, removeCustomerTypeLines } from './price-list-repo';
export { PriceList, type PriceListInput, type PriceListView } from '@pos/shared/api/price-lists';
