import type {
  AccountBalanceDto,
  AccountPaymentBody,
  CreditLimitBody,
  CustomerAccountDto,
} from '@lavadero/contracts/customer-accounts';
import { apiRequest, getQueryFn } from '@lavadero/ui/api/client';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/customer-accounts: every account's balance and limit, for the customers' cards. */
export const accountBalancesQueryOptions = queryOptions({
  queryKey: ['/api/customer-accounts'] as const,
  queryFn: getQueryFn<AccountBalanceDto[]>({ on401: 'throw' }),
  staleTime: 0,
});

/** GET /api/customers/{id}/account: the balance, the limit and the movements, newest first. */
export const customerAccountQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['/api/customers', customerId, 'account'] as const,
    queryFn: getQueryFn<CustomerAccountDto>({ on401: 'throw' }),
    staleTime: 0,
  });

export const useAccountBalances = () => useQuery(accountBalancesQueryOptions);
export const useCustomerAccount = (customerId: string, enabled: boolean) =>
  useQuery({ ...customerAccountQueryOptions(customerId), enabled });

const invalidateAccount = (queryClient: QueryClient, customerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: accountBalancesQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: customerAccountQueryOptions(customerId).queryKey }),
  ]);

function useAccountWrite<Body>(
  send: (customerId: string, body: Body) => Promise<CustomerAccountDto | undefined>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: string; body: Body }) => send(customerId, body),
    onSuccess: (_data, { customerId }) => invalidateAccount(queryClient, customerId),
  });
}

/** POST /api/customers/{id}/account/payments: into the signed-in user's open caja (409 without one). */
export const useReceivePayment = () =>
  useAccountWrite((customerId, body: AccountPaymentBody) =>
    apiRequest<CustomerAccountDto>('POST', `/api/customers/${customerId}/account/payments`, body),
  );

/** PUT /api/customers/{id}/account/limit: an admin's credit limit (null: no credit). */
export const useSetCreditLimit = () =>
  useAccountWrite((customerId, body: CreditLimitBody) =>
    apiRequest<CustomerAccountDto>('PUT', `/api/customers/${customerId}/account/limit`, body),
  );
