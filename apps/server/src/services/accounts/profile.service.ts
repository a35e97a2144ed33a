import type { ProfileRepository, StoredProfile } from '@soul/domain/accounts/profile-port';
import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import {
  message,
  problem,
  PROFILE_PHOTO_MAX_BYTES,
  type CompanyDetails,
  type Problem,
  type Profile,
  type ProfileUpdate,
} from '@soul/contracts';
import type { Answer } from '../answer.ts';
import sharp from 'sharp';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Wrong current passwords allowed per account in the window: a stolen session cannot guess the password. */
const PASSWORD_CHECKS = 5;
const PASSWORD_CHECK_WINDOW_SECONDS = 15 * 60;
/** The photo as kept: a square, enough for a retina avatar. */
const PHOTO_SIZE = 320;
/** What the spec allows (account §5): JPEG, PNG and GIF, told apart by their bytes, not their names. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'gif']);

const EMAIL_TAKEN = problem('emailTaken', undefined, { data: { params: { email: message('profile.emailTaken') } } });
const WRONG_PASSWORD = problem('wrongPassword', undefined, { data: { params: { currentPassword: message('profile.wrongPassword') } } });
const TOO_MANY_ATTEMPTS = problem('tooManyAttempts');
const INVALID_IMAGE = problem('invalidImage');
const TOO_LARGE = problem('fileTooLarge');

/**
 * The profile of the account area (account §2, §3): read and save the
 * user's fields, the address the next checkout starts from, notification
 * flags, password and photo. Changing the e-mail or the password needs the
 * current password; a new password signs the account out everywhere else.
 */
export class ProfileService {
  constructor(private readonly deps: { profiles: ProfileRepository; limits: RateLimitRepository }) {}

  async profile(userId: number): Promise<Profile | null> {
    const stored = await this.deps.profiles.find(userId);
    return stored ? toProfile(stored) : null;
  }

  async update(
    userId: number,
    sessionHash: string,
    input: ProfileUpdate,
  ): Promise<{ ok: true; profile: Profile } | { ok: false; problem: Problem }> {
    const current = await this.deps.profiles.find(userId);
    if (!current) return { ok: false, problem: WRONG_PASSWORD };
    const sensitive = input.email !== current.email || input.newPassword !== '';
    if (sensitive) {
      const key = `profile-password:${userId}`;
      // The check takes its slot first (atomically), so parallel guesses get no more than the limit.
      if (!(await this.deps.limits.reserve(key, PASSWORD_CHECK_WINDOW_SECONDS, PASSWORD_CHECKS)))
        return { ok: false, problem: TOO_MANY_ATTEMPTS };
      if (!input.currentPassword || !(await verifyPassword(current.passwordHash, input.currentPassword)))
        return { ok: false, problem: WRONG_PASSWORD };
      await this.deps.limits.release(key);
    }
    const saved = await this.deps.profiles.update(userId, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      position: input.position,
      notifications: input.notifications,
      language: input.language ?? current.language,
      // A company account's company is the company's name; only others type their own.
      address: {
        company: current.companyName === null ? input.company : null,
        address_1: input.address,
        city: input.city,
        postcode: input.postCode,
        country: input.country,
      },
      passwordHash: input.newPassword ? await hashPassword(input.newPassword) : null,
      keepSessionHash: sessionHash,
    });
    if (!saved) return { ok: false, problem: EMAIL_TAKEN };
    const profile = await this.profile(userId);
    return profile ? { ok: true, profile } : { ok: false, problem: WRONG_PASSWORD };
  }

  /**
   * Stores a new photo: the bytes must be a JPEG, PNG or GIF image (whatever
   * the file is called), at most 5 MB; only its pixels are kept, re-encoded
   * as a square WebP (no metadata, nothing executable survives).
   */
  async setPhoto(userId: number, bytes: Buffer): Promise<{ ok: true } | { ok: false; problem: Problem }> {
    if (bytes.length > PROFILE_PHOTO_MAX_BYTES) return { ok: false, problem: TOO_LARGE };
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
    } catch {
      return { ok: false, problem: INVALID_IMAGE };
    }
    if (!format || !PHOTO_FORMATS.has(format)) return { ok: false, problem: INVALID_IMAGE };
    let content: Buffer;
    try {
      content = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      return { ok: false, problem: INVALID_IMAGE };
    }
    await this.deps.profiles.setPhoto(userId, content, 'image/webp');
    return { ok: true };
  }

  removePhoto(userId: number): Promise<void> {
    return this.deps.profiles.removePhoto(userId);
  }

  photo(userId: number): Promise<{ content: Uint8Array; mime: string; updatedAt: Date } | null> {
    return this.deps.profiles.photo(userId);
  }

  /** The company the user directs (account §2 Settings, directors only), or the problem for anyone else. */
  async company(userId: number): Promise<Answer<CompanyDetails>> {
    const company = await this.deps.profiles.directedCompany(userId);
    return company ? { ok: true, value: company } : { ok: false, problem: problem('companyDirectorsOnly') };
  }

  async renameCompany(userId: number, name: string): Promise<Answer<CompanyDetails>> {
    if (!(await this.deps.profiles.renameDirectedCompany(userId, name))) return { ok: false, problem: problem('companyDirectorsOnly') };
    return this.company(userId);
  }
}

export const PROFILE_PHOTO_PATH = '/wp-json/soul/v1/profile/photo';

function toProfile(stored: StoredProfile): Profile {
  const address = stored.billingAddress;
  const postcode = address?.postcode ?? '';
  return {
    id: stored.id,
    // Accounts sign in with their e-mail: it is the username.
    username: stored.email,
    firstName: stored.firstName,
    lastName: stored.lastName,
    role: stored.role,
    company: stored.companyName ?? address?.company ?? '',
    companyLocked: stored.companyName !== null,
    email: stored.email,
    postCode: postcode,
    zip: postcode,
    // The phone given at checkout is kept with the address until the profile is saved.
    phone: stored.phone || address?.phone || '',
    address: address?.address_1 ?? '',
    city: address?.city ?? '',
    country: address?.country || 'LT',
    position: stored.position,
    // The version in the URL lets the browser cache a photo until it changes.
    photo: stored.photoUpdatedAt ? `${PROFILE_PHOTO_PATH}?v=${stored.photoUpdatedAt.getTime()}` : null,
    notifications: stored.notifications,
    language: stored.language,
  };
}
