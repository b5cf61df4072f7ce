// The rule for conditions about one test, over any form of a product's tests (the documents in
// evaluate.ts, the search worker's coded facts in web/src/features/search/facets/): every wish
// (a group of parameters, any of which will do) is measured by a test that meets the sample type,
// sub-sample type, volume and time conditions; with "in one test" one such test measures every wish; without
// wishes, some test meets them.
export interface TestFacts<K> {
  sampleType: K;
  /** The terms of its sub-sample type (subSampleTermsOf). */
  subSampleTypes: ArrayLike<K>;
  volume: number;
  time: number;
  parameters: ArrayLike<K>;
}

export interface TestWishes<K> {
  /** Accepted sample types (null: any). */
  sampleTypes: ReadonlySet<K> | null;
  /** Accepted sub-sample type terms (null: any): one of the test's terms is one of them. */
  subSampleTypes: ReadonlySet<K> | null;
  maxVolume: number | null;
  maxTime: number | null;
  /** Each wish a group of parameters, any of which will do. */
  wishes: ReadonlyArray<ReadonlySet<K>>;
  inOneTest?: boolean;
}

export function meetsTestConditions<K>(test: TestFacts<K>, q: TestWishes<K>): boolean {
  if (q.sampleTypes && !q.sampleTypes.has(test.sampleType)) return false;
  if (q.subSampleTypes && !someIn(test.subSampleTypes, q.subSampleTypes)) return false;
  if (q.maxVolume !== null && !(test.volume <= q.maxVolume)) return false;
  if (q.maxTime !== null && !(test.time <= q.maxTime)) return false;
  return true;
}

function someIn<K>(values: ArrayLike<K>, wanted: ReadonlySet<K>): boolean {
  for (let i = 0; i < values.length; i++) if (wanted.has(values[i]!)) return true;
  return false;
}

function measures<K>(test: TestFacts<K>, wish: ReadonlySet<K>): boolean {
  return someIn(test.parameters, wish);
}

/** Whether a product's tests meet the wishes about one test (the rule above). */
export function testsMeet<K>(tests: ReadonlyArray<TestFacts<K>>, q: TestWishes<K>): boolean {
  // Loops, not arrays: the search worker asks this per product and key.
  if (q.wishes.length === 0 || q.inOneTest) {
    for (const test of tests)
      if (meetsTestConditions(test, q) && q.wishes.every((wish) => measures(test, wish))) return true;
    return false;
  }
  for (const wish of q.wishes) {
    let met = false;
    for (const test of tests)
      if (measures(test, wish) && meetsTestConditions(test, q)) {
        met = true;
        break;
      }
    if (!met) return false;
  }
  return true;
}

/** The parameters measured by the tests that meet the sample type, sub-sample type, volume and time conditions. */
export function parametersOfMeetingTests<K>(tests: ReadonlyArray<TestFacts<K>>, q: TestWishes<K>): Set<K> {
  const out = new Set<K>();
  for (const test of tests)
    if (meetsTestConditions(test, q))
      for (let i = 0; i < test.parameters.length; i++) out.add(test.parameters[i]!);
  return out;
}
