/**
 * The shop's additional checkout fields, registered as WooCommerce's
 * `woocommerce_register_additional_checkout_field` registers them: an id
 * with a namespace, where it is asked (`order` or `contact`) and its type.
 * The Store API's `additional_fields` carries their values; ids not
 * registered are dropped, as WooCommerce drops them.
 */
export const ADDITIONAL_FIELDS = [{ id: 'soul/newsletter', location: 'order', type: 'checkbox' }] as const;

export type AdditionalFieldId = (typeof ADDITIONAL_FIELDS)[number]['id'];
export type AdditionalFieldValues = Record<string, string | boolean>;

/** The registered fields' values from what a client sent, and the ids whose value has the wrong type. */
export function readAdditionalFields(input: Readonly<Record<string, unknown>>): { values: AdditionalFieldValues; invalid: string[] } {
  const values: AdditionalFieldValues = {};
  const invalid: string[] = [];
  for (const field of ADDITIONAL_FIELDS) {
    if (!(field.id in input)) continue;
    const value = input[field.id];
    if (typeof value === 'boolean') values[field.id] = value;
    else invalid.push(field.id);
  }
  return { values, invalid };
}

/** Every registered field with its value (a checkbox not set is false), as WooCommerce lists them in its answers. */
export function additionalFieldsWithDefaults(values: Readonly<AdditionalFieldValues>): AdditionalFieldValues {
  return Object.fromEntries(ADDITIONAL_FIELDS.map((field) => [field.id, values[field.id] ?? false]));
}
