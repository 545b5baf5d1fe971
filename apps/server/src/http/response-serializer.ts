import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

type Serializer = (data: unknown) => string;
type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };

function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : null;
}

/**
 * Response bodies serialised by fast-json-stringify compiled from the response's zod schema (as
 * JSON Schema): like the zod serializer, only the declared fields leave the server, but without
 * walking every value through zod first — that walk was a fifth of a list request's CPU (25 rows ×
 * 28 fields). A schema JSON Schema can't express (transforms, codecs) keeps the zod serializer.
 * With `checkContracts` (the test suites) every body also goes through the zod serializer, which
 * validates it, and the two outputs must be identical: a response that breaks its contract, or a
 * schema the two read differently, fails loudly where it is tested.
 */
export function responseSerializerCompiler(checkContracts: boolean) {
  return (route: RouteSchema): Serializer => {
    const schema = zodSchemaOf(route.schema);
    const fallback = zodSerializer(route as never) as Serializer;
    if (!schema) return fallback;
    // Compiled on the route's first response, not at start: ~1 ms per schema, and most of the
    // ~700 (route, status) pairs never answer in a given process (or test file).
    let compiled: Serializer | undefined;
    const fast = (data: unknown): string => {
      if (!compiled) {
        try {
          compiled = fastJson(
            toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as never,
          ) as Serializer;
        } catch {
          compiled = fallback;
        }
      }
      return compiled(data);
    };
    if (!checkContracts) return fast;
    return (data) => {
      const expected = fallback(data);
      const actual = fast(data);
      if (actual !== expected) {
        throw new Error(`${route.method} ${route.url}: fast serializer gave ${actual}, zod gave ${expected}`);
      }
      return actual;
    };
  };
}
