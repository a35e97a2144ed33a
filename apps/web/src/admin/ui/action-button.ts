/** The row actions' look: small, keyboard-reachable, clearly a button. */
export const ACTION_BUTTON =
  'h-9 rounded-lg px-3 text-sm font-semibold disabled:opacity-50 border border-line-strong bg-surface hover:border-brand-600 hover:bg-brand-50';
export const PRIMARY_ACTION_BUTTON =
  'h-9 rounded-lg px-3 text-sm font-semibold disabled:opacity-50 bg-brand-700 text-white hover:bg-brand-800';
