/** A JSON Schema as the OpenAPI document gives it (fastify-type-provider-zod's output: no $refs). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One call of the API, read from the OpenAPI document the server generates from the contract. */
export interface ApiOperation {
  method: string;
  /** Fastify's pattern, `/api/texts/:id`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema; undefined when the call takes no JSON body. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** Behind the bearer token (the document's `security`). */
  secured: boolean;
}

/**
 * Every operation of `GET /api/docs/openapi.json`, so the access matrix and the hostile-input tests
 * cover a call the day it is declared (docs/architecture.md §2), without a list of their own.
 */
export async function fetchApiOperations(baseUrl: string): Promise<ApiOperation[]> {
  const response = await fetch(`${baseUrl}/api/docs/openapi.json`);
  if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path: openApiPath.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map(({ name, required, schema }) => ({ name, required: required ?? false, schema })),
        body: operation.requestBody?.content['application/json']?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
        secured: (operation.security?.length ?? 0) > 0,
      };
    }),
  );
}

/** `GET /api/texts/:id`: how a test names a call in its messages. */
export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;
