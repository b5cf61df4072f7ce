// The demo master data: real parameter, method and connectivity names in German and English
// (these are vocabulary, not product claims, so they are not fictional). German names keep
// their umlauts and ß on purpose: the search tests check umlaut folding against them.
import { parameterLoinc } from './loinc.ts';
import { createRandom, mixSeed } from './random.ts';
import { DEMO_AUTHOR_ID, documentTimes } from './timestamps.ts';
import type { LocalizedText, MasterData, MasterDataType } from '@poct/schemas';

type Entry = readonly [id: string, de: string, en: string, code?: string];

const PARAMETERS: readonly Entry[] = [
  // Inflammation
  ['param-crp', 'C-reaktives Protein', 'C-reactive protein', 'CRP'],
  ['param-pct', 'Procalcitonin', 'Procalcitonin', 'PCT'],
  // Diabetes and lipids
  ['param-hba1c', 'Hämoglobin A1c', 'Haemoglobin A1c', 'HbA1c'],
  ['param-glucose', 'Glukose', 'Glucose', 'GLU'],
  ['param-cholesterol', 'Gesamtcholesterin', 'Total cholesterol', 'TC'],
  ['param-hdl', 'HDL-Cholesterin', 'HDL cholesterol', 'HDL'],
  ['param-ldl', 'LDL-Cholesterin (berechnet)', 'LDL cholesterol (calculated)', 'LDL'],
  ['param-triglycerides', 'Triglyceride', 'Triglycerides', 'TG'],
  ['param-acr', 'Albumin/Kreatinin-Quotient (Urin)', 'Albumin/creatinine ratio (urine)', 'ACR'],
  // Cardiac markers
  ['param-troponin-i', 'Troponin I', 'Troponin I', 'cTnI'],
  ['param-troponin-t-hs', 'Troponin T, hochsensitiv', 'Troponin T, high-sensitivity', 'hs-cTnT'],
  ['param-nt-probnp', 'NT-proBNP', 'NT-proBNP', 'NT-proBNP'],
  ['param-bnp', 'B-Typ natriuretisches Peptid', 'B-type natriuretic peptide', 'BNP'],
  ['param-d-dimer', 'D-Dimer', 'D-dimer', 'D-Dimer'],
  ['param-ck-mb', 'Kreatinkinase MB', 'Creatine kinase MB', 'CK-MB'],
  ['param-myoglobin', 'Myoglobin', 'Myoglobin', 'MYO'],
  // Coagulation
  ['param-pt-inr', 'Thromboplastinzeit (Quick/INR)', 'Prothrombin time (INR)', 'PT/INR'],
  ['param-aptt', 'Aktivierte partielle Thromboplastinzeit', 'Activated partial thromboplastin time', 'aPTT'],
  ['param-act', 'Aktivierte Gerinnungszeit', 'Activated clotting time', 'ACT'],
  ['param-clotting-time', 'Gerinnungszeit (viskoelastisch)', 'Clotting time (viscoelastic)', 'VET-CT'],
  ['param-clot-firmness', 'Maximale Gerinnselfestigkeit', 'Maximum clot firmness', 'MCF'],
  ['param-fibrinogen', 'Fibrinogen (funktionell)', 'Fibrinogen (functional)', 'FIB'],
  ['param-lysis', 'Lyseindex', 'Lysis index', 'LI'],
  // Blood gas and electrolytes
  ['param-ph', 'pH-Wert', 'pH', 'pH'],
  ['param-pco2', 'Kohlendioxidpartialdruck', 'Partial pressure of carbon dioxide', 'pCO2'],
  ['param-po2', 'Sauerstoffpartialdruck', 'Partial pressure of oxygen', 'pO2'],
  ['param-sodium', 'Natrium', 'Sodium', 'Na+'],
  ['param-potassium', 'Kalium', 'Potassium', 'K+'],
  ['param-calcium-ionised', 'Ionisiertes Calcium', 'Ionised calcium', 'Ca2+'],
  ['param-chloride', 'Chlorid', 'Chloride', 'Cl-'],
  ['param-lactate', 'Laktat', 'Lactate', 'LAC'],
  ['param-haematocrit', 'Hämatokrit', 'Haematocrit', 'Hct'],
  ['param-thb', 'Gesamthämoglobin', 'Total haemoglobin', 'tHb'],
  ['param-cohb', 'Carboxyhämoglobin', 'Carboxyhaemoglobin', 'COHb'],
  ['param-methb', 'Methämoglobin', 'Methaemoglobin', 'MetHb'],
  // Clinical chemistry
  ['param-creatinine', 'Kreatinin', 'Creatinine', 'CREA'],
  ['param-urea', 'Harnstoff', 'Urea', 'UREA'],
  ['param-alt', 'Alanin-Aminotransferase', 'Alanine aminotransferase', 'ALT'],
  ['param-ast', 'Aspartat-Aminotransferase', 'Aspartate aminotransferase', 'AST'],
  ['param-alp', 'Alkalische Phosphatase', 'Alkaline phosphatase', 'ALP'],
  ['param-ggt', 'Gamma-Glutamyltransferase', 'Gamma-glutamyl transferase', 'GGT'],
  ['param-bilirubin', 'Bilirubin', 'Bilirubin', 'BIL'],
  // Haematology
  ['param-haemoglobin', 'Hämoglobin', 'Haemoglobin', 'Hb'],
  ['param-wbc', 'Leukozyten', 'White blood cells', 'WBC'],
  ['param-wbc-diff', 'Leukozyten-Differenzierung', 'White blood cell differential', 'DIFF'],
  ['param-platelets', 'Thrombozyten', 'Platelets', 'PLT'],
  ['param-rbc', 'Erythrozyten', 'Red blood cells', 'RBC'],
  // Infectious disease
  ['param-sars-cov-2', 'SARS-CoV-2', 'SARS-CoV-2', 'SARS-CoV-2'],
  ['param-influenza-a', 'Influenza A', 'Influenza A', 'Flu A'],
  ['param-influenza-b', 'Influenza B', 'Influenza B', 'Flu B'],
  ['param-rsv', 'Respiratorisches Synzytial-Virus', 'Respiratory syncytial virus', 'RSV'],
  ['param-strep-a', 'Streptokokken der Gruppe A', 'Group A streptococcus', 'Strep A'],
  [
    'param-mrsa',
    'Methicillin-resistenter Staphylococcus aureus',
    'Methicillin-resistant Staphylococcus aureus',
    'MRSA',
  ],
  [
    'param-c-difficile',
    'Clostridioides difficile (Toxin B)',
    'Clostridioides difficile (toxin B)',
    'C. diff',
  ],
  ['param-chlamydia', 'Chlamydia trachomatis', 'Chlamydia trachomatis', 'CT'],
  ['param-gonorrhoea', 'Neisseria gonorrhoeae', 'Neisseria gonorrhoeae', 'NG'],
  ['param-hiv', 'HIV-1/2 (Antikörper/p24-Antigen)', 'HIV-1/2 (antibodies/p24 antigen)', 'HIV'],
  ['param-hcv', 'Hepatitis-C-Virus (Antikörper)', 'Hepatitis C virus (antibodies)', 'HCV'],
  ['param-malaria', 'Malaria (Plasmodium spp.)', 'Malaria (Plasmodium spp.)', 'MAL'],
  // Urinalysis
  ['param-hcg', 'Humanes Choriongonadotropin', 'Human chorionic gonadotropin', 'hCG'],
  ['param-urine-leukocytes', 'Leukozyten (Urin)', 'Leukocytes (urine)', 'LEU'],
  ['param-urine-nitrite', 'Nitrit', 'Nitrite', 'NIT'],
  ['param-urine-protein', 'Eiweiß (Urin)', 'Protein (urine)', 'PRO'],
  ['param-urine-blood', 'Blut (Urin)', 'Blood (urine)', 'BLD'],
  ['param-urine-ketones', 'Ketonkörper', 'Ketones', 'KET'],
  ['param-urine-sg', 'Spezifisches Gewicht', 'Specific gravity', 'SG'],
  ['param-urobilinogen', 'Urobilinogen', 'Urobilinogen', 'UBG'],
];

const METHODS: readonly Entry[] = [
  ['method-ia-fluorescence', 'Fluoreszenz-Immunoassay', 'Fluorescence immunoassay', 'FIA'],
  ['method-ia-chemiluminescence', 'Chemilumineszenz-Immunoassay', 'Chemiluminescence immunoassay', 'CLIA'],
  ['method-lateral-flow', 'Lateral-Flow-Immunoassay', 'Lateral flow immunoassay', 'LFIA'],
  ['method-amperometric', 'Amperometrie (elektrochemisch)', 'Amperometry (electrochemical)'],
  [
    'method-potentiometric',
    'Potentiometrie (ionenselektive Elektroden)',
    'Potentiometry (ion-selective electrodes)',
  ],
  ['method-conductometric', 'Konduktometrie', 'Conductometry'],
  ['method-co-oximetry', 'CO-Oxymetrie', 'CO-oximetry'],
  ['method-photometry', 'Photometrie', 'Photometry'],
  ['method-reflectometry', 'Reflektometrie', 'Reflectometry'],
  ['method-optical-coagulation', 'Optische Gerinnungsdetektion', 'Optical clot detection'],
  ['method-pcr', 'Polymerase-Kettenreaktion (PCR)', 'Polymerase chain reaction (PCR)', 'PCR'],
  ['method-isothermal', 'Isotherme Amplifikation (NAAT)', 'Isothermal amplification (NAAT)', 'NAAT'],
  ['method-impedance', 'Impedanzmessung', 'Electrical impedance'],
  ['method-flow-cytometry', 'Durchflusszytometrie', 'Flow cytometry'],
  ['method-viscoelastic', 'Viskoelastische Messung', 'Viscoelastic testing'],
];

const DETAILS: readonly Entry[] = [
  ['detail-battery', 'Akkubetrieben', 'Battery operated'],
  ['detail-mains', 'Netzbetrieb', 'Mains operated'],
  ['detail-handheld', 'Handgerät', 'Handheld device'],
  ['detail-benchtop', 'Tischgerät', 'Benchtop device'],
  ['detail-compact', 'Kompakte Größe', 'Compact size'],
  ['detail-barcode', 'Barcodescanner', 'Barcode scanner'],
  ['detail-touchscreen', 'Touchscreen', 'Touchscreen'],
  ['detail-printer', 'Integrierter Drucker', 'Built-in printer'],
  ['detail-qc-lockout', 'QC-Sperre', 'QC lockout'],
  ['detail-operator-management', 'Benutzerverwaltung', 'Operator management'],
  ['detail-cartridge', 'Kassettenbasiert', 'Cartridge based'],
  ['detail-calibration-free', 'Kalibrierfrei', 'Calibration free'],
  ['detail-room-temperature', 'Lagerung bei Raumtemperatur', 'Room-temperature storage'],
  ['detail-memory', 'Ergebnisspeicher (über 1.000 Messungen)', 'Result memory (over 1,000 tests)'],
];

const DIAGNOSTIC_AREAS: readonly Entry[] = [
  ['area-emergency', 'Notfallmedizin', 'Emergency medicine'],
  ['area-cardiology', 'Kardiologie', 'Cardiology'],
  ['area-intensive-care', 'Intensivmedizin', 'Intensive care'],
  ['area-general-practice', 'Allgemeinmedizin', 'General practice'],
  ['area-diabetology', 'Diabetologie', 'Diabetology'],
  ['area-infectious-disease', 'Infektiologie', 'Infectious disease'],
  ['area-haematology', 'Hämatologie', 'Haematology'],
  ['area-paediatrics', 'Pädiatrie', 'Paediatrics'],
  ['area-anticoagulation', 'Gerinnungsambulanz', 'Anticoagulation clinic'],
  ['area-laboratory', 'Labormedizin', 'Laboratory medicine'],
];

const CONNECTIVITY: readonly Entry[] = [
  ['conn-poct1a', 'POCT1-A (CLSI POCT1-A2)', 'POCT1-A (CLSI POCT1-A2)', 'POCT1-A'],
  ['conn-hl7', 'HL7 v2', 'HL7 v2', 'HL7'],
  ['conn-astm', 'ASTM E1381/E1394 (LIS2-A2)', 'ASTM E1381/E1394 (LIS2-A2)', 'ASTM'],
  ['conn-gdt', 'GDT (Gerätedatenträger)', 'GDT (German device data exchange)', 'GDT'],
  ['conn-ldt', 'LDT (Labordatenträger)', 'LDT (German laboratory data exchange)', 'LDT'],
  ['conn-fhir', 'HL7 FHIR', 'HL7 FHIR', 'FHIR'],
  ['conn-lan', 'LAN/Ethernet', 'LAN/Ethernet', 'LAN'],
  ['conn-wifi', 'WLAN', 'Wi-Fi', 'Wi-Fi'],
  ['conn-bluetooth', 'Bluetooth', 'Bluetooth', 'BT'],
  ['conn-usb', 'USB', 'USB', 'USB'],
  ['conn-rs232', 'Serielle Schnittstelle RS-232', 'RS-232 serial port', 'RS-232'],
  ['conn-docking', 'Dockingstation', 'Docking station', 'DOCK'],
  ['conn-middleware', 'POCT-Middleware', 'POCT middleware', 'MW'],
];

const TRANSMISSIONS: readonly Entry[] = [
  ['trans-bidirectional', 'Bidirektional', 'Bidirectional'],
  ['trans-unidirectional', 'Unidirektional', 'Unidirectional'],
  ['trans-wireless', 'Drahtlos', 'Wireless'],
  ['trans-wired', 'Kabelgebunden', 'Wired'],
];

const SAMPLE_TYPES: readonly Entry[] = [
  ['sample-arterial-wb', 'Arterielles Vollblut', 'Arterial whole blood'],
  ['sample-venous-wb', 'Venöses Vollblut', 'Venous whole blood'],
  ['sample-capillary-wb', 'Kapillarblut', 'Capillary whole blood'],
  ['sample-citrated-wb', 'Citratvollblut', 'Citrated whole blood'],
  ['sample-plasma', 'Plasma', 'Plasma'],
  ['sample-serum', 'Serum', 'Serum'],
  ['sample-urine', 'Urin', 'Urine'],
  ['sample-np-swab', 'Nasopharyngealabstrich', 'Nasopharyngeal swab'],
  ['sample-nasal-swab', 'Nasenabstrich', 'Nasal swab'],
  ['sample-throat-swab', 'Rachenabstrich', 'Throat swab'],
  ['sample-stool', 'Stuhl', 'Stool'],
];

/**
 * The sample types' HL7 v2 table 0487 codes and SNOMED CT specimen concepts. The swabs have no
 * code in table 0487 (it names the material, not the collection): they carry their SNOMED CT
 * concept only; the nasal swab has neither, as no certain concept id is known for it here.
 */
const SAMPLE_CODES: Readonly<Record<string, { hl7_specimen?: string; snomed?: string }>> = {
  'sample-arterial-wb': { hl7_specimen: 'BLDA', snomed: '122552005' },
  'sample-venous-wb': { hl7_specimen: 'BLDV', snomed: '122555007' },
  'sample-capillary-wb': { hl7_specimen: 'BLDC', snomed: '122554006' },
  'sample-citrated-wb': { hl7_specimen: 'BLD', snomed: '119297000' },
  'sample-plasma': { hl7_specimen: 'PLAS', snomed: '119361006' },
  'sample-serum': { hl7_specimen: 'SER', snomed: '119364003' },
  'sample-urine': { hl7_specimen: 'UR', snomed: '122575003' },
  'sample-np-swab': { snomed: '258500001' },
  'sample-throat-swab': { snomed: '258529004' },
  'sample-stool': { hl7_specimen: 'STL', snomed: '119339001' },
};

// Tree items: two parents with children and one standalone item (spec: never parent and child).
const TREE_ITEMS: ReadonlyArray<readonly [id: string, de: string, en: string, parent?: string]> = [
  ['tree-devices', 'Point-of-Care-Geräte', 'Point-of-care devices'],
  ['tree-blood-gas', 'Blutgasanalysegeräte', 'Blood gas analysers', 'tree-devices'],
  ['tree-coagulation', 'Gerinnungsmessgeräte', 'Coagulation analysers', 'tree-devices'],
  ['tree-haematology', 'Hämatologiesysteme', 'Haematology systems', 'tree-devices'],
  ['tree-readers', 'Lesegeräte für Schnelltests', 'Rapid test readers', 'tree-devices'],
  ['tree-rapid-tests', 'Schnelltests', 'Rapid tests'],
  ['tree-antigen', 'Antigen-Schnelltests', 'Antigen rapid tests', 'tree-rapid-tests'],
  ['tree-urine-strips', 'Urinteststreifen', 'Urine test strips', 'tree-rapid-tests'],
  ['tree-accessories', 'Zubehör und Verbrauchsmaterial', 'Accessories and consumables'],
];

const SYNONYMS: ReadonlyArray<readonly [id: string, term: string, en: string, synonyms: readonly string[]]> =
  [
    ['syn-blood-gas', 'Blutgasanalyse', 'Blood gas analysis', ['BGA', 'blood gas', 'Blutgas']],
    ['syn-coagulation', 'Gerinnung', 'Coagulation', ['coagulation', 'INR', 'Quick']],
    ['syn-troponin', 'Troponin', 'Troponin', ['cTnI', 'cTnT', 'hs-Troponin']],
    ['syn-inflammation', 'Entzündungsmarker', 'Inflammation markers', ['CRP', 'PCT', 'inflammation']],
    ['syn-urinalysis', 'Harnanalyse', 'Urinalysis', ['Urinstreifen', 'urinalysis', 'Urinteststreifen']],
    ['syn-rapid-test', 'Schnelltest', 'Rapid test', ['rapid test', 'Antigentest', 'POCT']],
    ['syn-blood-sugar', 'Blutzucker', 'Blood sugar', ['Glukose', 'glucose', 'BZ']],
    ['syn-haemoglobin', 'Hämoglobin', 'Haemoglobin', ['Hb', 'haemoglobin', 'hemoglobin']],
    [
      'syn-blood-count',
      'Großes Blutbild',
      'Complete blood count',
      ['CBC', 'complete blood count', 'Differentialblutbild'],
    ],
    ['syn-heart-failure', 'Herzinsuffizienz', 'Heart failure', ['NT-proBNP', 'BNP', 'heart failure']],
  ];

/**
 * The demo parameters whose pathogen's detection must be reported under the German IfSG § 7
 * (named or not named); Strep A, for instance, is not among them.
 */
const NOTIFIABLE_PARAMETERS: ReadonlySet<string> = new Set([
  'param-sars-cov-2',
  'param-influenza-a',
  'param-influenza-b',
  'param-rsv',
  'param-hiv',
  'param-hcv',
  'param-malaria',
]);

function entries(type: MasterDataType, list: readonly Entry[]): Omit<MasterData, keyof Timestamps>[] {
  return list.map(([id, de, en, code]) => ({
    id,
    type,
    name: { de, en },
    ...(code ? { code } : {}),
    ...(NOTIFIABLE_PARAMETERS.has(id) ? { notifiable: true } : {}),
  }));
}

interface Timestamps {
  created_at: string;
  updated_at: string;
  updated_by: string;
}

const DESCRIBED: Record<string, LocalizedText> = {
  'param-troponin-t-hs': {
    de: 'Hochsensitiver Troponin-T-Test zum Ausschluss eines akuten Myokardinfarkts.',
    en: 'High-sensitivity troponin T assay for ruling out acute myocardial infarction.',
  },
  'conn-poct1a': {
    de: 'Herstellerunabhängiger Standard für die Anbindung von POCT-Geräten an Datenmanagementsysteme.',
    en: 'Vendor-neutral standard for connecting point-of-care devices to data management systems.',
  },
  'conn-gdt': {
    de: 'Deutsches Datenaustauschformat zwischen Praxisverwaltungssystem und Medizingerät.',
    en: 'German data exchange format between practice management software and medical devices.',
  },
  'method-viscoelastic': {
    de: 'Misst die Gerinnselbildung und -festigkeit im Vollblut über die Zeit.',
    en: 'Measures clot formation and firmness in whole blood over time.',
  },
};

/** The master data without timestamps: fixed vocabulary, the same for every seed. */
function masterDataEntries(): Omit<MasterData, keyof Timestamps>[] {
  const list = [
    ...entries('parameter', PARAMETERS),
    ...entries('method', METHODS),
    ...entries('detail', DETAILS),
    ...entries('diagnostic_area', DIAGNOSTIC_AREAS),
    ...entries('connectivity', CONNECTIVITY),
    ...entries('transmission', TRANSMISSIONS),
    ...entries('sample_type', SAMPLE_TYPES),
    ...TREE_ITEMS.map(([id, de, en, parent]) => ({
      id,
      type: 'tree_item' as const,
      name: { de, en },
      ...(parent ? { parent_id: parent } : {}),
    })),
    ...SYNONYMS.map(([id, term, en, synonyms]) => ({
      id,
      type: 'synonym' as const,
      name: { de: term, en },
      term,
      synonyms: [...synonyms],
    })),
  ];
  return list.map((item) => {
    const description = DESCRIBED[item.id];
    const codes = item.type === 'parameter' ? parameterLoinc(item.id, item.name) : SAMPLE_CODES[item.id];
    return { ...item, ...codes, ...(description ? { description } : {}) };
  });
}

/** The demo master data; only the timestamps depend on the seed. */
export function generateMasterData(seed: number): MasterData[] {
  return masterDataEntries().map((item, index) => ({
    ...item,
    ...documentTimes(createRandom(mixSeed(seed, index, 1))),
    updated_by: DEMO_AUTHOR_ID,
  }));
}

/** Display name of a master data id, for texts that mention a parameter or a sample type. */
export const MASTER_NAMES: ReadonlyMap<string, LocalizedText> = new Map(
  masterDataEntries().map((item) => [item.id, item.name]),
);
