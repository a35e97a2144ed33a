import { useTranslation } from '../i18n/use-translation.tsx';
import type { ModalContentProps } from '../overlays/modal-content.ts';
import { Modal } from '../ui/Modal.tsx';
import { Price } from '../ui/Price.tsx';
import { listPriceOf } from '../widgets/product-list/row-model.ts';
import { currencyOf } from './money.ts';
import { StockStatus } from './StockStatus.tsx';

/** Quick view (storefront §2 "Product list"): image, name, short description, price, link. */
export default function QuickViewModal({ payload, onClose }: ModalContentProps<'quick-view'>) {
  const { t } = useTranslation('catalogue');
  const { product } = payload;
  const image = product.images[0];
  const price = listPriceOf(product);
  return (
    <Modal open onClose={onClose} title={product.name} width="3xl">
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="overflow-hidden rounded-2xl bg-sand">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcset || undefined}
              sizes="(min-width: 640px) 360px, 100vw"
              width={600}
              height={600}
              alt={image.alt || product.name}
              className="aspect-square w-full object-cover"
            />
          ) : (
            <div className="aspect-square w-full" />
          )}
        </div>
        <div className="flex flex-col gap-4">
          <Price
            amount={price.amount}
            regular={price.regular}
            from={price.from}
            lowest={price.lowest}
            currency={currencyOf(product.prices)}
            size="xl"
          />
          <StockStatus stock={product} />
          {product.short_description ? (
            <div className="soul-prose text-sm" dangerouslySetInnerHTML={{ __html: product.short_description }} />
          ) : null}
          <a
            href={product.permalink}
            className="mt-auto inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('list.viewProduct')}
          </a>
        </div>
      </div>
    </Modal>
  );
}
