/** R-ORD-22 lives once, in shared/src/orders/lead-customer.ts; the orders domain's files import it from here. */
export { leadCustomerName, validLeadCustomer, type LeadCustomer } from '@pos/shared/orders/lead-customer';
