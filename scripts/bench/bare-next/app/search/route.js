// A route handler run on every request, as the product's search is.
export const dynamic = "force-dynamic";

/** About BARE_JSON_BYTES of JSON (a typical search answer's size), made once. */
function fixedAnswer() {
  const bytes = Number(process.env.BARE_JSON_BYTES ?? 15_000);
  const faq = (id) => ({
    id,
    question: "<p>How can I help my child read at home?</p>",
    answer: "<p>Read together for ten minutes a day, and talk about the pictures.</p>",
    tags: "reading,home,children",
    ranking: 12,
    isPhantomDeleted: false,
    editedAt: "2026-11-01T10:00:00.000Z",
  });
  const size = JSON.stringify(faq(1)).length + 1;
  return Array.from({ length: Math.max(1, Math.round(bytes / size)) }, (_, index) =>
    faq(index + 1),
  );
}

let answer;

export function GET(request) {
  answer ??= fixedAnswer();
  // The search text is read, as a search reads it, and not used.
  request.nextUrl.searchParams.get("searchQuery");
  return Response.json(answer);
}
