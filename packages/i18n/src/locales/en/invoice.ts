/**
 * Texts printed on the PDF invoice (in the order's language). Every word on
 * the invoice comes from here; amounts, dates and rates are formatted with
 * Intl in the same language.
 */
export const invoice = {
  /** The default document title (settings.document_title overrides it). */
  title: 'Invoice',
  /** The PDF's file name when the shop's settings leave it empty ({number}: the invoice number). */
  fileName: 'invoice-{number}',
  /** The default label of the invoice number (settings.number_label overrides it). */
  numberLabel: 'Invoice number',
  issueDate: 'Issue date',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  paymentMethod: 'Payment method',
  seller: 'Seller',
  buyer: 'Buyer',
  companyCode: 'Company code',
  vatCode: 'VAT number',
  email: 'E-mail',
  phone: 'Phone',
  bankAccount: 'Bank account',
  bank: 'Bank',
  columns: {
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price excl. VAT',
    vatRate: 'VAT rate',
    net: 'Amount excl. VAT',
    vat: 'VAT',
    total: 'Amount incl. VAT',
  },
  sku: 'SKU: {{sku}}',
  shipping: 'Delivery: {{method}}',
  couponDiscount: 'Discount (coupon {{code}})',
  otherDiscount: 'Discount',
  totals: {
    net: 'Total excl. VAT',
    /** One VAT rate on the whole invoice. */
    vat: 'VAT {{rate}}',
    /** Several rates: one row per rate, then the VAT total. */
    vatAtRate: 'VAT {{rate}} on {{base}}',
    vatTotal: 'Total VAT',
    grandTotal: 'Total incl. VAT',
  },
  customerNote: 'Customer note',
  thanks: 'Thank you for shopping with us.',
  pageOf: 'Page {{page}} of {{pages}}',
  creditNote: {
    title: 'Credit note',
    fileName: 'credit-note-{number}',
    numberLabel: 'Credit note number',
    corrects: 'Corrects invoice',
    correctsValue: '{{number}} of {{date}}',
    reasonLabel: 'Reason',
    reasons: {
      edit: 'Order changed: the invoice is replaced by a new one',
      cancel: 'Order cancelled',
      refund: 'Refund',
      issue: 'Correction',
    },
    /** A partial credit: one row per VAT rate. */
    row: 'Refund on invoice {{number}}',
    grandTotal: 'Total credited',
    closing: 'This credit note reduces the amount of the invoice named above.',
  },
} as const;
