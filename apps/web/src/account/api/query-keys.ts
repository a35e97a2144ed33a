/** react-query keys of the account area: one root, so a sign-out or a big change can drop them all. */
export const accountKeys = {
  all: ['account'] as const,
  points: (page: number) => ['account', 'points', page] as const,
  affiliate: () => ['account', 'affiliate'] as const,
  orders: () => ['account', 'orders'] as const,
  orderLists: () => ['account', 'orders', 'list'] as const,
  orderList: (params: string) => ['account', 'orders', 'list', params] as const,
  order: (id: number) => ['account', 'orders', 'one', id] as const,
  payments: () => ['account', 'payments'] as const,
  paymentLists: () => ['account', 'payments', 'list'] as const,
  paymentList: (params: string) => ['account', 'payments', 'list', params] as const,
  payment: (id: number) => ['account', 'payments', 'one', id] as const,
  subscriptions: () => ['account', 'subscriptions'] as const,
  subscriptionLists: () => ['account', 'subscriptions', 'list'] as const,
  subscriptionList: (params: string) => ['account', 'subscriptions', 'list', params] as const,
  subscription: (id: number) => ['account', 'subscriptions', 'one', id] as const,
  subscriptionPreview: (id: number, action: string, months: number, version: number) =>
    ['account', 'subscriptions', 'preview', id, action, months, version] as const,
  subscriptionCards: (id: number) => ['account', 'subscriptions', 'cards', id] as const,
  subscriptionProductPrice: (id: number, productId: number, version: number) =>
    ['account', 'subscriptions', 'product-price', id, productId, version] as const,
  invoiceSettings: () => ['account', 'invoice-settings'] as const,
  profile: () => ['account', 'profile'] as const,
  documents: () => ['account', 'documents'] as const,
  documentList: (params: string) => ['account', 'documents', 'list', params] as const,
};
