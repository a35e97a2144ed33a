/**
 * What kind of answer a URL's route gives, so an error is answered in the
 * same shape as the route's own answers: the WordPress REST error object,
 * admin-ajax's `{ success: false, data }`, an HTML page, or a file.
 */
export type RouteKind = 'rest' | 'ajax' | 'page' | 'file';

export function routeKind(url: string): RouteKind {
  if (url.startsWith('/wp-json/') || url === '/wp-json') return 'rest';
  // The comment endpoint answers the review form as admin-ajax does ({ success, data }).
  if (url.startsWith('/wp-admin/') || url === '/wp-comments-post.php') return 'ajax';
  if (url.startsWith('/static/') || url.startsWith('/media/') || url === '/favicon.ico') return 'file';
  return 'page';
}
