import type { RelevanceQuestion } from "./relevance-questions";

/**
 * The relevance sets of the search (docs/decisions/0017), against the demo FAQs of
 * db/seed-data.ts and the demo's search words (seedSynonymGroups). Read by
 * tests/api-faq-search.test.ts on the demo content, and by the benchmark (scripts/bench) on its
 * 1,000 and 100,000 FAQs, where the demo FAQs sit among the generated ones.
 */

/**
 * Tidy searches: each search and the question that must be among its first three results, or
 * null for a search that must find nothing.
 */
export const TIDY_SEARCHES: [search: string, expected: string | null][] = [
  // exact words
  ["phonics", "What is phonics?"],
  ["wheelchair", "Are your centres accessible for wheelchair users?"],
  ["cookies", "Do you use cookies or track me?"],
  ["forgot password", "I forgot my FAQ Corner password. How do I reset it?"],
  ["verification code", "Why do I need a verification code to sign in to FAQ Corner?"],
  ["damaged parcel", "My parcel arrived damaged. What should I do?"],
  ["how much does a course cost", "How much does a course cost?"],
  ["phonemic awareness", "What is phonemic awareness, and why does it matter?"],
  ["track my order", "How can I track my order?"],
  // word forms
  ["reads slowly", "My child reads slowly. Is that normal?"],
  ["reading slowly", "My child reads slowly. Is that normal?"],
  ["dyslexic child", "I think my child might be dyslexic. What should I do?"],
  ["adult learning to read", "Is it too late for an adult to learn to read?"],
  ["missed classes", "What happens if I miss a class?"],
  ["coaches training", "What training do coaches get?"],
  ["refunds", "How do refunds work?"],
  // misspellings
  ["redaing at home", "How can I help my child with reading at home?"],
  ["phonicks", "What is phonics?"],
  ["dislexia", "What is dyslexia?"],
  ["refund polcy", "How do refunds work?"],
  ["toddlr", "How can I read with my toddler?"],
  ["audiobok", "Is the guide book available as an ebook or audiobook?"],
  ["readng aloud", "Why does reading aloud help?"],
  ["boks for my child", "How do I choose the right books for my child?"],
  // tag words
  ["enrolment", "How do I sign up for a course?"],
  ["vocabulary", "How can I help my child learn new words?"],
  ["comprehension", "My child can read the words but doesn't understand the story. What can I do?"],
  ["overseas", "Do you ship to other countries?"],
  ["teenagers", "What ages are the courses for?"],
  // prefixes of a word being typed
  ["phon", "What is phonics?"],
  ["wheelch", "Are your centres accessible for wheelchair users?"],
  ["guide book eb", "Is the guide book available as an ebook or audiobook?"],
  ["verification co", "Why do I need a verification code to sign in to FAQ Corner?"],
  // some of the words match: the FAQs of those
  ["spanish classes", "What courses do you offer?"],
  ["gift card", "How do refunds work?"],
  // no word matches, by any spelling or sound
  ["bicycle parking", null],
  ["bus timetable", null],
  ["xylophone quantum", null],
  ["the and of", null],
];

/** What makes a natural question hard: most have more than one of these. */
export type Difficulty =
  | "multi-word" // a whole question, most of whose words are not in the FAQ
  | "sound" // a word spelt as it sounds ("reedin", "fonics")
  | "letters" // a letter missing, doubled or swapped ("lesons", "cancell")
  | "synonym" // the visitor's word for the FAQ's ("kid" for child, "price" for cost)
  | "unknown"; // words the FAQs never use ("hates", "boy", "ireland")

export interface NaturalQuestion {
  search: string;
  /** The demo question that answers it; a few searches are answered as well by a second one. */
  expected: string | string[];
  difficulty: Difficulty[];
}

const COST = "How much does a course cost?";
const AGES = "What ages are the courses for?";
const HELP_AT_HOME = "How can I help my child with reading at home?";
const NOT_CONFIDENT = "I'm not a confident reader myself. Can I still help my child read?";
const TOO_LATE = "Is it too late for an adult to learn to read?";
const NOT_LIKE = "My child doesn't like reading. How can I make it more fun?";

/**
 * Questions as a parent or learner who spells poorly types them, written before they were
 * searched, each with the demo FAQ a member of staff would point them to. The first seven are the
 * searches that found nothing before (issue 13).
 */
export const NATURAL_QUESTIONS: NaturalQuestion[] = [
  { search: "how much dose it cost", expected: COST, difficulty: ["multi-word", "sound"] },
  {
    search: "wat age can my son start",
    expected: AGES,
    difficulty: ["multi-word", "sound", "synonym"],
  },
  {
    search: "my kid has dislexia",
    expected: ["What is dyslexia?", "I think my child might be dyslexic. What should I do?"],
    difficulty: ["multi-word", "sound", "synonym"],
  },
  { search: "are lesons free", expected: COST, difficulty: ["letters", "synonym"] },
  {
    search: "i cant reed well",
    expected: [NOT_CONFIDENT, TOO_LATE],
    difficulty: ["multi-word", "sound"],
  },
  {
    search: "help my dauter read",
    expected: [HELP_AT_HOME, NOT_CONFIDENT],
    difficulty: ["sound", "synonym"],
  },
  {
    search: "reedin",
    expected: [HELP_AT_HOME, "Why does reading aloud help?", "What does reading fluency mean?"],
    difficulty: ["sound"],
  },
  // courses
  {
    search: "what corses do you have",
    expected: "What courses do you offer?",
    difficulty: ["letters"],
  },
  {
    search: "how long is the cours",
    expected: "How long does a course last?",
    difficulty: ["letters"],
  },
  {
    search: "how meny kids in a class",
    expected: "How many learners are in each class?",
    difficulty: ["letters", "synonym"],
  },
  {
    search: "what if my son misses a lesson",
    expected: "What happens if I miss a class?",
    difficulty: ["multi-word", "synonym"],
  },
  {
    search: "do i have to by books befor",
    expected: "Do I need to buy anything before the course starts?",
    difficulty: ["multi-word", "sound", "letters"],
  },
  {
    search: "can i do it from home on the computer",
    expected: "Can I take a course online, or do I have to come in person?",
    difficulty: ["multi-word"],
  },
  {
    search: "how do i sign my dauter up",
    expected: "How do I sign up for a course?",
    difficulty: ["multi-word", "sound", "synonym"],
  },
  {
    search: "wich level is rite for my boy",
    expected: "How do I know which level is right for me or my child?",
    difficulty: ["multi-word", "sound", "unknown"],
  },
  {
    search: "how old do kids have to be",
    expected: AGES,
    difficulty: ["multi-word", "synonym"],
  },
  {
    search: "price of a class",
    expected: COST,
    difficulty: ["synonym"],
  },
  // coaches
  {
    search: "i want to be a tutor",
    expected: "How can I become a reading coach?",
    difficulty: ["multi-word", "synonym"],
  },
  {
    search: "one to one lesons with a tutor",
    expected: "Can I have one-to-one sessions with a coach?",
    difficulty: ["letters", "synonym"],
  },
  {
    search: "can i pick a diffrent coach",
    expected: "Can I choose or change my coach?",
    difficulty: ["multi-word", "letters", "unknown"],
  },
  {
    search: "what do coachs learn",
    expected: "What training do coaches get?",
    difficulty: ["letters", "multi-word"],
  },
  // learning to read
  { search: "wat is fonics", expected: "What is phonics?", difficulty: ["sound"] },
  {
    search: "hearing sounds in words",
    expected: "What is phonemic awareness, and why does it matter?",
    difficulty: ["multi-word"],
  },
  {
    search: "reading fluensy",
    expected: "What does reading fluency mean?",
    difficulty: ["sound"],
  },
  {
    search: "new words for my son",
    expected: "How can I help my child learn new words?",
    difficulty: ["synonym"],
  },
  {
    search: "he can read but dosnt understand the story",
    expected: "My child can read the words but doesn't understand the story. What can I do?",
    difficulty: ["multi-word", "letters"],
  },
  {
    search: "my child might be dislexic",
    expected: "I think my child might be dyslexic. What should I do?",
    difficulty: ["sound"],
  },
  {
    search: "why read out loud to kids",
    expected: "Why does reading aloud help?",
    difficulty: ["multi-word", "synonym", "unknown"],
  },
  {
    search: "im to old to lern to read",
    expected: TOO_LATE,
    difficulty: ["multi-word", "letters", "unknown"],
  },
  // at home
  {
    search: "i dont read well can i still help my kid",
    expected: NOT_CONFIDENT,
    difficulty: ["multi-word", "synonym"],
  },
  {
    search: "how long shud we read evry day",
    expected: "How long should we read together each day?",
    difficulty: ["multi-word", "sound", "letters"],
  },
  {
    search: "my child reeds very slow",
    expected: "My child reads slowly. Is that normal?",
    difficulty: ["sound"],
  },
  {
    search: "reading with my baby",
    expected: "How can I read with my toddler?",
    difficulty: ["synonym"],
  },
  {
    search: "good books for my son",
    expected: "How do I choose the right books for my child?",
    difficulty: ["synonym"],
  },
  { search: "my daughter hates reading", expected: NOT_LIKE, difficulty: ["synonym", "unknown"] },
  { search: "make reading fun for kids", expected: NOT_LIKE, difficulty: ["synonym"] },
  // the guide book and orders
  {
    search: "how much is the gide book",
    expected: "How much does the guide book cost?",
    difficulty: ["letters"],
  },
  {
    search: "is the book on audio",
    expected: "Is the guide book available as an ebook or audiobook?",
    difficulty: ["synonym"],
  },
  {
    search: "when will my parcle come",
    expected: ["How long does delivery take?", "How can I track my order?"],
    difficulty: ["multi-word", "letters"],
  },
  {
    search: "do you post to ireland",
    expected: "Do you ship to other countries?",
    difficulty: ["synonym", "unknown"],
  },
  {
    search: "where is my order",
    expected: "How can I track my order?",
    difficulty: ["multi-word"],
  },
  {
    search: "i want my money back",
    expected: "How do refunds work?",
    difficulty: ["multi-word", "unknown"],
  },
  {
    search: "the book came broken",
    expected: "My parcel arrived damaged. What should I do?",
    difficulty: ["multi-word", "unknown"],
  },
  {
    search: "cancell my order",
    expected: "Can I change or cancel my order?",
    difficulty: ["letters"],
  },
  {
    search: "send the book back",
    expected: "Can I return the guide book?",
    difficulty: ["multi-word", "unknown"],
  },
  // FAQ Corner and the website
  {
    search: "i forgot my pasword",
    expected: "I forgot my FAQ Corner password. How do I reset it?",
    difficulty: ["letters"],
  },
  {
    search: "change my emial",
    expected: "How do I change the e-mail address on my FAQ Corner account?",
    difficulty: ["letters", "synonym"],
  },
  {
    search: "why do i need a code to log in",
    expected: "Why do I need a verification code to sign in to FAQ Corner?",
    difficulty: ["multi-word", "unknown"],
  },
  {
    search: "make the writing bigger",
    expected: "Can I make the text on this website bigger?",
    difficulty: ["unknown"],
  },
  {
    search: "can i lisen to the anwsers",
    expected: "Can I listen to the answers instead of reading them?",
    difficulty: ["letters"],
  },
  {
    search: "fonts for dyslexic people",
    expected: "Do you offer dyslexia-friendly fonts and materials?",
    difficulty: ["multi-word"],
  },
  {
    search: "wheel chair acess",
    expected: "Are your centres accessible for wheelchair users?",
    difficulty: ["letters"],
  },
  { search: "phone number", expected: "How can I contact you?", difficulty: ["unknown"] },
  {
    search: "do you use cookys",
    expected: "Do you use cookies or track me?",
    difficulty: ["sound"],
  },
  {
    search: "what info do you keep about me",
    expected: "What information do you collect when I use this website?",
    difficulty: ["multi-word", "unknown"],
  },
  {
    search: "cant find my anser",
    expected: "I can't find the answer to my question. What should I do?",
    difficulty: ["letters"],
  },
];

/** A question as text: its HTML without tags, entities or extra spaces. */
export function plainQuestion(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `questions` (best first) holds an expected question among its first `n`. */
export function isHit(expected: string | string[], questions: string[], n: number): boolean {
  const wanted = typeof expected === "string" ? [expected] : expected;
  return questions.slice(0, n).some((question) => wanted.includes(question));
}

export interface RelevanceScores {
  tidy: { hits: number; total: number; misses: string[] };
  natural: { hitAt1: number; hitAt3: number; total: number; misses: string[] };
  /** The same with every FAQ that holds a word scored, not the bounded set (the benchmark). */
  everyCandidate?: Omit<RelevanceScores, "everyCandidate">;
}

/**
 * Both sets against one search: `find` answers a search with the questions it found, best first.
 * A miss names the search and the first three questions found.
 */
export async function scoreRelevance(
  find: (search: string) => Promise<string[]>,
): Promise<RelevanceScores> {
  const miss = (search: string, found: string[]) =>
    `${search} → ${JSON.stringify(found.slice(0, 3))}`;
  const tidy: RelevanceScores["tidy"] = { hits: 0, total: TIDY_SEARCHES.length, misses: [] };
  for (const [search, expected] of TIDY_SEARCHES) {
    const found = await find(search);
    const hit = expected === null ? found.length === 0 : isHit(expected, found, 3);
    if (hit) tidy.hits += 1;
    else tidy.misses.push(miss(search, found));
  }
  const natural: RelevanceScores["natural"] = {
    hitAt1: 0,
    hitAt3: 0,
    total: NATURAL_QUESTIONS.length,
    misses: [],
  };
  for (const { search, expected } of NATURAL_QUESTIONS) {
    const found = await find(search);
    if (isHit(expected, found, 1)) natural.hitAt1 += 1;
    if (isHit(expected, found, 3)) natural.hitAt3 += 1;
    else natural.misses.push(miss(search, found));
  }
  return { tidy, natural };
}

/** One half of the fresh relevance set (tests/helpers/relevance-questions.ts), as measured. */
export interface HalfScores {
  /** Questions the demo FAQs answer: the expected one first, or among the first three. */
  answerable: number;
  hitAt1: number;
  hitAt3: number;
  /** Questions they do not answer, and how many of those the search was sure of (good). */
  noAnswer: number;
  noAnswerGood: number;
  misses: string[];
}

/**
 * A half of the fresh set against one search: `find` answers a search with the questions found,
 * best first, and its confidence (a peer without one answers "good" whenever it finds anything).
 */
export async function scoreHalf(
  questions: readonly Pick<RelevanceQuestion, "search" | "expected">[],
  find: (search: string) => Promise<{ questions: string[]; confidence: "good" | "weak" }>,
): Promise<HalfScores> {
  const scores: HalfScores = {
    answerable: 0,
    hitAt1: 0,
    hitAt3: 0,
    noAnswer: 0,
    noAnswerGood: 0,
    misses: [],
  };
  for (const { search, expected } of questions) {
    const found = await find(search);
    if (expected === null) {
      scores.noAnswer += 1;
      if (found.confidence === "good" && found.questions.length > 0) scores.noAnswerGood += 1;
      continue;
    }
    scores.answerable += 1;
    if (isHit(expected, found.questions, 1)) scores.hitAt1 += 1;
    if (isHit(expected, found.questions, 3)) scores.hitAt3 += 1;
    else scores.misses.push(`${search} → ${JSON.stringify(found.questions.slice(0, 3))}`);
  }
  return scores;
}

/** "hit@1 60/88 (68%), hit@3 75/88 (85%), no-answer good 2/16" */
export function describeHalf(scores: HalfScores): string {
  const share = (n: number, of: number) =>
    `${String(n)}/${String(of)} (${String(Math.round((100 * n) / Math.max(of, 1)))}%)`;
  return `hit@1 ${share(scores.hitAt1, scores.answerable)}, hit@3 ${share(scores.hitAt3, scores.answerable)}, no-answer good ${String(scores.noAnswerGood)}/${String(scores.noAnswer)}`;
}
