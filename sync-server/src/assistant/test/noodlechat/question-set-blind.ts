// The blind half of NoodleChat's question set: questions written from the demo catalogue (its
// products, tests and master data), the product spec and the list of conditions NoodleChat is meant
// to understand, without looking at how NoodleChat parses questions and without reading the other
// half (question-set.ts, whose types this file uses). Each intention was checked against the demo
// catalogue with the independent filter, so that every expected set is neither empty (unless the
// question is meant to find nothing) nor the whole catalogue.
import type { Conversation } from './question-set.ts';

const TROPONIN = ['param-troponin-i', 'param-troponin-t-hs'];
const FLU = ['param-influenza-a', 'param-influenza-b'];
const NATRIURETIC = ['param-nt-probnp', 'param-bnp'];
const WHOLE_BLOOD = ['sample-arterial-wb', 'sample-venous-wb', 'sample-capillary-wb', 'sample-citrated-wb'];
const SWABS = ['sample-np-swab', 'sample-nasal-swab', 'sample-throat-swab'];

export const BLIND_CONVERSATIONS: Conversation[] = [
  // German: several parameters, all of them or any of them
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte messen CRP und die Leukozytenzahl?',
        means: { params: [['param-crp'], ['param-wbc']] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      { q: 'Gibt es was für CRP oder PCT?', means: { params: [['param-crp', 'param-pct']] } },
      {
        q: 'Und davon nur die mit Bluetooth',
        means: { params: [['param-crp', 'param-pct']], conns: ['conn-bluetooth'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Ich suche ein Gerät, das Chlamydien und Gonorrhö in einem Test nachweist.',
        means: { params: [['param-chlamydia'], ['param-gonorrhoea']], oneTest: true },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Haben Sie einen Grippe-Schnelltest mit Nasenabstrich?',
        means: { params: [FLU], samples: ['sample-nasal-swab'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Blutzuckermessung aus der Kapillarblutprobe mit höchstens 2 µl Probenvolumen',
        means: { params: [['param-glucose']], samples: ['sample-capillary-wb'], maxVol: 2 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Troponin-Geräte liefern ein Ergebnis in maximal 12 Minuten?',
        means: { params: [TROPONIN], maxTime: 12 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Geräte von Nordlicht mit POCT1-A-Anbindung',
        means: { makers: ['Nordlicht Diagnostik GmbH'], conns: ['conn-poct1a'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Kalium und Natrium, aber bitte ohne WLAN',
        means: { params: [['param-potassium'], ['param-sodium']], lacks: ['conn-wifi'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Was ist das günstigste Gerät für den INR?',
        means: { params: [['param-pt-inr']], sort: 'price' },
      },
      {
        q: 'Und welches davon läuft mit Akku?',
        means: { params: [['param-pt-inr']], details: ['detail-battery'], sort: 'price' },
      },
    ],
  },
  {
    lang: 'de',
    turns: [{ q: 'Mein Patient hat einen INR von 4,5 – soll ich Marcumar pausieren?', means: 'refusal' }],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte von Eifelstein Diagnostik eignen sich für die Allgemeinmedizin?',
        means: { makers: ['Eifelstein Diagnostik GmbH'], areas: ['area-general-practice'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Strep-A-Schnelltest aus dem Rachenabstrich, unter 1.000 Euro',
        means: { params: [['param-strep-a']], samples: ['sample-throat-swab'], priceMax: 1000 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Quick-Wert aus Kapillarblut für unsere Gerinnungsambulanz',
        means: {
          params: [['param-pt-inr']],
          samples: ['sample-capillary-wb'],
          areas: ['area-anticoagulation'],
        },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Zeig mir PCR-Geräte für SARS-CoV-2 aus dem Nasopharyngealabstrich',
        means: { params: [['param-sars-cov-2']], methods: ['method-pcr'], samples: ['sample-np-swab'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Langzeitzucker und Blutzucker an einem Gerät – gibt es das?',
        means: { params: [['param-hba1c'], ['param-glucose']] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Ich brauche ein Handgerät mit Barcodescanner für die Laktatmessung',
        means: { params: [['param-lactate']], details: ['detail-handheld', 'detail-barcode'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'D-Dimer und Troponin auf einem Gerät, das schnellste zuerst',
        means: { params: [['param-d-dimer'], TROPONIN], sort: 'time' },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Gibt es ein Gerät für Calprotectin im Stuhl?',
        means: { samples: ['sample-stool'], notUsed: ['Calprotectin'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Nitrit und Leukozyten im Urin, mit GDT-Schnittstelle für die Praxissoftware',
        means: {
          params: [['param-urine-nitrite'], ['param-urine-leukocytes']],
          samples: ['sample-urine'],
          conns: ['conn-gdt'],
        },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Geräte von Säntis oder Weserbogen mit Touchscreen',
        means: {
          makers: ['Säntis Labtech AG', 'Weserbogen Sensortechnik GmbH'],
          details: ['detail-touchscreen'],
        },
      },
    ],
  },
  // German: follow-ups that narrow the wish step by step, and one that takes an entry out
  {
    lang: 'de',
    turns: [
      { q: 'Ich suche ein Gerät für NT-proBNP.', means: { params: [['param-nt-probnp']] } },
      {
        q: 'Nur Vollblutmessung bitte',
        means: { params: [['param-nt-probnp']], samples: WHOLE_BLOOD },
      },
      {
        q: 'und unter 12.000 €',
        means: { params: [['param-nt-probnp']], samples: WHOLE_BLOOD, priceMax: 12000 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      { q: 'Welche Geräte weisen MRSA nach?', means: { params: [['param-mrsa']] } },
      {
        q: 'Das erste kommt nicht in Frage, welche bleiben übrig?',
        means: { params: [['param-mrsa']], dropFromPrevious: [1] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Hämoglobinmessgeräte zwischen 500 und 3.000 Euro',
        means: { params: [['param-haemoglobin']], priceMin: 500, priceMax: 3000 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welches Antibiotikum gebe ich einem 6-jährigen Kind mit positivem Strep-A-Test?',
        means: 'refusal',
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte übertragen bidirektional über HL7?',
        means: { conns: ['conn-hl7'], trans: ['trans-bidirectional'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Kalibrierfreie Kompaktgeräte',
        means: { details: ['detail-calibration-free', 'detail-compact'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Strep-A-Test, entweder mit Bluetooth oder WLAN',
        means: { params: [['param-strep-a']], connsAny: ['conn-bluetooth', 'conn-wifi'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Lateral-Flow-Tests für RSV, nicht teurer als 1.500 €',
        means: { params: [['param-rsv']], methods: ['method-lateral-flow'], priceMax: 1500 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Procalcitonim-Schnelltest für die Notaufnahme',
        means: { params: [['param-pct']], areas: ['area-emergency'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'HIV und HCV gleichzeitig in einem Test?',
        means: { params: [['param-hiv'], ['param-hcv']], oneTest: true },
      },
      {
        q: 'Dann eben auf einem Gerät mit zwei getrennten Tests',
        means: { params: [['param-hiv'], ['param-hcv']] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Plasmodien-Nachweis aus Kapillarblut in höchstens 20 Minuten',
        means: { params: [['param-malaria']], samples: ['sample-capillary-wb'], maxTime: 20 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Gibt es einen Malariatest aus Urin?',
        means: { params: [['param-malaria']], samples: ['sample-urine'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Ist ein CRP von 80 mg/l bei meiner Patientin eher bakteriell oder viral?',
        means: 'refusal',
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Was bietet Pinzgau Molekulardiagnostik für Laktat an?',
        means: { makers: ['Pinzgau Molekulardiagnostik GmbH'], params: [['param-lactate']] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Blutgasanalysator mit pH, pCO2 und pO2 plus CO-Oxymetrie, ohne Drucker',
        means: {
          params: [['param-ph'], ['param-pco2'], ['param-po2']],
          methods: ['method-co-oximetry'],
          lacks: ['detail-printer'],
        },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte gibt es für die Kinderarztpraxis mit Abstrich?',
        means: { areas: ['area-paediatrics'], samples: SWABS },
      },
      {
        q: 'Davon bitte das schnellste',
        means: { areas: ['area-paediatrics'], samples: SWABS, sort: 'time' },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Wer hat Troponine mit ASTM und LAN-Anschluss im Angebot?',
        means: { params: [TROPONIN], conns: ['conn-astm', 'conn-lan'] },
      },
    ],
  },

  {
    lang: 'de',
    turns: [
      {
        q: 'Neisserien-Nachweis per PCR',
        means: { params: [['param-gonorrhoea']], methods: ['method-pcr'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Creatinin und Harnstoff aus Serum oder Plasma',
        means: { params: [['param-creatinine'], ['param-urea']], samples: ['sample-serum', 'sample-plasma'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Gibt es Schnelltests für Troponin und Copeptin?',
        means: { params: [TROPONIN], notUsed: ['Copeptin'] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Was hat Allgaeuer Gerinnungstechnik für Influenza im Programm?',
        means: { makers: ['Allgäuer Gerinnungstechnik GmbH'], params: [FLU] },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Blutgasgeräte über 30.000 Euro mit pO2',
        means: { params: [['param-po2']], priceMin: 30000 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'K+ aus höchstens 100 µl Vollblut mit Ergebnis nach spätestens 2 Minuten',
        means: { params: [['param-potassium']], samples: WHOLE_BLOOD, maxVol: 100, maxTime: 2 },
      },
    ],
  },
  {
    lang: 'de',
    turns: [
      {
        q: 'Welche Geräte für Leberwerte wie ALT und GGT haben einen eingebauten Drucker?',
        means: { params: [['param-alt'], ['param-ggt']], details: ['detail-printer'] },
      },
    ],
  },

  // English: several parameters, one test, swabs and follow-ups
  {
    lang: 'en',
    turns: [
      {
        q: 'Which devices measure CRP and PCT in one test?',
        means: { params: [['param-crp'], ['param-pct']], oneTest: true },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'I need a flu A/B test', means: { params: [FLU] } },
      {
        q: 'from nasopharyngeal swabs only',
        means: { params: [FLU], samples: ['sample-np-swab'] },
      },
      {
        q: 'cheapest first please',
        means: { params: [FLU], samples: ['sample-np-swab'], sort: 'price' },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Strep A rapid test under €800',
        means: { params: [['param-strep-a']], priceMax: 800 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'blood sugar meter with wifi, smallest sample volume',
        means: { params: [['param-glucose']], conns: ['conn-wifi'], sort: 'volume' },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'troponin analyser with results in 10 minutes or less',
        means: { params: [TROPONIN], maxTime: 10 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which devices from Pinzgau do co-oximetry?',
        means: { makers: ['Pinzgau Molekulardiagnostik GmbH'], methods: ['method-co-oximetry'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Is there a point-of-care device for ferritin and CRP?',
        means: { params: [['param-crp']], notUsed: ['ferritin'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: "My patient's troponin is slightly raised. Is it a heart attack?", means: 'refusal' }],
  },
  {
    lang: 'en',
    turns: [{ q: 'How much heparin should I give if the ACT is 180 seconds?', means: 'refusal' }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which analysers use CO-oximetry and speak POCT1-A?',
        means: { methods: ['method-co-oximetry'], conns: ['conn-poct1a'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'handheld potassium analysers without Bluetooth',
        means: { params: [['param-potassium']], details: ['detail-handheld'], lacks: ['conn-bluetooth'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'C. diff toxin testing from stool samples',
        means: { params: [['param-c-difficile']], samples: ['sample-stool'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Chlamydia or gonorrhoea by isothermal amplification',
        means: { params: [['param-chlamydia', 'param-gonorrhoea']], methods: ['method-isothermal'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Which analysers support HL7 FHIR?', means: { conns: ['conn-fhir'] } }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'ACT devices for intensive care with a wired connection',
        means: { params: [['param-act']], areas: ['area-intensive-care'], trans: ['trans-wired'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'HbA1c analysers for diabetology between 2,000 and 5,000 EUR',
        means: { params: [['param-hba1c']], areas: ['area-diabetology'], priceMin: 2000, priceMax: 5000 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'white cell differential and platelets from a fingerstick capillary sample',
        means: { params: [['param-wbc-diff'], ['param-platelets']], samples: ['sample-capillary-wb'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'fastest D-dimer test?', means: { params: [['param-d-dimer']], sort: 'time' } }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'hemoglobin meters that are battery powered and have a built-in printer',
        means: { params: [['param-haemoglobin']], details: ['detail-battery', 'detail-printer'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Anything from Lötschberg Diagnostics or Alpenmed?',
        means: { makers: ['Lötschberg Diagnostics AG', 'Alpenmed AG'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'urine pregnancy test (hCG) with a result within 5 minutes',
        means: { params: [['param-hcg']], samples: ['sample-urine'], maxTime: 5 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'Show me devices for creatinine', means: { params: [['param-creatinine']] } },
      {
        q: 'only those with both LDT and USB',
        means: { params: [['param-creatinine']], conns: ['conn-ldt', 'conn-usb'] },
      },
      {
        q: 'drop the last one',
        means: { params: [['param-creatinine']], conns: ['conn-ldt', 'conn-usb'], dropFromPrevious: [-1] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'SARS-CoV-2 and influenza in a single test',
        means: { params: [['param-sars-cov-2'], FLU], oneTest: true },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'viscoelastic testing for fibrinogen and clot firmness',
        means: { params: [['param-fibrinogen'], ['param-clot-firmness']], methods: ['method-viscoelastic'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Should I admit a patient with a lactate of 4 mmol/l?', means: 'refusal' }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'BNP or NT-proBNP devices for cardiology',
        means: { params: [NATRIURETIC], areas: ['area-cardiology'] },
      },
      {
        q: 'with a barcode scanner',
        means: { params: [NATRIURETIC], areas: ['area-cardiology'], details: ['detail-barcode'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'lab devices that export via LDT',
        means: { areas: ['area-laboratory'], conns: ['conn-ldt'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'What does Eifelstein Diagnostik offer for urinalysis with nitrite?',
        means: { makers: ['Eifelstein Diagnostik GmbH'], params: [['param-urine-nitrite']] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'ALT and AST on one cartridge, with operator management',
        means: {
          params: [['param-alt'], ['param-ast']],
          oneTest: true,
          details: ['detail-operator-management'],
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which RSV tests use less than 100 µl of sample and cost under 2000 euros?',
        means: { params: [['param-rsv']], maxVol: 100, priceMax: 2000 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Is there anything that measures TSH and vitamin D alongside HbA1c?',
        means: { params: [['param-hba1c']], notUsed: ['TSH', 'vitamin D'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'wireless coag meters for INR, not mains powered',
        means: { params: [['param-pt-inr']], trans: ['trans-wireless'], lacks: ['detail-mains'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'hs-cTnT devices with POCT1-A or HL7',
        means: { params: [['param-troponin-t-hs']], connsAny: ['conn-poct1a', 'conn-hl7'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Anything from Vierwaldstaetter for diabetology?',
        means: { makers: ['Vierwaldstätter Diagnostik AG'], areas: ['area-diabetology'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Neisseria gonorrhoeae by PCR',
        means: { params: [['param-gonorrhoea']], methods: ['method-pcr'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: "What's the cheapest device doing cholesterol, HDL, LDL and triglycerides in one test?",
        means: {
          params: [['param-cholesterol'], ['param-hdl'], ['param-ldl'], ['param-triglycerides']],
          oneTest: true,
          sort: 'price',
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which COVID tests work with a nasal swab and give a result within 15 min?',
        means: { params: [['param-sars-cov-2']], samples: ['sample-nasal-swab'], maxTime: 15 },
      },
    ],
  },
  {
    lang: 'en',
    turns: [{ q: 'Can you tell from these symptoms whether my patient has strep throat?', means: 'refusal' }],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'What does Spreeblick Diagnostik have for urea?',
        means: { makers: ['Spreeblick Diagnostik GmbH'], params: [['param-urea']] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Which haemoglobin device needs the smallest sample?',
        means: { params: [['param-haemoglobin']], sort: 'volume' },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      { q: 'analysers for aPTT', means: { params: [['param-aptt']] } },
      { q: 'benchtop only', means: { params: [['param-aptt']], details: ['detail-benchtop'] } },
      {
        q: 'and without Bluetooth',
        means: { params: [['param-aptt']], details: ['detail-benchtop'], lacks: ['conn-bluetooth'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'Is there a POC test for procalcitonin and interleukin-6?',
        means: { params: [['param-pct']], notUsed: ['interleukin-6'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'sodium, potassium and chloride with ion-selective electrodes',
        means: {
          params: [['param-sodium'], ['param-potassium'], ['param-chloride']],
          methods: ['method-potentiometric'],
        },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'MetHb and COHb on a battery-operated analyser',
        means: { params: [['param-methb'], ['param-cohb']], details: ['detail-battery'] },
      },
    ],
  },
  {
    lang: 'en',
    turns: [
      {
        q: 'urine ketones and specific gravity, either GDT or USB',
        means: {
          params: [['param-urine-ketones'], ['param-urine-sg']],
          connsAny: ['conn-gdt', 'conn-usb'],
        },
      },
    ],
  },
];
