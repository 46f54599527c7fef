import AjvCompiler from '@fastify/ajv-compiler';
import SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own compilers (ajv for the request schemas, fast-json-stringify for the responses),
 * run when a route first needs them instead of all at start: compiling the schemas of every
 * route was about half a second of each start, for routes a process may never serve. A route's
 * first call pays its own compilation once (a few milliseconds); the compiled functions are the
 * same. Validation errors stay on the function Fastify reads them from.
 */
export function lazySchemaControllerOptions(): NonNullable<
  FastifyServerOptions['schemaController']
> {
  const buildAjv = AjvCompiler();
  const buildSerializer = SerializerCompiler();
  const buildValidator: typeof buildAjv = (externalSchemas, options) => {
    const compile = buildAjv(externalSchemas, options);
    return ((route: Parameters<typeof compile>[0]) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compiled ??= compile(route) as unknown as Validate;
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    }) as unknown as ReturnType<typeof buildAjv>;
  };
  const buildLazySerializer: typeof buildSerializer = (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return ((route: Parameters<typeof compile>[0]) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data: unknown) => (compiled ??= compile(route))(data);
    }) as ReturnType<typeof buildSerializer>;
  };
  return { compilersFactory: { buildValidator, buildSerializer: buildLazySerializer } };
}
