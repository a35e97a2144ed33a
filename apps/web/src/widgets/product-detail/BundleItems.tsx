import type { BundledItem } from '@soul/contracts';
import { parseMinorUnits } from '@soul/domain/catalogue/index';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Currency } from '../../catalogue/money.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Price } from '../../ui/Price.tsx';

/** A bundle's items (storefront §2): thumbnail unless hidden, title, price, bulk-discount badge. */
export function BundleItems({ items, currency }: { items: BundledItem[]; currency: Currency }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="mb-3 text-sm font-semibold text-ink">{t('bundle.includes')}</h2>
      <ul className="flex flex-col divide-y divide-line">
        {items.map((item) => (
          <li key={item.bundled_item_id} className="flex items-center gap-3 py-2.5">
            {item.bundled_item_data.is_thumbnail_hidden ? (
              <span className="size-12 shrink-0" aria-hidden="true" />
            ) : (
              <img
                src={item.thumbnail_url}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-lg bg-sand object-cover"
              />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">
                {item.quantity > 1 ? `${t('bundle.quantity', { count: item.quantity })} ` : null}
                {item.title || item.product_name}
              </span>
              <Price amount={parseMinorUnits(item.price)} currency={currency} size="sm" className="text-ink-soft" />
            </span>
            {item.bulk_discount > 0 ? (
              <Badge tone="brand">
                <span aria-hidden="true">{t('bundle.bulkDiscount', { percent: item.bulk_discount })}</span>
                <span className="sr-only">{t('bundle.bulkDiscountLabel', { percent: item.bulk_discount })}</span>
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
