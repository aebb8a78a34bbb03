import type { ProductView } from '../api-types';

/** The product editor sections that exist on the server (000 §2 Catalogue product-editor sections). */
export const PRODUCT_TABS = ['details', 'time', 'customer-types', 'pricing', 'selling', 'photos', 'faq', 'more-info', 'translations', 'external-codes', 'slots'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export interface TabProps {
  product: ProductView;
  editing: boolean;
  reload(): void;
}
