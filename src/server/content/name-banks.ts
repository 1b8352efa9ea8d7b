import { asciiFold } from '../support/ascii-fold';
import type { PhoneCountry } from './phone-numbers';
import { weightedTable, type Random } from '../support/random';

/**
 * Given and family names by naming culture, with where such people's phones
 * and mailboxes tend to be. The mix is deliberately international and
 * includes non-ASCII names (José, Zoë, Łukasz, Søren, Müller, Nguyễn, 山田,
 * Ольга, أحمد) because the client must sort, search and display them right.
 *
 * A name in a non-Latin script is written `native|romanised`; the romanised
 * form builds the email address, since email addresses here are ASCII.
 */

export interface Name {
  readonly text: string;
  /** Lower-case ASCII letters, never empty; for email addresses. */
  readonly ascii: string;
}

export interface Culture {
  readonly key: string;
  /** Relative share of contacts from this culture. */
  readonly weight: number;
  readonly firstNames: readonly Name[];
  readonly lastNames: readonly Name[];
  /** Where this culture's phones are, by share. */
  readonly country: (rng: Random) => PhoneCountry;
  readonly mailDomains: readonly string[];
}

interface CultureSource {
  readonly key: string;
  readonly weight: number;
  readonly first: string;
  readonly last: string;
  readonly countries: readonly (readonly [PhoneCountry, number])[];
  readonly mailDomains: readonly string[];
}

const SOURCES: readonly CultureSource[] = [
  {
    key: 'us',
    weight: 26,
    first:
      'James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William, Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Chris, Karen, Daniel, Emily, Matthew, Ashley, Anthony, Megan, Mark, Hannah, Brian, Olivia, Kevin, Chloe, Tyler, Madison, Zoë, Renée, Noah, Liam, Ava, Mia, Ethan, Harper, Logan, Aubrey, Dakota, Jordan, DeShawn, Aaliyah, Jamal, Brianna',
    last: "Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Jackson, Martin, Lee, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen, King, Wright, Scott, Green, Baker, Adams, Nelson, Hill, Campbell, Mitchell, Carter, Roberts, O'Brien, O'Connor, McCarthy, Sullivan, Murphy, Russo, Washington, Brooks",
    countries: [
      ['US', 92],
      ['CA', 8],
    ],
    mailDomains: ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com', 'proton.me', 'comcast.net'],
  },
  {
    key: 'uk',
    weight: 9,
    first: 'Oliver, George, Harry, Jack, Charlie, Amelia, Isla, Poppy, Freya, Alfie, Imogen, Rhys, Siobhán, Aoife, Eilidh, Callum, Niamh, Gareth, Ffion, Seren, Nigel, Fiona, Graham, Alistair, Bethan',
    last: 'Clarke, Hughes, Evans, Patel, Khan, Walsh, Morgan, Fletcher, Ashworth, Pemberton, Llewellyn, MacLeod, Ó Briain, Davies, Jenkins, Whitfield, Barnes, Cartwright, Doyle, Gallagher, Featherstone, Ní Dhomhnaill',
    countries: [
      ['GB', 93],
      ['IE', 7],
    ],
    mailDomains: ['btinternet.com', 'gmail.com', 'outlook.com', 'sky.com', 'hotmail.co.uk', 'yahoo.co.uk', 'eircom.net'],
  },
  {
    key: 'au',
    weight: 4,
    first: 'Jack, Lachlan, Matilda, Charlotte, Isabella, Oscar, Ruby, Mitchell, Brodie, Kylie, Shane, Bronwyn, Darcy, Tahlia, Hamish',
    last: 'Kelly, Ryan, Mitchell, Baxter, Fraser, Hartley, Kennedy, Macdonald, Quinlan, Stewart, Thornton, Winter',
    countries: [['AU', 100]],
    mailDomains: ['bigpond.com', 'gmail.com', 'outlook.com.au', 'optusnet.com.au', 'icloud.com'],
  },
  {
    key: 'hispanic',
    weight: 11,
    first: 'José, María, Juan, Lucía, Sofía, Alejandro, Martina, Diego, Valentina, Javier, Camila, Andrés, Ana, Carlos, Paula, Luis, Inés, Raúl, Ángel, Begoña, Íñigo, Nuria, Jesús, Guadalupe, Ximena, Joaquín',
    last: 'García, Rodríguez, Martínez, López, González, Hernández, Pérez, Sánchez, Ramírez, Torres, Flores, Núñez, Muñoz, Díaz, Jiménez, Ortiz, Gutiérrez, Castillo, Peña, Ibáñez, de la Cruz, Fernández',
    countries: [
      ['ES', 40],
      ['MX', 30],
      ['US', 30],
    ],
    mailDomains: ['gmail.com', 'hotmail.es', 'yahoo.es', 'outlook.com', 'prodigy.net.mx', 'telefonica.net'],
  },
  {
    key: 'french',
    weight: 6,
    first: 'François, Amélie, Léa, Chloé, Hélène, Jérôme, Théo, Loïc, Gaëlle, Noël, Élodie, Mathéo, Camille, Louis, Inès, Margaux, Céline, Benoît, Anaïs, Zoé',
    last: 'Martin, Bernard, Dubois, Lefèvre, Moreau, Laurent, Girard, Rousseau, Fontaine, Mercier, Chevalier, Lemaître, Bénard, Gauthier, Perrin, Faure, Deschamps, Dupré, Bélanger',
    countries: [
      ['FR', 85],
      ['CA', 15],
    ],
    mailDomains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'videotron.ca', 'wanadoo.fr'],
  },
  {
    key: 'german',
    weight: 6,
    first: 'Jürgen, Björn, Lukas, Jonas, Leonie, Hannah, Felix, Maximilian, Käthe, Günther, Jörg, Uwe, Anja, Sören, Mareike, Katrin, Tobias, Annika, Fynn, Lena',
    last: 'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Köhler, Krüger, Weiß, Groß, Jäger, Lehmann, Böhm, Vogel, Zimmermann',
    countries: [
      ['DE', 80],
      ['AT', 10],
      ['CH', 10],
    ],
    mailDomains: ['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'gmx.at', 'bluewin.ch', 'posteo.de'],
  },
  {
    key: 'nordic',
    weight: 3,
    first: 'Søren, Åsa, Mette, Lars, Sigrid, Ingrid, Nils, Freja, Magnus, Astrid, Håkan, Jonna, Øystein, Kåre, Signe',
    last: 'Ångström, Jensen, Nielsen, Hansen, Pedersen, Andersson, Johansson, Karlsson, Lindqvist, Sjöberg, Bjørnstad, Håkansson, Østergaard, Dahl',
    countries: [
      ['DK', 35],
      ['SE', 40],
      ['NO', 25],
    ],
    mailDomains: ['gmail.com', 'hotmail.com', 'telia.com', 'live.se', 'online.no', 'mail.dk'],
  },
  {
    key: 'polish',
    weight: 3,
    first: 'Łukasz, Małgorzata, Paweł, Agnieszka, Krzysztof, Zofia, Wojciech, Katarzyna, Michał, Józef, Żaneta, Bartłomiej, Grzegorz, Joanna',
    last: 'Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański, Woźniak, Dąbrowski, Wróbel, Kozłowski, Jabłoński',
    countries: [
      ['PL', 80],
      ['GB', 10],
      ['US', 10],
    ],
    mailDomains: ['wp.pl', 'onet.pl', 'interia.pl', 'gmail.com', 'o2.pl'],
  },
  {
    key: 'vietnamese',
    weight: 3,
    first: 'Lan, Minh, Hương, Dũng, Thảo, Tuấn, Linh, Quang, Phương, Hải, Trang, Đức',
    last: 'Nguyễn, Trần, Lê, Phạm, Hoàng, Huỳnh, Phan, Vũ, Võ, Đặng, Bùi, Đỗ',
    countries: [
      ['VN', 50],
      ['US', 35],
      ['AU', 15],
    ],
    mailDomains: ['gmail.com', 'yahoo.com.vn', 'outlook.com'],
  },
  {
    key: 'japanese',
    weight: 3,
    first: '太郎|taro, 花子|hanako, 翔太|shota, 結衣|yui, 陽菜|hina, 蓮|ren, 美咲|misaki, 大輝|daiki, Yuki, Haruto, Sakura, Kenji, Aiko',
    last: '山田|yamada, 佐藤|sato, 鈴木|suzuki, 高橋|takahashi, 田中|tanaka, 伊藤|ito, 渡辺|watanabe, 中村|nakamura, Kobayashi, Yoshida, Matsumoto',
    countries: [
      ['JP', 80],
      ['US', 20],
    ],
    mailDomains: ['gmail.com', 'yahoo.co.jp', 'docomo.ne.jp', 'icloud.com', 'nifty.com'],
  },
  {
    key: 'chinese',
    weight: 3,
    first: '伟|wei, 芳|fang, 娜|na, 静|jing, 强|qiang, 磊|lei, Wei, Xiaoming, Mei, Jun, Yan, Zhiwei',
    last: '王|wang, 李|li, 张|zhang, 刘|liu, 陈|chen, 杨|yang, Huang, Zhao, Wu, Zhou, Lin',
    countries: [
      ['CN', 40],
      ['US', 30],
      ['GB', 10],
      ['AU', 10],
      ['CA', 10],
    ],
    mailDomains: ['qq.com', '163.com', 'gmail.com', 'outlook.com', '126.com'],
  },
  {
    key: 'korean',
    weight: 2,
    first: '민준|minjun, 서연|seoyeon, 지훈|jihoon, 하은|haeun, Ji-woo, Seo-yeon, Min-jun, Hyun',
    last: '김|kim, 이|lee, 박|park, 최|choi, 정|jung, Kang, Cho, Yoon',
    countries: [
      ['KR', 70],
      ['US', 30],
    ],
    mailDomains: ['naver.com', 'daum.net', 'gmail.com'],
  },
  {
    key: 'arabic',
    weight: 3,
    first: 'أحمد|ahmed, محمد|mohamed, فاطمة|fatima, Ahmed, Mohammed, Fatima, Layla, Omar, Yusuf, Aisha, Karim, Nour, Zainab, Hassan',
    last: 'Al-Sayed, Haddad, Khalil, Mansour, Nasser, Saleh, El-Amin, حداد|haddad, العلي|alali, Abdullah, Farouk, Rahman',
    countries: [
      ['AE', 35],
      ['EG', 25],
      ['SA', 15],
      ['GB', 15],
      ['US', 10],
    ],
    mailDomains: ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'],
  },
  {
    key: 'russian',
    weight: 2,
    first: 'Ольга|olga, Дмитрий|dmitry, Наталья|natalya, Сергей|sergey, Анна|anna, Иван|ivan, Екатерина|ekaterina, Olga, Dmitri, Anastasia, Alexei',
    last: 'Иванова|ivanova, Смирнов|smirnov, Кузнецова|kuznetsova, Попов|popov, Petrov, Volkova, Sokolov, Morozova',
    countries: [
      ['RU', 50],
      ['US', 20],
      ['DE', 15],
      ['GB', 15],
    ],
    mailDomains: ['mail.ru', 'yandex.ru', 'gmail.com'],
  },
  {
    key: 'greek',
    weight: 1,
    first: 'Νίκος|nikos, Ελένη|eleni, Γιώργος|giorgos, Dimitris, Katerina, Yannis, Sofia',
    last: 'Παπαδόπουλος|papadopoulos, Papadakis, Georgiou, Konstantinidis, Οικονόμου|oikonomou',
    countries: [
      ['GR', 70],
      ['US', 15],
      ['AU', 15],
    ],
    mailDomains: ['gmail.com', 'otenet.gr', 'yahoo.gr'],
  },
  {
    key: 'indian',
    weight: 5,
    first: 'Priya, Rahul, Ananya, Arjun, Aarav, Diya, Rohan, Sneha, Vikram, Kavya, Aditya, Pooja, Siddharth, Neha, Ishaan, Meera',
    last: 'Sharma, Patel, Singh, Gupta, Kumar, Reddy, Iyer, Nair, Mehta, Joshi, Chatterjee, Rao, Desai, Kapoor',
    countries: [
      ['IN', 50],
      ['US', 25],
      ['GB', 15],
      ['CA', 10],
    ],
    mailDomains: ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'],
  },
  {
    key: 'lusophone',
    weight: 3,
    first: 'João, Ana, Gonçalo, Inês, Luís, Beatriz, Thiago, Mariana, Conceição, Sebastião, Leonor',
    last: 'Silva, Santos, Ferreira, Pereira, Gonçalves, Magalhães, Araújo, Simões, Brandão, Conceição',
    countries: [
      ['BR', 60],
      ['PT', 40],
    ],
    mailDomains: ['gmail.com', 'sapo.pt', 'uol.com.br', 'hotmail.com', 'bol.com.br'],
  },
  {
    key: 'west-african',
    weight: 2,
    first: 'Chidi, Ngozi, Oluwaseun, Adaeze, Kwame, Amara, Tunde, Efua, Chiamaka, Kofi',
    last: 'Okafor, Adeyemi, Mensah, Eze, Okonkwo, Osei, Boateng, Adebayo',
    countries: [
      ['NG', 40],
      ['GH', 20],
      ['GB', 20],
      ['US', 20],
    ],
    mailDomains: ['gmail.com', 'yahoo.com', 'outlook.com'],
  },
];

function parseNames(list: string): Name[] {
  return list.split(', ').map((entry) => {
    const [text = '', romanised] = entry.split('|');
    const ascii = asciiFold(romanised ?? text);
    if (ascii === '') throw new Error(`name bank entry "${entry}" needs a romanised form, as "native|romanised"`);
    return { text, ascii };
  });
}

// Folded once at load, so making a person never normalises Unicode.
export const CULTURES: readonly Culture[] = SOURCES.map((source) => ({
  key: source.key,
  weight: source.weight,
  firstNames: parseNames(source.first),
  lastNames: parseNames(source.last),
  country: weightedTable(source.countries),
  mailDomains: source.mailDomains,
}));

export const pickCulture: (rng: Random) => Culture = weightedTable(CULTURES.map((culture) => [culture, culture.weight] as const));

/** Every family name, for company names like "Müller & Patel". */
export const ALL_LAST_NAMES: readonly Name[] = CULTURES.flatMap((culture) => culture.lastNames);
