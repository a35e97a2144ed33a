import type { TFunction } from 'i18next';

/** The parts of a zod issue the messages need (zod v4's raw issue has more). */
interface IssueLike {
  code: string;
  path?: ReadonlyArray<PropertyKey>;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  origin?: unknown;
}

/** Fields whose pattern has its own explanation. */
const FORMAT_KEYS: Record<string, string> = {
  email: 'forms.email',
  phone: 'forms.phone',
  country: 'forms.country',
  pdf_filename: 'forms.filename',
  pdf_filename_lt: 'forms.filename',
  newPassword: 'forms.passwordTooShort',
};

/**
 * Translated messages for the contracts' zod schemas (they carry none, so the
 * browser and the server share one rule and each side says it in its own
 * words). Pass as zodResolver(schema, { error: zodMessages(t) }).
 */
export function zodMessages(t: TFunction) {
  return (issue: IssueLike): string => {
    const field = String(issue.path?.[issue.path.length - 1] ?? '');
    const limit = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0);
    switch (issue.code) {
      case 'too_small':
        if (field === 'newPassword') return t('forms.passwordTooShort');
        return limit(issue.minimum) <= 1 ? t('forms.required') : t('forms.tooShort', { count: limit(issue.minimum) });
      case 'too_big':
        return t('forms.tooLong', { count: limit(issue.maximum) });
      case 'invalid_format':
        if (issue.format === 'email') return t('forms.email');
        return t(FORMAT_KEYS[field] ?? 'forms.format');
      case 'invalid_union':
        return t(FORMAT_KEYS[field] ?? 'forms.format');
      case 'invalid_type':
        return t('forms.required');
      default:
        return t('forms.format');
    }
  };
}
