import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '../../../shared/contract/auth';
import type { LoginReply } from '../../../shared/schemas/auth';
import { api, queryKeyOf } from '../../lib/api-client';
import { sessionRenewed } from '../../lib/session-expiry';

export const sessionQueryKey = queryKeyOf(authCalls.session);

/** Who is logged in and which company this is; every layout reads it. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => api(authCalls.session, {}, { quiet: true }),
    staleTime: 60_000,
  });
}

export type LoginFields = { email: string; senha: string };

const loginPayload = ({ email, senha }: LoginFields) => ({ email, usuario: email, senha, vHide: '' });

/** POST /ajax-login; for Balcão the user name is the e-mail address. */
export function login(fields: LoginFields): Promise<LoginReply> {
  return api(authCalls.login, { body: loginPayload(fields) });
}

export function acceptContract(fields: LoginFields): Promise<LoginReply> {
  return api(authCalls.acceptContract, { body: { ...loginPayload(fields), aceite: true } });
}

export function logout(): Promise<unknown> {
  return api(authCalls.logout, {});
}

/** After a login or logout: the modal goes away and every screen reloads its data as the new user. */
export function useRefreshAfterLogin() {
  const queryClient = useQueryClient();
  return async () => {
    sessionRenewed();
    await queryClient.invalidateQueries();
  };
}
