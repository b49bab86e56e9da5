import { Fact } from "@/components/ui/fact";
import { FAQ_VOTE_REASONS } from "@/lib/contract/feedback-codes";
import type { FaqFeedback } from "@/lib/contract/feedback";
import { helpful } from "@/lib/visitor-text/en/answer";

/**
 * Issue 16: the readers' votes on an FAQ, as rows of the staff list's details (the <dl> of
 * components/faq/portal-faq-explorer.tsx, beside Searches). Each reason in the words a visitor
 * chose it by on the English page.
 */
export function FaqFeedbackDetails({ feedback }: { feedback: FaqFeedback | undefined }) {
  if (!feedback) return null;
  const reasons = FAQ_VOTE_REASONS.filter((code) => feedback.reasons[code] > 0).map(
    (code) => `${helpful.reasons[code]}: ${String(feedback.reasons[code])}`,
  );
  return (
    <>
      <Fact term="Helpful">
        Yes {feedback.yes}, No {feedback.no}
      </Fact>
      {reasons.length > 0 ? <Fact term="Why not">{reasons.join("; ")}</Fact> : null}
    </>
  );
}
