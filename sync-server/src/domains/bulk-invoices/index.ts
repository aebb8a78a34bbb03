/** Bulk invoices as the app registers them. */
export { default as bulkInvoiceRoutes } from './routes';
