"use client";

import { useEffect, useState } from "react";

import { FormFooter } from "@/components/forms/form-footer";
import { TextField } from "@/components/forms/text-field";
import { toastSuccess, submitWith, useApiForm } from "@/components/forms/use-api-form";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { api } from "@/lib/client/api";
import type { SynonymGroup } from "@/lib/contract/faq";
import { MESSAGES } from "@/lib/messages";
import { splitSearchWords } from "@/lib/contract/fields";

import "./search-words.css";

const HINT = "Words that mean the same, with commas between them. For example: kid, child, son";

/** First word first, as the server lists them. */
function sorted(groups: SynonymGroup[]): SynonymGroup[] {
  return [...groups].sort((a, b) => ((a.words[0] ?? "") < (b.words[0] ?? "") ? -1 : 1));
}

/**
 * Issue 13, the Admin screen "Search words": add a group, change its words in place, delete it
 * after a confirmation. Errors show under the field (docs/product.md §5); the next search uses a
 * change.
 */
export function SearchWords({ initialGroups }: { initialGroups: SynonymGroup[] }) {
  const [groups, setGroups] = useState(initialGroups);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);

  return (
    <>
      <NewGroupForm
        onAdded={(group) => {
          setGroups((current) => sorted([...current, group]));
        }}
      />
      <h2 className="search-words-heading">
        Groups <span className="search-words-count">({groups.length})</span>
      </h2>
      {groups.length === 0 ? (
        <p>{MESSAGES.nothingToSee}</p>
      ) : (
        <ul className="search-words-groups">
          {groups.map((group) =>
            editing === group.id ? (
              <li key={group.id} className="search-words-group search-words-group-editing">
                <EditGroupForm
                  group={group}
                  onSaved={(saved) => {
                    setGroups((current) =>
                      sorted(current.map((item) => (item.id === saved.id ? saved : item))),
                    );
                    setEditing(null);
                  }}
                  onCancel={() => {
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <li key={group.id} className="search-words-group">
                <ul className="search-words-words" aria-label="Words in this group">
                  {group.words.map((word) => (
                    <li key={word}>{word}</li>
                  ))}
                </ul>
                <div className="search-words-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit the group ${group.words.join(", ")}`}
                    onClick={() => {
                      setEditing(group.id);
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={`Delete the group ${group.words.join(", ")}`}
                    onClick={() => {
                      setDeleting(group);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <DeleteDialog
        item={deleting}
        title="Delete group?"
        message={`Search will stop treating these words as the same: ${deleting?.words.join(", ") ?? ""}.`}
        confirmLabel="Delete"
        deleted={MESSAGES.searchWordsDeleted}
        remove={(id) => api.faq.deleteSynonymGroup({ id })}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={(id) => {
          setGroups((current) => current.filter((item) => item.id !== id));
          setDeleting(null);
        }}
      />
    </>
  );
}

function NewGroupForm({ onAdded }: { onAdded: (group: SynonymGroup) => void }) {
  return (
    <GroupForm
      name="Add a group"
      label="New group"
      initialText=""
      submitLabel="Add group"
      submit={async (words, { reset }) => {
        const group = await api.faq.postSynonymGroup({ words });
        onAdded(group);
        reset();
        toastSuccess(MESSAGES.searchWordsAdded);
      }}
    />
  );
}

function EditGroupForm({
  group,
  onSaved,
  onCancel,
}: {
  group: SynonymGroup;
  onSaved: (group: SynonymGroup) => void;
  onCancel: () => void;
}) {
  return (
    <GroupForm
      name="Edit a group"
      label="Words"
      initialText={group.words.join(", ")}
      submitLabel="Save"
      // Focus goes to the words the Admin asked to change, in place of the Edit button.
      focusOnOpen
      onCancel={onCancel}
      submit={async (words) => {
        const saved = await api.faq.patchSynonymGroup({ id: group.id, words });
        toastSuccess(MESSAGES.searchWordsSaved);
        onSaved(saved);
      }}
    />
  );
}

/** One field of words and its buttons: what adding and editing a group share. */
function GroupForm({
  name,
  label,
  initialText,
  submitLabel,
  focusOnOpen = false,
  onCancel,
  submit,
}: {
  name: string;
  label: string;
  initialText: string;
  submitLabel: string;
  focusOnOpen?: boolean;
  onCancel?: () => void;
  submit: (words: string[], form: { reset: () => void }) => Promise<void>;
}) {
  const { field, problems, busy, run, formRef, formProps, values, setValues } = useApiForm({
    initial: { words: initialText },
  });

  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector("input")?.focus();
  }, [focusOnOpen, formRef]);

  const send = () =>
    run(() =>
      submit(splitSearchWords(values.words), {
        reset: () => {
          setValues({ words: "" });
        },
      }),
    );

  return (
    <form
      {...formProps}
      className="form search-words-form"
      aria-label={name}
      onSubmit={submitWith(send)}
    >
      <TextField label={label} hint={HINT} autoComplete="off" spellCheck {...field("words")} />
      <FormFooter problems={problems} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
