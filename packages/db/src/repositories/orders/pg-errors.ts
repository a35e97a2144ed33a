/** The SQLSTATE of a pg error (drizzle wraps it in `cause`). */
export function pgCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code ?? cause?.code ?? '';
}

/** A unique-constraint violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e.cause ?? e;
  return (inner.code ?? e.code) === '23505' && (inner.constraint ?? e.constraint) === constraint;
}
