import { withTextRule } from '@takt/contracts';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Input checked at the edge: every query, body and path schema runs behind the one text rule of
 * contracts. Routes that need a session check their input after the caller's session and
 * permission (`acceptInput`), so a caller without the permission gets 403 and learns nothing of
 * the route's fields; public routes are checked by fastify before their handler.
 */

type Check = (data: unknown) => { value?: unknown; error?: unknown };

const compiled = new WeakMap<z.ZodType, Check>();

function checkOf(schema: z.ZodType): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = validatorCompiler({ schema: withTextRule(schema) } as never) as Check;
    compiled.set(schema, check);
  }
  return check;
}

/** For `app.setValidatorCompiler`: the schema with the text rule. */
export const edgeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => checkOf(schema) as never;

/** For the routes that check their input themselves: fastify passes it through as it came. */
export const deferredValidatorCompiler: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });

/**
 * Checks a route's path parameters, query and body by the schemas it declared, once the caller may use it, and
 * puts the checked values (defaults and transforms applied) in their place; a failure is thrown
 * as fastify's own validation error, so the error handler words it alike. Only for routes that
 * take `deferredValidatorCompiler`.
 */
export function acceptInput(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as
    | { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType }
    | undefined;
  const one = (declared: z.ZodType | undefined, data: unknown, context: InputContext) =>
    declared ? checkInput(declared, data, context) : data;
  request.params = one(schema?.params, request.params, 'params');
  request.query = one(schema?.querystring, request.query, 'querystring');
  request.body = one(schema?.body, request.body, 'body');
}

type InputContext = 'params' | 'querystring' | 'body';

/**
 * Checks input a route reads itself (a multipart form's fields) like declared input: the checked
 * value, or fastify's own validation error, worded alike by the error handler.
 */
export function checkInput<S extends z.ZodType>(schema: S, data: unknown, context: InputContext): z.output<S> {
  const result = checkOf(schema)(data);
  if (result.error) {
    throw Object.assign(new Error(`${context} is invalid`), {
      statusCode: 400,
      validation: result.error,
      validationContext: context,
    });
  }
  return result.value as z.output<S>;
}
