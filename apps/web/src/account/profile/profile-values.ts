import type { Profile, ProfileUpdate, profileUpdateSchema } from '@soul/contracts';
import type { z } from 'zod/mini';

/** What the profile form edits (the contract's input shape). */
export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/** The editable part of a profile, as POST /profile takes it (passwords empty: unchanged). */
export function profileFormValues(profile: Profile): ProfileUpdate {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    company: profile.company,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    postCode: profile.postCode || profile.zip,
    country: profile.country,
    position: profile.position,
    notifications: { ...profile.notifications },
    currentPassword: '',
    newPassword: '',
  };
}

/** The whole update for a password change: the stored details unchanged, plus the two passwords. */
export function passwordUpdate(profile: Profile, currentPassword: string, newPassword: string): ProfileUpdate {
  return { ...profileFormValues(profile), currentPassword, newPassword };
}

/** Countries the shop delivers to; a profile's other country is kept in the list. */
export const PROFILE_COUNTRIES = ['LT', 'LV', 'EE', 'PL', 'DE', 'FI', 'IE', 'GB'] as const;
