import { lazy } from 'react';
import { Permission } from '@pos/shared/permissions';
import type { RouteDef } from '../ui/router';
import LoginPage from './pages/LoginPage';
import type { Page } from './page';
export type BackofficeRoute = RouteDef<Page>;

const page = (load: () => Promise<{ default: Page }>): Page => lazy(load);

const Home = page(() => import('./pages/HomePage'));
const ResetPassword = page(() => import('./pages/ResetPasswordPage'));
const OrderTicket = page(() => import('./pages/OrderTicketPage'));
const ContractForm = page(() => import('./pages/ContractFormPage'));
const ErrorPage = page(() => import('./pages/ErrorPage'));
const Catalogue = page(() => import('./catalogue/CataloguePage'));
const ProductView = page(() => import('./catalogue/ProductPage').then((m) => ({ default: m.ProductViewPage })));
const ProductEdit = page(() => import('./catalogue/ProductPage').then((m) => ({ default: m.ProductEditPage })));
const Wizard = page(() => import('./catalogue/WizardPage'));
const Calendar = page(() => import('./calendar/CalendarPage'));
const Orders = page(() => import('./orders/OrdersPage'));
const OrderView = page(() => import('./orders/OrderPage'));
const NewOrder = page(() => import('./orders/NewOrderPage'));
const EditOrder = page(() => import('./orders/EditOrderPage'));
const EditDate = page(() => import('./orders/EditDatePage'));
const Reports = page(() => import('./reports/ReportsPage'));
const Settlement = page(() => import('./reports/SettlementPage'));
const Shifts = page(() => import('./reports/ShiftsPage'));
const Settings = page(() => import('./settings/SettingsPage'));
const ProviderUser = page(() => import('./settings/UserPage'));
const ProviderProfile = page(() => import('./settings/ProfilePage'));
const Coupons = page(() => import('./coupons/CouponsPage'));
const CouponEdit = page(() => import('./coupons/CouponPage'));
const SyncConflicts = page(() => import('./sync/ConflictsPage'));
const Employees = page(() => import('./employees/EmployeesPage'));
const Employee = page(() => import('./employees/EmployeePage'));
const EmployeeSlots = page(() => import('./employees/EmployeeSlotsPage'));
const MessageHistory = page(() => import('./messages/MessageHistoryPage'));
const MessageTemplates = page(() => import('./messages/MessageTemplatesPage'));
const Chat = page(() => import('./messages/ChatPage'));
const BusinessClients = page(() => import('./business-clients/BusinessClientsPage'));
const BusinessClient = page(() => import('./business-clients/BusinessClientPage'));
const Documents = page(() => import('./documents/DocumentsPage'));
const DocumentView = page(() => import('./documents/DocumentPage'));
const SharedDocument = page(() => import('./documents/SharedDocumentPage'));
const NewReceipt = page(() => import('./documents/NewDocumentPage').then((m) => ({ default: m.NewReceiptPage })));
const NewInvoiceReceipt = page(() => import('./documents/NewDocumentPage').then((m) => ({ default: m.NewInvoiceReceiptPage })));
const NewInvoice = page(() => import('./documents/NewDocumentPage').then((m) => ({ default: m.NewInvoicePage })));
const NewCreditInvoice = page(() => import('./documents/NewDocumentPage').then((m) => ({ default: m.NewCreditInvoicePage })));
const AccountingSettings = page(() => import('./settings/AccountingSettingsPage'));
const Exports = page(() => import('./exports/ExportsPage'));
const BulkInvoices = page(() => import('./bulk-invoices/BulkInvoicesPage'));

const CrmCustomers = page(() => import('./crm/CustomersPage'));
const CrmCustomer = page(() => import('./crm/CustomerPage'));
const CrmLeads = page(() => import('./crm/LeadsPage'));
const CrmLead = page(() => import('./crm/LeadPage'));
const CrmLeadCreate = page(() => import('./crm/LeadCreatePage'));
const CrmQuotes = page(() => import('./crm/QuotesPage'));
const CrmQuote = page(() => import('./crm/QuotePage'));
const CrmQuoteNew = page(() => import('./crm/QuoteNewPage'));
const SharedQuote = page(() => import('./crm/SharedQuotePage'));
const Registration = page(() => import('./registration/RegistrationPage'));
const RegistrationDetails = page(() => import('./registration/RegistrationDetailsPage'));
const AgencyRegistration = page(() => import('./registration/AgencyRegistrationPage'));
const Platform = page(() => import('./platform/PlatformPage'));
const PlatformProvider = page(() => import('./platform/ProviderPage'));

/**
 * The back office's routes (000 §2) in match order: fixed paths before the patterns that would
 * also match them (`/product/{id}/edit/{tab?}` before `/product/{id}/{tab?}`). Only screens that
 * exist are listed; any other path is the not-found page (R-PERM-7).
 */
export const routes: BackofficeRoute[] = [
  // R-PERM-3: anonymous routes. The login page is in the first bundle: it must be usable at once.
  { path: '/login', page: LoginPage, titleKey: 'titles.login', anonymous: true },
  { path: '/reset-password/{token}', page: ResetPassword, titleKey: 'titles.resetPassword', anonymous: true },
  { path: '/order/{id}/ticket', page: OrderTicket, titleKey: 'titles.orderTicket', anonymous: true, openWhenLoggedIn: true },
  // R-ORD-25: the customer signs the contract form by its one-time link.
  { path: '/contract-form/{token}', page: ContractForm, titleKey: 'contractForm.title', anonymous: true, openWhenLoggedIn: true },
  { path: '/error', page: ErrorPage, titleKey: 'titles.error', anonymous: true, openWhenLoggedIn: true },

  { path: '/', page: Home, titleKey: 'titles.home' },

  // R-PERM-8: products.
  { path: '/catalog', page: Catalogue, titleKey: 'titles.catalogue', permission: Permission.ProductsViewSearch },
  { path: '/catalog/filter', page: Catalogue, titleKey: 'titles.catalogue', permission: Permission.ProductsViewSearch },
  { path: '/create-product-step-one/{subStep?}/{productId?}', page: Wizard, titleKey: 'titles.wizard', permission: Permission.CreateProducts },
  { path: '/create-product-step-two/{subStep?}/{productId?}', page: Wizard, titleKey: 'titles.wizard', permission: Permission.CreateProducts },
  { path: '/create-product-step-three/{subStep?}/{productId?}', page: Wizard, titleKey: 'titles.wizard', permission: Permission.CreateProducts },
  { path: '/product/{id}/edit/{tab?}', page: ProductEdit, titleKey: 'titles.productEdit', permission: Permission.EditProducts },
  { path: '/product/{id}/{tab?}', page: ProductView, titleKey: 'titles.product', permission: Permission.ProductsViewSearch },

  // R-PERM-9: orders.
  { path: '/orders', page: Orders, titleKey: 'titles.orders', permission: Permission.ViewOrders },
  { path: '/orders/new', page: NewOrder, titleKey: 'titles.newOrder', permission: Permission.CreateOrders },
  { path: '/orders/new/add-product', page: NewOrder, titleKey: 'titles.newOrder', permission: Permission.CreateOrders },
  { path: '/orders/new/slot', page: NewOrder, titleKey: 'titles.newOrder', permission: Permission.CreateOrders },
  { path: '/orders/new/customer-type', page: NewOrder, titleKey: 'titles.newOrder', permission: Permission.CreateOrders },
  { path: '/order/{id}/edit-date/{productId}', page: EditDate, titleKey: 'titles.editDate', permission: Permission.EditOrders },
  { path: '/order/{orderId}/edit', page: EditOrder, titleKey: 'titles.editOrder', permission: Permission.EditOrders },
  { path: '/order/{id}', page: OrderView, titleKey: 'titles.order', permission: Permission.ViewOrders },
  // Issue 5: orders that offline sync flagged.
  { path: '/sync-conflicts', page: SyncConflicts, titleKey: 'titles.conflicts', permission: Permission.ViewOrders },
  // Issue 21: the SMS and e-mails sent (C278, C279), read with the orders.
  { path: '/smshistory', page: MessageHistory, titleKey: 'titles.messageHistory', permission: Permission.ViewOrders },
  // Issue 21: SMS and e-mail templates (C265-C271), provider settings.
  { path: '/message-management', page: MessageTemplates, titleKey: 'titles.messageTemplates', permission: Permission.ViewProviderSettings },
  // Issue 21: chat with the index's agents (C280-C283), read with the orders.
  { path: '/chat-quotes', page: Chat, titleKey: 'titles.chat', permission: Permission.ViewOrders },

  // Coupons (000 §2): read with ProductsViewSearch, created and changed with CouponCanChange (coupons/DECISIONS.md).
  { path: '/provider/coupons', page: Coupons, titleKey: 'titles.coupons', permission: Permission.ProductsViewSearch },
  { path: '/coupons/filter', page: Coupons, titleKey: 'titles.coupons', permission: Permission.ProductsViewSearch },
  { path: '/coupon/new', page: CouponEdit, titleKey: 'titles.couponNew', permission: Permission.CouponCanChange },
  { path: '/coupon/edit/{couponId}', page: CouponEdit, titleKey: 'titles.couponEdit', permission: Permission.ProductsViewSearch },

  // Issue 20: business clients, read with ViewOrders and changed with EditOrders (domains/business-clients/routes.ts).
  { path: '/businessClients', page: BusinessClients, titleKey: 'titles.businessClients', permission: Permission.ViewOrders },
  { path: '/businessClients/filter', page: BusinessClients, titleKey: 'titles.businessClients', permission: Permission.ViewOrders },
  { path: '/businessClient/new', page: BusinessClient, titleKey: 'titles.businessClientNew', permission: Permission.EditOrders },
  { path: '/businessClient/{id}/edit/{page?}', page: BusinessClient, titleKey: 'titles.businessClient', permission: Permission.EditOrders },
  { path: '/businessClient/{id}/view/{page?}', page: BusinessClient, titleKey: 'titles.businessClient', permission: Permission.ViewOrders },

  // Employees (000 §2): read with ViewProviderSettings, saved with EditProviderSettings; their slots with CalendarViewFilter.
  { path: '/employees', page: Employees, titleKey: 'titles.employees', permission: Permission.ViewProviderSettings },
  { path: '/employees/filter', page: Employees, titleKey: 'titles.employees', permission: Permission.ViewProviderSettings },
  { path: '/employee/no-slots', page: EmployeeSlots, titleKey: 'titles.employeeSlots', permission: Permission.CalendarViewFilter },
  { path: '/employee/new', page: Employee, titleKey: 'titles.employeeNew', permission: Permission.EditProviderSettings },
  { path: '/employee/{id}', page: Employee, titleKey: 'titles.employee', permission: Permission.ViewProviderSettings },
  { path: '/edit-employee/{id}', page: Employee, titleKey: 'titles.employee', permission: Permission.ViewProviderSettings },

  // R-PERM-12: reports.
  { path: '/report/dashboard', page: Reports, titleKey: 'titles.reports', permission: Permission.ReportsView },
  // Issue 25, R-TERMS-6..8: the provider's own monthly settlement statement from the platform.
  { path: '/report/settlement', page: Settlement, titleKey: 'titles.settlement', permission: Permission.ReportsView },
  // Issue 16: the stations' shifts and the cash in and out of their drawers.
  { path: '/report/shifts', page: Shifts, titleKey: 'titles.shifts', permission: Permission.ReportsView },

  // R-PERM-13: provider settings; its users and profiles are read with ViewProviderSettings, saved with EditProviderSettings.
  { path: '/provider/settings', page: Settings, titleKey: 'titles.settings', permission: Permission.ViewProviderSettings },
  { path: '/provider/user/{id}', page: ProviderUser, titleKey: 'titles.providerUser', permission: Permission.ViewProviderSettings },
  { path: '/provider/profile/{id}', page: ProviderProfile, titleKey: 'titles.providerProfile', permission: Permission.ViewProviderSettings },

  // R-PERM-12: the calendar; views day, week, month (and today).
  { path: '/calendar/v3/{view?}/{date?}', page: Calendar, titleKey: 'titles.calendar', permission: Permission.CalendarViewFilter },

  // Issue 15, R-PERM-11: documents (DocumentViewSearch), a shared document's page (anonymous, C161), and the
  // documents made from an order: receipts (CreateReceipts), invoice-receipts (CreateInvoices here, CreateReceipts on the
  // page), invoices (CreateInvoices) and credit invoices (CreateCreditInvoices).
  { path: '/shared-document/{token}', page: SharedDocument, titleKey: 'titles.sharedDocument', anonymous: true, openWhenLoggedIn: true },
  { path: '/documents', page: Documents, titleKey: 'titles.documents', permission: Permission.DocumentViewSearch },
  { path: '/documents/filter', page: Documents, titleKey: 'titles.documents', permission: Permission.DocumentViewSearch },
  { path: '/documents/{documentId}', page: DocumentView, titleKey: 'titles.document', permission: Permission.DocumentViewSearch },
  { path: '/document/{documentId}', page: DocumentView, titleKey: 'titles.document', permission: Permission.DocumentShare },
  { path: '/order/{orderId}/receipt/new', page: NewReceipt, titleKey: 'titles.newReceipt', permission: Permission.CreateReceipts },
  { path: '/order/{orderId}/receipt/{receiptId}', page: DocumentView, titleKey: 'titles.document', permission: Permission.DocumentViewSearch },
  { path: '/order/{orderId}/invoice-receipt/new', page: NewInvoiceReceipt, titleKey: 'titles.newInvoiceReceipt', permission: Permission.CreateInvoices },
  { path: '/order/{orderId}/invoice-receipt/{documentId}', page: DocumentView, titleKey: 'titles.document', permission: Permission.DocumentViewSearch },
  { path: '/order/{orderId}/invoice/{invoiceId}/view', page: DocumentView, titleKey: 'titles.document', permission: Permission.DocumentViewSearch },
  { path: '/accounting/new-invoice/{orderId}', page: NewInvoice, titleKey: 'titles.newInvoice', permission: Permission.CreateInvoices },
  { path: '/accounting/new-credit-invoice/{orderId}', page: NewCreditInvoice, titleKey: 'titles.newCreditInvoice', permission: Permission.CreateCreditInvoices },
  // Accounting settings (000 §2 provider/accounting/{tab}): read with ViewProviderSettings, saved with EditProviderSettings.
  { path: '/provider/accounting/{tab?}', page: AccountingSettings, titleKey: 'titles.accounting', permission: Permission.ViewProviderSettings },
  { path: '/provider/accounting-edit/{tab?}', page: AccountingSettings, titleKey: 'titles.accounting', permission: Permission.EditProviderSettings },
  // Issue 19: exports (000 §2 `export`; each kind also needs its data's permission) and bulk invoice runs (CreateBulkInvoices).
  { path: '/export', page: Exports, titleKey: 'titles.exports', permission: Permission.DocumentViewSearch },
  { path: '/bulk-invoices', page: BulkInvoices, titleKey: 'titles.bulkInvoices', permission: Permission.CreateBulkInvoices },

  // Issue 22: the CRM and quotes (CrmModule, R-PERM-10); the shared quote page is the customer's, anonymous (C139).
  { path: '/share-quote/{quoteId}', page: SharedQuote, titleKey: 'titles.sharedQuote', anonymous: true, openWhenLoggedIn: true },
  { path: '/crm-customers', page: CrmCustomers, titleKey: 'titles.crmCustomers', permission: Permission.CrmModule },
  { path: '/crm-customer/{crmCustomerId}/lead/{crmCustomerLeadId}', page: CrmLead, titleKey: 'titles.crmLead', permission: Permission.CrmModule },
  { path: '/crm-customer/{id}/{tab?}', page: CrmCustomer, titleKey: 'titles.crmCustomer', permission: Permission.CrmModule },
  { path: '/crm-customer-leads', page: CrmLeads, titleKey: 'titles.crmLeads', permission: Permission.CrmModule },
  { path: '/crm-customer-lead-create/{crmCustomerId?}', page: CrmLeadCreate, titleKey: 'titles.crmLeadCreate', permission: Permission.CrmCustomerCreateLead },
  { path: '/crm-customer-lead-quotes', page: CrmQuotes, titleKey: 'titles.crmQuotes', permission: Permission.CrmModule },
  { path: '/quote/{crmCustomerLeadId}/new', page: CrmQuoteNew, titleKey: 'titles.crmQuoteNew', permission: Permission.CrmModule },
  { path: '/quote/{id}', page: CrmQuote, titleKey: 'titles.crmQuote', permission: Permission.CrmModule },

  // Issue 25: registration (R-USER-9, R-USER-11), anonymous; the platform's back office, for platform staff (its server routes refuse anyone else).
  { path: '/registration', page: Registration, titleKey: 'registration.pageTitle', anonymous: true },
  { path: '/registration/agency', page: AgencyRegistration, titleKey: 'registration.agency.title', anonymous: true },
  { path: '/registration-details/{token}', page: RegistrationDetails, titleKey: 'registration.detailsPageTitle', anonymous: true },
  { path: '/platform/provider/{id}', page: PlatformProvider, titleKey: 'platform.providerTitle' },
  { path: '/platform/{tab?}', page: Platform, titleKey: 'platform.title' },
];

export { Permission };
