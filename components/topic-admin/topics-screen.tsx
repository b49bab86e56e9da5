"use client";

import { useState } from "react";
import { flushSync } from "react-dom";

import { useAction } from "@/components/forms/use-action";
import { toastSuccess } from "@/components/forms/use-api-form";
import { TopicForm } from "@/components/topic-admin/topic-form";
import { TopicPicture } from "@/components/topics/topic-picture";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { api } from "@/lib/client/api";
import type { AdminTopic } from "@/lib/contract/faq";
import { TOPIC_MESSAGES as WORDS } from "@/lib/messages";
import { TOPIC_PICTURES } from "@/lib/topics/pictures";

import "./topics-screen.css";

const FIRST_PICTURE = TOPIC_PICTURES[0]?.name ?? "book";

/**
 * Issue 40, the Admin screen "Topics": the topics in the order visitors see them, each with its
 * picture, both names and its number of FAQs; add one, change one in place (names, picture), move
 * it up or down with buttons, delete it after a confirmation (the server refuses a topic that has
 * FAQs, and the toast says how many).
 */
export function TopicsScreen({ initialTopics }: { initialTopics: AdminTopic[] }) {
  const [topics, setTopics] = useState(initialTopics);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminTopic | null>(null);
  // The buttons stay enabled while a move is sent (a disabled button would lose focus); a second
  // press meanwhile is ignored.
  const { busy: moving, run: move } = useAction(async (topic: AdminTopic, by: -1 | 1) => {
    try {
      const moved = await api.faq.moveTopic({ id: topic.id, position: topic.position + by });
      flushSync(() => {
        setTopics(moved);
      });
      focusMoveButton(topic.id, by);
      toastSuccess(WORDS.moved);
    } catch {
      // The toast of docs/product.md §8 said why; the order stays as it was.
    }
  });

  return (
    <>
      <h2 className="topics-heading">{WORDS.addHeading}</h2>
      <TopicForm
        name={WORDS.addHeading}
        initial={{ nameEn: "", nameEs: "", picture: FIRST_PICTURE }}
        submitLabel={WORDS.add}
        submit={async (values, { reset }) => {
          const topic = await api.faq.postTopic(values);
          setTopics((current) => [...current, topic]);
          reset();
          toastSuccess(WORDS.added);
        }}
      />
      <h2 className="topics-heading">
        {WORDS.listHeading} <span className="topics-count">({topics.length})</span>
      </h2>
      {topics.length === 0 ? (
        <p>{WORDS.empty}</p>
      ) : (
        <ol className="topics-list">
          {topics.map((topic, index) =>
            editing === topic.id ? (
              <li key={topic.id} className="topics-item topics-item-editing">
                <TopicForm
                  name={`Edit ${topic.nameEn}`}
                  initial={{ nameEn: topic.nameEn, nameEs: topic.nameEs, picture: topic.picture }}
                  submitLabel={WORDS.save}
                  focusOnOpen
                  onCancel={() => {
                    setEditing(null);
                  }}
                  submit={async (values) => {
                    const saved = await api.faq.patchTopic({ id: topic.id, ...values });
                    setTopics((current) =>
                      current.map((item) => (item.id === saved.id ? saved : item)),
                    );
                    setEditing(null);
                    toastSuccess(WORDS.saved);
                  }}
                />
              </li>
            ) : (
              <li key={topic.id} className="topics-item">
                <TopicPicture name={topic.picture} className="topics-item-picture" />
                <div className="topics-item-names">
                  <span className="topics-item-name">{topic.nameEn}</span>
                  <span lang="es">{topic.nameEs}</span>
                  <span className="topics-item-count">{WORDS.faqs(topic.faqCount)}</span>
                </div>
                <div className="topics-item-actions">
                  <TopicButton
                    label={WORDS.moveUp}
                    topic={topic}
                    id={moveButtonId(topic.id, -1)}
                    disabled={index === 0}
                    onClick={() => {
                      if (!moving) void move(topic, -1);
                    }}
                  />
                  <TopicButton
                    label={WORDS.moveDown}
                    topic={topic}
                    id={moveButtonId(topic.id, 1)}
                    disabled={index === topics.length - 1}
                    onClick={() => {
                      if (!moving) void move(topic, 1);
                    }}
                  />
                  <TopicButton
                    label={WORDS.edit}
                    topic={topic}
                    onClick={() => {
                      setEditing(topic.id);
                    }}
                  />
                  <TopicButton
                    label={WORDS.delete}
                    topic={topic}
                    className="button button-danger"
                    onClick={() => {
                      setDeleting(topic);
                    }}
                  />
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      <DeleteDialog
        item={deleting}
        title={WORDS.deleteTitle}
        message={WORDS.deleteMessage(deleting?.nameEn ?? "")}
        confirmLabel={WORDS.delete}
        deleted={WORDS.deleted}
        // A topic with FAQs is refused, and the API's toast says how many.
        remove={(id) => api.faq.deleteTopic({ id })}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={(id) => {
          setTopics((current) =>
            current
              .filter((item) => item.id !== id)
              .map((item, index) => ({ ...item, position: index + 1 })),
          );
          setDeleting(null);
        }}
      />
    </>
  );
}

/** One of a topic's buttons: its word, and for screen readers also the topic it acts on. */
function TopicButton({
  label,
  topic,
  className = "button",
  ...button
}: {
  label: string;
  topic: AdminTopic;
  className?: string;
  id?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={`${label}: ${topic.nameEn}`}
      {...button}
    >
      {label}
    </button>
  );
}

const moveButtonId = (id: number, by: -1 | 1) => `topic-${String(id)}-${by < 0 ? "up" : "down"}`;

/**
 * Focus stays with the topic that moved, on the same button, or on the other one once the topic
 * reached the top or the bottom (its button is then disabled), so the keyboard can go on moving it.
 */
function focusMoveButton(id: number, by: -1 | 1) {
  const same = document.getElementById(moveButtonId(id, by));
  const other = document.getElementById(moveButtonId(id, by < 0 ? 1 : -1));
  const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
  target?.focus();
}
