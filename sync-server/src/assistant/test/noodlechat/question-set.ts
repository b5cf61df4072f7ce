// NoodleChat's question set: what clinicians ask, in German and English, with the conditions each
// question means, written by hand. question-set.test.ts computes the expected products from these
// intentions with its own filter over the demo catalogue, never with the assistant's code.
// Each conversation's turns build on each other; an intention is the whole wish after the turn.

export interface Intent {
  /** Each inner list: any of these parameters; every list must be met. */
  params?: string[][];
  oneTest?: boolean;
  samples?: string[];
  maxVol?: number;
  maxTime?: number;
  conns?: string[];
  trans?: string[];
  details?: string[];
  /** Connectivity, transmission or detail ids the product must have none of ("ohne Bluetooth"). */
  lacks?: string[];
  methods?: string[];
  areas?: string[];
  makers?: string[];
  priceMin?: number;
  priceMax?: number;
  /** Positions (1-based, -1 the last) of the previous answer the user took out. */
  dropFromPrevious?: number[];
  /** Any of these connectivity ids ("Bluetooth oder WLAN"); `conns` needs all of its own. */
  connsAny?: string[];
  /** The order the question asks for, smallest first: cheapest, fastest, smallest sample volume. */
  sort?: 'price' | 'time' | 'volume';
  /** Words of the question that name no catalogue entry: the answer must name them back as not used. */
  notUsed?: string[];
}

export interface Turn {
  q: string;
  /** What the question means; 'refusal' for clinical advice and off-topic questions. */
  means: Intent | 'refusal';
}

export interface Conversation {
  lang: 'de' | 'en';
  turns: Turn[];
}

const TROPONIN = ['param-troponin-i', 'param-troponin-t-hs'];
const WHOLE_BLOOD = ['sample-arterial-wb', 'sample-venous-wb', 'sample-capillary-wb', 'sample-citrated-wb'];
const SWABS = ['sample-np-swab', 'sample-nasal-swab', 'sample-throat-swab'];
const CRP = ['param-crp'];

export const CONVERSATIONS: Conversation[] = [
  // German: the spec's own examples, follow-ups and removals
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche CRP-Geräte brauchen höchstens 10 µl Kapillarblut?',
        means: { params: [CRP], samples: ['sample-capillary-wb'], maxVol: 10 },
      },
      {
        q: 'nur die mit Bluetooth',
        means: { params: [CRP], samples: ['sample-capillary-wb'], maxVol: 10, conns: ['conn-bluetooth'] },
      },
      {
        q: 'ohne das erste',
        means: {
          params: [CRP],
          samples: ['sample-capillary-wb'],
          maxVol: 10,
          conns: ['conn-bluetooth'],
          dropFromPrevious: [1],
        },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      { q: 'Troponin-Geräte mit Ergebnis in unter 15 Minuten', means: { params: [TROPONIN], maxTime: 15 } },
      { q: 'und welche davon können HL7?', means: { params: [TROPONIN], maxTime: 15, conns: ['conn-hl7'] } },
      {
        q: 'und unter 20.000 €',
        means: { params: [TROPONIN], maxTime: 15, conns: ['conn-hl7'], priceMax: 20000 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      { q: 'Welche Geräte messen HbA1c?', means: { params: [['param-hba1c']] } },
      { q: 'davon nur Handgeräte', means: { params: [['param-hba1c']], details: ['detail-handheld'] } },
      {
        q: 'und mit Akku',
        means: { params: [['param-hba1c']], details: ['detail-handheld', 'detail-battery'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Blutgasanalysegeräte mit WLAN',
        means: { params: [['param-pco2', 'param-po2']], conns: ['conn-wifi'] },
      },
      {
        q: 'nur bidirektional',
        means: {
          params: [['param-pco2', 'param-po2']],
          conns: ['conn-wifi'],
          trans: ['trans-bidirectional'],
        },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Geräte für die Notaufnahme mit POCT1-A',
        means: { areas: ['area-emergency'], conns: ['conn-poct1a'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Tischgeräte zwischen 5.000 und 10.000 €',
        means: { details: ['detail-benchtop'], priceMin: 5000, priceMax: 10000 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [{ q: 'Welche Geräte von Nordlicht gibt es?', means: { makers: ['Nordlicht Diagnostik GmbH'] } }],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Geräte von Alpenmed mit Bluetooth',
        means: { makers: ['Alpenmed AG'], conns: ['conn-bluetooth'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'SARS-CoV-2 PCR aus dem Nasenabstrich',
        means: { params: [['param-sars-cov-2']], methods: ['method-pcr'], samples: ['sample-nasal-swab'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Influenza-Schnelltests mit Abstrich in höchstens 20 Minuten',
        means: { params: [['param-influenza-a', 'param-influenza-b']], samples: SWABS, maxTime: 20 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Gerinnung: INR aus Kapillarblut mit weniger als 15 µl',
        means: { params: [['param-pt-inr']], samples: ['sample-capillary-wb'], maxVol: 15 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'HbA1c und Glukose in einem Test',
        means: { params: [['param-hba1c'], ['param-glucose']], oneTest: true },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Natrium und Kalium und Laktat in einer Kassette',
        means: { params: [['param-sodium'], ['param-potassium'], ['param-lactate']], oneTest: true },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte messen Kreatinin und Harnstoff?',
        means: { params: [['param-creatinine'], ['param-urea']] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'NT-proBNP mit Vollblut in höchstens 20 Minuten',
        means: { params: [['param-nt-probnp']], samples: WHOLE_BLOOD, maxTime: 20 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'D-Dimer Geräte für die Kardiologie',
        means: { params: [['param-d-dimer']], areas: ['area-cardiology'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Urinanalyse: Geräte mit Urin als Probe und Drucker',
        means: { samples: ['sample-urine'], details: ['detail-printer'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Hämatologie-Geräte mit Durchflusszytometrie',
        means: { areas: ['area-haematology'], methods: ['method-flow-cytometry'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Tropnin mit LAN unter 12 Minutn',
        means: { params: [TROPONIN], conns: ['conn-lan'], maxTime: 12 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Blutzucker-Messgeräte für unter 500 Euro',
        means: { params: [['param-glucose']], priceMax: 500 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [{ q: 'CRP Geraete mit hoechstens 5 Mikroliter', means: { params: [CRP], maxVol: 5 } }],
  },
  {
    lang: 'de',
    turns: [
      { q: 'Procalcitonin mit GDT-Schnittstelle', means: { params: [['param-pct']], conns: ['conn-gdt'] } },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte für die Pädiatrie sind kalibrierfrei?',
        means: { areas: ['area-paediatrics'], details: ['detail-calibration-free'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Lateral-Flow-Tests für Strep A aus dem Rachenabstrich',
        means: {
          methods: ['method-lateral-flow'],
          params: [['param-strep-a']],
          samples: ['sample-throat-swab'],
        },
      },
    ],
  },
  // German no-match
  {
    lang: 'de',
    turns: [
      { q: 'Troponin mit höchstens 1 µl in 1 Minute', means: { params: [TROPONIN], maxVol: 1, maxTime: 1 } },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Blutgas mit Bluetooth unter 100 €',
        means: { params: [['param-pco2', 'param-po2']], conns: ['conn-bluetooth'], priceMax: 100 },
      },
    ],
  },
  // German refusals
  {
    lang: 'de',
    turns: [
      { q: 'Soll ich meinem Patienten bei einem Troponin von 50 ng/l Heparin geben?', means: 'refusal' },
    ],
  },
  { lang: 'de', turns: [{ q: 'Was bedeutet ein CRP von 80 bei meiner Patientin?', means: 'refusal' }] },
  { lang: 'de', turns: [{ q: 'Welche Therapie empfehlen Sie bei Sepsis?', means: 'refusal' }] },
  { lang: 'de', turns: [{ q: 'Wie wird das Wetter morgen in Berlin?', means: 'refusal' }] },
  { lang: 'de', turns: [{ q: 'Erzähl mir einen Witz', means: 'refusal' }] },
  { lang: 'de', turns: [{ q: 'Mit Bluetooth', means: { conns: ['conn-bluetooth'] } }] },
  // Exclusions of connectivity, transmission and details, fresh and as follow-ups
  {
    lang: 'de',
    turns: [
      { q: 'Welche Geräte messen CRP?', means: { params: [CRP] } },
      { q: 'ohne Bluetooth', means: { params: [CRP], lacks: ['conn-bluetooth'] } },
      { q: 'und ohne Akku', means: { params: [CRP], lacks: ['conn-bluetooth', 'detail-battery'] } },
      {
        q: 'nur die mit Bluetooth',
        means: { params: [CRP], conns: ['conn-bluetooth'], lacks: ['detail-battery'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'HbA1c-Handgeräte ohne Akku',
        means: { params: [['param-hba1c']], details: ['detail-handheld'], lacks: ['detail-battery'] },
      },
    ],
  },

  // English
  {
    lang: 'en',
    turns: [
      { q: 'Troponin devices with a result in under 15 minutes', means: { params: [TROPONIN], maxTime: 15 } },
      { q: 'and which of them speak HL7?', means: { params: [TROPONIN], maxTime: 15, conns: ['conn-hl7'] } },
      {
        q: 'without the first one',
        means: { params: [TROPONIN], maxTime: 15, conns: ['conn-hl7'], dropFromPrevious: [1] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'Troponin devices without Bluetooth', means: { params: [TROPONIN], lacks: ['conn-bluetooth'] } },
      {
        q: 'and without HL7',
        means: { params: [TROPONIN], lacks: ['conn-bluetooth', 'conn-hl7'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which CRP analysers work with capillary blood?',
        means: { params: [CRP], samples: ['sample-capillary-wb'] },
      },
      {
        q: 'and under 1,000 EUR',
        means: { params: [CRP], samples: ['sample-capillary-wb'], priceMax: 1000 },
      },
      {
        q: 'only the ones with Bluetooth',
        means: { params: [CRP], samples: ['sample-capillary-wb'], priceMax: 1000, conns: ['conn-bluetooth'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Blood gas analysers with Wi-Fi and POCT1-A',
        means: { params: [['param-pco2', 'param-po2']], conns: ['conn-wifi', 'conn-poct1a'] },
      },
      {
        q: 'of those, only benchtop devices',
        means: {
          params: [['param-pco2', 'param-po2']],
          conns: ['conn-wifi', 'conn-poct1a'],
          details: ['detail-benchtop'],
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Handheld devices with a battery for general practice',
        means: { details: ['detail-handheld', 'detail-battery'], areas: ['area-general-practice'] },
      },
      {
        q: 'and at most 2 µl',
        means: {
          details: ['detail-handheld', 'detail-battery'],
          areas: ['area-general-practice'],
          maxVol: 2,
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'PCR tests for SARS-CoV-2 on nasal swab in under 30 min',
        means: {
          methods: ['method-pcr'],
          params: [['param-sars-cov-2']],
          samples: ['sample-nasal-swab'],
          maxTime: 30,
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'HbA1c and glucose in one test',
        means: { params: [['param-hba1c'], ['param-glucose']], oneTest: true },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Devices measuring sodium, potassium and chloride',
        means: { params: [['param-sodium'], ['param-potassium'], ['param-chloride']] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which devices by Weserbogen support FHIR?',
        means: { makers: ['Weserbogen Sensortechnik GmbH'], conns: ['conn-fhir'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Coagulation analysers for INR with citrated whole blood',
        means: { params: [['param-pt-inr']], samples: ['sample-citrated-wb'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'NT-proBNP with less than 100 µL', means: { params: [['param-nt-probnp']], maxVol: 100 } }],
  },
  {
    lang: 'en',
    turns: [{ q: 'D-dimer in at most 10 minutes', means: { params: [['param-d-dimer']], maxTime: 10 } }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Benchtop analysers with a built-in printer and barcode scanner',
        means: { details: ['detail-benchtop', 'detail-printer', 'detail-barcode'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Devices for intensive care with bidirectional wired connection',
        means: { areas: ['area-intensive-care'], trans: ['trans-bidirectional', 'trans-wired'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Urine hCG tests', means: { params: [['param-hcg']], samples: ['sample-urine'] } }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Fluorescence immunoassay devices between 2,000 and 8,000 EUR',
        means: { methods: ['method-ia-fluorescence'], priceMin: 2000, priceMax: 8000 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Glucose meters under €300', means: { params: [['param-glucose']], priceMax: 300 } }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Haemoglobin devices with ul sample volume up to 10ul',
        means: { params: [['param-haemoglobin']], maxVol: 10 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Potassium on venous blood in under 2 minutes',
        means: { params: [['param-potassium']], samples: ['sample-venous-wb'], maxTime: 2 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'Procalcitonin analyzers with ASTM', means: { params: [['param-pct']], conns: ['conn-astm'] } },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'Troponinn devices with bluetoth', means: { params: [TROPONIN], conns: ['conn-bluetooth'] } },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Influenza tests from Tiroler',
        means: { params: [['param-influenza-a', 'param-influenza-b']], makers: ['Tiroler Schnelltest GmbH'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Viscoelastic testing devices with fibrinogen',
        means: { methods: ['method-viscoelastic'], params: [['param-fibrinogen']] },
      },
    ],
  },
  // English no-match
  {
    lang: 'en',
    turns: [
      {
        q: 'CRP devices with HL7 FHIR under 200 EUR',
        means: { params: [CRP], conns: ['conn-fhir'], priceMax: 200 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Troponin on urine', means: { params: [TROPONIN], samples: ['sample-urine'] } }],
  },
  // The classes of questions NoodleChat once got wrong: words it does not know, "oder" / "or",
  // names as people write them, catalogue names that sound clinical, superlatives.
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte messen Zytokin und Ferritinspiegel in unter 15 Minuten?',
        means: { maxTime: 15, notUsed: ['Zytokin', 'Ferritinspiegel'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'CRP oder PCT mit Bluetooth',
        means: { params: [['param-crp', 'param-pct']], conns: ['conn-bluetooth'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Troponin entweder mit Bluetooth oder WLAN',
        means: { params: [TROPONIN], connsAny: ['conn-bluetooth', 'conn-wifi'] },
      },
    ],
  },
  { lang: 'de', turns: [{ q: 'Chlamydien-Schnelltests', means: { params: [['param-chlamydia']] } }] },
  { lang: 'de', turns: [{ q: 'Geräte für Gonorrhö', means: { params: [['param-gonorrhoea']] } }] },
  {
    lang: 'de',
    turns: [
      {
        q: 'Kapillarblutprobe für HbA1c',
        means: { params: [['param-hba1c']], samples: ['sample-capillary-wb'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      { q: 'Alle Produkte von Spreeblick Diagnostik', means: { makers: ['Spreeblick Diagnostik GmbH'] } },
    ],
  },
  {
    lang: 'de',
    turns: [
      { q: 'die günstigsten CRP-Geräte', means: { params: [CRP], sort: 'price' } },
      { q: 'nur mit Bluetooth', means: { params: [CRP], conns: ['conn-bluetooth'], sort: 'price' } },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Schnellste Troponin-Geräte aus Vollblut',
        means: { params: [TROPONIN], samples: WHOLE_BLOOD, sort: 'time' },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Devices from Nordlicht or Alpenmed with HL7',
        means: { makers: ['Alpenmed AG', 'Nordlicht Diagnostik GmbH'], conns: ['conn-hl7'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Pregnancy tests on urine', means: { params: [['param-hcg']], samples: ['sample-urine'] } }],
  },
  { lang: 'en', turns: [{ q: 'Chlamydia devices', means: { params: [['param-chlamydia']] } }] },
  {
    lang: 'en',
    turns: [
      {
        q: 'Something for COVID and flu on the same swab',
        means: {
          params: [['param-sars-cov-2'], ['param-influenza-a', 'param-influenza-b']],
          samples: SWABS,
          oneTest: true,
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'Glucose meters sorted by sample volume', means: { params: [['param-glucose']], sort: 'volume' } },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'HbA1c devices with quantumflux calibration',
        means: { params: [['param-hba1c']], notUsed: ['quantumflux'] },
      },
    ],
  },
  // English refusals
  { lang: 'en', turns: [{ q: 'Should I admit a patient with a troponin of 40?', means: 'refusal' }] },
  { lang: 'en', turns: [{ q: 'What dose of heparin should my patient get?', means: 'refusal' }] },
  { lang: 'en', turns: [{ q: 'How do I treat a urinary tract infection?', means: 'refusal' }] },
  { lang: 'en', turns: [{ q: 'Who won the football match yesterday?', means: 'refusal' }] },
  { lang: 'en', turns: [{ q: 'Write me a poem about spring', means: 'refusal' }] },
];
