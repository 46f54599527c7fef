import type AjvCompiler from '@fastify/ajv-compiler';
import type SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own compilers (ajv for the request schemas, fast-json-stringify for the responses),
 * run when a route first needs them instead of all at start: compiling the schemas of every
 * route was about half a second of each start, for routes a process may never serve. A route's
 * first call pays its own compilation once (a few milliseconds); the compiled functions are the
 * same. Validation errors stay on the function Fastify reads them from. The compilers themselves
 * (ajv, fast-json-stringify and their formats: about 1 MB of sources) load with the first schema
 * a request needs.
 */
export function lazySchemaControllerOptions(): NonNullable<
  FastifyServerOptions['schemaController']
> {
  type BuildAjv = ReturnType<typeof AjvCompiler>;
  type BuildSerializer = ReturnType<typeof SerializerCompiler>;
  let buildAjv: BuildAjv | undefined;
  let buildSerializer: BuildSerializer | undefined;
  const ajv = (): BuildAjv =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (buildAjv ??= (require('@fastify/ajv-compiler') as typeof AjvCompiler)());
  const serializer = (): BuildSerializer =>
    (buildSerializer ??= // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('@fastify/fast-json-stringify-compiler') as typeof SerializerCompiler)());

  const buildValidator: BuildAjv = (externalSchemas, options) => {
    let compile: ReturnType<BuildAjv> | undefined;
    return ((route: Parameters<ReturnType<BuildAjv>>[0]) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compile ??= ajv()(externalSchemas, options);
        compiled ??= compile(route) as unknown as Validate;
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    }) as unknown as ReturnType<BuildAjv>;
  };
  const buildLazySerializer: BuildSerializer = (externalSchemas, options) => {
    let compile: ReturnType<BuildSerializer> | undefined;
    return ((route: Parameters<ReturnType<BuildSerializer>>[0]) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data: unknown) => {
        compile ??= serializer()(externalSchemas, options);
        return (compiled ??= compile(route))(data);
      };
    }) as ReturnType<BuildSerializer>;
  };
  return { compilersFactory: { buildValidator, buildSerializer: buildLazySerializer } };
}
