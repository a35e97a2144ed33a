/** Joins sentences into the `<p>…</p>` HTML that product descriptions use. */
export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('\n');
}
