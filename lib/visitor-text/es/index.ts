import type { VisitorText } from "../en";

import * as answer from "./answer";
import * as ask from "./ask";
import * as faq from "./faq";
import * as pages from "./pages";
import * as shell from "./shell";
import * as topics from "./topics";

/** Every string a visitor sees on the public pages, in Spanish (issue 28), file by file as in English. */
export const es: VisitorText = { ...shell, ...faq, ...answer, ...ask, ...pages, ...topics };
