import type { Language } from '@pos/shared/languages';
import type { ReportGrouping } from '@pos/shared/reports/periods';
import type { ReportTable } from '@pos/shared/api/reports';

/** The words of a downloaded report (issue 18): titles, column headers and names of codes, per language. */
export interface ReportLabels {
  title: Record<ReportTable, string>;
  grouping: Record<ReportGrouping, string>;
  range: string;
  provider: string;
  printed: string;
  empty: string;
  /** A product without a type or a city. */
  noProductType: string;
  noCity: string;
  columns: {
    from: string;
    to: string;
    product: string;
    productType: string;
    city: string;
    products: string;
    channel: string;
    method: string;
    customerType: string;
    persons: string;
    currency: string;
    orders: string;
    tickets: string;
    payments: string;
    gross: string;
    discount: string;
    total: string;
    amount: string;
    receiptCurrency: string;
    receiptAmount: string;
  };
  /** By code: channels (shared/src/reference.ts CHANNELS) and payment methods (Cash 1, Check 2, CreditCard 4, BankTransfer 8). */
  channels: Record<number, string>;
  methods: Record<number, string>;
}

const en: ReportLabels = {
  title: { 'sales-by-period': 'Sales by period', 'sales-by-product': 'Sales by product', 'sales-by-product-type': 'Sales by product type', 'sales-by-city': 'Sales by city', 'sales-by-channel': 'Sales by channel', 'payments-by-method': 'Payments by method', 'tickets-by-period': 'Tickets by activity date', 'tickets-by-product': 'Tickets by product and customer type' },
  grouping: { day: 'by day', week: 'by week', month: 'by month' },
  range: 'Dates',
  provider: 'Provider',
  printed: 'Printed',
  empty: 'No sales in these dates.',
  noProductType: 'No type',
  noCity: 'No city',
  columns: {
    from: 'From',
    to: 'To',
    product: 'Product',
    productType: 'Product type',
    city: 'City',
    products: 'Products',
    channel: 'Channel',
    method: 'Payment method',
    customerType: 'Customer type',
    persons: 'Persons',
    currency: 'Currency',
    orders: 'Orders',
    tickets: 'Tickets',
    payments: 'Payments',
    gross: 'Gross',
    discount: 'Discount',
    total: 'Total',
    amount: 'Amount',
    receiptCurrency: 'Receipt currency',
    receiptAmount: 'Amount in receipt currency',
  },
  channels: { 1: 'Direct', 2: 'B2C', 3: 'Cashier', 4: 'Index' },
  methods: { 1: 'Cash', 2: 'Check', 4: 'Credit card', 8: 'Bank transfer' },
};

const he: ReportLabels = {
  title: { 'sales-by-period': 'מכירות לפי תקופה', 'sales-by-product': 'מכירות לפי מוצר', 'sales-by-product-type': 'מכירות לפי סוג מוצר', 'sales-by-city': 'מכירות לפי עיר', 'sales-by-channel': 'מכירות לפי ערוץ', 'payments-by-method': 'תשלומים לפי אמצעי תשלום', 'tickets-by-period': 'כרטיסים לפי תאריך פעילות', 'tickets-by-product': 'כרטיסים לפי מוצר וסוג לקוח' },
  grouping: { day: 'לפי יום', week: 'לפי שבוע', month: 'לפי חודש' },
  range: 'תאריכים',
  provider: 'ספק',
  printed: 'הודפס',
  empty: 'אין מכירות בתאריכים אלה.',
  noProductType: 'ללא סוג',
  noCity: 'ללא עיר',
  columns: {
    from: 'מתאריך',
    to: 'עד תאריך',
    product: 'מוצר',
    productType: 'סוג מוצר',
    city: 'עיר',
    products: 'מוצרים',
    channel: 'ערוץ',
    method: 'אמצעי תשלום',
    customerType: 'סוג לקוח',
    persons: 'משתתפים',
    currency: 'מטבע',
    orders: 'הזמנות',
    tickets: 'כרטיסים',
    payments: 'תשלומים',
    gross: 'ברוטו',
    discount: 'הנחה',
    total: 'סה"כ',
    amount: 'סכום',
    receiptCurrency: 'מטבע הקבלה',
    receiptAmount: 'סכום במטבע הקבלה',
  },
  channels: { 1: 'ישיר', 2: 'B2C', 3: 'קופה', 4: 'אינדקס' },
  methods: { 1: 'מזומן', 2: "צ'ק", 4: 'כרטיס אשראי', 8: 'העברה בנקאית' },
};

const ru: ReportLabels = {
  title: { 'sales-by-period': 'Продажи по периодам', 'sales-by-product': 'Продажи по продуктам', 'sales-by-product-type': 'Продажи по типам продуктов', 'sales-by-city': 'Продажи по городам', 'sales-by-channel': 'Продажи по каналам', 'payments-by-method': 'Платежи по способам оплаты', 'tickets-by-period': 'Билеты по датам посещения', 'tickets-by-product': 'Билеты по продуктам и типам клиентов' },
  grouping: { day: 'по дням', week: 'по неделям', month: 'по месяцам' },
  range: 'Даты',
  provider: 'Поставщик',
  printed: 'Напечатано',
  empty: 'Нет продаж за эти даты.',
  noProductType: 'Без типа',
  noCity: 'Без города',
  columns: {
    from: 'С',
    to: 'По',
    product: 'Продукт',
    productType: 'Тип продукта',
    city: 'Город',
    products: 'Продукты',
    channel: 'Канал',
    method: 'Способ оплаты',
    customerType: 'Тип клиента',
    persons: 'Человек',
    currency: 'Валюта',
    orders: 'Заказы',
    tickets: 'Билеты',
    payments: 'Платежи',
    gross: 'Брутто',
    discount: 'Скидка',
    total: 'Итого',
    amount: 'Сумма',
    receiptCurrency: 'Валюта чека',
    receiptAmount: 'Сумма в валюте чека',
  },
  channels: { 1: 'Напрямую', 2: 'B2C', 3: 'Касса', 4: 'Индекс' },
  methods: { 1: 'Наличные', 2: 'Чек', 4: 'Кредитная карта', 8: 'Банковский перевод' },
};

export const REPORT_LABELS: Record<Language, ReportLabels> = { 'en-US': en, 'he-IL': he, 'ru-RU': ru };
