/** The shop's icon (a green circle), used as the favicon in pages and at /favicon.ico. */
export const BRAND_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><circle cx='16' cy='16' r='15' fill='#14532d'/></svg>";
export const BRAND_ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(BRAND_ICON_SVG)}`;
