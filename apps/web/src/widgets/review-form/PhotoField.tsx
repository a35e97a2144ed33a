import { useEffect, useId, useMemo } from 'react';
import { Button } from '../../ui/Button.tsx';
import { LABEL_CLASS } from '../../account/forms/Field.tsx';
import { attachmentKind } from './review-form.ts';

/** One photo (PNG, JPG, GIF up to 5 MB) or video (H.264, MPEG-4, AVI up to 250 MB; storefront §2) with a preview of what will be sent. */
export function PhotoField({
  photo,
  onChange,
  error,
  texts,
}: {
  photo: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
  texts: { label: string; hint: string; remove: string };
}) {
  const id = useId();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  // The object URL holds the file in memory until revoked: let it go when the photo changes or the form closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL_CLASS}>
        {texts.label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-semibold file:text-ink hover:file:bg-line"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {texts.hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-2 flex items-center gap-3">
          {photo && attachmentKind(photo) === 'video' ? (
            // A browser that cannot play the format (AVI) still shows the player with the file's name beside it.
            <video
              src={preview}
              muted
              playsInline
              preload="metadata"
              className="h-20 w-32 rounded-lg border border-line bg-ink object-cover"
            />
          ) : (
            <img src={preview} alt="" className="size-20 rounded-lg border border-line object-cover" />
          )}
          <span className="min-w-0 truncate text-sm text-ink-muted">{photo?.name}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {texts.remove}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
