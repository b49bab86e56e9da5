import { ACCESS, type Access } from "@/lib/contract";
import { openApiDocument } from "@/lib/contract/openapi";

/** The pieces of the API reference page (app/(public)/api-reference), read from the OpenAPI document. */

// ---------------------------------------------------------------------------------------------
// Reading the document: only what this page shows.

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  "x-access": Access;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description?: string }>;
      content?: Record<string, { schema: Schema }>;
    }
  >;
}

export interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

interface ApiDocument {
  info: { title: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Scheme> };
}

interface Scheme {
  in: string;
  name: string;
  description: string;
}

export function readDocument(): ApiDocument {
  // The document as served: plain JSON, read through this page's own view of it.
  return JSON.parse(JSON.stringify(openApiDocument())) as ApiDocument;
}

/** A sentence of the document, its `code` spans shown as code. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text
        .split("`")
        .map((part, index) =>
          index % 2 === 1 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>,
        )}
    </>
  );
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);
export const schemaAnchor = (name: string) => `schema-${name}`;

/** A schema's type in a few words, linking to the named answers it uses. */
function TypeText({ schema }: { schema: Schema | undefined }) {
  if (!schema) return <>any</>;
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${schemaAnchor(name)}`}>{name}</a>;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return (
      <>
        {alternatives.map((alternative, index) => (
          <span key={index}>
            {index > 0 ? " or " : ""}
            <TypeText schema={alternative} />
          </span>
        ))}
      </>
    );
  }
  if (schema.const !== undefined) return <code>{JSON.stringify(schema.const)}</code>;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes("array")) {
    return (
      <>
        array of <TypeText schema={schema.items} />
      </>
    );
  }
  const words = types.length > 0 ? types.join(" or ") : schema.properties ? "object" : "any";
  return <>{schema.format ? `${words} (${schema.format})` : words}</>;
}

/** A field's rule: its description, or else the limits the schema states. */
function ruleText(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.description) return schema.description;
  const rules: string[] = [];
  if (schema.enum) rules.push(`One of ${schema.enum.map((value) => String(value)).join(", ")}.`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    rules.push(
      `${String(schema.minLength ?? 0)}–${String(schema.maxLength ?? "any number of")} characters.`,
    );
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    rules.push(`From ${String(schema.minimum ?? "any")} to ${String(schema.maximum ?? "any")}.`);
  }
  if (schema.default !== undefined) rules.push(`${JSON.stringify(schema.default)} when left out.`);
  return rules.join(" ");
}

/** A table of the reference: its caption, its column headings and its rows. */
function ApiTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <table className="api-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function FieldTable({
  caption,
  fields,
}: {
  caption: string;
  fields: { name: string; schema: Schema | undefined; required: boolean; rule?: string }[];
}) {
  return (
    <ApiTable caption={caption} columns={["Name", "Type", "Required", "Rule"]}>
      {fields.map((field) => (
        <tr key={field.name}>
          <th scope="row">
            <code>{field.name}</code>
          </th>
          <td>
            <TypeText schema={field.schema} />
          </td>
          <td>{field.required ? "yes" : "no"}</td>
          <td>
            <Prose text={field.rule ?? ruleText(field.schema)} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

export function objectFields(schema: Schema) {
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: schema.required?.includes(name) ?? false,
  }));
}

export function EndpointSection({ endpoint }: { endpoint: Endpoint }) {
  const { method, path, operation } = endpoint;
  const access = ACCESS[operation["x-access"]];
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
  const body = operation.requestBody?.content["application/json"]?.schema;
  const headingId = operation.operationId;
  return (
    <section className="api-endpoint" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="api-method">{method}</span> <code>{path}</code>
      </h3>
      <p>{operation.summary}</p>
      <p>
        <strong>Who may call it: {access.label}.</strong> {access.sentence}
        {method === "GET" ? "" : " Send the anti-forgery token in X-XSRF-TOKEN."}
      </p>
      {query.length > 0 ? (
        <FieldTable
          caption="Query parameters"
          fields={query.map((parameter) => ({
            name: parameter.name,
            schema: parameter.schema,
            required: parameter.required ?? false,
            rule: parameter.description ?? ruleText(parameter.schema),
          }))}
        />
      ) : null}
      {body ? <FieldTable caption="JSON body" fields={objectFields(body)} /> : null}
      <ApiTable caption="Answers" columns={["Status", "Body", "When"]}>
        {Object.entries(operation.responses).map(([status, response]) => {
          const [type, content] = Object.entries(response.content ?? {})[0] ?? [];
          const headers = Object.keys(response.headers ?? {});
          return (
            <tr key={status}>
              <th scope="row">{status}</th>
              <td>
                {content ? <TypeText schema={content.schema} /> : "none"}
                {type ? <span className="api-media-type"> ({type})</span> : null}
              </td>
              <td>
                <Prose text={response.description} />
                {headers.length > 0 ? ` Headers: ${headers.join(", ")}.` : ""}
              </td>
            </tr>
          );
        })}
      </ApiTable>
    </section>
  );
}
