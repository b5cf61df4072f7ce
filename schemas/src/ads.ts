// Advertisement delivery on the wire (sync-server/src/commerce/ads/ and web/src/features/ads/): who is shown
// banners, what one served banner looks like, and a campaign's daily figures.
import type { BannerType } from './collections/advertisement.schema.ts';

/**
 * Who is shown banners (ADS_AUDIENCE). Medical-device advertising to the general public is
 * restricted (HWG), and only professionals hold accounts here, so `signed-in` is the default;
 * `everyone` includes guests, `nobody` switches delivery off.
 */
export const AD_AUDIENCES = ['signed-in', 'everyone', 'nobody'] as const;
export type AdAudience = (typeof AD_AUDIENCES)[number];

/** A slot on the page is named like the banner type that fills it. */
export type AdSlot = BannerType;

/** One image width of a banner, for `srcset`. */
export interface AdImageVariant {
  url: string;
  width: number;
}

/** Where a banner's link goes: the server's click redirect, followed by the signed token. */
export const AD_CLICK_PATH = '/api/ads/click/';

/** Whether `href` is our click redirect (a token has only base64url characters and dots). */
export function isAdClickPath(href: unknown): href is string {
  return typeof href === 'string' && /^\/api\/ads\/click\/[A-Za-z0-9._-]{1,500}$/.test(href);
}

/** One served banner: counted as an impression when the server sent it. */
export interface ServedAd {
  company: string;
  /** The image's widths, smallest first (uploads are stored at several widths). */
  images: AdImageVariant[];
  /** The first-party redirect that counts the click (`/api/ads/click/<signed token>`). */
  href: string;
  /** For professionals only (audience or a notifiable infection's test): labelled so on the banner. */
  for_professionals?: true;
}

/** `GET /api/ads/:slot`: a banner, or none (nothing to show, or not for this visitor). */
export interface AdAnswer {
  ad: ServedAd | null;
}

export interface AdFigures {
  impressions: number;
  clicks: number;
  /** EUR. */
  spend: number;
}

/** `GET /api/ads/statistics/:id` (advertisements-read): one row per day with any figure, oldest first. */
export interface AdStatistics {
  budget: number;
  pricing_model: 'impression' | 'click';
  price: number;
  expires_at: string;
  totals: AdFigures;
  days: Array<AdFigures & { date: string }>;
}
