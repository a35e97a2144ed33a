import type { VariationDetail } from '@soul/contracts';
import { firstOption } from '@soul/domain/catalogue/index';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { cx } from '../../ui/cx.ts';

/** Size pills, sorted numerically; out-of-stock ones stay selectable but are visibly marked. */
export function VariationChooser({
  variations,
  selectedId,
  onSelect,
}: {
  variations: VariationDetail[];
  selectedId: number | null;
  onSelect: (option: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{t('purchase.variationLegend')}</legend>
      <div className="flex flex-wrap gap-2">
        {variations.map((variation) => {
          const option = firstOption(variation);
          const out = !variation.is_in_stock;
          return (
            <label
              key={variation.id}
              className={cx(
                'relative inline-flex min-w-16 cursor-pointer items-center justify-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-700',
                out ? 'border-dashed border-line-strong text-ink-muted' : 'border-line-strong bg-surface text-ink hover:border-brand-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={variation.id === selectedId}
                onChange={() => onSelect(option)}
                className="sr-only"
              />
              <span className={cx(out && 'line-through decoration-1')}>{variation.attributes[0]?.value || option}</span>
              {out ? <span className="sr-only"> ({t('stock.outOfStock')})</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
