import { adminActorOf } from '@soul/domain/audit/admin-audit';
import { approveVendorFieldsSchema, rejectVendorFieldsSchema } from '@soul/contracts/vendor-requests';
import { problemAnswer } from '../../http/problem-error.ts';
import { serializeVendor } from '../../serializers/vendor.serializer.ts';
import type { AppServices } from '../../services/app-services.ts';
import type { AjaxHandler } from './ajax-types.ts';
import { isBackOfficeRole } from '@soul/domain/accounts/permissions';

/**
 * The business-accounts plugin's vendor decisions (account §7):
 * `b2bwhsapproveuser` `{chosen_group, user}` and `b2bwhsrejectuser`.
 * Back office only (administrators, shop managers). A refusal answers `success: false` with the reason
 * as a string (account §8: the reject's string is shown as it is; the
 * approve's client shows 'Something went wrong' for anything but success).
 */
export function vendorAjaxActions(services: AppServices): Record<string, AjaxHandler> {
  const refusedFor = (role: string | null, t: (key: string) => string) => (isBackOfficeRole(role) ? null : t('errors.forbidden'));
  return {
    b2bwhsapproveuser: async (request, ctx, fields) => {
      const refused = refusedFor(request.visitor.role, ctx.t);
      if (refused) return { success: false, data: refused };
      const parsed = approveVendorFieldsSchema.safeParse(fields);
      if (!parsed.success) return { success: false, data: ctx.t('vendors.somethingWrong') };
      const done = await services.vendors.approve(parsed.data.user, parsed.data.chosen_group, adminActorOf(request.visitor));
      if (!done.ok) return { success: false, data: problemAnswer(done.problem, ctx.language).body.message };
      return { success: true, data: serializeVendor(done.value) };
    },
    b2bwhsrejectuser: async (request, ctx, fields) => {
      const refused = refusedFor(request.visitor.role, ctx.t);
      if (refused) return { success: false, data: refused };
      const parsed = rejectVendorFieldsSchema.safeParse(fields);
      if (!parsed.success) return { success: false, data: ctx.t('vendors.notFound') };
      const done = await services.vendors.reject(
        'user' in parsed.data ? parsed.data.user : parsed.data.userId,
        adminActorOf(request.visitor),
      );
      if (!done.ok) return { success: false, data: problemAnswer(done.problem, ctx.language).body.message };
      return { success: true, data: serializeVendor(done.value) };
    },
  };
}
