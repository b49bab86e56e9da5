/**
 * The Spanish relevance set of the search (issue 28, docs/decisions/0017), against the demo FAQs
 * of db/seed-data.ts, their Spanish translations (db/seed-data-es.ts) and the demo's Spanish search
 * words (seedSynonymGroupsEs).
 *
 * How it was written: 90 questions written fresh in Spanish, the way Spanish-speaking parents who
 * do not spell well type into a search box: no accents, no "¿", lower case; misspelt by sound
 * (silent h "ijo", b/v "vien", c/s/z "despasio", qu/k "kiero", ll/y "yegar", g/j "pajina");
 * text speak ("q", "xq", "tb", "porfa"); everyday words ("cuanto sale", "por zoom", "mi chamaco",
 * "la lana"). None is copied from an FAQ's Spanish question or its phrasings. Each has the demo
 * question, in English and plain text as in seedFaqs, that a member of staff would point them to
 * (one with two that answer it equally), or null when no demo FAQ answers it (checked against
 * every FAQ's question and answer). They cover all 45 translated FAQs, none more than 3 times.
 * The "fallback" ones are answered only by an FAQ left in English (db/seed-data-es.ts lists them):
 * the search finds nothing close in Spanish and has to search English.
 *
 * How it was split: once, on 2026-11-27, before any tuning, by a throwaway script: a seeded
 * shuffle (mulberry32, seed 28) of each kind on its own (stratified by kind, in the order of
 * QuestionKindEs), half of each kind to each set (an odd kind's extra question going to each set
 * in turn). The split is fixed here; do not re-shuffle or move questions between the sets.
 *   TUNING_QUESTIONS_ES (45):
 *     sound 8, letters 6, texting 7, rambling 5,
 *     everyday 9, fallback 3, no-answer 7.
 *   HELD_BACK_QUESTIONS_ES (45):
 *     sound 8, letters 6, texting 6, rambling 6,
 *     everyday 9, fallback 3, no-answer 7.
 *
 * The rule: tune only on TUNING_QUESTIONS_ES; HELD_BACK_QUESTIONS_ES are the figures that count.
 */

/** What makes a Spanish question hard: its main difficulty (many have others as well). */
export type QuestionKindEs =
  | "sound" // spelt as it sounds: silent h, b/v, c/s/z, qu/k, ll/y, g/j ("ijo", "kiero", "yegar")
  | "letters" // dyslexic letter patterns: transposed ("cauntos"), b/d swapped ("lidros"), dropped
  | "texting" // text speak ("q", "xq", "tb", "d", "porfa", "bb")
  | "rambling" // 12 to 30 words, the phrase that matters buried among the rest
  | "everyday" // everyday words for the content's ("cuanto sale", "por zoom", "mi chamaco")
  | "fallback" // answered only by an FAQ left in English: the search must fall back to English
  | "no-answer"; // no demo FAQ answers it: the search should find nothing, or nothing relevant

/** The kinds, in the order the split took them. */
export const QUESTION_KINDS_ES: readonly QuestionKindEs[] = [
  "sound",
  "letters",
  "texting",
  "rambling",
  "everyday",
  "fallback",
  "no-answer",
];

export interface RelevanceQuestionEs {
  search: string;
  /** The English demo question (plain text) that answers it; two when both do equally; null for none. */
  expected: string | string[] | null;
  kind: QuestionKindEs;
}

/** The Spanish questions to tune the search on. */
export const TUNING_QUESTIONS_ES: RelevanceQuestionEs[] = [
  {
    search: "kuanto cuesta el curso de lectura",
    expected: "How much does a course cost?",
    kind: "sound",
  },
  {
    search: "mi ijo lee muy despasio es normal",
    expected: "My child reads slowly. Is that normal?",
    kind: "sound",
  },
  {
    search: "ke pasa si mi ijo falta a una clase",
    expected: "What happens if I miss a class?",
    kind: "sound",
  },
  { search: "como yego a ablar con ustedes", expected: "How can I contact you?", kind: "sound" },
  {
    search: "puedo aser la letra mas grande en la pajina",
    expected: "Can I make the text on this website bigger?",
    kind: "sound",
  },
  { search: "ke es la dislecsia", expected: "What is dyslexia?", kind: "sound" },
  {
    search: "yo no se leer vien puedo ayudar a mi ijo",
    expected: "I'm not a confident reader myself. Can I still help my child read?",
    kind: "sound",
  },
  {
    search: "cuanto tiempo ay ke leer con los ninos cada dia",
    expected: "How long should we read together each day?",
    kind: "sound",
  },
  {
    search: "que es la conciencai fonemica",
    expected: "What is phonemic awareness, and why does it matter?",
    kind: "letters",
  },
  {
    search: "que ahce un tutor de lecutra",
    expected: "What does a reading coach do?",
    kind: "letters",
  },
  {
    search: "por que aydua la lectrua en voz alta",
    expected: "Why does reading aloud help?",
    kind: "letters",
  },
  {
    search: "cunato cuseta la guia",
    expected: "How much does the guide book cost?",
    kind: "letters",
  },
  { search: "reembloso de un curos", expected: "How do refunds work?", kind: "letters" },
  { search: "pudeo devolevr la guia", expected: "Can I return the guide book?", kind: "letters" },
  {
    search: "cuanto dura el curso? tb cuantas semanas",
    expected: "How long does a course last?",
    kind: "texting",
  },
  {
    search: "porfa como ayudo a mi hija a aprender palabras nuevas",
    expected: "How can I help my child learn new words?",
    kind: "texting",
  },
  {
    search: "xq es bueno leerles en voz alta",
    expected: "Why does reading aloud help?",
    kind: "texting",
  },
  {
    search: "q datos guardan d mi cuando busco",
    expected: "What information do you collect when I use this website?",
    kind: "texting",
  },
  { search: "q cursos tienen xa ninos", expected: "What courses do you offer?", kind: "texting" },
  {
    search: "como leo con mi bb d 2 anos",
    expected: "How can I read with my toddler?",
    kind: "texting",
  },
  {
    search: "q hago si creo q mi hijo tiene dislexia",
    expected: "I think my child might be dyslexic. What should I do?",
    kind: "texting",
  },
  {
    search:
      "la guia no me sirvio mucho y quisiera regresarla todavia esta nueva se puede y como le hago",
    expected: "Can I return the guide book?",
    kind: "rambling",
  },
  {
    search:
      "buenas noches disculpe la molestia quisiera saber para quien es la guia si es para los papas o para los maestros",
    expected: "Who is the guide book for?",
    kind: "rambling",
  },
  {
    search:
      "hola buenas tardes mi hija tiene 7 anos y lee pero cuando le pregunto de que trataba el cuento no sabe decirme nada que puedo hacer",
    expected: "My child can read the words but doesn't understand the story. What can I do?",
    kind: "rambling",
  },
  {
    search:
      "el maestro de la escuela dice que mi hijo confunde la b con la d y se cansa mucho cuando lee sera dislexia que debo hacer",
    expected: "I think my child might be dyslexic. What should I do?",
    kind: "rambling",
  },
  {
    search:
      "mi nino de 9 anos no quiere agarrar un libro prefiere el celular y los videojuegos como le hago para que le guste leer",
    expected: "My child doesn't like reading. How can I make it more fun?",
    kind: "rambling",
  },
  {
    search: "que hacen los maestros con mi hijo en la clase",
    expected: "What does a reading coach do?",
    kind: "everyday",
  },
  {
    search: "las clases son por zoom",
    expected: "Can I take a course online, or do I have to come in person?",
    kind: "everyday",
  },
  {
    search: "que le leo a mi bebe de un ano",
    expected: "How can I read with my toddler?",
    kind: "everyday",
  },
  {
    search: "en cuantos dias me mandan el libro",
    expected: "How long does delivery take?",
    kind: "everyday",
  },
  { search: "cuanto sale el curso", expected: "How much does a course cost?", kind: "everyday" },
  {
    search: "tienen hojas con letra especial para los que tienen dislexia",
    expected: "Do you offer dyslexia-friendly fonts and materials?",
    kind: "everyday",
  },
  {
    search: "que tengo que llevar el primer dia de clase",
    expected: "Do I need to buy anything before the course starts?",
    kind: "everyday",
  },
  {
    search: "mi hija lee trabada palabra por palabra",
    expected: ["What does reading fluency mean?", "My child reads slowly. Is that normal?"],
    kind: "everyday",
  },
  {
    search: "como me entero si mi hijo va avanzando",
    expected: "How do you check how my child is getting on?",
    kind: "everyday",
  },
  {
    search: "quiero ser voluntaria para ensenar a leer",
    expected: "How can I become a reading coach?",
    kind: "fallback",
  },
  {
    search: "kiero cancelar mi pedido del libro",
    expected: "Can I change or cancel my order?",
    kind: "fallback",
  },
  {
    search: "el libro me yego todo roto",
    expected: "My parcel arrived damaged. What should I do?",
    kind: "fallback",
  },
  { search: "abren los dias feriados", expected: null, kind: "no-answer" },
  { search: "tienen club de tareas xa los ninos", expected: null, kind: "no-answer" },
  { search: "hay campamento de verano para ninos", expected: null, kind: "no-answer" },
  { search: "tienen clases de matematicas", expected: null, kind: "no-answer" },
  { search: "kual es la clabe del wifi", expected: null, kind: "no-answer" },
  { search: "tienen pagina de facebook", expected: null, kind: "no-answer" },
  { search: "como ayudo a mi hijo con la letra cursiva", expected: null, kind: "no-answer" },
];

/** The Spanish questions held back: the figures that count. */
export const HELD_BACK_QUESTIONS_ES: RelevanceQuestionEs[] = [
  {
    search: "ke puedo aser para ayudar a mi ijo con la lectura en casa",
    expected: "How can I help my child with reading at home?",
    kind: "sound",
  },
  {
    search: "kiero inscrivir a mi ija en un curso",
    expected: "How do I sign up for a course?",
    kind: "sound",
  },
  {
    search: "cuanto tarda en yegar el libro a mi casa",
    expected: "How long does delivery take?",
    kind: "sound",
  },
  {
    search: "ay clases en linea o ai ke ir en persona",
    expected: "Can I take a course online, or do I have to come in person?",
    kind: "sound",
  },
  {
    search: "se puede entrar con siya de ruedas al sentro",
    expected: "Are your centres accessible for wheelchair users?",
    kind: "sound",
  },
  { search: "ke es el fonics", expected: "What is phonics?", kind: "sound" },
  {
    search: "como se ke nibel es mejor para mi ijo",
    expected: "How do I know which level is right for me or my child?",
    kind: "sound",
  },
  {
    search: "a mi ijo no le gusta leer ke ago",
    expected: "My child doesn't like reading. How can I make it more fun?",
    kind: "sound",
  },
  {
    search: "la guia esta en audiolirbo",
    expected: "Is the guide book available as an ebook or audiobook?",
    kind: "letters",
  },
  {
    search: "qeu edad tinen que tener los ninos",
    expected: "What ages are the courses for?",
    kind: "letters",
  },
  { search: "como rastraer mi pedido", expected: "How can I track my order?", kind: "letters" },
  {
    search: "cauntos alumnos ahy en cada clase",
    expected: "How many learners are in each class?",
    kind: "letters",
  },
  {
    search: "cmo elgir libros para mi hjio",
    expected: "How do I choose the right books for my child?",
    kind: "letters",
  },
  {
    search: "tengo que comprar lidros antes del curso",
    expected: "Do I need to buy anything before the course starts?",
    kind: "letters",
  },
  { search: "q es fluidez al leer", expected: "What does reading fluency mean?", kind: "texting" },
  {
    search: "tienen clases de 1 a 1 x favor cuanto cuestan",
    expected: "Can I have one-to-one sessions with a coach?",
    kind: "texting",
  },
  {
    search: "puedo cambiar d tutor? no m cae bien",
    expected: "Can I choose or change my coach?",
    kind: "texting",
  },
  {
    search: "no encuentro lo q busco q hago",
    expected: "I can't find the answer to my question. What should I do?",
    kind: "texting",
  },
  {
    search: "q trae el libro guia",
    expected: "What is in the guide book sold in your store?",
    kind: "texting",
  },
  {
    search: "puedo oir las respuestas en vez d leer xq no leo bien",
    expected: "Can I listen to the answers instead of reading them?",
    kind: "texting",
  },
  {
    search:
      "quiero meter a mi hijo en un curso pero no se si ponerlo con los principiantes o en otro grupo porque ya lee un poquito",
    expected: "How do I know which level is right for me or my child?",
    kind: "rambling",
  },
  {
    search:
      "compre el libro hace como una semana y todavia no me llega quisiera saber donde esta mi paquete",
    expected: "How can I track my order?",
    kind: "rambling",
  },
  {
    search:
      "la semana que viene no voy a poder llevar a mi hija a su clase porque vamos a estar de viaje que pasa con esa clase",
    expected: "What happens if I miss a class?",
    kind: "rambling",
  },
  {
    search:
      "hola tengo 3 hijos y ahorita no tenemos mucho dinero queria saber si hay algun descuento o si se puede pagar poco a poco",
    expected: "How much does a course cost?",
    kind: "rambling",
  },
  {
    search:
      "mi esposo y yo trabajamos todo el dia y solo podemos en la noche las clases son en persona o se pueden tomar desde la casa",
    expected: "Can I take a course online, or do I have to come in person?",
    kind: "rambling",
  },
  {
    search:
      "yo tengo 52 anos y nunca aprendi a leer bien me da mucha verguenza pero quiero aprender todavia estoy a tiempo",
    expected: "Is it too late for an adult to learn to read?",
    kind: "rambling",
  },
  {
    search: "cuantos ninos hay por grupo",
    expected: "How many learners are in each class?",
    kind: "everyday",
  },
  { search: "a que numero les marco", expected: "How can I contact you?", kind: "everyday" },
  {
    search: "me regresan la lana si ya no vamos al curso",
    expected: "How do refunds work?",
    kind: "everyday",
  },
  {
    search: "como se si un libro es muy dificil para mi hijo",
    expected: "How do I choose the right books for my child?",
    kind: "everyday",
  },
  {
    search: "tienen el libro en audio",
    expected: "Is the guide book available as an ebook or audiobook?",
    kind: "everyday",
  },
  { search: "como se apunta uno", expected: "How do I sign up for a course?", kind: "everyday" },
  {
    search: "no veo bien las letras chiquitas de la pagina",
    expected: "Can I make the text on this website bigger?",
    kind: "everyday",
  },
  {
    search: "mi hija puede tener clases ella sola con la maestra",
    expected: "Can I have one-to-one sessions with a coach?",
    kind: "everyday",
  },
  {
    search: "mi chamaco de 5 anos puede entrar",
    expected: "What ages are the courses for?",
    kind: "everyday",
  },
  {
    search: "usan cookies en esta pagina",
    expected: "Do you use cookies or track me?",
    kind: "fallback",
  },
  {
    search: "se me olvido la contrasena de faq corner",
    expected: "I forgot my FAQ Corner password. How do I reset it?",
    kind: "fallback",
  },
  {
    search: "mandan el libro a mexico",
    expected: "Do you ship to other countries?",
    kind: "fallback",
  },
  { search: "dan sertificado al terminar el curso", expected: null, kind: "no-answer" },
  { search: "ay estasionamiento en el centro", expected: null, kind: "no-answer" },
  {
    search: "a ke ora abren las puertas para la clase de la noche",
    expected: null,
    kind: "no-answer",
  },
  { search: "se me olvido mi chamarra en el salon", expected: null, kind: "no-answer" },
  { search: "les dan de comer a los ninos", expected: null, kind: "no-answer" },
  { search: "venden tarjetas de regalo", expected: null, kind: "no-answer" },
  { search: "cancelan la clase si nieva", expected: null, kind: "no-answer" },
];
