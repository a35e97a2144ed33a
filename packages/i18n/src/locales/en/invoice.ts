/** Texts printed on the PDF invoice (in the order's language). */
export const invoice = {
  title: 'Invoice',
} as const;
