import { stemmer } from "@orama/stemmers/english";
import { doubleMetaphone } from "double-metaphone";

import { type Language, languageOf } from "@/lib/search/language/language";

/**
 * How the search reads English (docs/decisions/0037-search-in-memory.md): the Porter
 * English stemmer of @orama/stemmers, Double Metaphone (the `double-metaphone` package, the same
 * algorithm as PostgreSQL's fuzzystrmatch) for sounds-alike spellings, words that carry no
 * meaning of their own, and the shorthand of text messages.
 */

/**
 * Words too common to search for: PostgreSQL's English stop list (Snowball's), the contractions
 * people type without their apostrophe, the fillers of a long question ("hi, I was wondering,
 * please…") and those of a spoken one, as a speech-to-text box writes them ("um", "erm", "so like",
 * "you know", "basically", "kind of") and of a story told ("since", "ago", "we are supposed to";
 * issue 38), so that they never outweigh the words that say what the question is about. "like"
 * is one of them: in the relevance sets it is a filler or "if I do not like it" far more often
 * than the topic, and the FAQ about a child who does not like reading is found by its other words
 * ("fun", "hates", "boring").
 */
const STOP_WORDS = `i me my myself we our ours ourselves you your yours yourself yourselves he him his
  himself she her hers herself it its itself they them their theirs themselves what which who whom
  this that these those am is are was were be been being have has had having do does did doing a an
  the and but if or because as until while of at by for with about against between into through
  during before after above below to from up down in out on off over under again further then once
  here there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now
  im ive id ill youre youve youd theyre theyve weve hes shes thats whats wheres whos hows isnt
  arent wasnt werent dont doesnt didnt cant cannot couldnt wouldnt shouldnt wont hasnt havent
  could would might must shall may also really please pls thanks thank hi hello hey dear
  wondering wonder wondered know tell let get got anyone anybody somebody something thing things
  question questions ask asking asked want wanted ok okay yes etc lot lots much many
  um umm erm er uh uhm hmm like well basically actually honestly literally anyway kind
  mine since ago suppose supposed`;

/** Text-message shorthand and the word it stands for. */
const SHORTHAND = `
  u=you ur=your urs=yours r=are y=why n=and pls=please plz=please plez=please wat=what wot=what
  wht=what thx=thanks thnx=thanks ty=thanks cn=can cud=could shud=should wud=would b4=before
  bc=because bcos=because cos=because coz=because cuz=because abt=about w=with wiv=with ya=you
  1=one wen=when wer=where hw=how ppl=people msg=message txt=text tmrw=tomorrow asap=soon
  info=information yr=year yrs=years hrs=hours mins=minutes`;

/** Stop words that ask about something together. */
const PHRASES = `
  how much=cost, how old=age, how soon=long, how many=number`;

/**
 * A word as it sounds said without a final "r", as most of England says it: an "-er" heard as
 * "-a" and written so ("todla", "cumpyuta"). Its "-er" spelling, for sound corrections
 * (Language.soundVariants).
 */
function nonRhotic(word: string): string[] {
  return word.length >= 4 && word.endsWith("a") ? [`${word.slice(0, -1)}er`] : [];
}

export const english: Language = languageOf({
  code: "en",
  stopWords: STOP_WORDS,
  shorthand: SHORTHAND,
  phrases: PHRASES,
  stem: (word) => stemmer(word),
  sound: (word) => doubleMetaphone(word)[0],
  // Double Metaphone keeps only consonants: "wen" and "win" share a code.
  minSoundLength: 4,
  soundVariants: nonRhotic,
});
