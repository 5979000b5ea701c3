// @ts-check
/**
 * Writes src/validation/common-passwords.txt, the list of common passwords that
 * both the portal (as early feedback) and the local SSO service (which decides) refuse.
 *
 *   node scripts/make-common-passwords.js
 *
 * The seeds are passwords and words that every published top list of leaked passwords leads
 * with, plus the Brazilian favourites (clubs, names, "senha", "mudar123") and this suite's own
 * vocabulary. With a 15-character minimum, short seeds matter as the core of longer choices:
 * the checkers strip padding ("password2024!!!!"), undo common substitutions ("p@ssw0rd") and
 * spot repetition ("senhasenhasenha"), so the list itself holds the seeds and the long forms
 * those rules cannot derive: keyboard walks, well-known phrases and pairs of favourites.
 * A deployed SSO also checks a breach corpus; this list is what works offline.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const target = fileURLToPath(new URL('../src/validation/common-passwords.txt', import.meta.url));

/** Heads of the published leaked-password rankings, most common first. */
const topPasswords = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang
1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer
trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777
pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole
chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
minecraft welcome admin login passw0rd abc123456 qwerty123 1q2w3e4r 1q2w3e4r5t qwe123
zaq12wsx solo whatever donald secret flower hello hottie lovely loveme money password1
password123 admin123 letmein123 welcome1 welcome123 monkey123 princess1 iloveyou1
sunshine1 qwerty1 football1 baseball1 superman1 batman1 dragon1 master1 shadow1 michael1
changeme default guest root user demo test test123 temp temporary administrator
passpass pa55word p4ssword secret123 hello123 charlie1 jordan23 liverpool arsenal
manchester barcelona realmadrid pokemon naruto hellokitty blink182 myspace facebook
google youtube twitter instagram linkedin samsung apple iphone android windows linux
internet lovers babygirl angel angels butterfly purple orange banana chocolate cookie
snoopy scooter tennis golf guitar music rockstar hiphop justin bieber jasmine diamond
silver golden phoenix tiger lion eagle falcon wolf spider ninja samurai warrior legend
killer1 hunter2 asdf asdf1234 asdfasdf asdfghjkl zxcv qazwsxedc qweasd qweasdzxc
1qazxsw2 zaq1zaq1 q1w2e3r4 q1w2e3r4t5 1a2b3c4d a1b2c3d4 aa123456 abcd1234 abcdef
abcdefg abcdefgh 987654 11223344 147258369 147852369 159357 789456123 741852963
123654 123789 102030 010203 999999 888888 222222 333333 444444 101010 202020 112211
iloveu iloveyou2 loveyou forever always nothing someone anything everything family
friends friend lucky happy smile sweet sweety honey baby babygirl1 mylove myself
whatever1 letmein1 trustnoone nopassword mypassword yourpassword thisismypassword
`;

/** Brazilian favourites: "senha" is "password", then clubs, faith, family and names. */
const brazilianPasswords = `
senha senha123 senha1234 senha12345 minhasenha suasenha novasenha senhanova mudar mudar123
mudarsenha trocar trocar123 123mudar acesso acesso123 entrar brasil brasil123 brasil2014
flamengo flamengo123 mengao corinthians corinthians123 timao palmeiras verdao saopaulo
spfc santos santosfc vasco vascodagama gremio cruzeiro botafogo fluminense internacional
inter atletico galo bahia vitoria sport coritiba athletico fortaleza ceara goias
amor amor123 teamo teamo123 euteamo teamomuito amorzinho meuamor meuamor123 amoreterno
deus deusefiel deusmeama deusefielsempre jesus jesuscristo jesusteama jesusmeama senhor
familia familia123 felicidade saudade paixao princesa princesa123 gatinha gatinho
chocolate morango abacaxi brigadeiro cachorro gatinho1 futebol carnaval samba praia
beatriz gabriel gabriela rafael rafaela lucas mateus felipe juliana fernanda bruna
camila larissa leticia mariana patricia vanessa aline carolina natalia renata pedro
joao maria jose ana paulo carlos marcos rodrigo ricardo eduardo fernando gustavo
leonardo thiago bruno diego marcelo alexandre anderson andre antonio francisco luiz
luis sergio roberto ronaldo neymar pele romario kaka xuxa sophia helena alice laura
manuela valentina heitor arthur bernardo davi miguel enzo guilherme matheus vinicius
`;

/** The suite's own words: NIST SP 800-63B names the service's name among those to refuse. */
const suiteWords = `
gofy gofy123 gofysenha gofypassword gofyportal corretor corretora corretagem seguro
seguros seguradora apolice cotacao sinistro segurado insurance broker brokerage portal
`;

/** Well-known phrases and long favourites the stripping rules cannot derive. */
const phrases = `
correcthorsebatterystaple thequickbrownfox thequickbrownfoxjumpsoverthelazydog
iloveyousomuch iloveyouforever iloveyoubaby iloveyoumom iloveyoudad letmeinplease
passwordpassword changemeplease idontknow idontcare whatever123456 nothingtoseehere
maytheforcebewithyou tobeornottobe helloworld hellothere openthedoor opensesame
iamthebest iamtheking iamthegreatest thebestofthebest welcomehome neverforget
euteamomuito teamomeuamor teamoparasempre amoravida deuseamor deuseamorsempre
deusnocomando deuseminhaforca somostodosum ordemeprogresso
`;

/** Rows and columns of QWERTY keyboards, whose walks are favourites at every length. */
const keyboardRows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** @param {string} block */
function words(block) {
  return block.split(/\s+/).filter(Boolean);
}

function keyboardWalks() {
  const walks = new Set();
  const forward = keyboardRows.join('');
  for (const text of [forward, [...forward].reverse().join('')]) {
    for (let start = 0; start < text.length; start++) {
      for (let end = start + 8; end <= Math.min(text.length, start + 26); end++) {
        walks.add(text.slice(start, end));
      }
    }
  }
  // Column walks: 1qaz2wsx3edc..., zaq1xsw2cde3..., and with the shifted top row.
  const columns = Array.from({ length: 9 }, (_, index) =>
    keyboardRows.map((row) => row[index] ?? '').join(''),
  );
  for (let count = 2; count <= 6; count++) {
    for (let start = 0; start + count <= columns.length; start++) {
      const chosen = columns.slice(start, start + count);
      walks.add(chosen.join(''));
      walks.add(chosen.map((column) => [...column].reverse().join('')).join(''));
      walks.add(chosen.map((column) => column.slice(0, 3)).join(''));
      walks.add(
        chosen
          .map((column) => column.slice(0, 3))
          .map((column) => [...column].reverse().join(''))
          .join(''),
      );
    }
  }
  return walks;
}

/**
 * People join two favourites ("iloveyouforever", "flamengocorinthians").
 *
 * @param {readonly string[]} favourites
 * @param {readonly string[]} prefixes
 */
function pairs(favourites, prefixes) {
  const joined = new Set();
  for (const first of favourites) {
    for (const second of favourites) joined.add(`${first}${second}`);
  }
  for (const prefix of prefixes) {
    for (const word of favourites) joined.add(`${prefix}${word}`);
  }
  return joined;
}

const seeds = [
  ...words(topPasswords),
  ...words(brazilianPasswords),
  ...words(suiteWords),
  ...words(phrases),
];
const favourites = [
  ...words(topPasswords)
    .filter((word) => /^[a-z]+$/.test(word))
    .slice(0, 30),
  ...words(brazilianPasswords)
    .filter((word) => /^[a-z]+$/.test(word))
    .slice(0, 30),
];
const prefixes = ['iloveyou', 'ilove', 'teamo', 'euteamo', 'euamo', 'my', 'meu', 'minha', 'the'];

const entries = new Set(
  [...seeds, ...keyboardWalks(), ...pairs(favourites, prefixes)]
    .map((entry) => entry.normalize('NFKC').toLowerCase())
    // Anything that is not plain letters and digits is a typo in the seeds above.
    .filter((entry) => /^[\p{L}\p{N}]+$/u.test(entry) && entry.length >= 4),
);

const sorted = [...entries].sort();
writeFileSync(target, `${sorted.join('\n')}\n`);
process.stdout.write(`${sorted.length} entries written to ${target}\n`);
