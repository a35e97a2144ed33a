/** Texts shared by every widget: errors, notifications, prompts, dialogs, form controls. */
export const common = {
  errors: {
    oops: 'Oops',
    ooops: 'Ooops',
    generic: 'An error occurred, please try again later',
    network: 'Query failed. Please check your connection or reload the page and try again.',
    crashTitle: 'Oops. Something went wrong',
    crashText: 'Try reloading the page or try again later',
    queryError: 'Query Error',
    queryFailed: 'Something went wrong during query. Please reload the page',
    reload: 'Reload page',
  },
  actions: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    select: 'Select',
    ok: 'OK',
    loading: 'Loading…',
    dismissNotification: 'Dismiss notification',
  },
  quantity: {
    label: 'Quantity',
    labelFor: 'Quantity of {{name}}',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    stockLimitedTitle: 'Stock is limited',
    stockLimitedText: 'Inventory limit for this product is {{count}}',
  },
  notifications: {
    region: 'Notifications',
  },
} as const;
