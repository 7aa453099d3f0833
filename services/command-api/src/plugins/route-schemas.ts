import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Routes declare their params, query, body and replies as zod schemas from `libs/contracts`
 * (`app.withTypeProvider<ZodTypeProvider>()`): Fastify validates the input before the handler runs,
 * the handler receives it typed, and the same schemas describe the API at /api/docs (admins only, in
 * every mode: the document lists every route an attacker could try).
 */
export default fp(
  async function routeSchemas(app: FastifyInstance) {
    app.setValidatorCompiler(validatorCompiler);
    // Replies are built from typed DTOs (checked by TypeScript against the reply schemas); validating
    // them again at run time would only cost time on the hot paths (lists of thousands of rows).
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    // A missing body is read as `{}` so the person is told which fields are required.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.schema?.body && (request.body === undefined || request.body === null)) {
        request.body = {};
      }
    });

    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sistema Lavadero API',
          description: 'Gestión, punto de venta y facturación para lavaderos',
          version: '1.0.0',
        },
      },
      // Each operation states who may call it (`x-access`: a level or an action of the permission table).
      transform: (input) => {
        const described = jsonSchemaTransform(input);
        return { ...described, schema: { ...described.schema, 'x-access': input.route.config?.access } };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'route-schemas' },
);
