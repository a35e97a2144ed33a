import { MULTIACCOUNT_TEXT_LIMIT } from '@soul/contracts';
import { type B2bPermissions, PERMISSION_FLAGS, type PermissionFlag, b2bPermissions } from '../accounts/permissions.ts';

/** permission_view_orders → permissionViewOrders: the form's camelCased key of a flag (account §3 "Form keys are camelCased"). */
export function flagField(flag: PermissionFlag): string {
  return flag.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export interface StaffForm {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  permissions: B2bPermissions;
}

export type StaffFormProblem = { field: 'firstName' | 'lastName' | 'email' | 'position'; reason: 'required' | 'too_long' | 'invalid' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TRUE = new Set(['1', 'true', 'on', 'yes']);

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/[<>]/g, '') : '';
}

/**
 * Reads the multi-account form (camelCased keys, form-encoded): names and
 * e-mail required, a flag that is absent keeps its value in `current` (the
 * staff defaults of account §6 for a new user), present it is '1'/'true'/'on'
 * or false. Never a password: the new member sets their own from the mail.
 */
export function readStaffForm(fields: Record<string, unknown>, current?: StaffForm): StaffForm | StaffFormProblem {
  const base = current ?? { firstName: '', lastName: '', email: '', position: '', permissions: b2bPermissions('staff') };
  const pick = (key: 'firstName' | 'lastName' | 'email' | 'position') => (key in fields ? text(fields[key]) : base[key]);
  const form: StaffForm = {
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    email: pick('email').toLowerCase(),
    position: pick('position'),
    permissions: { ...base.permissions },
  };
  for (const flag of PERMISSION_FLAGS) {
    const value = fields[flagField(flag)];
    if (value !== undefined) form.permissions[flag] = TRUE.has(String(value).toLowerCase());
  }
  for (const field of ['firstName', 'lastName', 'email'] as const) if (!form[field]) return { field, reason: 'required' };
  for (const field of ['firstName', 'lastName', 'position'] as const)
    if (form[field].length > MULTIACCOUNT_TEXT_LIMIT) return { field, reason: 'too_long' };
  if (!EMAIL.test(form.email) || form.email.length > 200) return { field: 'email', reason: 'invalid' };
  return form;
}

export function isStaffFormProblem(value: StaffForm | StaffFormProblem): value is StaffFormProblem {
  return 'reason' in value;
}

/** The fields that differ, each side's value: what an audit row keeps ("before → after"). Flags compare one by one. */
export function changedFields(before: StaffForm, after: StaffForm): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of ['firstName', 'lastName', 'email', 'position'] as const)
    if (before[key] !== after[key]) {
      was[key] = before[key];
      now[key] = after[key];
    }
  for (const flag of PERMISSION_FLAGS)
    if (before.permissions[flag] !== after.permissions[flag]) {
      was[flag] = before.permissions[flag];
      now[flag] = after.permissions[flag];
    }
  return { before: was, after: now };
}
