/** The product a review is about, as the form previews it. */
export interface ReviewedProduct {
  id: number;
  name: string;
  /** A thumbnail URL, or null when the product has no image. */
  image: string | null;
}

/** Who is writing: a signed-in customer's name and e-mail prefill the form (storefront §6). */
export interface ReviewAuthorPrefill {
  name: string;
  email: string;
}

export interface ReviewFormPayload {
  product: ReviewedProduct;
  prefill?: ReviewAuthorPrefill;
  /** Called after the server took the review (the widget refreshes its list). */
  onSubmitted?: () => void;
}
