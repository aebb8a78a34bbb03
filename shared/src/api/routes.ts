import { DocumentQuery, ExternalCodesDeleteBody, ExternalCodesDeleted, ExternalCodesImport, ExternalCodesPage, ExternalCodesPreview, ExternalCodesSearchQuery, FaqTranslationsBody, InfoTranslationsBody, MediaTranslationsBody, PhotoOrderBody, PriceTypeSwitchBody, PriceTypeSwitchResult, ProductContentBody, ProductContentEntry, ProductContentQuery, ProductFile, ProductImageQuery, ProductMedia } from './files';
import { Type, type Static, type TSchema } from 'typebox';
import { AccountingInfo, AccountingInfoInput } from './accounting';
import { DocumentAllocation, DocumentAllocationQuery, DocumentAllocationRetry } from './accounting';
import { DocumentIdQuery, DocumentOrderNumber, DocumentPage, DocumentPdf, DocumentPdfQuery, DocumentSearchBody, ShareDataQuery, SharedDocument, SharedLink, ShareDocumentBody } from './document-output';
import { PelecardInit, PelecardInitQuery, PelecardResult, PelecardResultQuery } from './accounting';
import { CustomerType, CustomerTypeBody, FieldTranslations, Product, ProductAlerts, ProductBody, ProductFilterBody, ProductIdQuery, ProductPage, ProductTag, ProductTagsBody, ProductTranslationsAnswer, SellingSettingBody, SwitchBody, SwitchResult, Tag, TranslationsBody } from './catalogue';
import { CalendarEntry, CalendarEvent, DeleteSlotQuery, DeleteStopSaleBody, EventBody, RevertSlotQuery, SaveSlotBody, SaveStopSaleBody, Slot, SlotManifest, SlotManifestQuery, SlotsQuery as CalendarSlotsQuery, StopSale } from './calendar';
import { AccountingDocsCheck, AddProductBody, ArrivalBody, ArrivalsBody, ArrivalsUpdated, Calculation, CalculateBody, CreateBody, CreateSummaryQuery, CustomerTypeForSale, CustomerTypesQuery, FindByQuery, GetDateQuery, IdQuery, LineBody, LinePreview, Order, OrderIdBody, OrderLink, OrderNotifications, OrderCreated, OrderListItem, OrderPage, OrderTickets, PriceTypeQuery, ProductDate, ProductForSale, QtyReportRow, RecalcBody, Remarks, SaveNewDateBody, SaveRemarksBody, SearchBody, SlotForSale, SlotsQuery, StatusQuery, Summary, Tag as OrderTag, TagRemoval, TagSaveBody, TagsUpdateBody, UpdateLineBody } from './orders';
import { Coupon, CouponBody, CouponFilter, SubCoupon, SubCouponStatusBody } from './coupons';
import { ActivateQuery, BusinessClient, BusinessClientFilter, BusinessClientPage, BusinessOrderPage, BusinessOrdersFilter, ClientAccounts, ClientDocumentsFilter, ClientForNewOrder, ClientIdQuery, ClientInvoiceQuery, ClientTranslations, ClientTranslationsBody, CustomerForInvoice, DeletePhotoBody, HashedClients, InfoForInvoice, SaveBusinessClientBody } from './business-clients';
import { ContractForm, SendContractFormBody, SignContractFormBody } from './contract-form';
import { CurrencyRate, CurrencyRateInput, CurrencyRateQuery } from './currency-rates';
import { PriceList, PriceListBody } from './price-lists';
import { Id, OrNull } from './primitives';
import { ShiftsAnswer, ShiftsQuery } from './shifts';
import { CRM_ROUTES } from './crm-routes';
import { AccountingExportBody, CancelDocumentsExportBody, CrmCustomersExportBody, CrmLeadsExportBody, ExportHistory, ExportHistoryQuery, ExportIdQuery, ExportLanguageQuery, ExportTask, ListExportQuery, OpenFormatExportBody, OrdersExportBody, PaymentsExportBody, QuotesExportBody } from './exports';
import { BulkInvoiceCreateBody, BulkInvoiceHistoriesQuery, BulkInvoiceHistory, BulkInvoiceHistoryPage, BulkInvoiceHistoryQuery, BulkInvoiceProgress, BulkInvoiceTask, BulkInvoiceWaitQuery } from './bulk-invoices';
import { ProviderSettings, ProviderSettingsInput } from './provider-settings';
import { Bank, BankBranch, BankBranchesQuery, CitiesQuery, City, Country, Language, ListItem, NamedItem, PredefinedDate, ProviderUser, Region, SubTag, SubTagsQuery } from './reference';
import { Dashboard, DashboardQuery } from './reports';
import { TodayDashboard } from './dashboard';
import { AuthenticateBody, ChangeLanguageBody, ForgotPasswordBody, InitData, LanguageAnswer, ProviderBrand, ResetPasswordBody, SessionUser, Version } from './session';
import {
  AssignCheck,
  Assignment,
  Employee,
  EmployeeExport,
  EmployeeFilter,
  EmployeeLight,
  EmployeePage,
  EmployeeSchedule,
  EmployeeSlotPage,
  EmployeeSlotsFilter,
  ExportLanguage,
  LeadType,
  Occurrence,
  OccurrenceBody,
  RangeBody,
  SaveEmployeeBody,
  SlotEmployee,
  SlotOccurrenceBody,
  Tag as EmployeeTag,
  TagBody as EmployeeTagBody,
  TagRemoved,
  TagsProducts,
} from './employees';
import {
  Attachment,
  AttachmentUpload,
  AutoNotification,
  AutoNotificationsBody,
  EmailHistoryBody,
  ETicket,
  ETicketQuery,
  HistoryPage,
  LightTemplate,
  ResumeBody,
  ResumeResult,
  SendResult,
  SendTicketBody,
  SendTicketResult,
  SendToOrdersBody, SendToCrmCustomersBody, SendToCrmLeadsBody,
  SendToSlotBody,
  SmsHistoryBody,
  SmsUsage,
  Template,
  TemplateBody,
  TemplateListBody,
  TemplatePage,
} from './messages';
import { MarkReadBody, MarkReadResult, NotificationFeed, NotificationsBody } from './messages-notifications';
import { AgentDetails, ChatMarkReadBody, ChatMarkReadResult, ChatMessage, ChatMessagePage, ChatSendBody, ChatThreadBody, ChatThreads, ChatThreadsBody } from './messages-chat';
import {
  AllowCredit,
  AllowCreditQuery,
  CreateBusinessInvoiceBody,
  CreateCardReceiptBody,
  CreateCashReceiptBody,
  CreateCheckReceiptBody,
  CreateCreditInvoiceBody,
  CreateInvoiceBody,
  CreateInvoiceReceiptBody,
  CreateReceiptBody,
  CreateTransferReceiptBody,
  CustomDocType,
  CustomDocTypeBody,
  CustomDocumentBody,
  DocumentCreated,
  DocumentDetails,
  DocumentIdQuery as LedgerDocumentQuery,
  OrderIdQuery as LedgerOrderQuery,
  OrderLedger,
  ProformaCancelBody,
  ProformaCancelled,
  ReceiptCancelBody,
  CardRefundSettleBody,
  CardRefundSettled,
  ReceiptValidation,
  RefundIssued,
} from './documents';
import { Conflict, ConflictQuery, ManagerCodeBody, Station, StationBody, StationWithCode } from './stations';
import { ProfileInput, ProfileView, UserInput, UsersFilter, UsersPage, UserView } from './users';

import { AgencyRegistered, AgencyRegistrationBody, ConfirmEmailBody, RegistrationBody, RegistrationDetailsBody, RegistrationState } from './registration';
import {
  Agency,
  AgentBody,
  AgreedTermsBody,
  ContractExtraField,
  ContractExtraFieldsBody,
  CreateProviderBody,
  CrmModuleBody,
  IndexStatistics,
  ModalAlert,
  ModalAlertBody,
  MonthQuery,
  OperationStatusBody,
  PlatformMe,
  PlatformProvider,
  Promo,
  PromoBody,
  ProviderActiveBody,
  ProviderCancellationBody,
  ProviderTermsView,
  PublicProduct,
  RegistrationItem,
  RegistrationsQuery,
  RejectBody,
  Settlement,
  StaffMember,
  StaffRightsBody,
} from './platform';

/**
 * One route of the API contract: what a client sends (path parameters come from the key's
 * `{name}` parts) and what the answer's `data` holds. The schemas are the ones the server validates
 * the route with; tests/api/contract.test.ts checks that every key is a route the server serves.
 */
export interface RouteContract {
  query?: TSchema;
  body?: TSchema;
  response: TSchema;
}

const ById = Type.Object({ id: Id });

/**
 * The /api routes the back office calls, by `METHOD /api/path` (the OpenAPI spelling, `{id}` for a
 * path parameter). The back office's client (renderer/ui/api.ts `call`) is typed from this map.
 */
export const API_ROUTES = {
  // Catalogue (R-PROD-*).
  'POST /api/products': { body: ProductFilterBody, response: ProductPage },
  'GET /api/product/{id}': { response: Product },
  'POST /api/product': { body: ProductBody, response: Product },
  'DELETE /api/product/{id}': { response: Type.Boolean() },
  'GET /api/copy-product/{id}': { response: Product },
  'POST /api/product/{id}/updateSlotsOrderBlockMin': { response: Type.Object({ productId: Type.Integer(), slotsUpdated: Type.Integer() }) },
  'DELETE /api/product/activate-or-disactivate-product': { query: ProductIdQuery, response: SwitchResult },
  'POST /api/product/activate-or-disactivate-autoOrderNotifications': { body: SwitchBody, response: SwitchResult },
  'GET /api/product/activate-or-disactivate-allow-assign-employees/{id}': { response: SwitchResult },
  'POST /api/product/changeSellingSetting/{setting}': { body: SellingSettingBody, response: SwitchResult },
  'GET /api/product/alerts': { response: Type.Array(ProductAlerts) },
  'POST /api/product-tags': { body: ProductTagsBody, response: Type.Array(ProductTag) },
  'GET /api/customer-types/{productId}': { response: Type.Array(CustomerType) },
  'POST /api/product/updateCustomerType': { body: CustomerTypeBody, response: CustomerType },
  'DELETE /api/product/deleteCustomerType': { query: Type.Object({ customerId: Id }), response: Type.Boolean() },
  'GET /api/tags': { response: Type.Array(Tag) },
  'GET /api/product/{id}/translations': { response: ProductTranslationsAnswer },
  'POST /api/product/{id}/saveNameTranlation': { body: TranslationsBody, response: FieldTranslations },
  'POST /api/product/{id}/saveShortDescriptionTranlation': { body: TranslationsBody, response: FieldTranslations },
  'POST /api/product/{id}/saveLongDescriptionTranlation': { body: TranslationsBody, response: FieldTranslations },
  'POST /api/product/{id}/arrivalIstructionsTranslation': { body: TranslationsBody, response: FieldTranslations },
  'POST /api/product/{id}/parkingIstructionsTranslation': { body: TranslationsBody, response: FieldTranslations },
  'POST /api/product/{id}/saveProductPolicyTranlation': { body: TranslationsBody, response: FieldTranslations },
  'POST /api/product/{id}/saveProductExtraInfoTranlation': { body: TranslationsBody, response: FieldTranslations },
  // Calendar (R-SLOT-*).
  'GET /api/calendar/v3/slots': { query: CalendarSlotsQuery, response: Type.Array(CalendarEntry) },
  'GET /api/calendar/v3/slot/manifest': { query: SlotManifestQuery, response: SlotManifest },
  'POST /api/calendar/v3/slot': { body: SaveSlotBody, response: Slot },
  'DELETE /api/calendar/v3/slot': { query: DeleteSlotQuery, response: Type.Boolean() },
  'DELETE /api/calendar/v3/slot/revert': { query: RevertSlotQuery, response: Slot },
  'POST /api/calendar/v3/slot/stopsale': { body: SaveStopSaleBody, response: StopSale },
  'DELETE /api/calendar/v3/slot/stopsale': { body: DeleteStopSaleBody, response: Type.Boolean() },
  'POST /api/calendar/v3/event': { body: Type.Object({ event: EventBody }), response: CalendarEvent },
  'DELETE /api/calendar/v3/event': { query: ById, response: Type.Boolean() },
  // Price lists (R-PRICE-*).
  'POST /api/product-price': { body: PriceListBody, response: PriceList },
  'POST /api/remove-or-restoreprice-list': { body: ById, response: PriceList },
  // Coupons (R-CPN-*).
  'POST /api/coupons': { body: CouponFilter, response: Type.Array(Coupon) },
  'GET /api/coupon/{id}': { response: Coupon },
  'POST /api/coupon/save': { body: CouponBody, response: Coupon },
  'DELETE /api/coupon/delete': { query: Type.Object({ couponId: Id }), response: Type.Boolean() },
  'POST /api/coupon/{id}/get-sub-coupons': { response: Type.Array(SubCoupon) },
  'POST /api/coupon/{id}/change-sub-coupon-status': { body: SubCouponStatusBody, response: Type.Boolean() },
  // Settings: users, profiles, stations, the provider's settings and currency rates.
  'POST /api/provider/users/search': { body: UsersFilter, response: UsersPage },
  'GET /api/provider/user/get': { query: ById, response: UserView },
  'POST /api/provider/user/save': { body: UserInput, response: UserView },
  'GET /api/provider/profile/get': { query: ById, response: ProfileView },
  'POST /api/provider/profile/save': { body: ProfileInput, response: ProfileView },
  'GET /api/provider/profiles': { response: Type.Array(ProfileView) },
  'GET /api/cashier-stations': { response: Type.Array(Station) },
  'POST /api/cashier-stations': { body: StationBody, response: StationWithCode },
  'POST /api/cashier-stations/{id}/pairing-code': { response: StationWithCode },
  'POST /api/cashier-stations/{id}/revoke': { response: Station },
  'POST /api/provider/manager-code': { body: ManagerCodeBody, response: Type.Boolean() },
  'GET /api/sync-conflicts': { query: ConflictQuery, response: Type.Array(Conflict) },
  'GET /api/get-provider-settings': { response: ProviderSettings },
  'POST /api/providers/save': { body: ProviderSettingsInput, response: ProviderSettings },
  'GET /api/provider/currency-rate': { query: CurrencyRateQuery, response: Type.Union([CurrencyRate, Type.Array(CurrencyRate)]) },
  'POST /api/provider/currency-rate': { body: CurrencyRateInput, response: CurrencyRate },
  // Orders (R-ORD-*).
  'POST /api/orders': { body: SearchBody, response: OrderPage },
  'POST /api/orders/qty-report': { body: SearchBody, response: Type.Array(QtyReportRow) },
  'GET /api/order/find-by': { query: FindByQuery, response: Type.Array(OrderListItem) },
  'GET /api/order/get': { query: IdQuery, response: Order },
  'GET /api/order/edit/status/{status}': { query: StatusQuery, response: Order },
  'GET /api/order/products/slots': { query: SlotsQuery, response: Type.Array(SlotForSale) },
  'GET /api/order/products/customer-types': { query: CustomerTypesQuery, response: Type.Array(CustomerTypeForSale) },
  'GET /api/order/products/price-type': { query: PriceTypeQuery, response: Type.Array(ProductForSale) },
  'POST /api/order/calculate': { body: CalculateBody, response: Calculation },
  'POST /api/order/create': { body: CreateBody, response: OrderCreated },
  'GET /api/order/product/getDate': { query: GetDateQuery, response: ProductDate },
  'POST /api/order-product/save-new-date': { body: SaveNewDateBody, response: Order },
  'POST /api/order/product/customer/update': { body: UpdateLineBody, response: Order },
  'POST /api/order/product/customer/remove': { body: LineBody, response: Order },
  'POST /api/order/recalc': { body: RecalcBody, response: Order },
  'POST /api/order/update-arrival-confirmation': { body: ArrivalBody, response: Order },
  'POST /api/order/send-contract-form': { body: SendContractFormBody, response: Order },
  'GET /api/contract-form/{token}': { response: ContractForm },
  'POST /api/contract-form/sign': { body: SignContractFormBody, response: Type.Boolean() },
  'POST /api/order/product/add': { body: AddProductBody, response: Order },
  'POST /api/order/save/remarks': { body: SaveRemarksBody, response: Order },
  'GET /api/order/tags': { response: Type.Array(OrderTag) },
  'POST /api/order/tags/update': { body: TagsUpdateBody, response: Order },
  'POST /api/order/tag/save': { body: TagSaveBody, response: OrderTag },
  'GET /api/ticket/get': { query: IdQuery, response: OrderTickets },
  'POST /api/order/product/customer/calculate': { body: UpdateLineBody, response: LinePreview },
  'GET /api/order/get/remarks': { query: IdQuery, response: Remarks },
  'POST /api/order/update-arrival-confirmations': { body: ArrivalsBody, response: ArrivalsUpdated },
  'DELETE /api/order/tag/delete/{id}': { response: TagRemoval },
  'POST /api/order/check-bc-has-accounting-docs': { body: OrderIdBody, response: AccountingDocsCheck },
  'GET /api/order/getlink': { query: IdQuery, response: OrderLink },
  'GET /api/get-order-notifications': { response: OrderNotifications },
  'GET /api/order/create-summary': { query: CreateSummaryQuery, response: Summary },
  'GET /api/order/wait-summary': { query: IdQuery, response: Summary },
  // Reports (R-REP-*).
  'POST /api/report/dashboad-data': { body: DashboardQuery, response: Dashboard },
  // Issue 16: the stations' shifts with their cash in and out, for the office.
  'GET /api/report/shifts': { query: ShiftsQuery, response: ShiftsAnswer },
  // Issue 18: the back office's Today page.
  'GET /api/dashboard/today': { response: TodayDashboard },
  // Session (002 §7.2, the password reset of §7.8).
  'GET /api/version': { response: Version },
  'POST /api/authenticate': { body: AuthenticateBody, response: SessionUser },
  'GET /api/logout': { response: Type.Boolean() },
  'GET /api/init': { response: InitData },
  'GET /api/provider/brand': { response: ProviderBrand },
  'POST /api/changelanguage': { body: ChangeLanguageBody, response: LanguageAnswer },
  'POST /api/forgot-password': { body: ForgotPasswordBody, response: Type.Boolean() },
  'POST /api/reset-password': { body: ResetPasswordBody, response: Type.Boolean() },
  // Reference data (002 §7.3).
  'GET /api/regions': { response: Type.Array(Region) },
  'GET /api/cities': { query: CitiesQuery, response: Type.Array(City) },
  'GET /api/product-types': { response: Type.Array(NamedItem) },
  'GET /api/sub-tags': { query: SubTagsQuery, response: Type.Array(SubTag) },
  'GET /api/languages': { response: Type.Array(Language) },
  'GET /api/predefined-dates': { response: Type.Array(PredefinedDate) },
  'GET /api/price-types': { response: Type.Array(NamedItem) },
  'GET /api/channels': { response: Type.Array(NamedItem) },
  'GET /api/banks': { response: Type.Array(Bank) },
  'GET /api/bank-branches': { query: BankBranchesQuery, response: Type.Array(BankBranch) },
  'GET /api/businessClientTypes': { response: Type.Array(NamedItem) },
  'GET /api/official-clubs': { response: Type.Array(NamedItem) },
  'GET /api/businessClients/all': { response: Type.Array(ListItem) },
  'GET /api/countries': { response: Type.Array(Country) },
  'GET /api/getProviderUsers': { response: Type.Array(ProviderUser) },
  'GET /api/my-products': { response: Type.Array(NamedItem) },
  'GET /api/products/ddl': { response: Type.Array(NamedItem) },
  'GET /api/ref/products-list': { response: Type.Array(ListItem) },
  'GET /api/all-products-list': { response: Type.Array(ListItem) },
  // Employees (R-EMP-*).
  'POST /api/employees': { body: EmployeeFilter, response: EmployeePage },
  'GET /api/employees': { response: Type.Array(EmployeeLight) },
  'POST /api/assigned-employees': { body: RangeBody, response: Type.Array(Assignment) },
  'POST /api/save-employee': { body: SaveEmployeeBody, response: Employee },
  'GET /api/employee/{id}': { response: Employee },
  'GET /api/check-assign-employee/{id}': { response: AssignCheck },
  'DELETE /api/delete-employee/{id}': { response: Type.Boolean() },
  'GET /api/tags-products': { response: TagsProducts },
  'POST /api/create-save-employee-tag': { body: EmployeeTagBody, response: EmployeeTag },
  'DELETE /api/delete-employee-tag/{id}': { response: TagRemoved },
  'GET /api/leadTypes': { response: Type.Array(LeadType) },
  'POST /api/employee/getSlotsWithNoEmployee': { body: EmployeeSlotsFilter, response: EmployeeSlotPage },
  'POST /api/employee/assign': { body: OccurrenceBody, response: Type.Boolean() },
  'POST /api/employee/unassign': { body: Occurrence, response: Type.Boolean() },
  'GET /api/employees/{id}': { response: EmployeeSchedule },
  'POST /api/employees/forslot': { body: SlotOccurrenceBody, response: Type.Array(SlotEmployee) },
  'GET /api/can-assign-employees/{id}': { response: AssignCheck },
  'POST /api/export/employees': { query: ExportLanguage, body: EmployeeFilter, response: EmployeeExport },
  'POST /api/employee/export-employees-slots': { query: ExportLanguage, body: EmployeeSlotsFilter, response: EmployeeExport },
  'GET /api/employee/export/{id}': { response: EmployeeExport },
  // Messages (R-MSG-*).
  'POST /api/message-templates/list': { body: TemplateListBody, response: TemplatePage },
  'GET /api/message-templates/ligth-list': { response: Type.Array(LightTemplate) },
  'GET /api/message-template-details/{id}': { response: Template },
  'POST /api/message-templates/create-edit': { body: TemplateBody, response: Template },
  'POST /api/save-message-temporary-attachment': { body: AttachmentUpload, response: Attachment },
  'POST /api/save-message-template-attachment/{id}': { body: AttachmentUpload, response: Attachment },
  'DELETE /api/message-template-attachment/remove/{id}': { response: Type.Boolean() },
  'POST /api/sms-email/order': { body: SendToOrdersBody, response: SendResult },
  'POST /api/sms-email/crm-customer': { body: SendToCrmCustomersBody, response: SendResult },
  'POST /api/sms-email/crm-customer-lead': { body: SendToCrmLeadsBody, response: SendResult },
  'POST /api/sms-email/slot': { body: SendToSlotBody, response: SendResult },
  'POST /api/sms/resume': { body: ResumeBody, response: ResumeResult },
  'POST /api/email/resume': { body: ResumeBody, response: ResumeResult },
  'POST /api/sms/history': { body: SmsHistoryBody, response: HistoryPage },
  'POST /api/email/history': { body: EmailHistoryBody, response: HistoryPage },
  'GET /api/sms-history/get': { response: SmsUsage },
  'GET /api/e-ticket/{token}': { query: ETicketQuery, response: ETicket },
  'POST /api/order/send-ticket': { body: SendTicketBody, response: SendTicketResult },
  'POST /api/product-notification-restrictions/save': { body: AutoNotificationsBody, response: Type.Array(AutoNotification) },
  // The notifications feed (C004, C005; R-MSG-8/9).
  'POST /api/notifications': { body: NotificationsBody, response: NotificationFeed },
  'POST /api/notification-mark-as-readed': { body: MarkReadBody, response: MarkReadResult },
  // Chat with the index's agents (C280-C283, C285).
  'POST /api/chat-messages': { body: ChatThreadsBody, response: ChatThreads },
  'POST /api/product-chat-messages': { body: ChatThreadBody, response: ChatMessagePage },
  'POST /api/product/message': { body: ChatSendBody, response: ChatMessage },
  'POST /api/chat/mark-as-read': { body: ChatMarkReadBody, response: ChatMarkReadResult },
  // C284 is multipart form data (fields message, orderQuoteId; one part `file`): no JSON body here.
  'POST /api/product/{productId}/{indexUserId}/message': { response: ChatMessage },
  'GET /api/agent-details/{id}': { response: AgentDetails },
  // Business clients (issue 20, C221-C236).
  'POST /api/businessClients': { body: BusinessClientFilter, response: BusinessClientPage },
  'GET /api/businessClients/hashed/all': { response: HashedClients },
  'GET /api/businessClients/ByNewOrder': { response: Type.Array(ClientForNewOrder) },
  'GET /api/businessClient/get': { query: ClientIdQuery, response: BusinessClient },
  'POST /api/businessClient/save': { body: SaveBusinessClientBody, response: BusinessClient },
  'GET /api/businessClient/translations/get': { query: ClientIdQuery, response: ClientTranslations },
  'POST /api/businessClient/translations/save': { body: ClientTranslationsBody, response: Type.Boolean() },
  'DELETE /api/businessClient/activate-or-disactivate-client': { query: ActivateQuery, response: Type.Boolean() },
  'POST /api/businessClient/order-products': { body: BusinessOrdersFilter, response: BusinessOrderPage },
  'POST /api/businessClient/accounts': { body: ClientDocumentsFilter, response: ClientAccounts },
  'POST /api/businessClient/customersForInvoice': { body: ClientInvoiceQuery, response: Type.Array(CustomerForInvoice) },
  'POST /api/businessClient/infoForInvoice': { body: ClientInvoiceQuery, response: InfoForInvoice },
  'POST /api/companyLogo/{id}': { response: BusinessClient },
  'POST /api/photoInstruction/{id}': { response: BusinessClient },
  'POST /api/photoInstruction/delete': { body: DeletePhotoBody, response: BusinessClient },
  // Accounting settings (C163/C164, R-INV-3, R-SET-6).
  'GET /api/provider/accounting-info': { response: AccountingInfo },
  'POST /api/provider/accounting-info': { body: AccountingInfoInput, response: AccountingInfo },
  // Product media (issue 23). Uploads are multipart form data (one part `file`): no JSON body here.
  'GET /api/product/{id}/files': { response: ProductMedia },
  'POST /api/product/{id}/file/{flag}': { response: ProductFile },
  'POST /api/product-ticket-image/{id}': { response: ProductFile },
  'POST /api/product/{id}/upload-responsible-person-image': { response: ProductFile },
  'DELETE /api/product/{id}/delete-responsible-person-image': { response: ProductMedia },
  'POST /api/product/{id}/document': { response: ProductFile },
  'DELETE /api/product/delete-document': { query: DocumentQuery, response: ProductMedia },
  'DELETE /api/product/delete-product-image': { query: ProductImageQuery, response: ProductMedia },
  'GET /api/product/main-product-image': { query: ProductImageQuery, response: ProductMedia },
  'POST /api/product/{id}/images/order': { body: PhotoOrderBody, response: ProductMedia },
  'POST /api/product/image/{id}/saveTranslation': { body: MediaTranslationsBody, response: ProductFile },
  'POST /api/product/document/{id}/saveTranslation': { body: MediaTranslationsBody, response: ProductFile },
  // Document ledger (issue 15): C141-C156, C183-C186 and the order's ledger (C187 provider/autoPrintReceipt is the provider settings') (R-RCPT-*, R-INV-*, R-PERM-11, R-PERM-17, R-PERM-18).
  'POST /api/create-credit-card-receipt': { body: CreateCardReceiptBody, response: DocumentCreated },
  'POST /api/create-cash-receipt': { body: CreateCashReceiptBody, response: DocumentCreated },
  'POST /api/create-bank-transfer-receipt': { body: CreateTransferReceiptBody, response: DocumentCreated },
  'POST /api/create-check-receipt': { body: CreateCheckReceiptBody, response: DocumentCreated },
  'POST /api/create-invoice': { body: CreateInvoiceBody, response: DocumentCreated },
  'POST /api/create-business-invoice': { body: CreateBusinessInvoiceBody, response: DocumentCreated },
  'POST /api/create-receipt': { body: CreateReceiptBody, response: DocumentCreated },
  'POST /api/create-invoice-receipt': { body: CreateInvoiceReceiptBody, response: DocumentCreated },
  'POST /api/create-credit-invoice': { body: CreateCreditInvoiceBody, response: DocumentCreated },
  'POST /api/validate-receipt': { body: CreateReceiptBody, response: ReceiptValidation },
  'GET /api/receipt/get': { query: LedgerDocumentQuery, response: DocumentDetails },
  'GET /api/invoice-receipt/get': { query: LedgerDocumentQuery, response: DocumentDetails },
  'GET /api/receipt/info': { query: LedgerDocumentQuery, response: DocumentDetails },
  'GET /api/invoice/get': { query: LedgerDocumentQuery, response: DocumentDetails },
  'GET /api/document/get': { query: LedgerDocumentQuery, response: DocumentDetails },
  'GET /api/order/ledger': { query: LedgerOrderQuery, response: OrderLedger },
  'POST /api/receipt/cancel': { body: ReceiptCancelBody, response: RefundIssued },
  'POST /api/receipt/card-refund/settle': { body: CardRefundSettleBody, response: CardRefundSettled },
  'POST /api/bc-perfoma-invoice/cancel': { body: ProformaCancelBody, response: ProformaCancelled },
  'GET /api/allow-create-credit-invoice': { query: AllowCreditQuery, response: AllowCredit },
  'POST /api/custom-doc/order/{orderId}/document/{type}': { body: CustomDocumentBody, response: DocumentCreated },
  'GET /api/provider/doc-types/get': { response: Type.Array(CustomDocType) },
  'POST /api/provider/createDocType': { body: CustomDocTypeBody, response: CustomDocType },
  'DELETE /api/provider/deleteProviderDocType/{id}': { response: CustomDocType },
  // Card payments taken in the back office (C188, R-RCPT-10..13).
  'GET /api/pelecard/init': { query: PelecardInitQuery, response: PelecardInit },
  'GET /api/pelecard/result': { query: PelecardResultQuery, response: PelecardResult },
  // Registration (C216-C218) and the index sign-up (R-USER-11).
  'POST /api/registration': { body: RegistrationBody, response: Type.Object({ email: Type.String() }) },
  'POST /api/confirm-email': { body: ConfirmEmailBody, response: RegistrationState },
  'POST /api/registration-details': { body: RegistrationDetailsBody, response: RegistrationState },
  'POST /api/registration/agency': { body: AgencyRegistrationBody, response: AgencyRegistered },
  // The platform's back office (platform staff, R-PERM-19).
  'GET /api/platform/me': { response: PlatformMe },
  'GET /api/platform/registrations': { query: RegistrationsQuery, response: Type.Array(RegistrationItem) },
  'POST /api/platform/registrations/{id}/approve': { response: RegistrationItem },
  'POST /api/platform/registrations/{id}/reject': { body: RejectBody, response: RegistrationItem },
  'GET /api/platform/providers': { response: Type.Array(PlatformProvider) },
  'POST /api/platform/providers': { body: CreateProviderBody, response: PlatformProvider },
  'POST /api/platform/providers/{id}/active': { body: ProviderActiveBody, response: PlatformProvider },
  'POST /api/platform/providers/{id}/crm-module': { body: CrmModuleBody, response: PlatformProvider },
  'POST /api/platform/providers/{id}/operation-status': { body: OperationStatusBody, response: PlatformProvider },
  'GET /api/platform/providers/{id}/terms': { response: ProviderTermsView },
  'POST /api/platform/providers/{id}/terms': { body: AgreedTermsBody, response: ProviderTermsView },
  'GET /api/platform/providers/{id}/settlement': { query: MonthQuery, response: Settlement },
  'POST /api/platform/providers/{id}/provider-cancellation': { body: ProviderCancellationBody, response: Type.Boolean() },
  'GET /api/platform/staff': { response: Type.Array(StaffMember) },
  'POST /api/platform/staff/{id}/rights': { body: StaffRightsBody, response: StaffMember },
  'GET /api/platform/promos': { response: Type.Array(Promo) },
  'POST /api/platform/promos': { body: PromoBody, response: Promo },
  'GET /api/platform/modal-alerts': { response: Type.Array(ModalAlert) },
  'POST /api/platform/modal-alerts': { body: ModalAlertBody, response: ModalAlert },
  'POST /api/platform/modal-alerts/{id}/delete': { response: Type.Boolean() },
  // C009: the user closes a modal alert of init's list.
  'GET /api/cancel-modal-alert/{id}': { response: Type.Boolean() },
  'GET /api/platform/agencies': { response: Type.Array(Agency) },
  'POST /api/platform/agencies/{id}/access': { response: Type.Boolean() },
  'POST /api/platform/agencies/{id}/active': { body: CrmModuleBody, response: Type.Boolean() },
  'POST /api/platform/agencies/{id}/agents': { body: AgentBody, response: Type.Boolean() },
  'GET /api/index-statistics': { response: IndexStatistics },
  'GET /api/provider/contract-extra-fields': { response: Type.Array(ContractExtraField) },
  'POST /api/provider/contract-extra-fields': { body: ContractExtraFieldsBody, response: Type.Array(ContractExtraField) },
  'GET /api/settlement': { query: MonthQuery, response: Settlement },
  'POST /api/settlement/payment-request': { body: MonthQuery, response: Settlement },
  'GET /api/public/products': { query: Type.Object({ providerId: Type.Optional(Type.Integer({ minimum: 1 })) }), response: Type.Array(PublicProduct) },
  // Documents output (C157-C162): search in number order (R-INV-7), order number, PDF (original, then copies), shared links. C160 document/download is a blob, outside this map.
  'POST /api/documents': { body: DocumentSearchBody, response: DocumentPage },
  'GET /api/document/ordernumber': { query: DocumentIdQuery, response: DocumentOrderNumber },
  'GET /api/document/pdf': { query: DocumentPdfQuery, response: DocumentPdf },
  'POST /api/document/share': { body: ShareDocumentBody, response: SharedLink },
  'GET /api/document/sharedata': { query: ShareDataQuery, response: SharedDocument },
  // FAQ, more-info, price types and external codes (issue 23). The codes import is multipart form data: no JSON body here.
  'GET /api/product/faq/get': { query: ProductContentQuery, response: Type.Array(ProductContentEntry) },
  'GET /api/product/moreinfo/get': { query: ProductContentQuery, response: Type.Array(ProductContentEntry) },
  'POST /api/product/faq/save': { body: ProductContentBody, response: Type.Array(ProductContentEntry) },
  'POST /api/product/moreinfo/save': { body: ProductContentBody, response: Type.Array(ProductContentEntry) },
  'POST /api/product/faq-translations/save': { body: FaqTranslationsBody, response: ProductContentEntry },
  'POST /api/product/info-translations/save': { body: InfoTranslationsBody, response: ProductContentEntry },
  'POST /api/product/activate-or-disactivate-product-price-type': { body: PriceTypeSwitchBody, response: PriceTypeSwitchResult },
  'POST /api/external-codes/import/preview': { response: ExternalCodesPreview },
  'POST /api/external-codes/import': { response: ExternalCodesImport },
  'GET /api/external-codes/search': { query: ExternalCodesSearchQuery, response: ExternalCodesPage },
  'POST /api/external-codes/delete-all': { body: ExternalCodesDeleteBody, response: ExternalCodesDeleted },
  // Israel Invoice allocation of a tax invoice (its number, or why it waits or was refused; ask again).
  'GET /api/document/allocation': { query: DocumentAllocationQuery, response: OrNull(DocumentAllocation) },
  'POST /api/document/allocation/retry': { body: DocumentAllocationRetry, response: DocumentAllocation },
  // Exports and bulk invoices as background tasks (issue 19; R-BULK-*, R-CLIENT-5).
  'POST /api/export/accounting': { query: ExportLanguageQuery, body: AccountingExportBody, response: ExportTask },
  'POST /api/export/orders/{format}': { query: ExportLanguageQuery, body: OrdersExportBody, response: ExportTask },
  'POST /api/export/payments-account-transactions': { query: ExportLanguageQuery, body: PaymentsExportBody, response: ExportTask },
  'POST /api/export/open-format': { query: ExportLanguageQuery, body: OpenFormatExportBody, response: ExportTask },
  'POST /api/export/cancel-documents': { query: ExportLanguageQuery, body: CancelDocumentsExportBody, response: ExportTask },
  'POST /api/export/quotes': { query: ListExportQuery, body: QuotesExportBody, response: ExportTask },
  'POST /api/export/crmCustomerLeads': { query: ListExportQuery, body: CrmLeadsExportBody, response: ExportTask },
  'POST /api/export/crmCustomers': { query: ListExportQuery, body: CrmCustomersExportBody, response: ExportTask },
  'GET /api/export/accounting/job/{id}': { response: ExportTask },
  'GET /api/export/wait-task': { query: ExportIdQuery, response: ExportTask },
  'GET /api/export/history': { query: ExportHistoryQuery, response: ExportHistory },
  'GET /api/export/cancel-request/{id}': { response: Type.Boolean() },
  'POST /api/bulk-invoices/create': { body: BulkInvoiceCreateBody, response: BulkInvoiceTask },
  'GET /api/bulk-invoices/wait': { query: BulkInvoiceWaitQuery, response: OrNull(BulkInvoiceProgress) },
  'GET /api/bulk-invoices-history/get': { query: BulkInvoiceHistoryQuery, response: BulkInvoiceHistory },
  'GET /api/provider/bulk-invoice-histories/get': { query: BulkInvoiceHistoriesQuery, response: BulkInvoiceHistoryPage },
  ...CRM_ROUTES,
} as const satisfies Record<string, RouteContract>;

export type ApiRoutes = typeof API_ROUTES;
export type ApiRoute = keyof ApiRoutes;

/** The names of a route's `{name}` path parameters. */
export type PathParamNames<K> = K extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;
/** A query travels as text: each value may also be given as its string. */
type QueryValues<T> = { [P in keyof T]: T[P] | (T[P] extends number | boolean | null | undefined ? string : never) };

/** What a call of route K takes: its path parameters, its query and its body, each only where the route has one. */
export type RouteArgs<K extends ApiRoute> = ([PathParamNames<K>] extends [never] ? { params?: undefined } : { params: Record<PathParamNames<K>, string | number> }) &
  (ApiRoutes[K] extends { query: infer Q extends TSchema } ? { query?: QueryValues<Static<Q>> } : { query?: undefined }) &
  (ApiRoutes[K] extends { body: infer B extends TSchema } ? { body: Static<B> } : { body?: undefined });

/** Each route's answer `data`, computed once for all routes. */
export type ApiResponses = { [K in ApiRoute]: Static<ApiRoutes[K]['response']> };
/** The `data` of route K's answer. */
export type ResponseOf<K extends ApiRoute> = ApiResponses[K];
/** The body route K takes. */
export type BodyOf<K extends ApiRoute> = ApiRoutes[K] extends { body: infer B extends TSchema } ? Static<B> : never;
