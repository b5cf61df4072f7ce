// The words of a question that are its grammar, not a wish (folded like search-text.ts): a word
// of a question is a condition, one of these, or named back to the user as not used
// (understand.ts). Also the words that join wishes ("oder" / "or": any of them) and the endings
// German and English put on a name ("Chlamydien", "Troponine", "swabs", "batteries").

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Words that join alternatives: "CRP oder PCT", "Bluetooth or Wi-Fi", "bzw.". */
export const OR_WORDS = words('oder or bzw beziehungsweise alternativ alternatively respektive');
/** Words that join wishes that must all hold. */
export const AND_WORDS = words('und and sowie plus als auch both sowohl zusaetzlich additionally also');

export const FILLERS = words(`
  welche welcher welches welchen welchem was wer wie wo wann warum wieviel wieviele viele
  gibt es gib wird werden wurde wurden ist sind war waeren waere sein hat haben habe hast hatte kann koennen koennte koennten kannst
  muss muessen darf duerfen will wollen moechte moechten wuerde wuerden mag
  der die das den dem des ein eine einer einem einen eines kein keine keinen keiner keinem
  ich du er sie es wir ihr man mir mich uns euch ihnen ihm ihn
  mein meine meinen meinem meiner unser unsere unseren unserem unserer
  dieser diese dieses diesen diesem jene jener jenes solche solcher
  und oder sowie bzw beziehungsweise entweder weder noch sowohl als auch aber sondern
  mit ohne von vom aus auf in im an am bei beim zu zum zur nach fuer ueber unter bis ab durch per pro
  gegen um je seit vor hinter neben zwischen innerhalb unterhalb oberhalb
  nur auch noch schon sehr mehr weniger meist meisten etwa ca circa ungefaehr rund knapp so dann
  davon darunter daraus dafuer damit denen deren dessen welcher
  alle allen alles aller jede jeder jedes jeden irgendein irgendeine beliebige
  bitte danke hallo gerne suche suchen such finde finden zeige zeig zeigen liste listen nenne nennen
  gesucht brauche brauchen braucht benoetige benoetigen benoetigt wuensche moegliche moeglich
  messen misst gemessen messung messungen bestimmen bestimmt bestimmung nachweis nachweisen erkennen
  testen testet getestet analysieren analysiert analyse analysen liefern liefert liefert erlauben
  unterstuetzen unterstuetzt unterstuetzung arbeiten arbeitet funktionieren funktioniert laufen laeuft
  nutzen nutzt benutzen verwenden verwendet verwendbar einsetzen eingesetzt anbinden angebunden
  sprechen spricht verfuegen verfuegt besitzen besitzt bieten bietet anbieten anzeigen
  geraet geraete geraeten geraets geraetes analysegeraet analysegeraete messgeraet messgeraete
  testgeraet testgeraete lesegeraet lesegeraete analysator analysatoren analyzer analyzers analyser
  analysers system systeme systemen plattform plattformen instrument instrumente instruments
  test tests testen schnelltest schnelltests teststreifen streifen kassette kassetten kartusche
  kartuschen kit kits produkt produkte produkten artikel modell modelle loesung loesungen
  hersteller herstellers herstellern firma firmen anbieter marke hergestellt gebaut vertrieben
  probe proben probenmaterial probenart material ergebnis ergebnisse resultat messzeit testzeit
  zeit dauer minuten minute sekunden stunden preis preise kosten kostet euro volumen menge
  schnell schneller schnellen schnelle guenstig guenstiger teuer teurer klein kleiner gross groesser
  hoechstens maximal hoechstes mindestens minimal maximum minimum weniger mehr als genug
  angeschlossen verbindung verbindungen schnittstelle schnittstellen anschluss anschluessen
  bereich bereiche einsatz einsatzbereich fachbereich
  art arten typ typen sorte sorten form
  jetzt nun bitte mal eigentlich ueberhaupt gleich gleiche gleichen eben doch denn etwas was
  zahl anzahl wert werte spiegel konzentration bestimmung marker parameter
  spaetestens fruehestens innert binnen weisen weist nachweist nachweisen nachgewiesen
  gleichzeitig zusammen demselben derselben dasselbe einzigen lauf durchgang
  frage kommt kommen bleiben bleibt uebrig uebrigen uebrige restlichen
  poc poct point care vor ort patientennah patientennahe
  probenvolumen anbindung anbinden eignen eignet sich geeignet zuerst uebertragen uebertraegt
  exportieren exportiert angebot programm sortiment portfolio eingebaut eingebauten eingebautem
  integriert integrierte integriertem zwei drei vier getrennt getrennte getrennten separaten
  ul µl μl ml mg mmol ng l diagnostik diagnostic diagnostics diagnostika
  erste ersten erstes zweite zweiten zweites dritte dritten drittes vierte vierten fuenfte
  fuenften letzte letzten letztes
  which what who how where when why whose whom is are was were be been being there here
  do does did have has had can could would should will shall may might must
  the a an any some all every each no none not only just also too very more less most least
  i me my we us our you your it its they them their this that these those such
  and or nor but either neither both as than then so
  of for from by in on at to into onto with without within under over below above between up
  down out off about per via through except apart besides including
  please show list find give tell get looking look search want need needs needed require requires
  required wish like offer offers available exist exists existing
  measure measures measured measuring measurement measurements detect detects detecting detection
  test tests tested testing analyse analyses analyze analyzes analysis run runs running
  support supports supported supporting work works working use uses used using connect connects
  connected speak speaks talk talks send sends provide provides handle handles accept accepts
  device devices instrument instruments system systems platform platforms meter meters reader
  readers analyser analysers analyzer analyzers machine machines product products kit kits
  cartridge cartridges strip strips unit units solution solutions model models option options
  manufacturer manufacturers maker makers vendor vendors company companies brand made produced
  sample samples specimen specimens material result results time times minutes minute seconds
  hours price prices cost costs costing euro euros volume amount fast faster quick quicker cheap
  cheaper expensive small smaller large larger low lower high higher
  maximum minimum max least most less more at
  connection connections interface interfaces port ports
  area areas field fields setting settings type types kind kinds sort
  now then ok okay hi hello thanks thank anything something anyone alongside together
  simultaneously once single same count counts level levels value values concentration marker
  markers parameter parameters latest within remaining rest left suitable transmit transmits
  export exports exporting built rapid doing two three separate toxin
  first second third fourth fifth last one ones
`);

/** Folded word endings of German and English inflection, longest first. */
const ENDINGS = ['ien', 'ern', 'ia', 'en', 'er', 'es', 'e', 'n', 's', 'a'];

/** A word without its inflection ending: "chlamydien" and "chlamydia" → "chlamyd". */
export function stemOf(word: string): string {
  if (word.length < 5 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const ending of ENDINGS)
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  return word;
}

/** A word and the forms it may have without an inflection ending. */
function formsOf(word: string): string[] {
  const out = [word, stemOf(word)];
  for (const ending of ENDINGS)
    if (word.endsWith(ending) && word.length - ending.length >= 4) out.push(word.slice(0, -ending.length));
  return out;
}

/** The same word in another inflection ("Troponine" / "troponin", "kalibrierfreies", "swabs"). */
export function sameWord(said: string, word: string): boolean {
  if (said === word) return true;
  if (said.length < 4 || word.length < 4) return false;
  // An ending changes only the end: words not sharing their first four letters differ (cheap, first).
  if (said.charCodeAt(0) !== word.charCodeAt(0) || said.slice(0, 4) !== word.slice(0, 4)) return false;
  if (/\d/.test(said)) return false;
  const theirs = formsOf(word);
  return formsOf(said).some((form) => theirs.includes(form));
}
