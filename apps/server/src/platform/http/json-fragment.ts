import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A part of an answer checked against its schema and turned into JSON once, for parts that many
 * answers share unchanged (the account call's menu tree and permission lists, cached per role
 * set and language). It stands in a handler's answer, as a top-level field of the envelope's
 * data, where its value would go ({@link asField}); the serializer checks the rest of the answer
 * as always and splices the fragment's JSON in, so a response is never sent unchecked. The JSON
 * is kept as UTF-8 bytes: an answer holding a fragment leaves as one Buffer, which Node neither
 * measures nor encodes again (for the 76 KB account answer that was a fifth of its CPU).
 */
export class JsonFragment<T> {
  private constructor(
    /** The checked value (frozen): for callers that need the data rather than its JSON. */
    readonly value: T,
    readonly bytes: Buffer,
  ) {}

  /** Checks `value` against `schema` now (throws when it does not fit) and keeps its JSON. */
  static of<S extends z.ZodType>(schema: S, value: z.input<S>): JsonFragment<z.output<S>> {
    const checked = schema.parse(value);
    return new JsonFragment(deepFreeze(checked), Buffer.from(JSON.stringify(checked)));
  }
}

/** The fragment where a field of type T goes in a handler's answer; the serializer splices it. */
export function asField<T>(fragment: JsonFragment<T>): T {
  return fragment as unknown as T;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type EnvelopeSchema = z.ZodObject<{ data: z.ZodType } & z.ZodRawShape>;

/**
 * The zod serializer (every answer checked against its route's schema, then JSON), except that
 * fragments among the top-level fields of an envelope's data are left out of the check (they were
 * checked when made) and their JSON spliced in.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const plain = zodSerializerCompiler(route as never) as (data: unknown) => string;
  const schema = route.schema;
  const envelope =
    schema instanceof z.ZodObject && schema.shape.data instanceof z.ZodObject ? (schema as EnvelopeSchema) : null;
  /** The envelope schema without the fragments' fields, per set of fields. */
  const without = new Map<string, z.ZodType>();
  return (answer) => {
    const data = envelope && (answer as { data?: unknown } | null)?.data;
    if (!envelope || !data || typeof data !== 'object') return plain(answer);
    const fragments = Object.entries(data).filter(
      (entry): entry is [string, JsonFragment<unknown>] => entry[1] instanceof JsonFragment,
    );
    if (fragments.length === 0) return plain(answer);
    const keys = fragments.map(([key]) => key);
    const name = keys.join(',');
    let partial = without.get(name);
    if (!partial) {
      const dataSchema = envelope.shape.data as z.ZodObject;
      partial = envelope.extend({ data: dataSchema.omit(Object.fromEntries(keys.map((key) => [key, true])) as never) });
      without.set(name, partial);
    }
    const rest = Object.fromEntries(Object.entries(data).filter(([, value]) => !(value instanceof JsonFragment)));
    const checked = partial.safeParse({ ...(answer as object), data: rest });
    if (!checked.success) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
    const { data: checkedData, ...head } = checked.data as { data: object };
    const dataJson = JSON.stringify(checkedData);
    const headJson = JSON.stringify(head);
    const parts: Buffer[] = [
      Buffer.from(`${headJson.slice(0, -1)}${headJson.length > 2 ? ',' : ''}"data":${dataJson.slice(0, -1)}`),
    ];
    fragments.forEach(([key, fragment], i) => {
      parts.push(Buffer.from(`${i > 0 || dataJson.length > 2 ? ',' : ''}${JSON.stringify(key)}:`), fragment.bytes);
    });
    parts.push(Buffer.from('}}'));
    // Fastify sends a Buffer as it is; its serializer type only names strings.
    return Buffer.concat(parts) as unknown as string;
  };
};
