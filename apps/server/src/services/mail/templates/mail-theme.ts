import type { CSSProperties } from 'react';

/**
 * The mails' look: the storefront's palette (apps/web styles/app.css) as
 * inline styles, since mail clients drop style sheets and CSS variables.
 */
export const colors = {
  canvas: '#faf7f2',
  surface: '#ffffff',
  line: '#e4ddd1',
  ink: '#1c2620',
  inkMuted: '#5a645e',
  brand: '#23573b',
  brandDark: '#133323',
  brandLight: '#eef5f0',
} as const;

const fontSans = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const fontDisplay = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";

export const styles = {
  body: { backgroundColor: colors.canvas, color: colors.ink, fontFamily: fontSans, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: colors.surface,
    border: `1px solid ${colors.line}`,
    borderRadius: '12px',
    maxWidth: '600px',
    overflow: 'hidden',
  },
  content: { padding: '8px 32px 24px' },
  heading: { color: colors.brandDark, fontFamily: fontDisplay, fontSize: '24px', fontWeight: 'normal', margin: '24px 0 12px' },
  subheading: { color: colors.brandDark, fontSize: '16px', margin: '24px 0 8px' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' },
  muted: { color: colors.inkMuted, fontSize: '12px', lineHeight: '18px', margin: '0 0 12px', wordBreak: 'break-all' },
  button: {
    backgroundColor: colors.brand,
    borderRadius: '999px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    padding: '12px 22px',
    textDecoration: 'none',
  },
  cell: { borderBottom: `1px solid ${colors.line}`, fontSize: '14px', padding: '8px 6px', textAlign: 'left', verticalAlign: 'top' },
  cellEnd: {
    borderBottom: `1px solid ${colors.line}`,
    fontSize: '14px',
    padding: '8px 6px',
    textAlign: 'right',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
} satisfies Record<string, CSSProperties>;
