/**
 * A sounds-alike code for Spanish words (docs/decisions/0039-spanish-words.md). Double Metaphone
 * is built for English and no maintained package has one for Spanish, so the rules are written
 * here. Spanish is spelt nearly as it sounds, so the rules are few: where two spellings have one
 * sound (h, b/v, ll/y, c/s/z, c/k/qu, g/j), both get one code letter, and the vowels are kept,
 * since weak spellers of Spanish rarely get a vowel wrong and they tell apart words such as
 * "casa" and "cosa". A word reaches it lower case with accents gone ("ñ" is "n").
 *
 * Capitals in the rules below mark a sound already settled, so that a later rule ("g" before "e"
 * sounds as "j") does not read it again; the code is lower case.
 */
const RULES: readonly (readonly [RegExp, string])[] = [
  // Letters that a word spells but does not say, or says as others.
  [/^ps/, "S"], // psicólogo = sicólogo
  [/^x/, "S"], // xilófono = silófono
  [/x(?=[^aeiou])/g, "S"], // before a consonant, said as s: explicar = esplicar
  [/x/g, "KS"], // examen = eksamen
  [/d$/, ""], // the final d most speakers drop: ciudad = ciuda, usted = usté
  [/w/g, "gu"], // wifi = güifi
  [/ch/g, "C"],
  [/h/g, ""], // silent h: hijo = ijo, hacer = aser
  [/ll/g, "Y"], // llave = yave
  [/y(?=[aeiou])/g, "Y"],
  [/y/g, "i"], // a y that ends a syllable is a vowel: hay = ai, muy = mui
  // The k sound: qu, k, and c before a, o, u or a consonant.
  [/qu(?=[ei])/g, "K"],
  [/[qk]/g, "K"],
  // g before e or i sounds as j (gente = jente); gu before e or i as a hard g (guitarra).
  [/gu(?=[ei])/g, "G"],
  [/g(?=[ei])/g, "J"],
  [/g/g, "G"],
  [/j/g, "J"],
  // c, s and z before e or i, and z anywhere, are one s (seseo): cena = sena, vez = ves.
  [/c(?=[ei])/g, "S"],
  [/c/g, "K"],
  [/[sz]/g, "S"],
  [/n(?=[bvpm])/g, "M"], // envío = embío, as said
  [/[bv]/g, "B"], // vez = bes
];

/** The sounds-alike code of a word: "" for one with no letters to go on (a number). */
export function spanishSound(word: string): string {
  let code = word.replace(/[^a-z]/g, "");
  for (const [pattern, sound] of RULES) code = code.replace(pattern, sound);
  // A letter written twice is said once: perro = pero, leer = ler, acción = akSión.
  return code.toLowerCase().replace(/(.)\1+/g, "$1");
}
