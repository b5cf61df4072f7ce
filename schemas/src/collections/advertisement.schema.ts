// Advertisement campaigns (server-only): a banner shown beside or below the content.
import type { RxJsonSchema } from 'rxdb';
import {
  audienceField,
  dateField,
  idListField,
  DOCUMENT_REQUIRED,
  documentFields,
  nameField,
  URL_MAX_LENGTH,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

export const BANNER_TYPES = ['aside', 'footer'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** What the campaign pays for: each banner served (impression) or each click through it. */
export const PRICING_MODELS = ['impression', 'click'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

/** The smallest price of one impression or click, in EUR (a tenth of a cent). */
export const MIN_AD_PRICE = 0.001;

const advertisementSchemaLiteral = {
  title: 'advertisement',
  description: 'An advertisement campaign with its banner',
  // 1: the optional audience and parameters (migrations.ts).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    name: nameField,
    company: nameField,
    banner_type: { type: 'string', enum: BANNER_TYPES },
    budget: { type: 'number', minimum: 0 },
    expires_at: dateField,
    banner_url: urlReferenceField,
    /**
     * Where a click on the banner leads (through the server's redirect, sync-server/src/commerce/ads/):
     * an `https:` address, as the URL policy says (urls/url-fields.ts).
     */
    target_url: { type: 'string', maxLength: URL_MAX_LENGTH },
    pricing_model: { type: 'string', enum: PRICING_MODELS },
    /** EUR per impression or per click, as `pricing_model` says. */
    price: { type: 'number', minimum: MIN_AD_PRICE },
    audience: audienceField,
    /**
     * The tests the campaign advertises, as master data parameters. A campaign with a parameter
     * flagged `notifiable` (a notifiable infection, IfSG § 7) reaches signed-in, verified
     * professionals only, whatever ADS_AUDIENCE says (sync-server/src/commerce/ads/).
     */
    parameter_ids: idListField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'name',
    'company',
    'banner_type',
    'budget',
    'expires_at',
    'banner_url',
    'target_url',
    'pricing_model',
    'price',
  ],
  additionalProperties: false,
} as const;

export type Advertisement = DocumentOf<typeof advertisementSchemaLiteral>;
export const advertisementSchema: RxJsonSchema<Advertisement> = advertisementSchemaLiteral;
