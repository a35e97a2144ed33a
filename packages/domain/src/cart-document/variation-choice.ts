import type { CatalogueAttribute, CatalogueProduct } from '../products/product.ts';
import { isVariableType } from './line-rules.ts';

/** One `variation` entry of add-item: an attribute named by its label ('Size') or taxonomy ('pa_size'), and a value. */
export interface VariationChoice {
  attribute: string;
  value: string;
}

export type VariationChoiceProblem =
  /** A value that is not the variation's own for that attribute (or not one of the attribute's terms at all). */
  | { code: 'invalid_variation_data'; attribute: string; allowed: string[] }
  /** A variable product's choices that match none of its variations. */
  | { code: 'no_matching_variation' };

export type VariationChoiceResult =
  | { ok: true; product: CatalogueProduct; parent: CatalogueProduct | null }
  | { ok: false; problem: VariationChoiceProblem };

/** WordPress's sanitize_title for an attribute value: a lower-case slug ('40G' → '40g', 'Extra Large' → 'extra-large'). */
export function valueSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '');
}

/**
 * The chosen value for an attribute, found as WooCommerce finds it: by the
 * attribute's label ('Size') or its name ('pa_size'); the `attribute_pa_size`
 * form product forms post is accepted too. Case does not matter.
 */
function chosenValue(attribute: CatalogueAttribute, choices: readonly VariationChoice[]): string | undefined {
  const names = new Set([attribute.name, attribute.taxonomy, `attribute_${attribute.taxonomy}`].map((n) => n.toLowerCase()));
  const found = choices.find((choice) => names.has(choice.attribute.trim().toLowerCase()));
  return found ? valueSlug(found.value) : undefined;
}

function variationAttributes(parent: CatalogueProduct): CatalogueAttribute[] {
  return parent.attributes.filter((attribute) => attribute.hasVariations);
}

/** The variation's own value (term slug) for an attribute; undefined for an "any" attribute. */
function ownValue(variation: CatalogueProduct, attribute: CatalogueAttribute): string | undefined {
  return variation.attributes.find((a) => a.taxonomy === attribute.taxonomy)?.terms[0]?.slug;
}

/**
 * Checks add-item's `variation` data against what `id` named (WooCommerce's
 * CartController::parse_variation_data): for a variation, every attribute
 * given must be the variation's own value, else `invalid_variation_data`
 * naming the allowed values; for a variable product, the data picks the
 * variation it matches. Attributes the product does not vary by are ignored,
 * as WooCommerce ignores them. Without data nothing changes (a variable
 * product then still needs its variation, which addToCart reports).
 */
export function resolveVariationChoice(
  product: CatalogueProduct,
  parent: CatalogueProduct | null,
  choices: readonly VariationChoice[],
): VariationChoiceResult {
  if (choices.length === 0) return { ok: true, product, parent };
  if (product.type === 'variation' && parent) {
    for (const attribute of variationAttributes(parent)) {
      const given = chosenValue(attribute, choices);
      if (given === undefined) continue;
      const own = ownValue(product, attribute);
      const allowed = attribute.terms.map((term) => term.slug);
      if (own === undefined ? !allowed.includes(given) : own !== given) {
        return { ok: false, problem: { code: 'invalid_variation_data', attribute: attribute.name, allowed } };
      }
    }
    return { ok: true, product, parent };
  }
  if (isVariableType(product)) {
    const attributes = variationAttributes(product);
    const match = product.variations.find((variation) =>
      attributes.every((attribute) => {
        const given = chosenValue(attribute, choices);
        const own = ownValue(variation, attribute);
        return own === undefined ? given !== undefined : given === own;
      }),
    );
    return match ? { ok: true, product: match, parent: product } : { ok: false, problem: { code: 'no_matching_variation' } };
  }
  return { ok: true, product, parent };
}
