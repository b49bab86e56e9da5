import { TopicPicture } from "@/components/topics/topic-picture";
import { TOPIC_PICTURES } from "@/lib/topics/pictures";

/**
 * Issue 40: the picture of a topic, chosen from the built-in set: a grid of radio buttons, each
 * picture with its name under it. Native radios in one fieldset, so the keyboard works as anywhere
 * (Tab into the group, arrows to move, the choice follows) and a screen reader reads each name;
 * the server's message for Picture is under the grid, tied to the group.
 */
export function PictureChoice({
  name,
  value,
  onChange,
  errors,
}: {
  /** The radios' group name: one per form on the page. */
  name: string;
  value: string;
  onChange: (picture: string) => void;
  errors: readonly string[] | undefined;
}) {
  const errorId = `${name}-errors`;
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <fieldset
      className={invalid ? "topic-pictures field-invalid" : "topic-pictures"}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="field-label">Picture</legend>
      <div className="topic-picture-grid">
        {TOPIC_PICTURES.map((picture) => (
          <label key={picture.name} className="topic-picture-option">
            <input
              type="radio"
              name={name}
              value={picture.name}
              checked={value === picture.name}
              onChange={() => {
                onChange(picture.name);
              }}
            />
            <TopicPicture name={picture.name} className="topic-picture-choice" />
            <span>{picture.label}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <ul id={errorId} className="field-errors">
          {errors?.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
