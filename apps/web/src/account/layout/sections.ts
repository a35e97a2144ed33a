import type { AccountSection } from '@soul/contracts';

/**
 * The path of a section below the island's basePath. The dashboard is ''
 * (the basePath itself, '/my-account', not '/my-account/').
 */
export function sectionPath(section: AccountSection): string {
  return section === 'dashboard' ? '' : `/${section}`;
}

/** The section a location belongs to ('/orders/12' → orders), or null. */
export function sectionOfLocation(location: string, sections: readonly AccountSection[]): AccountSection | null {
  const first = location.split('/').filter(Boolean)[0] ?? '';
  if (first === '') return sections.includes('dashboard') ? 'dashboard' : null;
  return sections.find((section) => section === first) ?? null;
}
