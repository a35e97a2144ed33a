/** react-query keys of the account area: one root, so a sign-out or a big change can drop them all. */
export const accountKeys = {
  all: ['account'] as const,
  orders: () => ['account', 'orders'] as const,
  orderLists: () => ['account', 'orders', 'list'] as const,
  orderList: (params: string) => ['account', 'orders', 'list', params] as const,
  order: (id: number) => ['account', 'orders', 'one', id] as const,
  payments: () => ['account', 'payments'] as const,
  paymentLists: () => ['account', 'payments', 'list'] as const,
  paymentList: (params: string) => ['account', 'payments', 'list', params] as const,
  payment: (id: number) => ['account', 'payments', 'one', id] as const,
  invoiceSettings: () => ['account', 'invoice-settings'] as const,
  profile: () => ['account', 'profile'] as const,
};
