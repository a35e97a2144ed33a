import type { UserMedia } from '@soul/contracts';
import type { Translate } from '../i18n.ts';
import type { UploadFile, UserMediaItem } from '../services/media/user-media.service.ts';
import { PROFILE_PHOTO_PATH } from '../services/accounts/profile.service.ts';
import { gmtIso, localIso } from './review.serializer.ts';

/** WordPress's names for a review photo's stored widths (the widget's thumbnail, card and enlarged view). */
const SIZE_NAMES: Readonly<Record<number, string>> = { 320: 'thumbnail', 640: 'medium', 1280: 'large' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An upload in WordPress's attachment shape (`GET wp/v2/media`). There are
 * no attachment pages, so `link` is the file itself; `post` is the review the
 * file belongs to. The profile photo's address names its owner, so an
 * administrator's list shows pictures that open for the administrator too.
 */
export function serializeUserMedia(item: UserMediaItem, siteUrl: string, t: Translate): UserMedia {
  const { upload, files } = item;
  const review = upload.review;
  const urlOf = (file: UploadFile) =>
    upload.photo
      ? `${siteUrl}${PROFILE_PHOTO_PATH}?user=${upload.userId ?? 0}&v=${upload.photo.version}`
      : `${siteUrl}/review-media/${encodeURIComponent(file.name)}`;
  const full = files.at(-1) ?? { name: '', width: null, height: null, bytes: 0 };
  const image = upload.kind !== 'review_video';
  const sizes: UserMedia['media_details']['sizes'] = {};
  if (image) {
    for (const file of files) {
      const name = upload.photo ? 'full' : (SIZE_NAMES[file.width ?? 0] ?? `w${file.width ?? 0}`);
      sizes[name] = sized(file, upload.mimeType, urlOf(file));
    }
    sizes.full = sized(full, upload.mimeType, urlOf(full));
  }
  const title =
    upload.kind === 'profile_photo'
      ? t('media.profilePhoto')
      : t(upload.kind === 'review_video' ? 'media.reviewVideo' : 'media.reviewPhoto', { title: review?.title ?? '' });
  const sourceUrl = urlOf(full);
  return {
    id: upload.id,
    date: localIso(upload.createdAt),
    date_gmt: gmtIso(upload.createdAt),
    modified: localIso(upload.modifiedAt),
    modified_gmt: gmtIso(upload.modifiedAt),
    guid: { rendered: sourceUrl },
    slug: review ? `review-${review.id}-${upload.kind === 'review_video' ? 'video' : 'photo'}` : `profile-photo-${upload.id}`,
    status: 'inherit',
    type: 'attachment',
    link: sourceUrl,
    title: { rendered: escapeHtml(title) },
    author: upload.userId ?? 0,
    caption: { rendered: '' },
    description: { rendered: '' },
    alt_text: image ? title : '',
    media_type: image ? 'image' : 'file',
    mime_type: upload.mimeType,
    source_url: sourceUrl,
    media_details: {
      ...(image && full.width !== null && full.height !== null ? { width: full.width, height: full.height } : {}),
      file: full.name,
      filesize: full.bytes,
      sizes,
    },
    post: review?.id ?? null,
    soul: {
      source: review ? 'review' : 'profile_photo',
      review_status: review?.status ?? null,
      product_name: item.productName,
    },
  };
}

function sized(file: UploadFile, mimeType: string, url: string) {
  return { file: file.name, width: file.width ?? 0, height: file.height ?? 0, mime_type: mimeType, source_url: url };
}
