import { accountAreaPropsSchema, type AccountAreaProps } from '@soul/contracts';

/** The props JSON the account page embeds, checked against the contract; throws when it does not match. */
export function parseAccountAreaProps(json: unknown): AccountAreaProps {
  return accountAreaPropsSchema.parse(json);
}
