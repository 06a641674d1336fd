import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authCalls } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import type { LoginReply, TenantInfo } from '../../../shared/schemas/auth.js';
import type { Config } from '../../config.js';
import { SESSION_COOKIE } from '../../http/request-context.js';
import { route } from '../../http/route.js';
import type { Tenant } from '../../http/tenant.js';
import { publicOrigin } from '../../http/own-addresses.js';
import type { AuthService, LoginClient, LoginOutcome } from './auth.service.js';
import { toSessionUser, type SessionService } from './session.service.js';
import type { AccountUnlock } from './unlock.service.js';

/** Cookies the spec says logout clears: the PHP session cookie of the old system, tkn and id. */
const LOGOUT_COOKIES = ['PHPSESSID', SESSION_COOKIE, 'id'];

/** What these routes need from the composition root. */
type RouteDeps = {
  auth: AuthService;
  sessions: SessionService;
  unlocks: AccountUnlock;
  config: Pick<Config, 'sessionMaxHours' | 'publicUrl'>;
};

const clientOf = (request: FastifyRequest, ctx: RouteDeps): LoginClient => ({
  address: request.ip,
  origin: publicOrigin(request, ctx.config.publicUrl),
});

const unlocked = { retorno: true as const, msg: { tipo: 'success' as const, mensagem: messages.unlock.done } };

export function authRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, authCalls.login, async ({ body, request, reply }) => {
    const outcome = await ctx.auth.login(request.tenant, body, clientOf(request, ctx));
    if (outcome.kind === 'ok') await endCurrentSession(request, ctx);
    return sendLoginOutcome(request, reply, outcome, ctx);
  });

  route(app, authCalls.acceptContract, async ({ body, request, reply }) => {
    if (!body.aceite) return sendRefusal(reply, 400, messages.login.contractMustBeAccepted);
    try {
      const outcome = await ctx.auth.acceptContract(request.tenant, body, clientOf(request, ctx));
      if (outcome.kind === 'accepted') return { retorno: true } satisfies LoginReply;
      return sendLoginOutcome(request, reply, outcome, ctx);
    } catch (error) {
      request.log.error(error);
      return sendRefusal(reply, 500, messages.login.contractUpdateFailed);
    }
  });

  route(app, authCalls.logout, async ({ request, reply }) => {
    await endCurrentSession(request, ctx);
    for (const name of LOGOUT_COOKIES) reply.clearCookie(name, { path: '/' });
    return { retorno: true as const };
  });

  route(app, authCalls.session, ({ auth, request }) => ({
    empresa: tenantInfo(request.tenant),
    usuario: auth ? toSessionUser(auth) : null,
  }));

  route(app, authCalls.webConfig, async ({ request }) => ({
    webConfig: { contrato: (await ctx.auth.registrationTerms(request.tenant.id))?.contract ?? null },
  }));

  route(app, authCalls.unlock, async ({ body, auth }) => {
    await ctx.unlocks.byAdmin(auth.tenantId, body.email);
    return unlocked;
  });

  route(app, authCalls.unlockByLink, async ({ body, request }) => {
    await ctx.unlocks.redeem(request.tenant.id, body.token, request.ip);
    return unlocked;
  });
}

async function endCurrentSession(request: FastifyRequest, ctx: RouteDeps): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await ctx.sessions.destroy(request.tenant.id, token);
}

function sendLoginOutcome(request: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome, ctx: RouteDeps) {
  if (outcome.kind === 'refused') return sendRefusal(reply, outcome.status, outcome.message);
  if (outcome.kind === 'contract') return { retorno: false, contrato: outcome.contract } satisfies LoginReply;
  reply.setCookie(SESSION_COOKIE, outcome.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ctx.config.sessionMaxHours * 3600,
  });
  return { retorno: true, usuario: outcome.user } satisfies LoginReply;
}

function sendRefusal(reply: FastifyReply, status: number, message: string) {
  const body: LoginReply = { retorno: false, mensagem: message, msg: { tipo: 'warning', mensagem: message } };
  return reply.status(status).send(body);
}

function tenantInfo(tenant: Tenant): TenantInfo {
  const modes = ['online', 'offline', 'budget'] as const;
  return {
    apelido: tenant.alias,
    nome: tenant.tradeName,
    permitirPrecos: tenant.allowPrices,
    permitirCarrinho: tenant.allowCart,
    modo: modes.find((mode) => mode === tenant.systemMode) ?? 'online',
    consultaCnpj: tenant.cnpjLookup,
  };
}
