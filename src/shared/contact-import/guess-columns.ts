import type { ImportField } from './import-fields';

/**
 * Guesses which contact field each column of a header gives, from the names
 * CRMs and spreadsheets export (Salesforce, HubSpot, Google and Outlook
 * contacts, Pipedrive…) in English, French, German, Spanish, Italian,
 * Portuguese and Dutch. A heuristic, measured on a labelled set of headers
 * (test/fixtures/import-headers.json, `npm run bench -- import-mapping`);
 * the user sees the guess and changes it.
 *
 * A header is compared without case, accents, spaces or punctuation. Exact
 * names win over names that merely contain a word ("Phone" over "Home
 * phone"); words that make a column something else (fax, type, opt-out,
 * street…) keep it out; each field goes to the first column that gives it.
 * A whole-name column is used only when no column gives the first name.
 * Short words that also sit inside unrelated words ("co" in "contacted",
 * "firm" in "confirmed", "list" in "blacklist") count only as whole words,
 * and "first"/"last" only beside "name" ("Last Call" is no last name).
 * A do-not-call flag goes to the status, in any of the languages above
 * (see DO_NOT_CALL; an opt-out of email or texts stays out).
 */

/** A company's registered name, as French, Italian, Spanish and Portuguese forms call it. */
const LEGAL_NAMES = ['raisonsociale', 'ragionesociale', 'razonsocial', 'razaosocial'];

const EXACT: Record<Exclude<ImportField, 'ignore'>, readonly string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'forename', 'fname', 'prenom', 'vorname', 'voornaam', 'nombre', 'nome', 'primeironome', 'nomedebatismo', 'personfirstname', 'contactfirstname'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname', 'nom', 'nomdefamille', 'nachname', 'familienname', 'achternaam', 'apellido', 'apellidos', 'cognome', 'sobrenome', 'apelido', 'ultimonome', 'personlastname', 'contactlastname'],
  full_name: ['name', 'fullname', 'contactname', 'displayname', 'personname', 'contact', 'nomcomplet', 'nombrecompleto', 'nomecompleto', 'vollstandigername', 'volledigenaam', 'naam', 'clientname', 'customername', 'leadname'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilephone', 'cell', 'cellphone', 'telefon', 'telefono', 'telefone', 'telefoon', 'handy', 'mobil', 'mobiel', 'portable', 'celular', 'cellulare', 'movil', 'gsm', 'number'],
  email: ['email', 'emailaddress', 'mail', 'courriel', 'correo', 'correoelectronico', 'emailadresse', 'mailadresse', 'eposta'],
  company: ['company', 'companyname', 'organization', 'organisation', 'organizationname', 'organisationname', 'org', 'account', 'accountname', 'employer', 'business', 'businessname', 'firma', 'firmenname', 'unternehmen', 'societe', 'entreprise', 'empresa', 'azienda', 'bedrijf', 'bedrijfsnaam', 'nomdelentreprise', 'compania', ...LEGAL_NAMES],
  tags: ['tags', 'tag', 'labels', 'label', 'categories', 'category', 'groups', 'groupmembership', 'segments', 'lists', 'etiquettes', 'etiketten', 'etiquetas', 'etichette', 'schlagworter', 'kategorien', 'categorias', 'categorie'],
  status: ['status', 'contactstatus', 'statut', 'estado', 'stato', 'dnc', 'donotcall', 'callstatus'],
  // Only a bare "id", as VoiceDesk's export writes it: another system's "Contact ID" names nothing here.
  id: ['id'],
};

/**
 * What a contact field is called inside longer names, tried in this order
 * (the first that matches decides): `parts` anywhere in the compact header,
 * `words` only as whole words of it, `beside_name` only as a word next to
 * the word "name" (or as the whole header, see EXACT).
 */
interface Clue {
  field: Exclude<ImportField, 'ignore'>;
  parts?: readonly string[];
  words?: readonly string[];
  besideName?: readonly string[];
}

const CLUES: readonly Clue[] = [
  { field: 'email', parts: ['email', 'mail', 'courriel', 'correo'] },
  { field: 'phone', parts: ['phone', 'telefon', 'telefoon', 'telephone', 'tel', 'mobile', 'mobil', 'cell', 'handy', 'movil', 'portable', 'celular', 'gsm', 'whatsapp'] },
  { field: 'full_name', parts: ['fullname', 'completo', 'complet', 'vollstandig', 'volledig', 'displayname', 'contactname'] },
  { field: 'first_name', parts: ['firstname', 'given', 'forename', 'prenom', 'vorname', 'voornaam', 'primeiro'], besideName: ['first'] },
  { field: 'last_name', parts: ['lastname', 'surname', 'family', 'nachname', 'familienname', 'achternaam', 'apellido', 'cognome', 'sobrenome', 'apelido', 'ultimo'], besideName: ['last'] },
  {
    field: 'company',
    parts: ['company', 'organization', 'organisation', 'organisatie', 'account', 'employer', 'firma', 'unternehmen', 'societe', 'entreprise', 'empresa', 'azienda', 'bedrijf', 'compan', ...LEGAL_NAMES],
    words: ['co', 'firm', 'org'],
  },
  {
    field: 'tags',
    parts: ['tag', 'label', 'categor', 'groupmembership', 'segment', 'etiquet', 'etichett', 'etikett', 'schlagw'],
    // Groups and lists of contacts, in the languages above.
    words: ['group', 'groups', 'groupe', 'groupes', 'gruppe', 'gruppen', 'grupo', 'grupos', 'groep', 'groepen', 'gruppo', 'gruppi', 'list', 'lists', 'liste', 'listes', 'listen', 'lista', 'listas', 'lijst', 'lijsten'],
  },
  { field: 'status', parts: ['status', 'statut', 'donotcall', 'dnc'] },
  { field: 'full_name', parts: ['name', 'nombre', 'nome', 'naam'] },
];

/**
 * Do-not-call flags, which go to the status as "DNC" and "Do Not Call" do:
 * "do not call" and its like in the languages above, and a bare opt-out (an
 * opt-out of email, texts or marketing is no do-not-call, and stays out).
 */
const DO_NOT_CALL: readonly (readonly string[])[] = [
  ['do', 'not', 'call'], ['dont', 'call'], ['do', 'not', 'phone'], ['do', 'not', 'contact'], ['no', 'calls'],
  ['nicht', 'anrufen'], ['keine', 'anrufe'], ['nicht', 'kontaktieren'],
  ['ne', 'pas', 'appeler'], ['ne', 'pas', 'contacter'],
  ['no', 'llamar'], ['no', 'contactar'],
  ['nao', 'ligar'], ['nao', 'contactar'], ['nao', 'contatar'],
  ['niet', 'bellen'], ['niet', 'benaderen'],
  ['non', 'chiamare'], ['non', 'contattare'],
  ['opt', 'out'], ['optout'], ['opted', 'out'], ['optedout'],
];

/** Channels an opt-out can be limited to, other than calls. */
const OTHER_CHANNELS = ['email', 'mail', 'e', 'sms', 'text', 'texts', 'newsletter', 'newsletters', 'marketing', 'post', 'fax', 'whatsapp'];

/** Whether a header is a do-not-call flag; sure when it is nothing but the phrase ("Nicht anrufen", not "Nicht anrufen (ja/nein)"). */
function doNotCall(parts: readonly string[]): Sureness | undefined {
  const at = (phrase: readonly string[]) => parts.some((_, start) => phrase.every((word, offset) => parts[start + offset] === word));
  const found = DO_NOT_CALL.find(at);
  if (found === undefined || parts.some((word) => OTHER_CHANNELS.includes(word) || word.endsWith('mail'))) return undefined;
  return found.length === parts.length ? 0 : 2;
}

/** Words that make a column something other than the field it names ("Fax", "Phone 1 - Type", "Email Opt Out", "Mailing Street"). */
const NOT_A_FIELD = [
  'fax', 'type', 'optout', 'optedout', 'unsubscribe', 'bounce', 'domain', 'owner', 'street', 'city', 'zip', 'postal', 'postcode', 'country', 'state', 'region',
  'created', 'modified', 'updated', 'date', 'birth', 'website', 'url', 'note', 'description', 'source', 'title', 'position', 'job', 'salutation', 'gender',
  'language', 'timezone', 'score', 'rating', 'revenue', 'industry', 'employees', 'stage', 'lifecycle', 'rue', 'ville', 'pays', 'strasse',
  'stadt', 'ciudad', 'pais', 'citta', 'cidade', 'plz', 'codigo', 'cap', 'adresse', 'direccion', 'indirizzo', 'endereco', 'adres', 'address', 'verified', 'valid',
  'consent', 'permission', 'extension', 'ext', 'prefix', 'suffix', 'middle', 'nickname', 'phonetic', 'id', 'ids',
];

/** Names whose "not a field" word is part of the field's own name. */
const STILL_A_FIELD = ['emailaddress', 'mailadresse', 'emailadresse', 'adresseemail', 'adressemail', 'direcciondecorreo', 'indirizzoemail', 'enderecodeemail', 'emailadres', 'leadname', 'contactstatus', 'leadstatus', 'callstatus'];

/** A header as compared: lower case, no accents, camelCase split, nothing but letters and digits. */
export function compactHeader(header: string): string {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '');
}

function words(header: string): string[] {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function exactField(compact: string): { field: Exclude<ImportField, 'ignore'>; numbered: boolean } | undefined {
  // Numbered copies ("Email 2", "Phone 1 - Value", "Organization 1 - Name") are the field too, after an unnumbered one.
  const bare = compact.replace(/value$/, '').replace(/\d+$/, '').replace(/^(\D+)\d+/, '$1');
  for (const [field, names] of Object.entries(EXACT) as [Exclude<ImportField, 'ignore'>, readonly string[]][]) {
    if (names.includes(compact)) return { field, numbered: false };
  }
  for (const [field, names] of Object.entries(EXACT) as [Exclude<ImportField, 'ignore'>, readonly string[]][]) {
    if (names.includes(bare)) return { field, numbered: true };
  }
  return undefined;
}

function blocked(header: string, compact: string): boolean {
  if (STILL_A_FIELD.some((name) => compact.includes(name.replace(/ /g, '')))) return false;
  const parts = words(header);
  return NOT_A_FIELD.some((word) => (word.length <= 3 ? parts.includes(word) : compact.includes(word)));
}

/** How sure a guess is: the whole name, a numbered copy of one, a word inside it. A surer guess wins a field. */
type Sureness = 0 | 1 | 2;

/** The field one header names, or `ignore`. */
export function guessField(header: string): { field: ImportField; sureness: Sureness } {
  const compact = compactHeader(header);
  if (compact === '') return { field: 'ignore', sureness: 2 };
  const exact = exactField(compact);
  if (exact !== undefined) return { field: exact.field, sureness: exact.numbered ? 1 : 0 };
  const parts = words(header);
  const flag = doNotCall(parts);
  if (flag !== undefined) return { field: 'status', sureness: flag };
  if (blocked(header, compact)) return { field: 'ignore', sureness: 2 };
  const clue = CLUES.find((candidate) => matches(candidate, compact, parts));
  if (clue !== undefined) return { field: clue.field, sureness: clue.words?.includes(compact) ? 0 : 2 };
  return { field: 'ignore', sureness: 2 };
}

function matches(clue: Clue, compact: string, parts: readonly string[]): boolean {
  if (clue.parts?.some((part) => compact.includes(part))) return true;
  if (clue.words?.some((word) => parts.includes(word))) return true;
  return (clue.besideName ?? []).some((word) => parts.includes(word) && parts.includes('name'));
}

export function guessColumns(header: readonly string[]): ImportField[] {
  const guesses = header.map(guessField);
  const mapping: ImportField[] = header.map(() => 'ignore');
  const taken = new Set<ImportField>();
  // The surest guesses first, each tier in column order.
  for (const sureness of [0, 1, 2] as const) {
    guesses.forEach((guess, index) => {
      if (guess.sureness !== sureness || guess.field === 'ignore' || taken.has(guess.field)) return;
      taken.add(guess.field);
      mapping[index] = guess.field;
    });
  }
  // "Nome" beside "Cognome" is the first name; "Name" beside "Given name" is the whole name, not wanted.
  const fullAt = mapping.indexOf('full_name');
  if (fullAt !== -1 && taken.has('last_name') && !taken.has('first_name')) mapping[fullAt] = 'first_name';
  else if (fullAt !== -1 && taken.has('first_name')) mapping[fullAt] = 'ignore';
  return mapping;
}
