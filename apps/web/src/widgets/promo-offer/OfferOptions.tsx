import type { ShownQuantityOption } from '@soul/contracts/promotions';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Price } from '../../ui/Price.tsx';
import { useMoney } from '../../ui/use-money.ts';

/**
 * The quantity options as one radio group (storefront §2, §3
 * quantityPromotions): title, image, quantity, the price the server
 * computed (base less discount_rate) with the base struck through and the
 * 30-day prior price under it, save banner, special tag and description.
 * Native radios: the choice works with the keyboard and reads right
 * before the page's script has loaded.
 */
export function OfferOptions({
  legend,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly ShownQuantityOption[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-col gap-3">
        {options.map((option) => (
          <OfferOption key={option._id} option={option} checked={selected === option._id} onSelect={onSelect} />
        ))}
      </div>
    </fieldset>
  );
}

function OfferOption({ option, checked, onSelect }: { option: ShownQuantityOption; checked: boolean; onSelect: (id: string) => void }) {
  const { t } = useTranslation('catalogue');
  const format = useMoney();
  const base = Number(option.base_price);
  const price = Number(option.price);
  const lowest = option.lowest_price_30_days ? Number(option.lowest_price_30_days) : null;
  return (
    <label
      data-testid="promo-offer-option"
      className="relative flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-white p-3 pr-4 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700 has-focus-visible:ring-offset-2"
    >
      <input
        type="radio"
        name="soul-promo-offer-option"
        value={option._id}
        checked={checked}
        onChange={() => onSelect(option._id)}
        className="size-5 shrink-0 accent-brand-700"
      />
      {option.image.url ? (
        <img src={option.image.url} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-xl object-cover" />
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{option.title}</span>
          {option.save_banner ? <Badge tone="brand">{option.save_banner}</Badge> : null}
        </span>
        {option.description ? <span className="text-sm text-ink-muted">{option.description}</span> : null}
        {option.price_display_override ? (
          <span className="inline-flex flex-wrap items-baseline gap-x-2">
            {base > price ? <del className="text-sm text-ink-muted">{format(base)}</del> : null}
            <span className="font-semibold text-danger-700">{option.price_display_override}</span>
            {lowest !== null ? (
              <span className="basis-full text-xs text-ink-muted">{t('price.lowest30Days', { price: format(lowest) })}</span>
            ) : null}
          </span>
        ) : (
          <Price amount={price} regular={base} lowest={lowest} size="lg" className="whitespace-normal" />
        )}
      </span>
      {option.special_tag ? (
        <Badge tone="solid" className="absolute -top-2.5 right-4">
          {option.special_tag}
        </Badge>
      ) : null}
    </label>
  );
}
