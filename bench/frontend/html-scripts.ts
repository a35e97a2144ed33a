/**
 * The JS a page announces in its HTML: `<script type="module" src>` and
 * `<link rel="modulepreload" href>`, as absolute URLs. A regex is enough here: the
 * pages are our own server's output, and the browser pass in first-load-js.ts catches
 * anything this misses (imports, lazily loaded islands).
 */
export function announcedScripts(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const isModuleScript = name?.toLowerCase() === 'script' && attributes.get('type') === 'module' && attributes.has('src');
    const isModulePreload = name?.toLowerCase() === 'link' && attributes.get('rel') === 'modulepreload' && attributes.has('href');
    const reference = isModuleScript ? attributes.get('src') : isModulePreload ? attributes.get('href') : undefined;
    if (reference) urls.add(new URL(decodeEntities(reference), pageUrl).href);
  }
  return [...urls];
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const [, name, doubleQuoted, singleQuoted, bare] = match;
    if (name) attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
