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
 * people type without their apostrophe, and the fillers of a long question ("hi, I was wondering,
 * please…"), so that they never outweigh the words that say what the question is about.
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
  question questions ask asking asked want wanted ok okay yes etc lot lots much many`;

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

export const english: Language = languageOf({
  code: "en",
  stopWords: STOP_WORDS,
  shorthand: SHORTHAND,
  phrases: PHRASES,
  stem: (word) => stemmer(word),
  sound: (word) => doubleMetaphone(word)[0],
  // Double Metaphone keeps only consonants: "wen" and "win" share a code.
  minSoundLength: 4,
});
