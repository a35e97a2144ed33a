import type { FastifyRequest } from 'fastify';

/**
 * The text fields of a multipart form (a widget's FormData). File parts are
 * drained unread: no route here takes a file yet. Fastify's multipart
 * limits still apply (a part too large is a 413 before any work).
 */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fields: 20, parts: 21 } })) {
    if (part.type === 'field') fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    else part.file.resume();
  }
  return fields;
}
