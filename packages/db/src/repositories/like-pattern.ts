/** An ILIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken as plain characters (a reader's search is text, not a pattern). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
