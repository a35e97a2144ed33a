import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';

/**
 * Letters with diacritics and the plain letter a shopper types for them, upper and
 * lower case: Lithuanian first (ą č ę ė į š ų ū ž), then the other Latin letters
 * product names borrow (café, Müller). Phones and many keyboards type "zarn" for
 * "žarn"; a search must find both. Plain `translate()` instead of PostgreSQL's
 * `unaccent` extension: no extension to install, and the same map folds the text
 * in SQL and the search term here, so the two can never disagree.
 */
const FOLD_PAIRS: readonly (readonly [string, string])[] = [
  ['ąĄàÀáÁâÂäÄãÃåÅāĀ', 'a'],
  ['čČçÇćĆ', 'c'],
  ['ęĘėĖèÈéÉêÊëËēĒ', 'e'],
  ['įĮìÌíÍîÎïÏīĪ', 'i'],
  ['ñÑńŃ', 'n'],
  ['òÒóÓôÔöÖõÕøØōŌ', 'o'],
  ['šŠśŚ', 's'],
  ['ųŲūŪùÙúÚûÛüÜ', 'u'],
  ['ýÝÿŸ', 'y'],
  ['žŽźŹżŻ', 'z'],
];
const FROM = FOLD_PAIRS.map(([letters]) => letters).join('');
const TO = FOLD_PAIRS.map(([letters, plain]) => plain.repeat([...letters].length)).join('');
const PLAIN_OF = new Map([...FROM].map((letter, i) => [letter, TO[i] ?? letter]));

/** The search form of a shopper's text: diacritics folded, lower case (ASCII lower-casing, the same in any database locale). */
export function foldForSearch(text: string): string {
  return [...text]
    .map((letter) => PLAIN_OF.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

/** The same folding of a column in SQL (translate first, so lower() only meets ASCII letters it lowers in every locale). */
export function foldedSql(expression: SQL): SQL {
  return sql`lower(translate(${expression}, ${FROM}, ${TO}))`;
}

/** `expression` contains `search`, ignoring case and diacritics. */
export function foldedContains(expression: SQL, search: string): SQL {
  return sql`${foldedSql(expression)} LIKE ${containsPattern(foldForSearch(search))}`;
}
