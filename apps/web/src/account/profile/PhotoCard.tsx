import type { Profile } from '@soul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { showNotification } from '../../overlays/notification-store.ts';
import { Button } from '../../ui/Button.tsx';
import { useAccountClient } from '../account-context.tsx';
import { errorMessageOf } from '../api/errors.ts';
import { accountKeys } from '../api/query-keys.ts';
import { useAccountT } from '../texts.ts';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { decodesAsImage, PHOTO_TYPES, photoProblem, type PhotoProblem } from './photo-check.ts';

function initialsOf(profile: Profile): string {
  const letters = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.trim();
  return (letters || profile.username.charAt(0) || '?').toUpperCase();
}

/** The profile photo: choose (type and size checked here first), preview, upload; or remove. */
export function PhotoCard({ profile }: { profile: Profile }) {
  const { t } = useAccountT();
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  // The latest choice: a slower check of an earlier file must not show that file.
  const choice = useRef(0);

  // The preview's object URL is released when it is replaced or the card goes.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const done = (saved: Profile, message: string) => {
    queryClient.setQueryData(accountKeys.profile(), saved);
    // A new or removed photo changes the uploads list too.
    void queryClient.invalidateQueries({ queryKey: accountKeys.media() });
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
    showNotification({ id: 'profile-photo', tone: 'success', title: message, autoCloseMs: 6000 });
  };
  const upload = useMutation({
    mutationFn: (file: File) => client.uploadPhoto(file),
    onMutate: () => setError(null),
    onSuccess: (saved) => done(saved, t('profile.photo.uploaded')),
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });
  const remove = useMutation({
    mutationFn: () => client.deletePhoto(),
    onMutate: () => setError(null),
    onSuccess: (saved) => done(saved, t('profile.photo.removed')),
    onError: (failure) => setError(errorMessageOf(failure, t('errors.generic'))),
  });

  const refuse = (problem: PhotoProblem) => {
    setChosen(null);
    setError(t(`profile.photo.problems.${problem}`));
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const attempt = ++choice.current;
    setError(null);
    setChosen(null);
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      refuse(problem);
      return;
    }
    // Type and size are right; is there a picture in it? No preview of a file that is not one.
    const decodes = await decodesAsImage(file);
    if (attempt !== choice.current) return;
    if (!decodes) {
      refuse('type');
      return;
    }
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const shown = chosen?.preview ?? profile.photo;
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {shown ? (
        <img
          src={shown}
          alt={chosen ? t('profile.photo.previewAlt') : t('profile.photo.alt')}
          width={96}
          height={96}
          // A preview the browser still cannot show is refused, never shown broken.
          onError={chosen ? () => refuse('type') : undefined}
          className="size-24 shrink-0 overflow-hidden rounded-full border border-line bg-sand object-cover text-[0px]"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-3xl font-semibold text-brand-800"
        >
          {initialsOf(profile)}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-col items-start gap-1">
          {/*
            The file input itself stays for keyboards and screen readers, out of
            sight: the browser would draw its own "Choose File / No file chosen"
            in the browser's language, not the page's. Its label is the button.
          */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={(event) => void choose(event)}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-55"
          >
            {t('profile.photo.choose')}
          </label>
          <p className="max-w-full text-sm break-all text-ink-soft">{chosen ? chosen.file.name : t('profile.photo.noneChosen')}</p>
          <p id={hintId} className="text-xs text-ink-muted">
            {t('profile.photo.hint')}
          </p>
        </div>
        {error ? (
          <InlineMessage tone="error" id={errorId}>
            {error}
          </InlineMessage>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {chosen ? (
            <>
              <Button size="sm" loading={upload.isPending} disabled={busy} onClick={() => upload.mutate(chosen.file)}>
                {t('profile.photo.upload')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setChosen(null);
                  if (inputRef.current) inputRef.current.value = '';
                }}
              >
                {t('profile.photo.cancel')}
              </Button>
            </>
          ) : null}
          {!chosen && profile.photo ? (
            <Button size="sm" variant="secondary" loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
              {t('profile.photo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
