/** A captions track the player offers. */
export interface PlayerCaptions {
  /** BCP 47 language of the track ('en', 'lt'). */
  language: string;
  src: string;
}

/** What the video player modal plays (storefront §2 "video player"): a product video or a review's. */
export interface PlayableVideo {
  title: string;
  src: string;
  /** MIME type of `src` when known (a review video's content type). */
  type?: string;
  poster: string | null;
  width: number | null;
  height: number | null;
  /** The page's language first: that one is shown by default. */
  captions: PlayerCaptions[];
}
