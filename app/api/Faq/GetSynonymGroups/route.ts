import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listSynonymGroups } from "@/lib/data/synonyms";

/** Issue 13: every group of words that mean the same for search, by first word. Admin only. */
export const GET = apiRoute(faq.getSynonymGroups, () => listSynonymGroups());
