import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useReviewsTexts } from './use-reviews-texts.ts';

/** Storefront §9's small-screen breakpoint: drag is free below it. */
const SMALL_SCREEN = '(max-width: 639px)';

/**
 * The carousel pagination (storefront §2, §9) on Embla: previous/next
 * buttons, `columns` slides in view (`mobileColumns` on a phone), optional
 * autoplay that stops for good once the shopper interacts, free drag on
 * small screens.
 */
export function ReviewCarousel({
  slides,
  columns,
  mobileColumns,
  autoplay,
  intervalSeconds,
}: {
  slides: ReactNode[];
  columns: number;
  mobileColumns: number;
  autoplay: boolean;
  intervalSeconds: number;
}) {
  const { t } = useReviewsTexts();
  const plugins = useMemo(
    () => (autoplay ? [Autoplay({ delay: intervalSeconds * 1000, stopOnInteraction: true, stopOnMouseEnter: true })] : []),
    [autoplay, intervalSeconds],
  );
  const [viewport, api] = useEmblaCarousel(
    { align: 'start', slidesToScroll: 'auto', breakpoints: { [SMALL_SCREEN]: { dragFree: true } } },
    plugins,
  );
  const [edges, setEdges] = useState({ prev: false, next: false });
  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const stop = () => {
    const plugin = api?.plugins().autoplay;
    if (plugin) plugin.stop();
  };

  return (
    <div
      className="flex flex-col gap-3"
      style={{ '--reviews-cols': columns, '--reviews-cols-mobile': mobileColumns } as React.CSSProperties}
    >
      <div ref={viewport} className="overflow-hidden" data-testid="reviews-carousel">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--reviews-cols-mobile))] pl-4 sm:basis-[calc(100%/var(--reviews-cols))]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          disabled={!edges.prev}
          onClick={() => {
            stop();
            api?.scrollPrev();
          }}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line-strong text-ink hover:bg-sand disabled:opacity-40"
        >
          <span className="sr-only">{t('widget.previous')}</span>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          disabled={!edges.next}
          onClick={() => {
            stop();
            api?.scrollNext();
          }}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line-strong text-ink hover:bg-sand disabled:opacity-40"
        >
          <span className="sr-only">{t('widget.next')}</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
