/**
 * Reading a part of the page aloud with the browser's speech synthesis, one sentence per
 * utterance, with the sentence and, where the voice reports word boundaries, the word being read
 * highlighted in place (issue 16; docs/decisions/0024).
 *
 * The highlight is drawn with the CSS Custom Highlight API: Ranges over the text as rendered, so
 * the page's DOM (the sanitised answer HTML among it) is never touched and the strict CSP needs no
 * inline style. Where the browser lacks it (Firefox before 140, Safari before 17.2 speak but have
 * none), the part being read gets a data attribute instead: only the finer mark is lost, never the
 * voice. Only one reader speaks at a time on a page: starting one stops the other.
 */

import { type ReadingLanguage, voiceFor } from "./voices";

export { type ReadingLanguage, voiceFor };

export type ReaderState = "idle" | "reading" | "paused";

export interface Reader {
  /** The elements to read, in order: the question, then the answer. */
  parts: Element[];
  /** The language of their text: the voice and the utterance's `lang` follow it. */
  language: ReadingLanguage;
  /** The utterance rate of the next sentence. */
  rate: () => number;
  /** Called on every change; `ended` when the text was read to its end. */
  onState: (state: ReaderState, ended?: boolean) => void;
  /** False once the reader's controls are no longer shown (a closed answer): it stops. */
  shown: () => boolean;
}

interface Span {
  start: number;
  end: number;
}

interface Session {
  reader: Reader;
  text: string;
  /** Each text node and where its text starts in `text`. */
  nodes: { node: Text; start: number }[];
  /** Where each part's text starts. */
  partStarts: number[];
  sentences: Span[];
  index: number;
  utterance: SpeechSynthesisUtterance | null;
  paused: boolean;
  /** The Highlight API's registry, or null where the part being read is marked instead. */
  marks: HighlightRegistry | null;
  /** Whether the reader was told "reading": a start that spoke nothing leaves it on Listen. */
  told: boolean;
}

const SENTENCE = "read-aloud-sentence";
const WORD = "read-aloud-word";
/** Sentences longer than this are cut at a comma or a space: some browsers stop long utterances. */
const LONGEST = 180;
const BLOCKS = /^(P|DIV|LI|UL|OL|H[1-6]|BR|BLOCKQUOTE|TR|TD|TH|DT|DD)$/;

let session: Session | null = null;

/** The parts' text, with a line break between blocks, and where each text node sits in it. */
function collect(parts: Element[]): Pick<Session, "text" | "nodes" | "partStarts"> {
  let text = "";
  const nodes: Session["nodes"] = [];
  const partStarts: number[] = [];
  for (const part of parts) {
    text += "\n";
    partStarts.push(text.length);
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        nodes.push({ node, start: text.length });
        text += node.data;
      } else if (BLOCKS.test(node.nodeName)) {
        text += "\n";
      }
    }
  }
  return { text, nodes, partStarts };
}

/** Sentence-sized spans of the text, trimmed, none longer than LONGEST where a cut can be found. */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  const add = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text.charAt(start))) start++;
    while (end > start && /\s/.test(text.charAt(end - 1))) end--;
    while (end - start > LONGEST) {
      const window = text.slice(start, start + LONGEST);
      const cut = Math.max(window.lastIndexOf(", ") + 1, window.lastIndexOf(" "));
      if (cut <= 0) break;
      spans.push({ start, end: start + cut });
      start += cut;
      while (/\s/.test(text.charAt(start))) start++;
    }
    if (end > start) spans.push({ start, end });
  };
  let from = 0;
  for (const match of text.matchAll(/[.!?…]+["'”’)\]]*(?=\s|$)|\n/g)) {
    const to = match.index + match[0].length;
    add(from, to);
    from = to;
  }
  add(from, text.length);
  return spans;
}

/** A Range over [start, end) of the session's text, which may cross elements. */
function rangeOf({ nodes }: Session, start: number, end: number): Range | null {
  const at = (offset: number) => nodes.findLast((item) => item.start <= offset);
  const first = at(start);
  const last = at(end - 1);
  if (!first || !last) return null;
  const range = document.createRange();
  range.setStart(first.node, start - first.start);
  range.setEnd(last.node, Math.min(end - last.start, last.node.length));
  return range;
}

/**
 * The Highlight API, only where all of it is there: `"highlights" in CSS` is not enough, as the
 * name may be present with no registry behind it (issue 30).
 */
function highlightRegistry(): HighlightRegistry | null {
  if (typeof CSS === "undefined" || typeof Highlight !== "function") return null;
  const registry = (CSS as { highlights?: Partial<HighlightRegistry> | null }).highlights;
  return typeof registry?.set === "function" && typeof registry.delete === "function"
    ? (registry as HighlightRegistry)
    : null;
}

function paint({ marks }: Session, name: string, range: Range | null) {
  if (!marks) return;
  if (range) marks.set(name, new Highlight(range));
  else marks.delete(name);
}

/** The sentence being read; with no Highlight API, the part it is in. */
function showSentence(current: Session, span: Span | null) {
  if (current.marks) {
    paint(current, WORD, null);
    paint(current, SENTENCE, span ? rangeOf(current, span.start, span.end) : null);
    return;
  }
  const part = span ? current.partStarts.findLastIndex((start) => start <= span.start) : -1;
  current.reader.parts.forEach((element, index) => {
    if (index === part) element.setAttribute("data-reading", "");
    else element.removeAttribute("data-reading");
  });
}

function speak(current: Session) {
  const span = current.sentences[current.index];
  if (!span || !current.reader.shown()) {
    finish(current, !span);
    return;
  }
  const utterance = new SpeechSynthesisUtterance(current.text.slice(span.start, span.end));
  utterance.lang = current.reader.language;
  utterance.rate = current.reader.rate();
  const voice = voiceFor(current.reader.language);
  if (voice) utterance.voice = voice;
  const live = () => session === current && current.utterance === utterance;
  utterance.onboundary = (event) => {
    if (!live() || event.name !== "word") return;
    const start = span.start + event.charIndex;
    // Some voices give no length: the word then runs to the next space.
    const length =
      event.charLength > 0
        ? event.charLength
        : (/^\S*/.exec(current.text.slice(start))?.[0].length ?? 0);
    paint(
      current,
      WORD,
      length > 0 ? rangeOf(current, start, Math.min(start + length, span.end)) : null,
    );
  };
  utterance.onend = () => {
    if (!live()) return;
    current.index += 1;
    speakOrFinish(current);
  };
  utterance.onerror = (event) => {
    if (live() && event.error !== "interrupted" && event.error !== "canceled") finish(current);
  };
  current.utterance = utterance;
  showSentence(current, span);
  window.speechSynthesis.speak(utterance);
}

/**
 * Speaks the next sentence; if the browser throws on the way, the reading ends, so that the
 * controls never stay on Pause and Stop with nothing being said. False when it threw.
 */
function speakOrFinish(current: Session): boolean {
  try {
    speak(current);
    return true;
  } catch (error) {
    console.error(error);
    finish(current);
    return false;
  }
}

function finish(current: Session, ended?: boolean) {
  if (session !== current) return;
  session = null;
  current.utterance = null;
  window.speechSynthesis.cancel();
  showSentence(current, null);
  if (current.told) current.reader.onState("idle", ended);
}

/** Reads the reader's parts from the start, stopping any other reader first. */
export function startReading(reader: Reader) {
  if (session) finish(session);
  const collected = collect(reader.parts);
  const current: Session = {
    reader,
    ...collected,
    sentences: splitSentences(collected.text),
    index: 0,
    utterance: null,
    paused: false,
    marks: highlightRegistry(),
    told: false,
  };
  session = current;
  // A queue paused by an earlier reader would hold this one too.
  window.speechSynthesis.cancel();
  window.speechSynthesis.resume();
  // "Reading" only once the first sentence is with the browser: a start that threw stays on Listen.
  if (!speakOrFinish(current) || session !== current) return;
  current.told = true;
  reader.onState("reading");
}

export function stopReading(reader: Reader) {
  if (session?.reader === reader) finish(session);
}

export function pauseReading(reader: Reader, pause: boolean) {
  if (session?.reader !== reader) return;
  session.paused = pause;
  if (pause) window.speechSynthesis.pause();
  else window.speechSynthesis.resume();
  reader.onState(pause ? "paused" : "reading");
}

/** A new speed is heard at once: the sentence being read starts again at it. */
export function restartSentence(reader: Reader) {
  const current = session;
  if (current?.reader !== reader || current.paused) return;
  current.utterance = null;
  window.speechSynthesis.cancel();
  speakOrFinish(current);
}
