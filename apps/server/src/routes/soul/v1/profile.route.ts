import {
  companyUpdateSchema,
  message,
  parseDbId,
  PROFILE_PHOTO_MAX_BYTES,
  profileUpdateSchema,
  type MessageRef,
  type Profile,
  type ProfileUpdate,
} from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessGuards } from '../../../http/guards.ts';
import { parseParams } from '../../../http/parse-params.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import { tokenHash } from '../../../services/accounts/session-tokens.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * The account area's profile (account §2, §3): GET and POST
 * /wp-json/soul/v1/profile, and the photo (POST multipart `photo`, DELETE,
 * GET the image). Only ever the signed-in user's own.
 */
export function registerProfileRoutes(app: FastifyInstance, services: AppServices): void {
  const guards = accessGuards(services.nonces);
  const current = async (userId: number) => (await services.profiles.profile(userId)) ?? fail('notLoggedIn');

  app.get('/wp-json/soul/v1/profile', { preHandler: guards.signedIn }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await current(request.visitor.userId)),
  );

  app.post('/wp-json/soul/v1/profile', { preHandler: guards.signedInWrite }, async (request, reply) => {
    const input = parseProfile(withCurrentValues(await current(request.visitor.userId), request.body));
    const result = await services.profiles.update(request.visitor.userId, tokenHash(request.visitor.sessionToken ?? ''), input);
    if (!result.ok) failWith(result.problem);
    return reply.header('Cache-Control', 'no-store').send(result.profile);
  });

  // Settings (account §2): the company's details, for its director.
  app.get('/wp-json/soul/v1/company', { preHandler: guards.signedIn }, async (request, reply) => {
    const company = await services.profiles.company(request.visitor.userId);
    if (!company.ok) failWith(company.problem);
    return reply.header('Cache-Control', 'no-store').send(company.value);
  });

  // POST or PUT, as WordPress's REST routes take an edit.
  app.route({
    method: ['POST', 'PUT'],
    url: '/wp-json/soul/v1/company',
    preHandler: guards.signedInWrite,
    handler: async (request, reply) => {
      const body = parseParams(companyUpdateSchema, request.body);
      const company = await services.profiles.renameCompany(request.visitor.userId, body.name);
      if (!company.ok) failWith(company.problem);
      return reply.header('Cache-Control', 'no-store').send(company.value);
    },
  });

  app.post('/wp-json/soul/v1/profile/photo', { preHandler: guards.signedInWrite }, async (request, reply) => {
    if (!request.isMultipart()) fail('invalidImage');
    const saved = await services.profiles.setPhoto(request.visitor.userId, await readUploadedPhoto(request));
    if (!saved.ok) failWith(saved.problem);
    return reply.header('Cache-Control', 'no-store').send(await current(request.visitor.userId));
  });

  app.delete('/wp-json/soul/v1/profile/photo', { preHandler: guards.signedInWrite }, async (request, reply) => {
    await services.profiles.removePhoto(request.visitor.userId);
    return reply.header('Cache-Control', 'no-store').send(await current(request.visitor.userId));
  });

  // `?user=` names whose photo (the media list's address): one's own, or anyone's for an administrator.
  app.get<{ Querystring: { user?: string } }>('/wp-json/soul/v1/profile/photo', { preHandler: guards.signedIn }, async (request, reply) => {
    const asked = request.query.user === undefined ? request.visitor.userId : (parseDbId(request.query.user) ?? fail('noPhoto'));
    if (asked !== request.visitor.userId && request.visitor.role !== 'administrator') fail('noPhoto');
    const photo = (await services.profiles.photo(asked)) ?? fail('noPhoto');
    // Private to the user; the versioned URL (?v=) changes with the photo.
    return reply
      .type(photo.mime)
      .header('Cache-Control', 'private, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(photo.content);
  });
}

/**
 * The bytes of the one `photo` part. Reading the upload can only fail on
 * what the client sent (too large, cut off, malformed), so every failure
 * is the client's: 413 or 400, never a 500.
 */
async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
  } catch {
    return fail('invalidImage');
  }
  if (!file || file.fieldname !== 'photo') fail('invalidImage');
  try {
    return await file.toBuffer();
  } catch (error) {
    return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? fail('fileTooLarge') : fail('invalidImage');
  }
}

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'address',
  'city',
  'postCode',
  'country',
  'position',
  'notifications',
  'currentPassword',
  'newPassword',
] as const;

/**
 * A POST changes the fields it sends and keeps the rest, as WordPress's user
 * update does: a client that sends only the phone number must not be told
 * the missing names are too long. A body that is not an object is left as it
 * is, for the schema to refuse.
 */
function withCurrentValues(profile: Profile, body: unknown): unknown {
  if (body === undefined || body === null) return profile;
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...profile, ...body };
}

/**
 * Validates the profile form; each bad field gets its message in the reader's
 * language (data.params, as WordPress answers): the field's own rule, or, for
 * a value of the wrong kind (a number where text belongs), a message saying so.
 */
function parseProfile(body: unknown): ProfileUpdate {
  const parsed = profileUpdateSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const params: Record<string, MessageRef> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const known = (PROFILE_FIELDS as readonly string[]).includes(field) ? field : 'form';
    params[known] ??=
      issue.code === 'invalid_type' && known !== 'form' ? message('profile.wrongKind') : message(`profile.invalid.${known}`);
  }
  return fail('invalidParam', { params: Object.keys(params).join(', ') }, { data: { params } });
}
