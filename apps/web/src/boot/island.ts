import type { ReactElement } from 'react';

/**
 * What every island module exports as default: a function that validates
 * the props JSON the page embedded and returns the widget's element. It
 * throws when the props do not match the widget's schema.
 */
export interface Island {
  render: (props: unknown) => ReactElement;
}
