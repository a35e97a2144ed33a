/** Serialises data into a <script> safely: `<` is escaped so no string can close the tag. */
export function safeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonScript({ id, data, type = 'application/json' }: { id?: string; data: unknown; type?: string }) {
  return <script id={id} type={type} dangerouslySetInnerHTML={{ __html: safeJson(data) }} />;
}
