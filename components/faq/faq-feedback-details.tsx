import { FAQ_VOTE_REASONS } from "@/lib/contract/feedback-codes";
import type { FaqFeedback } from "@/lib/contract/feedback";
import { FEEDBACK_MESSAGES } from "@/lib/messages";

/**
 * Issue 16: the readers' votes on an FAQ, as rows of the staff list's details (the <dl> of
 * components/faq/portal-faq-explorer.tsx, beside Searches).
 */
export function FaqFeedbackDetails({ feedback }: { feedback: FaqFeedback | undefined }) {
  if (!feedback) return null;
  const reasons = FAQ_VOTE_REASONS.filter((code) => feedback.reasons[code] > 0).map(
    (code) => `${FEEDBACK_MESSAGES.reasons[code]}: ${String(feedback.reasons[code])}`,
  );
  return (
    <>
      <div>
        <dt>Helpful</dt>
        <dd>
          Yes {feedback.yes}, No {feedback.no}
        </dd>
      </div>
      {reasons.length > 0 ? (
        <div>
          <dt>Why not</dt>
          <dd>{reasons.join("; ")}</dd>
        </div>
      ) : null}
    </>
  );
}
