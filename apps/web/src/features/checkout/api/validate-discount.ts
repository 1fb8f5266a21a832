import {
  type DiscountValidateRequest,
  type DiscountValidateResponse,
  discountValidateResponseSchema,
} from '@souq/shared/schemas/discount';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The server says whether the signed-in shopper may use a code, and what it is worth. */
function validateDiscount(request: DiscountValidateRequest): Promise<DiscountValidateResponse> {
  return apiRequest('/api/discount/validate', {
    method: 'POST',
    body: request,
    schema: discountValidateResponseSchema,
  });
}

export function useValidateDiscount() {
  return useMutation({ mutationFn: validateDiscount });
}
