// The campaigns of `advertisements` as delivery sees them: their terms in micro-euros and their
// banner's image widths. A campaign saved before target address and pricing existed, or one
// that does not pass its schema, is never delivered.
import fs from 'node:fs/promises';
import {
  isForProfessionals,
  UPLOAD_URL_PATTERN,
  validateDocument,
  type Advertisement,
  type AdImageVariant,
  type AdSlot,
} from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { VARIANT_WIDTHS } from '../../content/index.ts';
import type { UploadStore } from '../../content/index.ts';
import { daysLeft, toMicros, type CampaignTerms } from './pacing.ts';

export const CAMPAIGNS_DB = 'advertisements';

export interface Campaign {
  id: string;
  doc: Advertisement;
  terms: CampaignTerms;
}

export function campaignOf(stored: CouchDoc): Campaign | undefined {
  const { _id, _rev, ...fields } = stored;
  const doc = { ...fields, id: _id } as Advertisement;
  if (!validateDocument('advertisement', doc).ok) return undefined;
  return {
    id: _id,
    doc,
    terms: {
      pricingModel: doc.pricing_model,
      priceMicros: toMicros(doc.price),
      budgetMicros: toMicros(doc.budget),
      expiresAt: doc.expires_at,
    },
  };
}

/** Campaigns of `slot` that have not expired by `today` (budget and pacing are the ledger's). */
export async function runningCampaigns(store: StoreClient, slot: AdSlot, today: string): Promise<Campaign[]> {
  const docs = await store.allDocs(CAMPAIGNS_DB);
  return docs
    .filter((doc) => !doc._id.startsWith('_'))
    .map(campaignOf)
    .filter(
      (campaign): campaign is Campaign =>
        !!campaign && campaign.doc.banner_type === slot && daysLeft(today, campaign.terms.expiresAt) > 0,
    );
}

/** Who is asking for a banner: nobody signed in, a signed-in account, or one whose verification was approved. */
export type AdReader = 'guest' | 'signed-in' | 'verified';

/**
 * Whether `reader` may be shown `campaign`: one for professionals (`audience`) only to signed-in
 * readers; one whose parameters include a notifiable infection (master data `notifiable`, IfSG § 7)
 * only to verified professionals, whatever ADS_AUDIENCE says. `notifiable` answers whether a
 * parameter is flagged (the `masterdata` projection); it is asked only when the answer matters.
 */
export async function mayReach(
  campaign: Campaign,
  reader: AdReader,
  notifiable: (parameterId: string) => Promise<boolean>,
): Promise<boolean> {
  if (reader === 'verified') return true;
  if (reader === 'guest' && isForProfessionals(campaign.doc)) return false;
  for (const id of campaign.doc.parameter_ids ?? []) if (await notifiable(id)) return false;
  return true;
}

/**
 * Whether a campaign's banner says "Informationen für Fachkreise": its audience is professionals,
 * or it advertises a test of a notifiable infection (which only verified professionals are shown).
 */
export async function speaksToProfessionals(
  campaign: Campaign,
  notifiable: (parameterId: string) => Promise<boolean>,
): Promise<boolean> {
  if (isForProfessionals(campaign.doc)) return true;
  for (const id of campaign.doc.parameter_ids ?? []) if (await notifiable(id)) return true;
  return false;
}

/** `notifiable` asking the store once per parameter: for one request, whose checks share the answers. */
export function askedOnce(
  notifiable: (parameterId: string) => Promise<boolean>,
): (parameterId: string) => Promise<boolean> {
  const answers = new Map<string, Promise<boolean>>();
  return (parameterId) => {
    let answer = answers.get(parameterId);
    if (!answer) answers.set(parameterId, (answer = notifiable(parameterId)));
    return answer;
  };
}

/** Reads the `notifiable` flag of a parameter from the `masterdata` projection. */
export function notifiableIn(store: StoreClient): (parameterId: string) => Promise<boolean> {
  return async (parameterId) => {
    const doc = await store.get('masterdata', parameterId);
    return !!doc && !doc._deleted && doc.type === 'parameter' && doc.notifiable === true;
  };
}

/**
 * The stored widths of a banner, smallest first (uploads/upload-store.ts keeps each image at
 * the standard widths below its own). Files never change once written, so each answer is kept.
 */
export function bannerImages(uploads: UploadStore): (bannerUrl: string) => Promise<AdImageVariant[]> {
  const known = new Map<string, AdImageVariant[]>();
  return async (bannerUrl) => {
    const kept = known.get(bannerUrl);
    if (kept) return kept;
    const match = UPLOAD_URL_PATTERN.exec(bannerUrl);
    if (!match) return [];
    const [, hash, largest] = match;
    const widths = [...VARIANT_WIDTHS.filter((width) => width < Number(largest)), Number(largest)];
    const images: AdImageVariant[] = [];
    for (const width of widths) {
      const name = `${hash}-${width}.webp`;
      const file = uploads.fileOf(name);
      if (
        file &&
        (await fs.stat(file).then(
          () => true,
          () => false,
        ))
      )
        images.push({ url: `/uploads/${name}`, width });
    }
    if (images.length > 0) known.set(bannerUrl, images);
    return images;
  };
}
