// One demo product from its number and the seed. Each product draws from its own random
// stream, so the catalogue can be cut at any size without changing the products it keeps.
import type { DeviceCategory, DeviceForm, Panel, Range } from './categories.ts';
import { categoryAt, DEVICE_CATEGORIES } from './categories.ts';
import type { Manufacturer } from './companies.ts';
import { DISTRIBUTORS, MANUFACTURERS, manufacturersOf, PROVIDERS } from './companies.ts';
import { DEMO_HIDDEN_PRODUCT_ID, productId, subProductId } from './ids.ts';
import { loincFor } from './loinc.ts';
import { MASTER_NAMES } from './masterdata.ts';
import type { Random } from './random.ts';
import { createRandom, mixSeed } from './random.ts';
import { DEMO_AUTHOR_ID, documentTimes, PRICE_AS_OF } from './timestamps.ts';
import type { IvdrClass, LocalizedText, Price, Product, SubProduct } from '@poct/schemas';

/** A product with what the link generator needs to write about it. */
export interface GeneratedProduct {
  number: number;
  product: Product;
  category: DeviceCategory;
  maker: Manufacturer;
}

const FORM_DETAILS: Record<DeviceForm, readonly string[]> = {
  handheld: ['detail-handheld', 'detail-battery'],
  benchtop: ['detail-benchtop', 'detail-mains'],
  reader: ['detail-compact'],
  visual: ['detail-room-temperature'],
};

const WIRELESS = new Set(['conn-wifi', 'conn-bluetooth']);
const WIRED = new Set(['conn-lan', 'conn-usb', 'conn-rs232', 'conn-docking']);

const MODEL_WORDS = ['S', 'X', 'Pro', 'Plus', 'Neo', 'Mini', 'Connect', 'Duo', 'One', 'Flex'] as const;

const INTERNAL_NOTES = [
  'Demo: Preise im Juli 2025 beim Hersteller angefragt, Rückmeldung ausstehend.',
  'Demo: Produktbilder fehlen noch; Hersteller um Freigabe gebeten.',
  'Demo: Konnektivitätsangaben mit dem Vertrieb abgleichen.',
] as const;

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

function clamp(value: number, [min, max]: Range): number {
  return Math.min(max, Math.max(min, value));
}

/** Volumes as a lab sheet states them: half microlitres when tiny, fives when large. */
function sampleVolume(random: Random, range: Range): number {
  const raw = random.real(range[0], range[1]);
  const step = raw < 20 ? 0.5 : raw < 100 ? 1 : 5;
  return clamp(Math.round(raw / step) * step, range);
}

/** Minutes with one decimal below five minutes (blood gas answers in seconds), else whole. */
function minutes(random: Random, range: Range): number {
  const raw = random.real(range[0], range[1]);
  const step = raw < 5 ? 0.1 : 1;
  return clamp(Math.round(Math.round(raw / step) * step * 10) / 10, range);
}

function euros(value: number): number {
  if (value >= 1000) return Math.round(value / 10) * 10;
  if (value >= 20) return Math.round(value);
  return Math.round(value * 100) / 100;
}

/** Net prices with min ≤ average ≤ max and the default in between. */
function price(random: Random, band: Range): Price {
  const base = random.real(band[0], band[1]);
  const min = euros(base * random.real(0.8, 0.95));
  const max = euros(base * random.real(1.05, 1.35));
  const within = (value: number): number => clamp(euros(value), [min, max]);
  return {
    min,
    max,
    default: within(base),
    average: within(random.real(min, max)),
    currency: 'EUR',
    as_of: PRICE_AS_OF,
  };
}

function decimalDe(value: number): string {
  return String(value).replace('.', ',');
}

function hardware(random: Random, form: DeviceForm): LocalizedText {
  switch (form) {
    case 'handheld': {
      const grams = random.int(28, 75) * 10;
      const inch = random.pick([2.8, 3.5, 4.3, 5]);
      const tests = random.int(3, 12) * 10;
      return {
        de: `Handgerät, ${grams} g, ${decimalDe(inch)}-Zoll-Farbdisplay, Akku für ca. ${tests} Messungen, Ladestation.`,
        en: `Handheld device, ${grams} g, ${inch}-inch colour display, battery for about ${tests} tests, charging cradle.`,
      };
    }
    case 'benchtop': {
      const kg = random.int(25, 240) / 10;
      const inch = random.pick([7, 8.4, 10.1, 12.1, 15.6]);
      const [w, d, h] = [random.int(20, 55), random.int(20, 50), random.int(18, 45)];
      return {
        de: `Tischgerät, ${decimalDe(kg)} kg, ${decimalDe(inch)}-Zoll-Touchscreen, Größe ${w} × ${d} × ${h} cm (B × T × H).`,
        en: `Benchtop analyser, ${kg} kg, ${inch}-inch touchscreen, size ${w} × ${d} × ${h} cm (W × D × H).`,
      };
    }
    case 'reader': {
      const grams = random.int(30, 150) * 10;
      return {
        de: `Kompaktes Lesegerät, ${grams} g, Netzteil oder Akku, Ergebnisanzeige auf dem Display und per App.`,
        en: `Compact reader, ${grams} g, mains adapter or battery, results on the display and in the app.`,
      };
    }
    case 'visual':
      return {
        de: 'Kein Gerät erforderlich (visuelle Ablesung); optionales Lesegerät zur Dokumentation erhältlich.',
        en: 'No device needed (visual reading); an optional reader for documentation is available.',
      };
  }
}

/** The consumables' text and the net cost per test it names. */
function consumables(random: Random, category: DeviceCategory): { text: LocalizedText; perTest: number } {
  const pack = random.pick([10, 20, 25, 50, 100]);
  const perTest = euros(random.real(category.test_price[0], category.test_price[1]));
  const months = random.int(6, 24);
  return {
    text: {
      de: `Packung mit ${pack} ${category.consumable.de}, ca. ${decimalDe(perTest)} EUR netto je Test, haltbar ${months} Monate; außerdem ${category.extras.de}.`,
      en: `Pack of ${pack} ${category.consumable.en}, about ${perTest} EUR net per test, shelf life ${months} months; also ${category.extras.en}.`,
    },
    perTest,
  };
}

/**
 * The cost calculator's figures for three products in four: the consumable cost per test the
 * consumables text names, and the quality control (RiliBÄK: controls each day of use, more for a
 * visual test's new lot). Derived from the number, without drawing another random number, so
 * every other field stays as it was.
 */
function runningCosts(number: number, form: DeviceForm, perTest: number) {
  if (number % 4 === 0) return {};
  return {
    consumable_cost_per_test: perTest,
    ...(number % 5 === 0
      ? {}
      : {
          quality_control: { per_day: form === 'visual' ? 0 : 1 + (number % 2), per_lot: 2 + (number % 3) },
        }),
  };
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function listEn(items: string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function listDe(items: string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

function description(
  name: string,
  category: DeviceCategory,
  maker: Manufacturer,
  areaIds: string[],
): LocalizedText {
  const areas = areaIds.map((id) => MASTER_NAMES.get(id) ?? { de: id, en: id });
  const areasEn = areas.map((area) => area.en.charAt(0).toLowerCase() + area.en.slice(1));
  return {
    de:
      `Demodaten – fiktives Produkt. ${name} ist ein ${category.label.de} von ${maker.name} für den Einsatz in ` +
      `${listDe(areas.map((area) => area.de))}. Alle Angaben sind erfunden und beschreiben kein reales Produkt.`,
    en:
      `Demo data – fictional product. ${name} is ${article(category.label.en)} ${category.label.en} by ${maker.name} ` +
      `for use in ${listEn(areasEn)}. All details are invented and describe no real product.`,
  };
}

/**
 * IVDR risk classes by device category (Annex VIII: blood gas, cardiac and coagulation markers
 * used for critical decisions are class C; self-tests of glucose and pregnancy class C as well,
 * simple urinalysis class B). The demo products are fictional; the classes follow their category.
 */
const IVDR_CLASS_BY_CATEGORY: Readonly<Record<string, IvdrClass>> = {
  'blood-gas': 'C',
  cardiac: 'C',
  crp: 'B',
  diabetes: 'C',
  coagulation: 'C',
  viscoelastic: 'C',
  haematology: 'B',
  molecular: 'C',
  antigen: 'C',
  urinalysis: 'B',
  chemistry: 'B',
};

/** The demo's regulatory identity, sources and date, derived without drawing another random number. */
function provenance(number: number, category: DeviceCategory, maker: Manufacturer, name: string) {
  const ivdrClass = IVDR_CLASS_BY_CATEGORY[category.key];
  return {
    data_as_of: PRICE_AS_OF,
    regulatory: {
      ...(ivdrClass ? { ivdr_class: ivdrClass } : {}),
      self_testing: false,
      ce_status: number % 7 === 0 ? ('ivdd' as const) : ('ivdr' as const),
      availability: { de: true, at: number % 3 !== 0, ch: number % 4 !== 0 },
    },
    sources: [
      {
        kind: 'instructions' as const,
        reference: `${maker.name}: ${name}, Gebrauchsanweisung / Instructions for use (Demodaten)`,
        as_of: PRICE_AS_OF,
      },
    ],
  };
}

function subProduct(random: Random, number: number, index: number, series: string, panel: Panel): SubProduct {
  const sampleTypeId = random.pick(panel.sample_type_ids);
  const loincCodes = unique(
    panel.parameter_ids.flatMap((parameterId) => loincFor(parameterId, sampleTypeId) ?? []),
  );
  return {
    id: subProductId(number, index),
    name: `${series} ${panel.name}`,
    sample_type_id: sampleTypeId,
    sub_sample_type: random.pick(panel.sub_sample_types),
    sample_volume_ul: sampleVolume(random, panel.volume_ul),
    time_to_result_min: minutes(random, panel.minutes),
    parameter_ids: [...panel.parameter_ids],
    extra_info: { ...panel.extra },
    ...(loincCodes.length > 0 ? { loinc_codes: loincCodes } : {}),
  };
}

/**
 * The first products walk through the manufacturer list once, so any catalogue of at least
 * that many products shows every fictional company; later ones draw a category by weight.
 */
function makerAndCategory(random: Random, number: number): { maker: Manufacturer; category: DeviceCategory } {
  const listed = MANUFACTURERS[number - 1];
  if (listed) {
    const category = DEVICE_CATEGORIES.find((candidate) => candidate.key === listed.category_keys[0]);
    if (category) return { maker: listed, category };
  }
  const category = categoryAt(random.next());
  return { maker: random.pick(manufacturersOf(category.key)), category };
}

export function generateProduct(seed: number, number: number): GeneratedProduct {
  const random = createRandom(mixSeed(seed, number, 2));
  const id = productId(number);
  const { maker, category } = makerAndCategory(random, number);
  const form = random.pick(category.forms);
  const series = random.pick(category.series);
  const model = `${random.pick(MODEL_WORDS)} ${random.int(1, 9)}${random.pick(['', '0', '00'])}`;
  const withNoun = random.chance(0.35);

  const panels = random.pickSome(category.panels, random.int(1, Math.min(6, category.panels.length)));
  const subProducts = panels.map((panel, index) => subProduct(random, number, index, series, panel));
  // A name never names a parameter the product does not measure (generate.test.ts).
  const measured = new Set(subProducts.flatMap((sub) => sub.parameter_ids));
  const nounFits = (category.noun_parameter_ids ?? []).every((id) => measured.has(id));
  const name = [maker.brand, series, withNoun && nounFits ? category.noun : '', model]
    .filter(Boolean)
    .join(' ');

  const connectivityIds =
    form === 'visual'
      ? random.pickSome(category.connectivity_ids, 1)
      : random.pickSome(
          category.connectivity_ids,
          random.int(2, Math.min(5, category.connectivity_ids.length)),
        );
  const transmissionIds = [random.chance(0.6) ? 'trans-bidirectional' : 'trans-unidirectional'];
  if (connectivityIds.some((conn) => WIRELESS.has(conn))) transmissionIds.push('trans-wireless');
  if (connectivityIds.some((conn) => WIRED.has(conn))) transmissionIds.push('trans-wired');

  const areaIds = random.pickSome(
    category.diagnostic_area_ids,
    random.int(2, Math.min(4, category.diagnostic_area_ids.length)),
  );
  const methodIds = random.pickSome(
    category.method_ids,
    random.int(1, Math.min(2, category.method_ids.length)),
  );
  const detailIds = unique([
    ...FORM_DETAILS[form],
    ...random.pickSome(category.detail_ids, random.int(1, 3)),
  ]);
  const synonyms = unique([...random.pickSome(category.synonyms, random.int(1, 3)), series]);
  // Products 1 to 4 are the fixed examples named in ids.ts: only the hidden one is hidden, and
  // all four show their links, whatever the seed.
  const hidden = id === DEMO_HIDDEN_PRODUCT_ID || (number > 4 && random.chance(0.05));
  const linksVisible = number <= 4 || random.chance(0.93);
  const note = random.chance(0.1) ? random.pick(INTERNAL_NOTES) : undefined;
  // Drawn in the order the fields always had, so the demo catalogue stays as it was.
  const times = documentTimes(random);
  const distributor = random.chance(0.3) ? maker.name : random.pick(DISTRIBUTORS);
  const provider = random.pick(PROVIDERS);
  const prices = price(random, category.price);
  const machine = hardware(random, form);
  const supplies = consumables(random, category);

  const product: Product = {
    id,
    ...times,
    updated_by: DEMO_AUTHOR_ID,
    name,
    description: description(name, category, maker, areaIds),
    synonyms,
    manufacturer: maker.name,
    distributor,
    provider,
    price: prices,
    hardware: machine,
    consumables: supplies.text,
    ...runningCosts(number, form, supplies.perTest),
    visible: !hidden,
    links_visible: linksVisible,
    parameter_ids: unique(subProducts.flatMap((sub) => sub.parameter_ids)),
    method_ids: methodIds,
    detail_ids: detailIds,
    diagnostic_area_ids: areaIds,
    connectivity: {
      connectivity_ids: connectivityIds,
      transmission_ids: transmissionIds,
      sample_type_ids: unique(subProducts.map((sub) => sub.sample_type_id)),
    },
    sub_products: subProducts,
    ...provenance(number, category, maker, name),
    demo: true,
    ...(note ? { internal_note: note } : {}),
  };
  return { number, product, category, maker };
}
