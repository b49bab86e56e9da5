import { connection } from "next/server";

import { listFaqs } from "@/lib/data/faqs";
import { FAQ_PAGE_SIZE } from "@/lib/constants";
import { HtmlContent } from "@/components/html-content";

export default async function FaqHomePage() {
  // Read at request time: the list changes whenever staff edit an FAQ.
  await connection();
  const items = await listFaqs({ limit: FAQ_PAGE_SIZE, skip: 0, orderBy: 0 });

  return (
    <main className="faq-page">
      <h1>Frequently Asked Questions</h1>
      {items.length === 0 ? (
        <p>No results found....</p>
      ) : (
        <ul className="faq-list">
          {items.map((faq) => (
            <li key={faq.id} className="faq-item">
              <HtmlContent html={faq.question} className="faq-question" />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
