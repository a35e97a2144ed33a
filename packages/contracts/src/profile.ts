import { z } from 'zod/mini';

/** The notification flags of the profile (account §3). */
export const NOTIFICATION_FLAGS = ['email', 'sms', 'orders'] as const;
export const notificationsSchema = z.object({ email: z.boolean(), sms: z.boolean(), orders: z.boolean() });
export type NotificationFlags = z.infer<typeof notificationsSchema>;

/** Profile photos: checked by content (JPEG, PNG, GIF or WebP), at most 5 MB (account §9's image limit). */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The profile as GET /wp-json/soul/v1/profile answers it (account §3, camelCased
 * as the spec's form keys are). `postCode` and `zip` are the same postcode:
 * the spec names both. `company` is the company's name for company members
 * (read-only), else the customer's own company text.
 */
export const profileSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  company: z.string(),
  /** True when the company comes from a company account (cannot be edited here). */
  companyLocked: z.boolean(),
  email: z.string(),
  postCode: z.string(),
  zip: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.string(),
  /** URL of the photo, or null. */
  photo: z.nullable(z.string()),
  notifications: notificationsSchema,
  /** The language the shop writes to this account in (its mails), 'en' or 'lt'. */
  language: z.enum(['en', 'lt']),
});
export type Profile = z.infer<typeof profileSchema>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * POST /wp-json/soul/v1/profile. Changing the e-mail or the password needs
 * the current password. Every field is validated; the error names the field.
 * The browser's profile forms check with it too, so its rules are patterns
 * rather than z.email(), a pipe or a union: each would add its class to every
 * page's first load. The e-mail pattern is z.email()'s own.
 */
export const profileUpdateSchema = z.object({
  firstName: text(60),
  lastName: text(60),
  company: z._default(text(100), ''),
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(z.regexes.email)),
  phone: z.string().check(z.trim(), z.maxLength(30), z.regex(/^[+0-9 ()-]*$/)),
  address: text(120),
  city: text(60),
  postCode: text(12),
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/)),
  position: text(60),
  notifications: notificationsSchema,
  /** Absent: unchanged (the server fills in what a POST leaves out). */
  language: z.optional(z.enum(['en', 'lt'])),
  currentPassword: z._default(z.string().check(z.maxLength(200)), ''),
  /** '' keeps the password; a new one has 8 characters or more. */
  newPassword: z._default(z.string().check(z.maxLength(200), z.regex(/^(?:|[\s\S]{8,})$/)), ''),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A company's details as its director keeps them (account §2 Settings): GET and PUT /wp-json/soul/v1/company. */
export const companyDetailsSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const companyUpdateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
