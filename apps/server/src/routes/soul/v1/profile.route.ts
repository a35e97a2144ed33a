import { PROFILE_PHOTO_MAX_BYTES, profileUpdateSchema, type ProfileUpdate } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error.ts';
import { requestLanguage } from '../../../http/language.ts';
import { checkRestNonce } from '../../../http/rest-nonce.ts';
import { translator, type Translate } from '../../../i18n.ts';
import { tokenHash } from '../../../services/accounts/session-tokens.ts';
import type { AppServices } from '../../../services/app-services.ts';

/**
 * The account area's profile (account §2, §3): GET and POST
 * /wp-json/soul/v1/profile, and the photo (POST multipart `photo`, DELETE,
 * GET the image). Only ever the signed-in user's own.
 */
export function registerProfileRoutes(app: FastifyInstance, services: AppServices): void {
  const signedIn = (request: FastifyRequest, t: Translate, write: boolean): number => {
    if (!request.visitor.userId) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    if (write) checkRestNonce(request, services, t);
    return request.visitor.userId;
  };
  const current = async (userId: number, t: Translate) => {
    const profile = await services.profiles.profile(userId);
    if (!profile) throw new ApiError('rest_not_logged_in', t('errors.notLoggedIn'), 401);
    return profile;
  };

  app.get('/wp-json/soul/v1/profile', async (request, reply) => {
    const t = translator(requestLanguage(request));
    return reply.header('Cache-Control', 'no-store').send(await current(signedIn(request, t, false), t));
  });

  app.post('/wp-json/soul/v1/profile', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const userId = signedIn(request, t, true);
    const input = parseProfile(request.body, t);
    const result = await services.profiles.update(userId, tokenHash(request.visitor.sessionToken ?? ''), input);
    if (!result.ok) {
      if (result.problem === 'email_taken') throw new ApiError('soul_email_taken', t('profile.emailTaken'), 409, { params: { email: t('profile.emailTaken') } });
      if (result.problem === 'too_many_attempts') throw new ApiError('soul_too_many_attempts', t('profile.tooManyAttempts'), 429);
      throw new ApiError('soul_wrong_password', t('profile.wrongPassword'), 403, { params: { currentPassword: t('profile.wrongPassword') } });
    }
    return reply.header('Cache-Control', 'no-store').send(result.profile);
  });

  app.post('/wp-json/soul/v1/profile/photo', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const userId = signedIn(request, t, true);
    if (!request.isMultipart()) throw new ApiError('soul_invalid_image', t('profile.invalidImage'), 400);
    const bytes = await readUploadedPhoto(request, t);
    const saved = await services.profiles.setPhoto(userId, bytes);
    if (!saved.ok && saved.problem === 'too_large') throw new ApiError('soul_file_too_large', t('profile.fileTooLarge'), 413);
    if (!saved.ok) throw new ApiError('soul_invalid_image', t('profile.invalidImage'), 400);
    return reply.header('Cache-Control', 'no-store').send(await current(userId, t));
  });

  app.delete('/wp-json/soul/v1/profile/photo', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const userId = signedIn(request, t, true);
    await services.profiles.removePhoto(userId);
    return reply.header('Cache-Control', 'no-store').send(await current(userId, t));
  });

  app.get('/wp-json/soul/v1/profile/photo', async (request, reply) => {
    const t = translator(requestLanguage(request));
    const photo = await services.profiles.photo(signedIn(request, t, false));
    if (!photo) throw new ApiError('soul_no_photo', t('profile.noPhoto'), 404);
    // Private to the user; the versioned URL (?v=) changes with the photo.
    return reply.type(photo.mime).header('Cache-Control', 'private, max-age=86400').header('X-Content-Type-Options', 'nosniff').send(photo.content);
  });
}

/**
 * The bytes of the one `photo` part. Reading the upload can only fail on
 * what the client sent (too large, cut off, malformed), so every failure
 * is the client's: 413 or 400, never a 500.
 */
async function readUploadedPhoto(request: FastifyRequest, t: Translate): Promise<Buffer> {
  const invalid = () => new ApiError('soul_invalid_image', t('profile.invalidImage'), 400);
  try {
    const file = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'photo') throw invalid();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('soul_file_too_large', t('profile.fileTooLarge'), 413);
    throw invalid();
  }
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'address', 'city', 'postCode', 'country', 'position', 'notifications', 'currentPassword', 'newPassword'] as const;

/** Validates the profile form; each bad field gets its message in the reader's language (data.params, as WordPress answers). */
function parseProfile(body: unknown, t: Translate): ProfileUpdate {
  const parsed = profileUpdateSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const params: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const known = (PROFILE_FIELDS as readonly string[]).includes(field) ? field : 'form';
    params[known] ??= t(`profile.invalid.${known}`);
  }
  throw new ApiError('rest_invalid_param', t('errors.invalidParam', { params: Object.keys(params).join(', ') }), 400, { params });
}
