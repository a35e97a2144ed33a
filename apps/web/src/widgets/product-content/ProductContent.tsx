import { ChevronDown, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useModalStore } from '../../overlays/modal-store.ts';
import { useProductContentTexts } from '../video-player/use-product-content-texts.ts';
import type { PlayableVideo } from '../video-player/video.ts';
import type { ProductContentProps, ProductVideoProps } from './props.ts';
import { useAutoCollapse } from './use-auto-collapse.ts';

/** Plain text → paragraphs (blank lines split them); never HTML. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

function Panel({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-b border-line">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="flex flex-col gap-2 pb-4 text-sm leading-relaxed text-ink-soft">{children}</div>
    </details>
  );
}

export function playableOf(video: ProductVideoProps): PlayableVideo {
  return {
    title: video.title,
    src: video.src,
    poster: video.poster,
    width: video.width,
    height: video.height,
    captions: video.captions,
  };
}

function VideoButton({ video }: { video: ProductVideoProps }) {
  const { t } = useProductContentTexts();
  const open = useModalStore((state) => state.open);
  return (
    <li>
      {/* A link to the file: without JavaScript (or before the island loads) the browser plays it itself. */}
      <a
        href={video.src}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          open('video-player', playableOf(video));
        }}
        aria-label={t('playVideo', { title: video.title })}
        className="group relative block w-40 overflow-hidden rounded-lg bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={video.poster}
          alt=""
          width={video.width}
          height={video.height}
          loading="lazy"
          className="aspect-square w-full object-cover"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-ink/20 transition-colors group-hover:bg-ink/35">
          <span className="flex size-12 items-center justify-center rounded-full bg-surface/95 text-brand-800 shadow">
            <Play className="ml-0.5 size-6" aria-hidden="true" />
          </span>
        </span>
        <span className="absolute right-1.5 bottom-1.5 rounded bg-ink/75 px-1.5 py-0.5 text-xs font-semibold text-white">
          {t('duration', { seconds: video.durationSeconds })}
        </span>
      </a>
      <p className="mt-1 w-40 text-xs text-ink-soft">{video.title}</p>
    </li>
  );
}

/**
 * Under the purchase panel: weight and size, the product accordion
 * (storefront §2: ingredients, how to use, delivery and returns; native
 * <details>, so it works before and without JavaScript; it collapses 2.5 s
 * after the island loads) and the product's videos, which open the video
 * player modal.
 */
export function ProductContent({ content, details, videos }: ProductContentProps) {
  const { t } = useProductContentTexts();
  const root = useAutoCollapse<HTMLDivElement>();
  const facts = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="text-ink-muted">{t('shippingWeight')}</dt>
      <dd className="text-ink">{details.weight}</dd>
      <dt className="text-ink-muted">{t('packageSize')}</dt>
      <dd className="text-ink">{details.dimensions}</dd>
    </dl>
  );
  return (
    <div ref={root} className="flex flex-col gap-6">
      {content ? (
        <div className="border-t border-line" data-testid="product-accordion">
          {content.ingredients ? (
            <Panel title={t('ingredients')} open>
              <Paragraphs text={content.ingredients} />
            </Panel>
          ) : null}
          {content.howToUse ? (
            <Panel title={t('howToUse')}>
              <Paragraphs text={content.howToUse} />
            </Panel>
          ) : null}
          <Panel title={t('deliveryReturns')}>
            <Paragraphs text={content.deliveryReturns} />
            {facts}
          </Panel>
        </div>
      ) : null}
      {videos.length > 0 ? (
        <section aria-labelledby="soul-product-videos">
          <h2 id="soul-product-videos" className="font-display text-lg font-semibold text-ink">
            {t('videos')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-4">
            {videos.map((video) => (
              <VideoButton key={video.id} video={video} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
