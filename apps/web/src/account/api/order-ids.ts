/**
 * wpo_wcpdf_export_get_order_ids answers the ids: numbers, or numeric strings
 * from a PHP back end. Null when the answer is anything else.
 */
export function parseOrderIds(data: unknown): number[] | null {
  if (!Array.isArray(data)) return null;
  const ids = data.map((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));
  return ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ? ids : null;
}
