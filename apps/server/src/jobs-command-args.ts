import { parseArgs } from 'node:util';
import { z } from 'zod';

// An explicit zone (Z or ±hh:mm) is required: "09:00" alone would be read in the machine's zone.
const DUE_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const dueAtSchema = z
  .string({ error: 'give --due-at, e.g. --due-at 2027-03-01T09:00Z' })
  .regex(DUE_AT, 'write --due-at as an ISO date and time with its zone, e.g. 2027-03-01T09:00Z')
  .transform((text) => new Date(text))
  .refine((date) => !Number.isNaN(date.getTime()), 'no such date');

/** `--due-at <time>` of `npm run jobs`: the time to run everything due at. Throws with a message to show. */
export function parseJobsCommandArgs(args: readonly string[]): { dueAt: Date } {
  const { values } = parseArgs({ args: [...args], options: { 'due-at': { type: 'string' } }, strict: true });
  const parsed = dueAtSchema.safeParse(values['due-at']);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  return { dueAt: parsed.data };
}
