import type { DeepStrings } from '../../catalog-shape.ts';
import type { invoice as en } from '../en/invoice.ts';

export const invoice: DeepStrings<typeof en> = {
  title: 'Sąskaita faktūra',
};
