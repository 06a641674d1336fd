import {
  callAddress,
  hasPart,
  type Endpoint,
  type EndpointRequest,
  type EndpointResult,
  type HttpMethod,
} from '../../shared/contract/endpoint';
import { messages } from '../../shared/messages';
import type { ReplyEnvelope } from '../../shared/schemas/envelope';
import { loadingFinished, loadingStarted } from './loading';
import { sessionExpired } from './session-expiry';
import { showToast } from './toasts';

/**
 * The one place where replies are read the spec's way (sections 7 and 8):
 * - redirecionar + html: the 'stay logged in' modal;
 * - exception: warning toast 'Alerta !' for 5 s, and the caller's success path is skipped;
 * - msg: a toast of type msg.tipo with msg.mensagem;
 * - no answer or an unreadable one: 'Ocorreu um erro, entre em contato com o administrador.'
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: ReplyEnvelope | undefined,
  ) {
    super(message);
  }
}

export type CallOptions = {
  /** No loading overlay (background refreshes). */
  quiet?: boolean;
  /** Leave the msg toast to the caller (forms that show it in place). */
  ownMessages?: boolean;
  /** Leave the exception to the caller (dialogs that show it with their own title). */
  ownErrors?: boolean;
  /** What to say when there is no answer (the spec's default is the transport error). */
  failureMessage?: string;
  /** Leave a call with no readable answer to the caller (dialogs that say it their own way). */
  ownFailures?: boolean;
};

const ALIAS_KEY = 'balcao.apelido';

/** A page opened with ?apelido=x keeps talking to that company for the rest of the visit. */
function tenantAlias(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('apelido');
  if (fromUrl) sessionStorage.setItem(ALIAS_KEY, fromUrl);
  return fromUrl ?? sessionStorage.getItem(ALIAS_KEY);
}

function withAlias(path: string): string {
  const alias = tenantAlias();
  if (!alias) return path;
  return `${path}${path.includes('?') ? '&' : '?'}apelido=${encodeURIComponent(alias)}`;
}

/** The address of a call with its params and query filled in (also for links to documents). */
export function urlOf<E extends Endpoint>(endpoint: E, request: EndpointRequest<E>): string {
  return withAlias(callAddress(endpoint.path, request));
}

/** A TanStack Query key made from the call and what is sent, so the same call is cached once. */
export const queryKeyOf = <E extends Endpoint>(endpoint: E, request?: EndpointRequest<E>) =>
  [endpoint.method, endpoint.path, request ?? {}] as const;

/** Calls a contract entry: the reply is what its schema declares, read the spec's way. */
export async function api<E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  if (!options.quiet) loadingStarted();
  try {
    const { body } = request as { body?: unknown };
    const response = await send(
      endpoint.method,
      urlOf(endpoint, request),
      body ?? (hasPart(endpoint.body) ? {} : undefined),
      options,
    );
    return handleEnvelope<EndpointResult<E>>(response.status, await readBody(response, options), options);
  } finally {
    if (!options.quiet) loadingFinished();
  }
}

/**
 * Calls a document entry (an HTML page, a PDF, a spreadsheet) and answers the file's response; when
 * the server answers JSON instead (a refusal, an expired session) it is read the spec's way and thrown.
 */
export async function fetchDocument<E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
  options: CallOptions = {},
): Promise<Response> {
  if (!options.quiet) loadingStarted();
  try {
    const { body } = request as { body?: unknown };
    const response = await send(endpoint.method, urlOf(endpoint, request), body, options);
    if ((response.headers.get('content-type') ?? '').includes('application/json') && !isJsonFile(endpoint, response)) {
      handleEnvelope(response.status, await readBody(response, options), options);
    }
    if (!response.ok || !response.body) throw transportFailure(response.status, options);
    return response;
  } finally {
    if (!options.quiet) loadingFinished();
  }
}

/** A document call whose file is JSON (the LGPD export): a success is the file, not an envelope. */
const isJsonFile = (endpoint: Endpoint, response: Response) =>
  response.ok && 'kind' in endpoint.reply && endpoint.reply.contentType === 'application/json';

async function send(method: HttpMethod, url: string, body: unknown, options: CallOptions): Promise<Response> {
  try {
    return await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw transportFailure(0, options);
  }
}

async function readBody(response: Response, options: CallOptions): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw transportFailure(response.status, options);
  }
}

function handleEnvelope<T>(status: number, body: unknown, options: CallOptions): T {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ReplyEnvelope;
  if (envelope.redirecionar && envelope.html !== undefined) {
    sessionExpired(envelope.html);
    throw new ApiError(messages.login.sessionExpiredTitle, status, envelope);
  }
  if (envelope.exception) {
    if (!options.ownErrors) showToast({ kind: 'warning', title: messages.exceptionTitle, message: envelope.exception });
    throw new ApiError(envelope.exception, status, envelope);
  }
  if (envelope.msg && !options.ownMessages) {
    showToast({ kind: envelope.msg.tipo, message: envelope.msg.mensagem });
  }
  if (status >= 400) {
    if (envelope.msg) throw new ApiError(envelope.msg.mensagem, status, envelope);
    throw transportFailure(status, options);
  }
  return body as T;
}

function transportFailure(
  status: number,
  { failureMessage = messages.transportError, ownFailures }: CallOptions,
): ApiError {
  if (!ownFailures) showToast({ kind: 'error', message: failureMessage });
  return new ApiError(failureMessage, status, undefined);
}

/** A multipart call (an image upload): the form goes as the browser builds it, the reply is read the spec's way. */
export async function apiUpload<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  if (!options.quiet) loadingStarted();
  try {
    let response: Response;
    try {
      response = await fetch(withAlias(endpoint.path), {
        method: endpoint.method,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        body: form,
      });
    } catch {
      throw transportFailure(0, options);
    }
    return handleEnvelope<EndpointResult<E>>(response.status, await readBody(response, options), options);
  } finally {
    if (!options.quiet) loadingFinished();
  }
}
