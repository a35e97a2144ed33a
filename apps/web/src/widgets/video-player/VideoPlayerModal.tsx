import { useRef, useState, type KeyboardEvent } from 'react';
import type { ModalContentProps } from '../../overlays/modal-content.ts';
import { Modal } from '../../ui/Modal.tsx';
import { applyPlayerAction, playerActionOf } from './player-keys.ts';
import { useProductContentTexts } from './use-product-content-texts.ts';

/**
 * The generic modal's video-player content (storefront §2 "video player"):
 * the native controls, every captions track (the page's language on), and
 * keys that work wherever focus is in the player (it starts on the video).
 * Its own chunk: fetched the first time a video opens.
 */
export default function VideoPlayerModal({ payload, onClose }: ModalContentProps<'video-player'>) {
  const { t } = useProductContentTexts();
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState('');
  const { title, src, type, poster, width, height, captions } = payload;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || !video.current) return;
    // On the player's frame every key is ours. Anywhere else (the browser's own controls, which
    // report the video as the target, or a link) Space, Enter, arrows, Home and End stay theirs:
    // handling them too would toggle or seek twice.
    if (event.target !== event.currentTarget && event.key.length !== 1) return;
    if (event.target !== event.currentTarget && event.key === ' ') return;
    const action = playerActionOf(event.key);
    if (!action) return;
    event.preventDefault();
    applyPlayerAction(video.current, action);
    if (action.kind === 'captions') {
      const on = [...video.current.textTracks].some((track) => track.mode === 'showing');
      setStatus(on ? t('player.captionsOn') : t('player.captionsOff'));
    }
  }

  return (
    <Modal open onClose={onClose} title={title} width="3xl">
      <div
        onKeyDown={onKeyDown}
        // The frame takes focus on opening, so the keys work at once (a focused <video> would also
        // get the browser's own key handling, which runs whatever a page does).
        tabIndex={0}
        data-autofocus
        role="group"
        aria-label={title}
        aria-describedby="soul-video-keys"
        className="flex flex-col gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        data-testid="video-player"
      >
        <video
          ref={video}
          controls
          autoPlay
          playsInline
          preload="metadata"
          poster={poster ?? undefined}
          width={width ?? undefined}
          height={height ?? undefined}
          aria-label={title}
          className="mx-auto max-h-[70dvh] w-full rounded-lg bg-ink object-contain"
        >
          <source src={src} type={type ?? 'video/mp4'} />
          {captions.map((track, index) => (
            <track
              key={track.src}
              kind="captions"
              src={track.src}
              srcLang={track.language}
              label={t(`player.languages.${track.language}`, { defaultValue: track.language })}
              default={index === 0}
            />
          ))}
          <p>
            {t('player.noVideo')}{' '}
            <a href={src} download>
              {t('player.download')}
            </a>
          </p>
        </video>
        <p id="soul-video-keys" className="text-xs text-ink-muted">
          <span className="font-semibold text-ink-soft">{t('player.keysTitle')}:</span> {t('player.keys')}
        </p>
        <p className="sr-only" role="status">
          {status}
        </p>
      </div>
    </Modal>
  );
}
