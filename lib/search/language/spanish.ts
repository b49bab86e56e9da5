import { stemmer } from "@orama/stemmers/spanish";

import { type Language, languageOf } from "@/lib/search/language/language";
import { spanishSound } from "@/lib/search/language/spanish-sound";

/**
 * How the search reads Spanish (docs/decisions/0039-spanish-words.md): Snowball's Spanish stemmer
 * of @orama/stemmers, the algorithm of PostgreSQL's `spanish` text-search configuration (the
 * search runs in memory, decision 0037), a sounds-alike code of our own (spanish-sound.ts), words
 * that carry no meaning of their own, and the shorthand of text messages.
 */

/**
 * Words too common to search for: PostgreSQL's Spanish stop list (Snowball's, "vosostros" and
 * all), without accents as words reach it, then the words a parent's long question is padded with
 * ("hola, quisiera saber por favor…"), the verbs that English's list has as "do", "can", "have"
 * and "be", and "cuanto", which asks about something only beside another word (PHRASES).
 */
const STOP_WORDS = `de la que el en y a los del se las por un para con no una su al lo como mas pero sus le ya o
  este si porque esta entre cuando muy sin sobre tambien me hasta hay donde quien desde todo nos
  durante todos uno les ni contra otros ese eso ante ellos e esto mi antes algunos unos yo otro
  otras otra tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo
  nosotros mis tu te ti tus ellas nosotras vosostros vosostras os mio mia mios mias tuyo tuya
  tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra vuestros
  vuestras esos esas estoy estamos estais estan estes estemos esteis esten estare estaras estara
  estaremos estareis estaran estaria estarias estariamos estariais estarian estaba estabas
  estabamos estabais estaban estuve estuviste estuvo estuvimos estuvisteis estuvieron estuviera
  estuvieras estuvieramos estuvierais estuvieran estuviese estuvieses estuviesemos estuvieseis
  estuviesen estando estado estada estados estadas estad he has ha hemos habeis han haya hayas
  hayamos hayais hayan habre habras habra habremos habreis habran habria habrias habriamos
  habriais habrian habia habias habiamos habiais habian hube hubiste hubo hubimos hubisteis
  hubieron hubiera hubieras hubieramos hubierais hubieran hubiese hubieses hubiesemos hubieseis
  hubiesen habiendo habido habida habidos habidas soy eres es somos sois son sea seas seamos seais
  sean sere seras sera seremos sereis seran seria serias seriamos seriais serian era eras eramos
  erais eran fui fuiste fue fuimos fuisteis fueron fuera fueras fueramos fuerais fueran fuese
  fueses fuesemos fueseis fuesen sintiendo sentido sentida sentidos sentidas siente sentid tengo
  tienes tiene tenemos teneis tienen tenga tengas tengamos tengais tengan tendre tendras tendra
  tendremos tendreis tendran tendria tendrias tendriamos tendriais tendrian tenia tenias teniamos
  teniais tenian tuve tuviste tuvo tuvimos tuvisteis tuvieron tuviera tuvieras tuvieramos
  tuvierais tuvieran tuviese tuvieses tuviesemos tuvieseis tuviesen teniendo tenido tenida tenidos
  tenidas tened
  u vosotros vosotras usted ustedes vos cuanto cuanta cuantos cuantas cuales cada solo tan asi
  mucha muchas toda todas alguien alguno alguna algun aqui aca ahi alli alla ahora pues entonces
  ser tener haber poder hacer hago hace hacen puedo puedes puede podemos pueden podria debo debe
  hola buenas buenos gracias saludos quisiera queria quiero saber pregunta preguntas preguntar
  porfa favor ok vale bueno etc cosa cosas`;

/**
 * Text-message shorthand and the word it stands for. The one-letter words of Spanish ("a", "e",
 * "o", "u", "y") are words, not shorthand, and stay as they are; "x" is "por" (its times sign);
 * "ai" and "ay" are "hay" ("ai clases?"), since two letters are too few for the sounds-alike step.
 */
const SHORTHAND = `
  q=que k=que ke=que qe=que xq=porque xk=porque pq=porque pk=porque porq=porque x=por d=de dl=del
  pa=para xa=para tb=tambien tmb=tambien tbn=tambien cdo=cuando dnd=donde xfa=favor xfavor=favor
  plis=favor pls=favor grax=gracias bb=bebe bn=bien ai=hay ay=hay oy=hoy msj=mensaje
  info=informacion tel=telefono cel=celular hr=hora hrs=horas profe=profesor`;

/** Two words that together ask about something, and that word ("cuanto" alone asks nothing). */
const PHRASES = `
  cuanto cuesta=costo, cuanto cuestan=costo, cuanto vale=costo, cuanto valen=costo,
  cuanto cobran=costo, cuanto sale=costo, cuanto es=costo, cuantos anos=edad, cuanto tiempo=dura,
  que hora=horario, que horas=horario, cada cuanto=frecuencia, donde esta=direccion,
  primer dia=empezar, primera clase=empezar`;

/**
 * Endings that Spanish always writes with an accent. Snowball reads accents ("información" loses
 * its "ación", "informacion" keeps it) and words reach the stemmer without them, so these get
 * theirs back first: "informacion", "información" and "informaciones" then share a stem, as they
 * do in PostgreSQL, which stems the accented word.
 */
const ACCENTED_ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/cion$/, "ción"],
  [/logia(s?)$/, "logía$1"],
];

function spanishStem(word: string): string {
  let accented = word;
  for (const [ending, written] of ACCENTED_ENDINGS) accented = accented.replace(ending, written);
  // Snowball takes the accents off the stem it returns.
  return stemmer(accented);
}

export const spanish: Language = languageOf({
  code: "es",
  stopWords: STOP_WORDS,
  shorthand: SHORTHAND,
  phrases: PHRASES,
  stem: spanishStem,
  sound: spanishSound,
  // The code keeps the vowels, so a three-letter word is enough: "ijo" is "hijo", "bes" "vez".
  minSoundLength: 3,
});
