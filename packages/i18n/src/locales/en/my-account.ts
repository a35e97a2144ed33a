/** Texts of the React account area (apps/web/src/account): menu, orders, payments, invoices, profile, products, contact. */
export const myAccount = {
  title: 'My account',
} as const;
