import "./forms.css";

/**
 * Errors the server gave for no field of this form, listed above its buttons so that none is
 * lost (the toast of docs/product.md §8 shows only the title).
 */
export function FormProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="form-problems" role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
