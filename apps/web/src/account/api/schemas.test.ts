import * as contracts from '@soul/contracts';
import { describe, expect, it } from 'vitest';
import { order, paymentDetail, profile } from '../test-support.tsx';
import * as constants from './constants.ts';
import * as mirrors from './schemas.ts';

/** Each mirror must accept and refuse exactly what its contract schema does. */
function agree(name: string, contract: { safeParse: (value: unknown) => { success: boolean } }, mirror: { safeParse: (value: unknown) => { success: boolean } }, samples: Array<[string, unknown]>) {
  describe(name, () => {
    it.each(samples)('%s', (_label, sample) => {
      expect(mirror.safeParse(sample).success).toBe(contract.safeParse(sample).success);
    });
  });
}

const validOrder = order({ line_items: [order().line_items[0]!, { ...order().line_items[0]!, id: 102, parent_id: 101 }], coupon_lines: [{ code: 'SOUL10', discount: '400' }] });

agree('order answer', contracts.accountOrderSchema, mirrors.accountOrderSchema, [
  ['a full order', validOrder],
  ['an invoiced order', { ...validOrder, invoice_number: '2026-0007' }],
  ['an order to pay, with its pay-for-order link', { ...validOrder, status: 'failed', needs_payment: true, payment_url: '/checkout/order-pay/12/?pay_for_order=true&key=wc_order_x' }],
  ['needs_payment missing', { ...validOrder, needs_payment: undefined }],
  ['a pay link that is not text', { ...validOrder, payment_url: 12 }],
  ['money as a number', { ...validOrder, total: 4399 }],
  ['money with decimals', { ...validOrder, total: '43.99' }],
  ['an unknown status', { ...validOrder, status: 'lost' }],
  ['no line items', { ...validOrder, line_items: undefined }],
  ['a line without parent_id', { ...validOrder, line_items: [{ ...validOrder.line_items[0], parent_id: undefined }] }],
  ['not an order at all', { code: 'x', message: 'y' }],
  ['an array', [validOrder]],
]);

agree('payment answer', contracts.accountPaymentDetailSchema, mirrors.accountPaymentDetailSchema, [
  ['a full payment', paymentDetail()],
  ['no card', paymentDetail({ card: null })],
  ['an unknown event kind', { ...paymentDetail(), events: [{ id: 1, kind: 'teleported', detail: '', amount: null, date: '2026-01-01' }] }],
  ['an unknown payment status', { ...paymentDetail(), status: 'done' }],
  ['another attachment kind', { ...paymentDetail(), attachments: [{ kind: 'receipt', title: 'x', url: '/x' }] }],
]);

agree('profile answer', contracts.profileSchema, mirrors.profileSchema, [
  ['a profile', profile()],
  ['with a photo', profile({ photo: '/uploads/p.jpg' })],
  ['notifications missing', { ...profile(), notifications: undefined }],
]);

agree('invoice settings', contracts.invoiceSettingsSchema, mirrors.invoiceSettingsSchema, [
  ['the defaults', contracts.DEFAULT_INVOICE_SETTINGS],
  ['a Lithuanian filename', { ...contracts.DEFAULT_INVOICE_SETTINGS, pdf_filename: 'sąskaita-{number}-{order}' }],
  ['a path in the filename', { ...contracts.DEFAULT_INVOICE_SETTINGS, pdf_filename: '../etc/passwd' }],
  ['dots only', { ...contracts.DEFAULT_INVOICE_SETTINGS, pdf_filename: '..' }],
  ['a name without {number} or {order}', { ...contracts.DEFAULT_INVOICE_SETTINGS, pdf_filename: 'invoice' }],
  ['an unknown placeholder', { ...contracts.DEFAULT_INVOICE_SETTINGS, pdf_filename: 'invoice-{year}-{number}' }],
  ['the number alone', { ...contracts.DEFAULT_INVOICE_SETTINGS, pdf_filename: '{number}' }],
  ['a title of 61 characters', { ...contracts.DEFAULT_INVOICE_SETTINGS, document_title: 'x'.repeat(61) }],
  ['a flag as a string', { ...contracts.DEFAULT_INVOICE_SETTINGS, show_email: 'yes' }],
]);

const update = { firstName: 'Rūta', lastName: 'Jonaitė', company: '', email: 'ruta@example.com', phone: '+370 600 00000', address: 'Gedimino pr. 1', city: 'Vilnius', postCode: 'LT-01103', country: 'LT', position: '', notifications: { email: true, sms: false, orders: true }, currentPassword: '', newPassword: '' };
agree('profile update form', contracts.profileUpdateSchema, mirrors.profileUpdateSchema, [
  ['a valid update', update],
  ['a new password of 8', { ...update, currentPassword: 'old-secret', newPassword: '12345678' }],
  ['a new password of 7', { ...update, newPassword: '1234567' }],
  ['an e-mail without domain', { ...update, email: 'ruta@' }],
  ['an e-mail with spaces around', { ...update, email: '  Ruta@Example.com ' }],
  ['letters in the phone', { ...update, phone: '+370 CALL ME' }],
  ['a three-letter country', { ...update, country: 'LTU' }],
  ['a lower-case country', { ...update, country: 'lt' }],
  ['a first name of 61', { ...update, firstName: 'x'.repeat(61) }],
]);

agree('contact form', contracts.contactBodySchema, mirrors.contactBodySchema, [
  ['a message', { subject: 'Delivery', message: 'Where is my parcel, please?' }],
  ['about an order', { subject: 'Delivery', message: 'Where is my parcel, please?', order_id: 12 }],
  ['a blank subject', { subject: '   ', message: 'Where is my parcel, please?' }],
  ['a short message', { subject: 'Hi', message: 'Too short' }],
  ['order id zero', { subject: 'Hi', message: 'Where is my parcel, please?', order_id: 0 }],
]);

describe('constants', () => {
  it('are the contracts’ values', () => {
    expect(constants.ORDER_STATUSES).toEqual(contracts.ORDER_STATUSES);
    expect(constants.ORDER_FILTER_STATUSES).toEqual(contracts.ORDER_FILTER_STATUSES);
    expect(constants.ORDER_LIST_DAYS).toEqual(contracts.ORDER_LIST_DAYS);
    expect(constants.ORDER_SORTS).toEqual(contracts.ORDER_SORTS);
    expect(constants.PAYMENT_STATUSES).toEqual(contracts.PAYMENT_STATUSES);
    expect(constants.PAYMENT_FILTERS).toEqual(contracts.PAYMENT_FILTERS);
    expect(constants.PAYMENT_EVENT_KINDS).toEqual(contracts.PAYMENT_EVENT_KINDS);
    expect(constants.INVOICE_EXPORT_MAX_DAYS).toBe(contracts.INVOICE_EXPORT_MAX_DAYS);
    expect(constants.INVOICE_EXPORT_MAX_ORDERS).toBe(contracts.INVOICE_EXPORT_MAX_ORDERS);
    expect(constants.PROFILE_PHOTO_MAX_BYTES).toBe(contracts.PROFILE_PHOTO_MAX_BYTES);
  });
});

describe('export order ids', () => {
  it.each([
    [[1, 2, 3], [1, 2, 3]],
    [['4', '5'], [4, 5]],
    [[], []],
    [[0], null],
    [['x'], null],
    ['1,2', null],
  ])('%j → %j', (data, expected) => {
    expect(mirrors.parseOrderIds(data)).toEqual(expected);
  });
});
