import type { B2bPermissions } from '@soul/domain/accounts/permissions';
import { b2bPermissions } from '@soul/domain/accounts/permissions';
import type { AuditActor, CompanyUserRepository, StaffMember, StoredAuditEntry } from '@soul/domain/company-users/company-user-port';
import { changedFields, type StaffForm } from '@soul/domain/company-users/staff-form';
import { sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { queueJob } from '../jobs/add-job.ts';
import { SEND_MAIL_JOB } from '../jobs/task-names.ts';
import { writeAudit } from './audit-log.ts';

/** The password hash of an invited member: no argon2 hash, so no password matches until they set one from the invitation. */
export const INVITED_PASSWORD = '!invited';
const SUBJECT = 'staff_user';

interface StaffRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  password_hash: string;
  b2b_permissions: Partial<B2bPermissions> | null;
}

function member(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position,
    permissions: b2bPermissions('staff', row.b2b_permissions ?? {}),
    status: row.password_hash === INVITED_PASSWORD ? 'invited' : 'active',
  };
}

/** What an audit row keeps of a member: the form's fields and flags (never the password hash). */
function snapshot(form: StaffForm): Record<string, unknown> {
  return { firstName: form.firstName, lastName: form.lastName, email: form.email, position: form.position, ...form.permissions };
}

const STAFF_COLUMNS = sql`id, email, first_name, last_name, position, password_hash, b2b_permissions`;

/** A company's staff (users of role staff with its company_id), each change with its audit row in one transaction. */
export class PgCompanyUserRepository implements CompanyUserRepository {
  constructor(private readonly db: Database) {}

  async companyOf(userId: number): Promise<number | null> {
    const rows = (await this.db.execute(sql`SELECT company_id FROM users WHERE id = ${userId}`)).rows as { company_id: number | null }[];
    return rows[0]?.company_id ?? null;
  }

  async companyExists(companyId: number): Promise<boolean> {
    return (await this.db.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId}`)).rows.length > 0;
  }

  async companyName(companyId: number): Promise<string | null> {
    const rows = (await this.db.execute(sql`SELECT name FROM companies WHERE id = ${companyId}`)).rows as { name: string }[];
    return rows[0]?.name ?? null;
  }

  async list(companyId: number): Promise<StaffMember[]> {
    const rows = (
      await this.db.execute(
        sql`SELECT ${STAFF_COLUMNS} FROM users WHERE company_id = ${companyId} AND role = 'staff' ORDER BY last_name, first_name, id`,
      )
    ).rows as unknown as StaffRow[];
    return rows.map(member);
  }

  async find(companyId: number, userId: number): Promise<StaffMember | null> {
    const rows = (
      await this.db.execute(sql`SELECT ${STAFF_COLUMNS} FROM users WHERE id = ${userId} AND company_id = ${companyId} AND role = 'staff'`)
    ).rows as unknown as StaffRow[];
    return rows[0] ? member(rows[0]) : null;
  }

  async create(
    companyId: number,
    actor: AuditActor,
    form: StaffForm,
    invite: { tokenHash: string; validSeconds: number; language: string; mail: object },
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute(sql`INSERT INTO users (email, password_hash, role, first_name, last_name, position, company_id, b2b_permissions, lang)
          VALUES (${form.email}, ${INVITED_PASSWORD}, 'staff', ${form.firstName}, ${form.lastName}, ${form.position}, ${companyId},
            ${JSON.stringify(form.permissions)}::jsonb, ${invite.language})
          ON CONFLICT (email) DO NOTHING RETURNING id`)
      ).rows as { id: number }[];
      const id = rows[0]?.id;
      if (id === undefined) return null;
      await tx.execute(sql`INSERT INTO password_resets (token_hash, user_id, expires_at)
        VALUES (${invite.tokenHash}, ${id}, now() + make_interval(secs => ${invite.validSeconds}))`);
      await writeAudit(tx, {
        actorId: actor.userId,
        companyId,
        subjectType: SUBJECT,
        subjectId: id,
        action: 'created',
        before: null,
        after: snapshot(form),
      });
      await queueJob(tx, SEND_MAIL_JOB, invite.mail);
      return id;
    });
  }

  async update(companyId: number, actor: AuditActor, userId: number, form: StaffForm): Promise<StaffMember | 'email_taken' | null> {
    return this.db.transaction(async (tx) => {
      // The row is locked while compared and changed: two directors' edits are audited one after the other, each with its true "before".
      const rows = (
        await tx.execute(
          sql`SELECT ${STAFF_COLUMNS} FROM users WHERE id = ${userId} AND company_id = ${companyId} AND role = 'staff' FOR UPDATE`,
        )
      ).rows as unknown as StaffRow[];
      if (!rows[0]) return null;
      const before = member(rows[0]);
      if (form.email !== before.email) {
        const taken = (await tx.execute(sql`SELECT 1 FROM users WHERE email = ${form.email} AND id <> ${userId}`)).rows.length > 0;
        if (taken) return 'email_taken';
      }
      const changes = changedFields(before, form);
      if (Object.keys(changes.after).length === 0) return before;
      await tx.execute(sql`UPDATE users SET first_name = ${form.firstName}, last_name = ${form.lastName}, email = ${form.email},
        position = ${form.position}, b2b_permissions = ${JSON.stringify(form.permissions)}::jsonb WHERE id = ${userId}`);
      await writeAudit(tx, {
        actorId: actor.userId,
        companyId,
        subjectType: SUBJECT,
        subjectId: userId,
        action: 'updated',
        // The name travels with every row, so the log reads well after the member is gone.
        before: { name: `${before.firstName} ${before.lastName}`.trim(), ...changes.before },
        after: changes.after,
      });
      return { ...before, ...form };
    });
  }

  async remove(companyId: number, actor: AuditActor, userId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute(
          sql`SELECT ${STAFF_COLUMNS} FROM users WHERE id = ${userId} AND company_id = ${companyId} AND role = 'staff' FOR UPDATE`,
        )
      ).rows as unknown as StaffRow[];
      if (!rows[0]) return false;
      const before = member(rows[0]);
      await tx.execute(sql`UPDATE users SET role = 'customer', company_id = NULL, b2b_permissions = NULL WHERE id = ${userId}`);
      await tx.execute(sql`DELETE FROM user_sessions WHERE user_id = ${userId}`);
      await tx.execute(sql`UPDATE password_resets SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`);
      await writeAudit(tx, {
        actorId: actor.userId,
        companyId,
        subjectType: SUBJECT,
        subjectId: userId,
        action: 'deleted',
        before: snapshot(before),
        after: null,
      });
      return true;
    });
  }

  async audit(companyId: number, page: { offset: number; limit: number }): Promise<{ rows: StoredAuditEntry[]; total: number }> {
    const rows = (
      await this.db
        .execute(sql`SELECT a.id, a.at, a.actor_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS actor_name,
          coalesce(u.email, '') AS actor_email, a.subject_type, a.subject_id, a.action, a.before, a.after, count(*) OVER () AS total
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.company_id = ${companyId} ORDER BY a.at DESC, a.id DESC OFFSET ${page.offset} LIMIT ${page.limit}`)
    ).rows as {
      id: number | string;
      at: Date | string;
      actor_id: number | null;
      actor_name: string;
      actor_email: string;
      subject_type: string;
      subject_id: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      total: number | string;
    }[];
    const total =
      rows[0] !== undefined
        ? Number(rows[0].total)
        : Number(
            ((await this.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE company_id = ${companyId}`)).rows[0] as { n: string }).n,
          );
    return {
      total,
      rows: rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at),
        actorId: row.actor_id,
        actorName: row.actor_name || row.actor_email,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        action: row.action,
        before: row.before,
        after: row.after,
      })),
    };
  }
}
