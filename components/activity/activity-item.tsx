import { RevisionTime } from "@/components/revisions/revision-time";
import { Fact } from "@/components/ui/fact";
import type { ActivityEntry } from "@/lib/contract/activity";
import { ACTIVITY_MESSAGES as TEXT } from "@/lib/messages";

/** Who did it: a person, a deleted user, or no one signed in (a sign-in attempt, a command). */
function who(entry: ActivityEntry): string {
  if (entry.actor === null) {
    return entry.action.startsWith("auth.") ? TEXT.notSignedIn : TEXT.serverCommand;
  }
  if (entry.actor.deleted) return TEXT.deletedUser;
  return `${entry.actor.name ?? ""} (${entry.actor.email ?? ""})`;
}

/** What it was done to: its kind, and its label (or its number once gone). */
function target(entry: ActivityEntry): string {
  if (entry.target === null) return TEXT.nothing;
  const kind = TEXT.targetTypes[entry.target.type];
  const label =
    entry.target.label ??
    (entry.target.type === "user" ? TEXT.deletedUser : `#${String(entry.target.id)}`);
  return `${kind}: ${label}`;
}

/** One event of the audit trail: what, its outcome, who, to what, when, and harmless details. */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const details = Object.entries(entry.details);
  return (
    <li className="activity-entry">
      <p className="activity-what">
        <span className="activity-action">{TEXT.actions[entry.action]}</span>{" "}
        <span className={`activity-outcome activity-outcome-${entry.outcome}`}>
          {TEXT.outcomes[entry.outcome]}
        </span>
      </p>
      <dl className="activity-facts">
        <Fact term={TEXT.who}>{who(entry)}</Fact>
        <Fact term={TEXT.target}>{target(entry)}</Fact>
        <Fact term={TEXT.when}>
          <RevisionTime iso={entry.occurredAt} />
        </Fact>
        {details.length > 0 ? (
          <Fact term={TEXT.details}>
            {details.map(([key, value]) => `${key}: ${String(value)}`).join(" · ")}
          </Fact>
        ) : null}
      </dl>
    </li>
  );
}
