import type { DeepStrings } from '../../catalog-shape.ts';
import type { myAccount as en } from '../en/my-account.ts';

export const myAccount: DeepStrings<typeof en> = {
  title: 'Mano paskyra',
};
