import { Link } from 'wouter';
import { useAccountT } from '../texts.ts';
import { Card } from '../ui/Card.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/** An address below the account that is no screen (or one this user does not have). */
export function NotFound() {
  const { t } = useAccountT();
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('notFound.title')} />
      <Card>
        <p className="text-ink-soft">{t('notFound.text')}</p>
        <Link
          href=""
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('notFound.back')}
        </Link>
      </Card>
    </div>
  );
}
