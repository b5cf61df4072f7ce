// Links (publications, documents, videos) of one demo product. Studies, authors and journals
// are invented and their abstracts say so; URLs point at the reserved `.test` domain so no
// demo link ever leads to a real site.
import {
  DEMO_PRODUCT_WITH_14_PUBLICATIONS,
  DEMO_PRODUCT_WITH_HIDDEN_LINK,
  DEMO_PRODUCT_WITH_SAFETY_NOTICE,
  DEMO_PRODUCT_WITH_SAFETY_NOTICES,
  DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE,
  linkId,
} from './ids.ts';
import { MASTER_NAMES } from './masterdata.ts';
import type { GeneratedProduct } from './products.ts';
import type { Random } from './random.ts';
import { createRandom, mixSeed } from './random.ts';
import { DEMO_AUTHOR_ID, documentTimes } from './timestamps.ts';
import {
  DEFAULT_DOCUMENT_TITLES,
  defaultLinkTitle,
  SAFETY_NOTICE_CATEGORY,
  SAFETY_NOTICE_SIGNAL,
  type Link,
  type LinkCategory,
  type LinkType,
  type LocalizedText,
  type SafetyNoticeAuthority,
  type Signal,
} from '@poct/schemas';

export const DEMO_LINK_BASE_URL = 'https://demo.poct-atlas.test';

/** Colour of a category as the catalogue shows it; documents and videos are white. */
const SIGNALS: Record<LinkCategory, Signal> = {
  red_laboratory_evaluation: 'r',
  orange_product_comparison: 'o',
  green_application_studies: 'g',
  manual_product_documentation: 'w',
  health_economics: 'w',
  product_videos: 'w',
};

/** Shares of the categories among the links after the official website. */
const CATEGORY_WEIGHTS: ReadonlyArray<readonly [LinkCategory, number]> = [
  ['red_laboratory_evaluation', 20],
  ['orange_product_comparison', 15],
  ['green_application_studies', 25],
  ['manual_product_documentation', 18],
  ['health_economics', 8],
  ['product_videos', 14],
];
const CATEGORY_TOTAL = CATEGORY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

const STUDY_TYPES: readonly LinkType[] = ['additional', 'additional', 'additional', 'header', 'no_link'];
const DOCUMENT_TYPES: readonly LinkType[] = [
  'brochure',
  'quick_guide',
  'other_manual',
  'contact',
  'image',
  'header',
];

// Common surnames of Germany, Austria and Switzerland, with umlauts and ß on purpose.
const SURNAMES = (
  'Müller Schäfer Köhler Weiß Brückner Huber Gruber Keller Baumgartner Schmid ' +
  'Fischer Wagner Becker Hoffmann Meier Zimmermann Krämer Vogel Lang Pichler'
).split(' ');
const INITIALS = [...'ABCDEFGHJKLMNPRSTU'];
const JOURNALS = [
  'Demo Journal of Point-of-Care Testing',
  'Zeitschrift für patientennahe Labordiagnostik (Demo)',
  'Demo Archives of Emergency Diagnostics',
  'Fiktive Mitteilungen der Labormedizin',
  'Demo Reports in Clinical Chemistry',
] as const;

/**
 * The fixed links of DEMO_PRODUCT_WITH_14_PUBLICATIONS: every type, category and colour, 3
 * before 2019 and 11 from 2019 on, so "at most 10, from 2019, newest first" drops both old
 * ones and the oldest recent one. Dates are distinct, so newest-first has one answer.
 */
const FOURTEEN: ReadonlyArray<readonly [LinkType, LinkCategory, string]> = [
  ['official_website', 'manual_product_documentation', '2015-03-12'],
  ['brochure', 'manual_product_documentation', '2016-09-05'],
  ['additional', 'red_laboratory_evaluation', '2018-01-22'],
  ['header', 'red_laboratory_evaluation', '2019-02-14'],
  ['additional', 'orange_product_comparison', '2019-11-30'],
  ['additional', 'green_application_studies', '2020-06-18'],
  ['no_link', 'green_application_studies', '2021-04-09'],
  ['additional', 'health_economics', '2022-01-27'],
  ['additional', 'product_videos', '2022-10-03'],
  ['quick_guide', 'manual_product_documentation', '2023-05-15'],
  ['other_manual', 'manual_product_documentation', '2024-03-08'],
  ['contact', 'manual_product_documentation', '2024-12-02'],
  ['image', 'manual_product_documentation', '2025-07-21'],
  ['additional', 'red_laboratory_evaluation', '2026-02-10'],
];

interface Context {
  random: Random;
  source: GeneratedProduct;
  /** German and English names of one of the product's parameters (the study's subject). */
  parameter: LocalizedText;
  area: LocalizedText;
}

const PUBLISHED_FROM = Date.parse('2015-01-01T00:00:00Z');
const PUBLISHED_DAYS = (Date.parse('2026-06-30T00:00:00Z') - PUBLISHED_FROM) / 86_400_000;

/** A `YYYY-MM-DD` from 2015 to mid-2026 (bounds parsed once: this runs for every link). */
function publicationDate(random: Random): string {
  return new Date(PUBLISHED_FROM + random.int(0, PUBLISHED_DAYS) * 86_400_000).toISOString().slice(0, 10);
}

function pickCategory(random: Random): LinkCategory {
  let rest = random.next() * CATEGORY_TOTAL;
  for (const [category, weight] of CATEGORY_WEIGHTS) {
    rest -= weight;
    if (rest < 0) return category;
  }
  return 'green_application_studies';
}

function typeFor(random: Random, category: LinkCategory): LinkType {
  if (category === 'manual_product_documentation') return random.pick(DOCUMENT_TYPES);
  if (category === 'product_videos') return 'additional';
  return random.pick(STUDY_TYPES);
}

function authors(random: Random): string {
  const count = random.int(2, 4);
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(`${random.pick(SURNAMES)} ${random.pick(INITIALS)}`);
  return random.chance(0.5) ? `${names.join(', ')} et al.` : names.join(', ');
}

function decimalDe(value: number): string {
  return String(value).replace('.', ',');
}

/** An English name as it reads inside a sentence ("Sodium" → "sodium", "NT-proBNP" stays). */
function midSentence(name: string): string {
  if (/^(Clostridioides|Chlamydia|Neisseria)\b/.test(name)) return name;
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** Title (one language, as published) and bilingual abstract of a study. */
function study(context: Context, category: LinkCategory): { title: string; abstract: LocalizedText } {
  const { random, source, parameter, area } = context;
  const name = source.product.name;
  const n = random.int(40, 900);
  const r = random.int(880, 995) / 1000;
  const bias = random.int(-60, 60) / 10;
  const german = random.chance(0.4);
  const areaEn = area.en.toLowerCase();
  const parameterEn = midSentence(parameter.en);
  const parameterDe = `des Parameters ${parameter.de}`;
  switch (category) {
    case 'red_laboratory_evaluation':
      return {
        title: german
          ? `Laborevaluation des ${name}: Präzision und Richtigkeit bei der Bestimmung ${parameterDe}`
          : `Analytical performance of the ${name} for ${parameterEn} against the central laboratory`,
        abstract: {
          de: `Fiktive Demodaten. ${n} Proben wurden parallel mit dem ${name} und der Zentrallabormethode gemessen. Korrelation r = ${decimalDe(r)}, mittlere Abweichung ${decimalDe(bias)} %. Die Präzision erfüllte die Rili-BÄK-Anforderungen.`,
          en: `Fictional demo data. ${n} samples were measured in parallel on the ${name} and the central laboratory method. Correlation r = ${r}, mean bias ${bias} %. Precision met the Rili-BÄK requirements.`,
        },
      };
    case 'orange_product_comparison':
      return {
        title: german
          ? `Vergleich des ${name} mit zwei weiteren POCT-Systemen (${parameter.de})`
          : `Head-to-head comparison of the ${name} and two other point-of-care systems for ${parameterEn}`,
        abstract: {
          de: `Fiktive Demodaten. Drei patientennahe Systeme wurden an ${n} Proben verglichen. Der ${name} zeigte eine Korrelation von r = ${decimalDe(r)} zum Referenzverfahren und die kürzeste Bedienzeit.`,
          en: `Fictional demo data. Three point-of-care systems were compared on ${n} samples. The ${name} correlated with the reference method at r = ${r} and had the shortest hands-on time.`,
        },
      };
    case 'green_application_studies': {
      const saved = random.int(20, 95);
      return {
        title: german
          ? `Einsatz des ${name} in der ${area.de}: eine prospektive Beobachtungsstudie`
          : `Use of the ${name} in ${areaEn}: a prospective observational study`,
        abstract: {
          de: `Fiktive Demodaten. In einer prospektiven Studie mit ${n} Patientinnen und Patienten verkürzte die patientennahe Bestimmung ${parameterDe} die Zeit bis zur Therapieentscheidung um ${saved} Minuten.`,
          en: `Fictional demo data. In a prospective study of ${n} patients, point-of-care ${parameterEn} testing shortened the time to treatment decision by ${saved} minutes.`,
        },
      };
    }
    case 'health_economics': {
      const savings = random.int(5, 40);
      return {
        title: german
          ? `Gesundheitsökonomische Bewertung der patientennahen Bestimmung ${parameterDe}`
          : `Cost-effectiveness of point-of-care ${parameterEn} testing with the ${name}`,
        abstract: {
          de: `Fiktive Demodaten. Ein Kostenmodell für ${n} Fälle pro Jahr ergab Einsparungen von ${savings} EUR je Fall, vor allem durch vermiedene Folgeuntersuchungen.`,
          en: `Fictional demo data. A cost model for ${n} cases a year showed savings of ${savings} EUR per case, mainly from avoided follow-up tests.`,
        },
      };
    }
    default:
      return {
        title: `${name}: ${parameterEn}`,
        abstract: { de: `Fiktive Demodaten zum ${name}.`, en: `Fictional demo data on the ${name}.` },
      };
  }
}

function document(context: Context, type: LinkType): { title: string; abstract: LocalizedText } {
  const { source } = context;
  const label = DEFAULT_DOCUMENT_TITLES[type];
  return {
    // A default title, which English pages show in English (@poct/schemas link-titles.ts).
    title: defaultLinkTitle(source.product.name, { type, category: 'manual_product_documentation' }),
    abstract: {
      de: `Demodaten: ${label.de} zum ${source.product.name} von ${source.maker.name} (fiktiv, kein reales Dokument).`,
      en: `Demo data: ${label.en.toLowerCase()} for the ${source.product.name} by ${source.maker.name} (fictional, not a real document).`,
    },
  };
}

function video(context: Context): { title: string; abstract: LocalizedText } {
  const { random, source } = context;
  const minutes = random.int(2, 12);
  return {
    title: defaultLinkTitle(source.product.name, { type: 'additional', category: 'product_videos' }),
    abstract: {
      de: `Demodaten: Schulungsvideo (${minutes} Minuten) zu Probenauftrag, Messung und Qualitätskontrolle am ${source.product.name}.`,
      en: `Demo data: training video (${minutes} minutes) on sample application, measurement and quality control on the ${source.product.name}.`,
    },
  };
}

function urlFor(source: GeneratedProduct, type: LinkType, category: LinkCategory, index: number): string {
  const base = `${DEMO_LINK_BASE_URL}/${source.maker.slug}/${source.product.id}`;
  // A video file, so the product page plays it in the page (web/src/pages/product/video-embed.ts).
  if (category === 'product_videos') return `${base}/videos/${index + 1}.mp4`;
  if (type === 'official_website') return `${base}/`;
  if (type === 'image') return `${base}/images/${index + 1}.jpg`;
  return `${base}/links/${index + 1}`;
}

function buildLink(
  context: Context,
  index: number,
  type: LinkType,
  category: LinkCategory,
  publishedAt: string,
  visible: boolean,
): Link {
  const { random, source } = context;
  const isStudy = category !== 'manual_product_documentation' && category !== 'product_videos';
  const text = isStudy
    ? study(context, category)
    : category === 'product_videos'
      ? video(context)
      : document(context, type);
  return {
    id: linkId(source.number, index),
    ...documentTimes(random),
    updated_by: DEMO_AUTHOR_ID,
    product_id: source.product.id,
    url: urlFor(source, type, category, index),
    title: text.title,
    type,
    category,
    abstract: text.abstract,
    signal: SIGNALS[category],
    visible,
    published_at: publishedAt,
    ...(isStudy ? { authors: authors(random), journal: random.pick(JOURNALS) } : {}),
  };
}

function studyContext(random: Random, source: GeneratedProduct): Context {
  const fallback = { de: 'Messwerte', en: 'results' };
  return {
    random,
    source,
    parameter: MASTER_NAMES.get(random.pick(source.product.parameter_ids)) ?? fallback,
    area: MASTER_NAMES.get(random.pick(source.product.diagnostic_area_ids)) ?? fallback,
  };
}

interface DemoNotice {
  authority: SafetyNoticeAuthority;
  reference: string;
  published_at: string;
  title: string;
  abstract: LocalizedText;
}

/**
 * The demo safety notices, fixed per product (invented, as their summaries say): their ids
 * follow the product's other links (which number at most 14), so none ever collides.
 */
const SAFETY_NOTICES: Readonly<Record<string, readonly DemoNotice[]>> = {
  [DEMO_PRODUCT_WITH_SAFETY_NOTICES]: [
    {
      authority: 'bfarm',
      reference: '04711/26',
      published_at: '2026-03-18',
      title: 'Dringende Sicherheitsinformation: Glukose-Teststreifen, Los 24K117',
      abstract: {
        de: 'Fiktive Demodaten. Dringende Sicherheitsinformation des Herstellers: Glukose-Teststreifen des Loses 24K117 können bei Hämatokritwerten über 55 % zu niedrige Werte anzeigen. Betroffene Streifen nicht mehr verwenden und Ersatz beim Hersteller anfordern.',
        en: 'Fictional demo data. Urgent field safety notice from the manufacturer: glucose test strips of lot 24K117 may read too low at haematocrit above 55 %. Stop using affected strips and request replacements from the manufacturer.',
      },
    },
    {
      authority: 'fda',
      reference: 'Z-0815-2024',
      published_at: '2024-09-02',
      title: 'Class II recall: HbA1c reagent cartridges, lots 23H01 to 23H09',
      abstract: {
        de: 'Fiktive Demodaten. Rückruf der Klasse II: HbA1c-Reagenzkartuschen der Lose 23H01 bis 23H09 können nach Lagerung über 25 °C erhöhte Werte liefern. Die Lose sind ausgetauscht.',
        en: 'Fictional demo data. Class II recall: HbA1c reagent cartridges of lots 23H01 to 23H09 may read high after storage above 25 °C. The lots have been replaced.',
      },
    },
  ],
  [DEMO_PRODUCT_WITH_SAFETY_NOTICE]: [
    {
      authority: 'swissmedic',
      reference: 'Vk_20250612_03',
      published_at: '2025-06-12',
      title: 'Field Safety Notice: CRP-Testkassetten, Softwareversion 3.2',
      abstract: {
        de: 'Fiktive Demodaten. Sicherheitsmitteilung: Unter Softwareversion 3.2 kann das Gerät bei CRP-Werten über 200 mg/l einen Fehlercode statt des Messwerts anzeigen. Ein Softwareupdate ist verfügbar.',
        en: 'Fictional demo data. Field safety notice: under software version 3.2 the device may show an error code instead of the result for CRP above 200 mg/L. A software update is available.',
      },
    },
  ],
};

function safetyNotices(context: Context, first: number): Link[] {
  const { random, source } = context;
  return (SAFETY_NOTICES[source.product.id] ?? []).map((notice, offset) => ({
    id: linkId(source.number, first + offset),
    ...documentTimes(random),
    updated_by: DEMO_AUTHOR_ID,
    product_id: source.product.id,
    url: `${DEMO_LINK_BASE_URL}/${source.maker.slug}/${source.product.id}/safety-notices/${offset + 1}`,
    title: notice.title,
    type: 'safety_notice',
    category: SAFETY_NOTICE_CATEGORY,
    abstract: notice.abstract,
    signal: SAFETY_NOTICE_SIGNAL,
    visible: true,
    published_at: notice.published_at,
    authority: notice.authority,
    reference: notice.reference,
  }));
}

/** Up to 14 links per product (and the fixed safety notices of two of them), published 2015 to mid-2026, about 5 % of them hidden. */
export function generateLinks(seed: number, source: GeneratedProduct): Link[] {
  const random = createRandom(mixSeed(seed, source.number, 3));
  const context = studyContext(random, source);
  const id = source.product.id;

  if (id === DEMO_PRODUCT_WITH_14_PUBLICATIONS) {
    return FOURTEEN.map(([type, category, date], index) =>
      buildLink(context, index, type, category, date, true),
    );
  }

  // 0 to 14 links, about five on average: many products have a few, some have many.
  let count = random.chance(0.5) ? random.int(0, 14) : random.int(0, 6);
  if (id === DEMO_PRODUCT_WITH_HIDDEN_LINK) count = Math.max(count, 2);
  const hasWebsite = id !== DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE && random.chance(0.88);
  const links: Link[] = [];
  for (let index = 0; index < count; index++) {
    const website = hasWebsite && index === 0;
    const category = website ? 'manual_product_documentation' : pickCategory(random);
    const type = website ? 'official_website' : typeFor(random, category);
    const publishedAt = publicationDate(random);
    const hidden = id === DEMO_PRODUCT_WITH_HIDDEN_LINK ? index === 0 : random.chance(0.05);
    links.push(buildLink(context, index, type, category, publishedAt, !hidden));
  }
  return [...links, ...safetyNotices(context, 14)];
}
