import type { BillingAddress, NotificationFlags } from '@soul/contracts';

/** What the profile page shows and edits. */
export interface StoredProfile {
  id: number;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  phone: string;
  position: string;
  notifications: NotificationFlags;
  /** The language the shop writes to the account in. */
  language: 'en' | 'lt';
  billingAddress: BillingAddress | null;
  /** The company of a company account (director or staff); null for everyone else. */
  companyName: string | null;
  photoUpdatedAt: Date | null;
  passwordHash: string;
}

/** A profile save: every field, as the form sends it. */
export interface ProfileChanges {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  position: string;
  notifications: NotificationFlags;
  language: 'en' | 'lt';
  address: { company: string | null; address_1: string; city: string; postcode: string; country: string };
  /** A new password's hash; with it, every other session of the account ends. */
  passwordHash: string | null;
  /** The session that made the change (kept signed in). */
  keepSessionHash: string;
}

/** An account's profile and photo; packages/db implements it. */
export interface ProfileRepository {
  find(userId: number): Promise<StoredProfile | null>;
  /** Saves the changes; false when the e-mail belongs to another account. */
  update(userId: number, changes: ProfileChanges): Promise<boolean>;
  photo(userId: number): Promise<{ content: Uint8Array; mime: string; updatedAt: Date } | null>;
  setPhoto(userId: number, content: Uint8Array, mime: string): Promise<void>;
  removePhoto(userId: number): Promise<void>;
  /** The company a director leads, or null for anyone else. */
  directedCompany(userId: number): Promise<{ id: number; name: string } | null>;
  /** Renames the company the user directs; false when they direct none. */
  renameDirectedCompany(userId: number, name: string): Promise<boolean>;
}
