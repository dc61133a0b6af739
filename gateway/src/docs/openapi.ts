import { ERRORS, ROLES, can, errorEnvelope, okEnvelope, type ErrorCode } from '@lyceum/contract';
import { z } from 'zod';
import { permissionOf, type ApiRoute, type SuccessBody } from '../routes/api-route.js';
import { EXAMPLES } from './examples.js';
import { byStatus } from './refusals.js';

type JsonSchema = Record<string, unknown>;

/** Requests are described as clients write them (before defaults and transforms), answers as they are sent. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return json;
};

const ERROR = { $ref: '#/components/schemas/Error' };

/** One status's refusals: the error envelope with exactly these codes, the first as the example. */
const refusalAnswer = (codes: ErrorCode[]) => ({
  description: `Refused: ${codes.map((code) => `\`${code}\``).join(', ')} (the Error schema says what each means)`,
  content: {
    'application/json': {
      schema: { allOf: [ERROR, { type: 'object', properties: { code: { enum: codes } } }] },
      example: { success: false, code: codes[0], message: ERRORS[codes[0]].message },
    },
  },
});

function successOf(answer: SuccessBody, example: unknown) {
  if ('json' in answer)
    return {
      description: 'Done',
      content: {
        'application/json': {
          schema: schemaOf(okEnvelope(answer.json ?? undefined), 'output'),
          example: example ?? (answer.json ? undefined : { success: true }),
        },
      },
    };
  if ('text' in answer) return { description: answer.text, content: { 'text/plain': { schema: { type: 'string' } } } };
  if ('raw' in answer) return { description: answer.raw, content: { 'application/json': { schema: { type: 'object' } } } };
  const types = typeof answer.file === 'string' ? [answer.file] : answer.file;
  return {
    description: 'The file',
    content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

type ObjectSchema = { properties?: Record<string, JsonSchema>; required?: string[] };

function parametersOf(route: ApiRoute) {
  const params = route.params && (schemaOf(route.params, 'input') as ObjectSchema);
  const path = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: params?.properties?.[name] ?? { type: 'string' },
  }));
  if (!route.query) return path;
  const query = schemaOf(route.query, 'input') as ObjectSchema;
  return [
    ...path,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      // A parameter with a default (`lang`, paging) may be left out, whatever zod's input schema says.
      required: (query.required?.includes(name) ?? false) && !('default' in schema),
      schema,
    })),
  ];
}

function requestBodyOf(route: ApiRoute, example: unknown) {
  if (route.body) return { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input'), example } } };
  if (route.form) return { required: true, content: { 'multipart/form-data': { schema: schemaOf(route.form, 'input') } } };
  return undefined;
}

function operationOf(route: ApiRoute) {
  const example = EXAMPLES[`${route.method} ${route.path}`];
  const permission = permissionOf(route);
  const requestBody = requestBodyOf(route, example?.request);
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: route.summary,
    ...(permission && { description: `Needs the permission \`${permission}\`: ${ROLES.filter((role) => can(role, permission)).join(', ')}.` }),
    tags: [permission ? 'Admin' : 'Public'],
    // Public operations say so: a client generator would otherwise apply the document's bearer scheme to them.
    security: permission ? [{ bearer: [] }] : [],
    parameters: parametersOf(route),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': successOf(route.answer, example?.response),
      ...Object.fromEntries(byStatus(route).map(([status, codes]) => [status, refusalAnswer(codes)])),
      default: {
        description: 'An error of the gateway itself (`INTERNAL`), never caused by the request',
        content: { 'application/json': { schema: ERROR, example: { success: false, code: 'INTERNAL', message: ERRORS.INTERNAL.message } } },
      },
    },
  };
}

/** Express's `:name` as OpenAPI's `{name}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of the route table; `servedFrom` names its server. */
export function openApiDocument(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operationOf(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lyceum website API',
      version: '1.0.0',
      description:
        'The gateway of the lyceum website: public reads (cached, no token) and the admin API (a bearer token from POST /api/auth). ' +
        'Every JSON answer is an envelope: `{success: true, message?, content?}`, or `{success: false, code, message, errors?}`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: schemaOf(errorEnvelope, 'output') },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** The document as served from `origin` (PUBLIC_URL, or the request's): its one server. */
export const servedFrom = (document: OpenApiDocument, origin: string) => ({
  ...document,
  servers: [{ url: origin, description: 'This site' }],
});
