import { readdirSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, type Call } from './call';
import { OPENAPI_TAGS, openApiDocument, openApiPath, type OpenApiDocument } from './openapi';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every $ref of the document points at something inside it. */
function danglingRefs(document: OpenApiDocument): string[] {
  const dangling: string[] = [];
  JSON.stringify(document, (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string') {
      const target = value
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      if (target === undefined) dangling.push(value);
    }
    return value;
  });
  return dangling;
}

async function expectValid(document: OpenApiDocument) {
  const result = await validate(structuredClone(document) as never);
  expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
}

describe('the OpenAPI document made from the contract', () => {
  it('knows every file of the contract that defines calls, so each call gets its module as tag', async () => {
    const contractDir = new URL('.', import.meta.url);
    const files = readdirSync(contractDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const withCalls: string[] = [];
    for (const file of files) {
      const exported = (await import(new URL(file, contractDir).href)) as Record<string, unknown>;
      if (Object.values(exported).some(isCall)) withCalls.push(file.replace(/\.ts$/, '') === 'call' ? 'service' : file.replace(/\.ts$/, ''));
    }
    expect(withCalls.sort()).toEqual([...OPENAPI_TAGS].sort());
  });

  it('writes Fastify path parameters as OpenAPI templates', () => {
    expect(openApiPath('/jobsearch/google-drive/:evaluacion_id')).toBe('/jobsearch/google-drive/{evaluacion_id}');
    expect(openApiPath('/a/:b/c/:d')).toBe('/a/{b}/c/{d}');
  });

  it('stays a valid document for what JSON Schema cannot say: transforms, coercion, preprocessing, refinements, dates, recursion', async () => {
    const tree: z.ZodType = z.object({ name: z.string(), get children() { return z.array(tree); } });
    const named = z.object({ at: z.date() }).meta({ id: 'Named' });
    const odd = defineCall({
      method: 'POST',
      path: '/odd/:id',
      auth: true,
      params: z.object({ id: z.coerce.number().int() }),
      query: z.object({ n: z.preprocess((value) => Number(value), z.number()).optional() }),
      body: z.object({
        length: z.string().transform((value) => value.length),
        custom: z.custom<string>((value) => typeof value === 'string'),
        refined: z.string().refine((value) => value.length % 2 === 0),
        big: z.bigint().optional(),
      }),
      response: z.object({ tree, first: named, second: named, count: z.string().transform(Number), when: z.date() }),
    });
    const document = openApiDocument({ calls: [odd], files: [] });
    await expectValid(document);
    expect(danglingRefs(document)).toEqual([]);

    const operation = document.paths['/odd/{id}']!.post!;
    // Requests as the client sends them: the string before its transform, the id as a path parameter.
    const body = operation.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(body.properties.length).toEqual({ type: 'string' });
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) },
      { name: 'n', in: 'query', required: false, schema: { type: 'number' } },
    ]);
    // The recursive and the named schemas moved to components, where their references lead.
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['ErrorBody', 'Named', 'schema0']));
    expect(JSON.stringify(document)).not.toContain('$defs');
    expect(operation.security).toEqual([{ session: [] }]);
    // An id made from the route for a call defined outside the contract's files; no tag.
    expect(operation.operationId).toBe('postOddId');
    expect(operation.tags).toBeUndefined();
  });

  it('refuses the same method and path registered twice', () => {
    const call = defineCall({ method: 'GET', path: '/twice', auth: false, response: z.object({}) });
    expect(() => openApiDocument({ calls: [call, call], files: [] })).toThrow('GET /twice is registered twice');
  });
});
