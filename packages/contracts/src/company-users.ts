import { z } from 'zod/mini';
import { recordOf } from './record-of.ts';

/**
 * A company's staff member as GET /wp-json/soul/v1/multiusers lists them
 * (account §3 "Multi-account: id, first_name, last_name, username"), plus
 * what the director's screen needs: e-mail, position, the eight flags and
 * whether they have set their password yet.
 */
export const companyUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** WordPress's user_login; here the e-mail, which is how staff sign in. */
  username: z.string(),
  email: z.string(),
  position: z.string(),
  /** 'invited' until the invitation's link was used to set a password. */
  status: z.enum(['invited', 'active']),
  b2b_permissions: recordOf(z.boolean()),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;
export const companyUsersAnswerSchema = z.array(companyUserSchema);

/**
 * The multi-account form (admin-ajax b2bwhs_create_multiaccount and
 * b2bwhs_update_multiaccount): camelCased keys as account §3 says, form-
 * encoded, so flags arrive as '1'/'0' ('true'/'false', 'on' are accepted).
 * The flag keys are the camelCase of account §3's names: permissionBuy,
 * permissionViewOrders … (see MULTIACCOUNT_FLAG_FIELDS in the domain).
 */
export const MULTIACCOUNT_TEXT_LIMIT = 100;

/** One row of the company's audit log (GET /wp-json/soul/v1/company-audit). */
export const auditEntrySchema = z.object({
  id: z.number(),
  /** ISO 8601 time of the change. */
  at: z.string(),
  actor: z.object({ id: z.nullable(z.number()), name: z.string() }),
  subject_type: z.string(),
  subject_id: z.string(),
  /** The subject's name when the change was made (a deleted user keeps their name here). */
  subject_name: z.string(),
  action: z.string(),
  before: z.nullable(recordOf(z.unknown())),
  after: z.nullable(recordOf(z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditAnswerSchema = z.array(auditEntrySchema);
/** The audit log's page size (like the event log, account §9: 20 per page). */
export const AUDIT_PAGE_SIZE = 20;
