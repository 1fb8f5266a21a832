import { errorResponseSchema } from '@souq/shared/schemas/common';

/**
 * The response schema of every refusal a route can give: each is `{success:false, message}`. Routes spread
 * it beside their own 200 schema, so every refusal is checked against the one shape.
 */
export const refusalResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};
