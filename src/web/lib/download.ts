import type { Endpoint, EndpointRequest } from '../../shared/contract/endpoint';
import { fetchDocument } from './api-client';

/**
 * Calls a document entry (spreadsheet, PDF) and saves the file the server answers with. A refusal is
 * shown like any other (the `exception` toast); `failureMessage` covers a transport failure.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
  failureMessage: string,
): Promise<boolean> {
  try {
    const response = await fetchDocument(endpoint, request, { failureMessage });
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'arquivo';
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    // Already shown: the refusal's toast or the failure message.
    return false;
  }
}
