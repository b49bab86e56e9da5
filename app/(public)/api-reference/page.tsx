import { OPENAPI_PATH } from "@/lib/api/api-routes.mjs";
import { listedPage } from "@/lib/page-metadata";
import { ROUTES } from "@/lib/routes";
import {
  type Endpoint,
  EndpointSection,
  FieldTable,
  objectFields,
  Prose,
  readDocument,
  schemaAnchor,
} from "@/components/api-reference/api-document";

import "./api-reference.css";

import "@/components/site/content-page.css";

/**
 * /api-reference: the API's reference, read from its OpenAPI document (/api/openapi.json, made
 * from the contract in lib/contract), so that the page, the document and the route handlers
 * cannot disagree (docs/decisions/0022-one-api-contract.md). Plain HTML from the server: no
 * script, no inline style.
 */

export const metadata = listedPage({
  title: "API reference",
  description:
    "Every endpoint of the FAQ Corner API: its method and path, who may call it, what it takes and what it answers.",
  path: ROUTES.apiReference.path,
});

const METHOD_ORDER = ["get", "post", "patch"] as const;

export default function ApiReferencePage() {
  const document = readDocument();
  const endpoints: Endpoint[] = Object.entries(document.paths).flatMap(([path, item]) =>
    METHOD_ORDER.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );
  return (
    <article className="content-page api-reference">
      <header className="content-page-header">
        <h1>API reference</h1>
        <p className="content-page-lead">{document.info.description}</p>
        <p>
          The same, as an OpenAPI 3.1 document: <a href={OPENAPI_PATH}>{OPENAPI_PATH}</a>.
        </p>
      </header>

      <section aria-labelledby="api-calling">
        <h2 id="api-calling">Sessions and anti-forgery</h2>
        <ul>
          {Object.entries(document.components.securitySchemes).map(([name, scheme]) => (
            <li key={name}>
              <code>{scheme.name}</code> ({scheme.in}): <Prose text={scheme.description} />
            </li>
          ))}
        </ul>
      </section>

      {document.tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`api-${tag.name}`}>
          <h2 id={`api-${tag.name}`}>{tag.name}</h2>
          <p>{tag.description}</p>
          {endpoints
            .filter((endpoint) => endpoint.operation.tags.includes(tag.name))
            .map((endpoint) => (
              <EndpointSection key={endpoint.operation.operationId} endpoint={endpoint} />
            ))}
        </section>
      ))}

      <section aria-labelledby="api-answers">
        <h2 id="api-answers">Answers</h2>
        {Object.entries(document.components.schemas).map(([name, schema]) => (
          <section key={name} className="api-schema" aria-labelledby={schemaAnchor(name)}>
            <h3 id={schemaAnchor(name)}>{name}</h3>
            {schema.description ? <p>{schema.description}</p> : null}
            <FieldTable caption={`Fields of ${name}`} fields={objectFields(schema)} />
          </section>
        ))}
      </section>
    </article>
  );
}
