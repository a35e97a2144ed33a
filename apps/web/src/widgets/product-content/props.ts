import { z } from 'zod/mini';

/**
 * Props of the product page's content island (storefront §2 "product
 * accordion" and the product's videos), written by the server page:
 *   { "content": {ingredients, howToUse, deliveryReturns} | null,
 *     "details": {weight, dimensions}, "videos": [...] }
 * Texts are plain paragraphs split by blank lines; URLs are the shop's own.
 */
const captionsSchema = z.object({ language: z.string(), src: z.string() });

export const productVideoSchema = z.object({
  id: z.number(),
  title: z.string(),
  src: z.string(),
  poster: z.string(),
  width: z.number(),
  height: z.number(),
  durationSeconds: z.number(),
  captions: z.array(captionsSchema),
});

export const productContentPropsSchema = z.object({
  content: z.nullable(z.object({ ingredients: z.string(), howToUse: z.string(), deliveryReturns: z.string() })),
  details: z.object({ weight: z.string(), dimensions: z.string() }),
  videos: z.array(productVideoSchema),
});

export type ProductContentProps = z.infer<typeof productContentPropsSchema>;
export type ProductVideoProps = z.infer<typeof productVideoSchema>;

export function parseProductContentProps(json: unknown): ProductContentProps {
  return productContentPropsSchema.parse(json);
}
