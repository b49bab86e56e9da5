import { apiRoute } from "@/lib/api/route";
import { faq } from "@/lib/contract";
import { listAdminTopics } from "@/lib/data/topic-admin";

/** Issue 40: every topic in order, both languages, with its number of active FAQs. Staff only. */
export const GET = apiRoute(faq.getAdminTopics, () => listAdminTopics());
