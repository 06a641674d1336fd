import type { Endpoint, EndpointRequest } from '../../shared/contract/endpoint';
import { messages } from '../../shared/messages';
import type { ReplyEnvelope } from '../../shared/schemas/envelope';
import { urlOf } from './api-client';
import { loadingFinished, loadingStarted } from './loading';
import { showToast } from './toasts';

/**
 * Calls a document entry (spreadsheet, PDF) and saves the file the server answers with. A JSON answer
 * is a refusal and is shown like any other (the `exception` toast); `failureMessage` covers a
 * transport failure.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
  failureMessage: string,
): Promise<boolean> {
  loadingStarted();
  try {
    const { body } = request as { body?: unknown };
    const response = await fetch(urlOf(endpoint, request), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const envelope = (await response.json()) as ReplyEnvelope;
      showToast({ kind: 'warning', title: messages.exceptionTitle, message: envelope.exception ?? failureMessage });
      return false;
    }
    if (!response.ok) throw new Error(String(response.status));
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'arquivo';
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    showToast({ kind: 'error', message: failureMessage });
    return false;
  } finally {
    loadingFinished();
  }
}
