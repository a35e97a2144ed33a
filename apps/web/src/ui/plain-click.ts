/**
 * A plain left click nobody handled yet: one the page may take over. A
 * click with a modifier (new tab, new window, download) stays the browser's.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
