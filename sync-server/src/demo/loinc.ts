// The real LOINC codes of the demo analytes, by the sample they are measured in (LOINC's
// "system"): serum or plasma, plasma only (coagulation, platelet-poor plasma), blood, urine.
// Only codes whose meaning is certain are listed; an analyte or sample without one stays uncoded.
// The master data carry one code per parameter (its most common point-of-care form) with its
// German and English display name; a demo test carries the codes of its parameters for its sample.

export type SampleSystem = 'SerPl' | 'Plas' | 'Bld' | 'Ur';

/** The LOINC system of each demo sample type (a swab or stool has no coded demo analyte). */
export const SAMPLE_SYSTEMS: Readonly<Record<string, SampleSystem>> = {
  'sample-arterial-wb': 'Bld',
  'sample-venous-wb': 'Bld',
  'sample-capillary-wb': 'Bld',
  'sample-citrated-wb': 'Bld',
  'sample-plasma': 'Plas',
  'sample-serum': 'SerPl',
  'sample-urine': 'Ur',
};

type Codes = Partial<Record<SampleSystem, string>>;

/** LOINC codes per parameter and sample system. `SerPl` also serves plasma where `Plas` is not set. */
export const ANALYTE_LOINC: Readonly<Record<string, Codes>> = {
  'param-crp': { SerPl: '1988-5' },
  'param-pct': { SerPl: '33959-8' },
  'param-hba1c': { Bld: '4548-4' },
  'param-glucose': { SerPl: '2345-7', Bld: '2339-0' },
  'param-cholesterol': { SerPl: '2093-3' },
  'param-hdl': { SerPl: '2085-9' },
  'param-ldl': { SerPl: '13457-7' },
  'param-triglycerides': { SerPl: '2571-8' },
  'param-acr': { Ur: '9318-7' },
  'param-troponin-i': { SerPl: '10839-9' },
  'param-troponin-t-hs': { SerPl: '6598-7' },
  'param-nt-probnp': { SerPl: '33762-6' },
  'param-bnp': { SerPl: '30934-4' },
  'param-d-dimer': { Plas: '48065-7' },
  'param-ck-mb': { SerPl: '13969-1' },
  'param-myoglobin': { SerPl: '2639-3' },
  'param-pt-inr': { Plas: '6301-6', Bld: '34714-6' },
  'param-aptt': { Plas: '14979-9', Bld: '3173-2' },
  'param-act': { Bld: '3184-9' },
  'param-fibrinogen': { Plas: '3255-7' },
  'param-ph': { Bld: '11558-4' },
  'param-pco2': { Bld: '11557-6' },
  'param-po2': { Bld: '11556-8' },
  'param-sodium': { SerPl: '2951-2', Bld: '2947-0' },
  'param-potassium': { SerPl: '2823-3', Bld: '6298-4' },
  'param-calcium-ionised': { Bld: '1994-3' },
  'param-chloride': { SerPl: '2075-0', Bld: '2069-3' },
  'param-lactate': { SerPl: '2524-7', Bld: '32693-4' },
  'param-haematocrit': { Bld: '20570-8' },
  'param-thb': { Bld: '718-7' },
  'param-cohb': { Bld: '20563-3' },
  'param-creatinine': { SerPl: '2160-0' },
  'param-alt': { SerPl: '1742-6' },
  'param-ast': { SerPl: '1920-8' },
  'param-alp': { SerPl: '6768-6' },
  'param-ggt': { SerPl: '2324-2' },
  'param-bilirubin': { SerPl: '1975-2' },
  'param-haemoglobin': { Bld: '718-7' },
  'param-wbc': { Bld: '6690-2' },
  'param-platelets': { Bld: '777-3' },
  'param-rbc': { Bld: '789-8' },
  'param-hcg': { Ur: '2106-3' },
  'param-urine-leukocytes': { Ur: '5799-2' },
  'param-urine-nitrite': { Ur: '5802-4' },
  'param-urine-protein': { Ur: '20454-5' },
  'param-urine-blood': { Ur: '5794-3' },
  'param-urine-sg': { Ur: '5811-5' },
  'param-urobilinogen': { Ur: '5818-0' },
};

/** The LOINC code of a parameter measured in a sample type, if one is certain. */
export function loincFor(parameterId: string, sampleTypeId: string): string | undefined {
  const system = SAMPLE_SYSTEMS[sampleTypeId];
  const codes = ANALYTE_LOINC[parameterId];
  if (!system || !codes) return undefined;
  return codes[system] ?? (system === 'Plas' ? codes.SerPl : undefined);
}

const SYSTEM_NAMES: Readonly<Record<SampleSystem, { de: string; en: string }>> = {
  SerPl: { de: 'Serum oder Plasma', en: 'Serum or Plasma' },
  Plas: { de: 'plättchenarmem Plasma', en: 'Platelet poor plasma' },
  Bld: { de: 'Blut', en: 'Blood' },
  Ur: { de: 'Urin', en: 'Urine' },
};

/** The system a parameter's master data code names: the first the analyte is listed with. */
const PREFERRED: readonly SampleSystem[] = ['SerPl', 'Plas', 'Bld', 'Ur'];

/** A parameter's LOINC code with display names ("<analyte> in <system>"), if it has one. */
export function parameterLoinc(
  parameterId: string,
  name: { de: string; en: string },
): { loinc: string; loinc_display: { de: string; en: string } } | undefined {
  const codes = ANALYTE_LOINC[parameterId];
  const system = codes && PREFERRED.find((candidate) => codes[candidate]);
  if (!codes || !system) return undefined;
  const where = SYSTEM_NAMES[system];
  return {
    loinc: codes[system]!,
    loinc_display: { de: `${name.de} in ${where.de}`, en: `${name.en} in ${where.en}` },
  };
}
